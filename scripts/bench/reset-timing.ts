/**
 * Does a password-reset request's timing tell whether an e-mail has an account? The runtime with 50 ms a
 * store request (Netlify Blobs over the network); known and unknown e-mails asked for in turn, each from
 * from the runtime's one address (whose hourly limit is emptied between rounds of 9 pairs, by removing the
 * local store's counts: the limit is not what is measured); the medians and their difference.
 *
 * `npm run bench:reset -- [--requests 40]`
 */
import { glob, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startSite } from '../runtime/spawn.ts';

const { values } = parseArgs({ options: { requests: { type: 'string', default: '40' } } });
const REQUESTS = Number(values.requests);
const ADMIN = { email: 'reset-bench@example.com', password: 'reset-bench-password-1' };

const site = await startSite({
  env: { SEED: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, STORE_LATENCY_MS: '50' },
});
try {
  // The first Admin is made by the first sign-in.
  await fetch(new URL('/api/login', site.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const ask = async (email: string) => {
    const started = performance.now();
    const response = await fetch(new URL('/api/password-reset', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await response.text();
    if (response.status !== 200) throw new Error(`answered ${response.status}`);
    return performance.now() - started;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  await ask('warm-up@example.com');
  for (let n = 0; n < REQUESTS; n += 1) {
    if (n % 9 === 0)
      for await (const dir of glob(`${site.dataDir}/blobs/*/*/site:throttle/reset`))
        await rm(dir, { recursive: true, force: true });
    known.push(await ask(ADMIN.email));
    unknown.push(await ask(`nobody-${n}@example.com`));
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const [k, u] = [median(known), median(unknown)];
  console.log(
    `Password reset, ${REQUESTS} each, 50 ms a store request: known e-mail median ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms, difference ${(k - u).toFixed(1)} ms`,
  );
} finally {
  await site.stop();
}
