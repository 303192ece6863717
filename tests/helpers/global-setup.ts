/** One folder per test run for the site templates (tests/helpers/site-template.ts), removed at the end. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

export default async function setup(project: TestProject) {
  const root = await mkdtemp(path.join(tmpdir(), 'labels-templates-'));
  project.provide('siteTemplates', root);
  return () => rm(root, { recursive: true, force: true });
}
