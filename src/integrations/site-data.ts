/**
 * Lets `astro build` read the catalogue out of Blobs wherever it runs, and records which content
 * version a finished build holds (GET /api/site-status compares it with the newest change).
 * On Netlify the Blobs context comes from the environment; elsewhere the local store is served.
 */
import type { AstroIntegration } from 'astro';
import { type LocalBlobs, startLocalBlobs } from '../lib/server/local-blobs.ts';
import { readContentVersion, recordBuild } from '../lib/server/publish.ts';

export default function siteData(): AstroIntegration {
  let local: LocalBlobs | null = null;
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
        if (!hasContext && !local) local = await startLocalBlobs();
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
