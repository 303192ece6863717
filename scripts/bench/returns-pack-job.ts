/**
 * The month's pack as a background job, for `npm run bench:returns` (returns.ts): the job started once and
 * followed until ready (its time from start to ready, and its store requests, the follower's reads taken out),
 * then each part downloaded (cold, then `samples` more, part after part): its time, its size against Netlify's
 * 20 MB for a streamed answer, its stated length and digest, and, over all the parts, every PDF once.
 */
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { pathOf } from '../../src/lib/api/index.ts';
import { type PackJobView, returnsApi } from '../../src/lib/api/returns.ts';
import * as bench from './measured-site.ts';

/** Netlify stops a streamed answer at 20 MB. */
const STREAM_LIMIT = 20 * 1024 * 1024;
/** Netlify runs a background function for 15 minutes at most. */
const BACKGROUND_MS = 15 * 60 * 1000;
const FOLLOW_MS = 1000;

export interface PackJobFigures {
  /** The job from its start to ready, once: `cold` is its time. */
  job: bench.CallFigures;
  /** A part's download. */
  part: bench.CallFigures;
  parts: { n: number; bytes: number; files: number }[];
  pdfs: number;
  /** The PDFs made by Netlify's 15 minutes, when the job took longer. */
  atLimit?: number;
}

export async function benchPackJob(
  measured: bench.MeasuredSite,
  { period, count, samples }: { period: string; count: number; samples: number },
): Promise<PackJobFigures> {
  const { call, staff, logged } = measured;
  const read = async (id: string) =>
    ((await (await call(pathOf(returnsApi.packJob, { id }), { headers: staff })).json()) as { data: PackJobView }).data;

  const before = logged();
  const startedAt = performance.now();
  const started = await call(pathOf(returnsApi.startPack, {}), {
    method: 'POST',
    headers: { ...staff, 'content-type': 'application/json' },
    body: JSON.stringify({ period }),
  });
  let job = ((await started.json()) as { data: PackJobView }).data;
  let follows = 0;
  // The local runtime does not stop a background function at Netlify's 15 minutes: a job past them is followed to
  // its end and its time shown against them (missed), with how many PDFs it had made by then.
  let atLimit: number | undefined;
  while (job.state === 'queued' || job.state === 'running') {
    if (atLimit === undefined && performance.now() - startedAt > BACKGROUND_MS) atLimit = job.pdfs;
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_MS));
    job = await read(job.id);
    follows += 1;
  }
  const readyMs = Math.round(performance.now() - startedAt);
  if (job.state !== 'done') throw new Error(`the pack failed: ${job.error}`);
  // What one read of the job costs, to take the follower's reads out of the job's own.
  const beforeRead = logged();
  await read(job.id);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const perRead = logged() - beforeRead;
  const jobRequests = logged() - before - (follows + 1) * perRead;

  const pdfs = new Set<string>();
  const part = await bench.sampled(
    logged,
    async (sample) => {
      const described = job.parts[sample % job.parts.length];
      const response = await call(pathOf(returnsApi.packPart, { id: job.id, n: String(described.n) }), { headers: staff });
      const bytes = new Uint8Array(await response.arrayBuffer());
      if (bytes.byteLength !== described.bytes || response.headers.get('content-length') !== String(described.bytes))
        throw new Error(`part ${described.n} came as ${bytes.byteLength} bytes, not ${described.bytes}`);
      if (bytes.byteLength > STREAM_LIMIT) throw new Error(`part ${described.n} is past Netlify's 20 MB`);
      if (createHash('sha256').update(bytes).digest('base64') !== described.sha256)
        throw new Error(`part ${described.n}'s digest`);
      for (const name of Object.keys(unzipSync(bytes))) if (/^(invoices|notes)\//.test(name)) pdfs.add(name);
    },
    { samples: Math.max(samples, job.parts.length), target: 20_000, settleMs: 200 },
  );
  if (pdfs.size < count) throw new Error(`the parts hold ${pdfs.size} PDFs for ${count} invoices`);
  return {
    job: { cold: readyMs, p50: readyMs, p95: readyMs, target: BACKGROUND_MS, storeRequests: jobRequests },
    part,
    parts: job.parts.map(({ n, bytes, files }) => ({ n, bytes, files })),
    pdfs: pdfs.size,
    atLimit,
  };
}
