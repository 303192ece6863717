/**
 * An export of every enquiry of all kinds at 100,000 enquiries, with 50 ms a store request (Netlify Blobs
 * over the network): the job is started as the admin starts it, followed until done, and every part is
 * downloaded and checked against its length and digest. Prints the time to done, the parts and their size,
 * the download time, and the store requests the job made.
 *
 * `npm run bench:export -- [--enquiries 100000] [--latency 50]`
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalBlobs } from '../runtime/local-blobs.ts';
import { startSite } from '../runtime/spawn.ts';
import { makeEnquiries, storeEnquiries } from '../seed/bulk-enquiries.ts';
import { seedDemo } from '../seed/seed.ts';

const { values } = parseArgs({
  options: { enquiries: { type: 'string', default: '100000' }, latency: { type: 'string', default: '50' } },
});
const ADMIN = { email: 'export-bench@example.com', password: 'export-bench-password' };

const dir = await mkdtemp(path.join(tmpdir(), 'labels-export-bench-'));
process.env.DATA_DIR = dir;
process.env.STORE_LATENCY_MS = '0';
const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
await seedDemo({ products: 12, blogs: 2, enquiries: false });
const { products } = await import('../../src/lib/server/collections.ts');
const active = (await products.all()).filter((product) => product.status === 'Active');
let started = Date.now();
await storeEnquiries(makeEnquiries(Number(values.enquiries), { products: active, seed: 7 }));
console.log(
  `Seeded ${Number(values.enquiries).toLocaleString('en')} enquiries in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await blobs.stop();

const site = await startSite({
  dataDir: dir,
  env: {
    SEED: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STORE_LATENCY_MS: values.latency,
    STORE_REQUEST_LOG: '1',
  },
});
try {
  const api = async (pathname: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(new URL(pathname, site.url), {
      ...init,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }), ...init.headers },
    });
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
    return response;
  };
  const { token } = await (await api('/api/login', { method: 'POST', body: JSON.stringify(ADMIN) })).json();
  const logged = () => (site.output().match(/^\[store\] /gm) ?? []).length;
  const before = logged();
  started = Date.now();
  const { data: queued } = await (
    await api('/api/enquiries/exports', { method: 'POST', body: JSON.stringify({ kind: 'all' }) }, token)
  ).json();
  const answeredMs = Date.now() - started;
  let job = queued;
  while (job.state === 'queued' || job.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    job = (await (await api(`/api/enquiries/exports/${job.id}`, {}, token)).json()).data;
  }
  const doneMs = Date.now() - started;
  const requests = logged() - before;
  if (job.state !== 'done') throw new Error(`the export ${job.state}: ${job.error}`);
  started = Date.now();
  let bytes = 0;
  for (const part of job.parts) {
    const body = Buffer.from(await (await api(`/api/enquiries/exports/${job.id}/parts/${part.n}`, {}, token)).arrayBuffer());
    if (body.byteLength !== part.bytes || createHash('sha256').update(body).digest('base64') !== part.sha256)
      throw new Error(`part ${part.n} is not whole`);
    bytes += body.byteLength;
  }
  const downloadMs = Date.now() - started;
  console.log(
    `\nExport of ${job.rows.toLocaleString('en')} enquiries of all kinds, STORE_LATENCY_MS=${values.latency}, load average ${loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`,
  );
  console.log(
    `  started (202) in ${answeredMs} ms; done in ${(doneMs / 1000).toFixed(1)} s; ${requests} store requests until done (polls included)`,
  );
  console.log(
    `  ${job.parts.length} parts, ${(bytes / 1024 / 1024).toFixed(1)} MB: ${job.parts.map((part: { rows: number; bytes: number }) => `${part.rows.toLocaleString('en')} rows ${(part.bytes / 1024 / 1024).toFixed(1)} MB`).join('; ')}`,
  );
  console.log(`  every part downloaded whole (length and SHA-256 checked) in ${(downloadMs / 1000).toFixed(1)} s`);
} finally {
  await site.stop();
  await rm(dir, { recursive: true, force: true });
}
