/**
 * Every test file gets its own real Blobs store: Netlify's BlobsServer over a fresh temporary folder,
 * reached through the same environment context functions use on Netlify. The API files share their worker's
 * modules (vitest.config.ts), so a file also leaves the environment, the clock and the spies as it found them:
 * one file's SMTP server, store latency or build hook never reaches the next file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';
import { startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';

const environment = { ...process.env };
const directory = await mkdtemp(path.join(tmpdir(), 'labels-blobs-'));
const blobs = await startLocalBlobs(directory);
process.env.AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
delete process.env.BUILD_HOOK_URL;
// Tests send many submissions from one address; tests/api/spam.test.ts turns the limit on itself.
process.env.FORM_RATE_LIMIT = '0';
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await blobs.stop();
  // A follow-up a test's call left running may still be writing the folder: removing it is retried.
  await rm(directory, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  for (const name of Object.keys(process.env)) if (!(name in environment)) delete process.env[name];
  Object.assign(process.env, environment);
});
