/**
 * Lets `astro build` read the catalogue out of Blobs wherever it runs, and records which content
 * version a finished build holds (GET /api/site-status compares it with the newest change).
 * On Netlify the Blobs context comes from the environment; elsewhere `startLocalStore` serves the local
 * store (the local runtime's, passed in by astro.config.ts: nothing under src/ depends on scripts/).
 */
import type { AstroIntegration } from 'astro';
import { readContentVersion, recordBuild } from '../lib/server/publish.ts';

interface LocalStore {
  stop(): Promise<void>;
}

export default function siteData({ startLocalStore }: { startLocalStore: () => Promise<LocalStore> }): AstroIntegration {
  let local: LocalStore | null = null;
  let version: string | null = null;
  const stopLocal = async () => {
    await local?.stop();
    local = null;
  };
  return {
    name: 'site-data',
    hooks: {
      'astro:config:setup': async () => {
        const hasContext = Boolean(process.env.NETLIFY_BLOBS_CONTEXT || process.env.BLOBS_SITE_ID || process.env.NETLIFY);
        if (!hasContext && !local) local = await startLocalStore();
      },
      'astro:build:start': async () => {
        // Read before any page reads content, so the build holds at least this version.
        version = await readContentVersion();
      },
      'astro:build:done': async () => {
        // The local runtime records its builds itself, once the new site is swapped in.
        if (!process.env.SITE_STATUS_BY_RUNTIME) await recordBuild(version, { ok: true });
        await stopLocal();
      },
      'astro:server:done': stopLocal,
    },
  };
}
