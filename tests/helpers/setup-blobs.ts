/**
 * Every test file gets its own real Blobs store: Netlify's BlobsServer over a fresh temporary folder,
 * reached through the same environment context functions use on Netlify.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';

const directory = await mkdtemp(path.join(tmpdir(), 'labels-blobs-'));
const blobs = await startLocalBlobs(directory);
process.env.AUTH_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
delete process.env.BUILD_HOOK_URL;
// Tests send many submissions from one address; tests/api/spam.test.ts turns the limit on itself.
process.env.FORM_RATE_LIMIT = '0';
delete process.env.ADMIN_EMAIL;
delete process.env.ADMIN_PASSWORD;

afterAll(async () => {
  await blobs.stop();
  // A follow-up a test's call left running may still be writing the folder: removing it is retried.
  await rm(directory, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
});
