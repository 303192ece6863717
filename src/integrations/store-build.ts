/**
 * Lets `astro build` read the catalogue out of Blobs wherever it runs, checks before any page is
 * rendered that every record can be published (src/integrations/site-checks.ts), and records the
 * build's outcome for the content version it holds (GET /api/site-status compares it with the newest
 * change). On Netlify the Blobs context comes from the environment; elsewhere `startLocalStore` serves the
 * local store (the local runtime's, passed in by astro.config.ts: nothing under src/ depends on scripts/).
 */
import type { AstroIntegration } from 'astro';
import { PUBLISH_MESSAGES } from '../lib/messages/publishing.ts';
import { readContentVersion, recordBuild } from '../lib/server/site/publish.ts';
import { loadSiteData } from '../lib/server/site/site-data.ts';
import { CorruptRecordError } from '../lib/server/store/index.ts';
import { SITE_RECORDS_ERROR, checkSiteRecords, describeProblems, describeStoredRecord } from './site-checks.ts';

/** What keeps the records from being published, for staff; null when they can be. */
async function publishingProblem(): Promise<string | null> {
  try {
    return describeProblems(checkSiteRecords(await loadSiteData())) || null;
  } catch (error) {
    if (error instanceof CorruptRecordError) return PUBLISH_MESSAGES.unreadable(describeStoredRecord(error.storeName, error.key));
    throw error;
  }
}

interface LocalStore {
  stop(): Promise<void>;
}

export default function storeBuild({ startLocalStore }: { startLocalStore: () => Promise<LocalStore> }): AstroIntegration {
  let local: LocalStore | null = null;
  let version: string | null = null;
  const stopLocal = async () => {
    await local?.stop();
    local = null;
  };
  // The local runtime records its builds itself, once the new site is swapped in (or the build failed).
  const recordsItself = !process.env.SITE_STATUS_BY_RUNTIME;
  return {
    name: 'store-build',
    hooks: {
      'astro:config:setup': async () => {
        const hasContext = Boolean(process.env.NETLIFY_BLOBS_CONTEXT || process.env.BLOBS_SITE_ID || process.env.NETLIFY);
        if (!hasContext && !local) local = await startLocalStore();
      },
      'astro:build:start': async () => {
        // Read before any page reads content, so the build holds at least this version.
        version = await readContentVersion();
        const problem = await publishingProblem();
        if (!problem) return;
        // DEPLOY_ID (set in Netlify builds) lets the deploy's failure notification keep this reason.
        if (recordsItself) await recordBuild(version, { ok: false, message: problem, deployId: process.env.DEPLOY_ID });
        await stopLocal();
        throw Object.assign(new Error(problem), { name: SITE_RECORDS_ERROR });
      },
      'astro:build:done': async () => {
        if (recordsItself) await recordBuild(version, { ok: true });
        await stopLocal();
      },
      'astro:server:done': stopLocal,
    },
  };
}
