/**
 * One folder per test run for the site templates (tests/helpers/site-template.ts), removed at the end; and,
 * when the run has browser test files, one Chromium for all of them (tests/e2e/helpers/browser.ts): each file
 * connects with its own contexts (own storage, cookies and cache) instead of starting and closing its own.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_BROWSER_OPTIONS } from '../e2e/helpers/chromium.ts';

/** Whether the run's files (vitest's filters, every file without them) include a browser test file. */
async function runsBrowserFiles(project: TestProject): Promise<boolean> {
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  const e2e = path.join(project.config.root, 'tests', 'e2e') + path.sep;
  return testFiles.some((file) => path.resolve(file).startsWith(e2e));
}

export default async function setup(project: TestProject) {
  const [root, chromiumServer] = await Promise.all([
    mkdtemp(path.join(tmpdir(), 'labels-templates-')),
    runsBrowserFiles(project).then((needed) => (needed ? chromium.launchServer(TEST_BROWSER_OPTIONS) : undefined)),
  ]);
  project.provide('siteTemplates', root);
  if (chromiumServer) project.provide('chromiumEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer?.close();
    await rm(root, { recursive: true, force: true });
  };
}
