/**
 * The runtime's data folder (store and built site) made once per test run and copied for each file that
 * starts a site: the first start of `npm start` (seeding the demo content, drawing its pictures, building
 * the site) costs 20-40 s on two cores, a copy of its result a fraction of a second. The first file that
 * asks makes the template by that very first start (scripts/start.ts); files asking meanwhile wait for it.
 * Without tests/helpers/global-setup.ts (another config) every site makes its own, as before.
 */
import { cp, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type RunningSite, startSite } from '../../scripts/runtime/spawn.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder of templates, made by tests/helpers/global-setup.ts. */
    siteTemplates?: string;
  }
}

/** What is seeded and built into a template: everything that decides the store's first content or the site. */
export interface TemplateSpec {
  /** Names the template within the run. */
  name: string;
  /** The first start's environment (SEED, ADMIN_EMAIL, ADMIN_PASSWORD…). */
  env: Record<string, string>;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The template's folder, made now by this file or by another file of the run. */
async function template(root: string, spec: TemplateSpec): Promise<string> {
  const ready = path.join(root, spec.name);
  const failed = `${ready}.failed`;
  let mine = true;
  await mkdir(`${ready}.lock`).catch(() => (mine = false));
  if (mine) {
    const building = `${ready}.building`;
    try {
      const site = await startSite({ env: spec.env, dataDir: building });
      await site.stop({ keepData: true });
      await rename(building, ready);
    } catch (error) {
      await writeFile(failed, String(error instanceof Error ? error.stack : error));
      throw error;
    }
    return ready;
  }
  // Another file is making it: as long as a first start takes, at most.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (await exists(ready)) return ready;
    if (await exists(failed)) throw new Error(`the site template failed:\n${await readFile(failed, 'utf8')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site template ${spec.name} was not ready in 300 s`);
}

/**
 * Starts the runtime on a copy of the run's template for `spec` (made on first use), with `env` on top;
 * the copy's site is the build of this checkout, so the start-up rebuild is skipped.
 */
export async function startSiteFromTemplate(spec: TemplateSpec, env: Record<string, string> = {}): Promise<RunningSite> {
  const root = inject('siteTemplates');
  if (!root) return startSite({ env: { ...spec.env, ...env } });
  const source = await template(root, spec);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'labels-site-'));
  await cp(source, dataDir, { recursive: true });
  const site = await startSite({ env: { ...spec.env, ...env, REBUILD_AT_START: '0' }, dataDir });
  return {
    ...site,
    async stop(options = {}) {
      await site.stop(options);
      // A site build the stopped server had started may still be writing its folder: removing it is retried.
      if (!options.keepData) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
