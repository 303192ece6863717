/**
 * The month's pack of any size. A month of 2,000 invoices is about 36 MB of PDFs, each ~100–250 ms to make:
 * more than one answer holds (20 MB streamed) and more than its time. So, as the enquiries' export does
 * (inbox/export-jobs.ts), the pack can be a job: the call stores it and starts a Netlify Background Function
 * (15 minutes), which writes the same files as the streamed pack (pack.ts `packFiles`) into ZIPs of at most
 * PACK_BYTES each, stored in Blobs, and records each part's bytes, files and SHA-256 as it goes. The accountant
 * follows the job and downloads each part, which streams from the store with its length.
 *
 * In the `exports` store: packs/job/{id} (the job and its progress) and packs/part/{id}/{n} (part n's ZIP).
 * Jobs and their parts are removed a day after they were made (housekeeping).
 *
 * Store requests: starting, one write (and the period's books are not read until the job runs); the run, those
 * of the streamed pack (pack.ts) plus one write per part and one job write per part and per PROGRESS_EVERY
 * PDFs; the job, one read; a part, two reads (the job, then the part as a stream).
 */
import { createHash } from 'node:crypto';
import type { PackJobView } from '../../api/returns.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import { type ZipFile, zipStream } from '../files/zip.ts';
import { idTime, newId } from '../ids.ts';
import { STORE_NAMES, guard, listKeys, openStore, readJSON, readJSONWithEtag } from '../store/index.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';
import { startBackground } from '../background-functions.ts';
import { PACK_BYTES, isDocumentPdf, packAccounts, packFileName, packFiles } from './pack.ts';

export const PACK_FUNCTION = 'returns-pack-background';
/** A running job that has not moved for this long was cut off: another run may take it over. */
const STALE_MS = 2 * 60 * 1000;
/** Progress is written after every part and every so many PDFs. */
const PROGRESS_EVERY = 100;
const KEEP_MS = 24 * 60 * 60 * 1000;
/** A ZIP entry's header and its line in the directory at the end, with room for its name. */
const ENTRY_OVERHEAD = 1024;

export type PackJob = PackJobView;

const store = () => openStore(STORE_NAMES.exports);
const JOBS = 'packs/job/';
const jobKey = (id: string) => `${JOBS}${id}`;
const partKey = (id: string, n: number) => `packs/part/${id}/${n}`;
/** A part's bytes at most: under Netlify's 20 MB for a streamed answer; smaller in tests, to make several. */
const partBytes = () => Number(process.env.RETURNS_PACK_PART_BYTES) || PACK_BYTES;

export const readPackJob = (id: string) =>
  /^[0-9a-z]{18}$/.test(id) ? readJSON<PackJob>(STORE_NAMES.exports, jobKey(id)) : null;

/**
 * Stores a new job for the period and starts its background function; `origin` is this site's address. Refused
 * (409) before anything is stored when Settings has no GSTIN.
 */
export async function createPackJob(period: string, origin: string): Promise<PackJob> {
  const accounts = await packAccounts(period);
  const now = new Date().toISOString();
  const job: PackJob = {
    id: newId(),
    period,
    state: 'queued',
    pdfs: 0,
    expectedPdfs: accounts.entries.length,
    parts: [],
    createdAt: now,
    updatedAt: now,
  };
  await guard(() => store().setJSON(jobKey(job.id), job, { onlyIfNew: true }));
  try {
    await startBackground(PACK_FUNCTION, { jobId: job.id }, origin);
  } catch (error) {
    console.error(`[pack] could not start job ${job.id}`, error);
    const failed: PackJob = { ...job, state: 'failed', error: RETURNS_MESSAGES.packStartFailed };
    await guard(() => store().setJSON(jobKey(job.id), failed));
    return failed;
  }
  return job;
}

/** Takes the job for this run: a queued one, or a running one whose run was cut off. Null when another has it. */
async function claim(id: string): Promise<PackJob | null> {
  const found = await readJSONWithEtag<PackJob>(STORE_NAMES.exports, jobKey(id));
  if (!found) return null;
  const { value } = found;
  const stale = value.state === 'running' && Date.now() - Date.parse(value.updatedAt) > STALE_MS;
  if (value.state !== 'queued' && !stale) return null;
  const running: PackJob = { ...value, state: 'running', pdfs: 0, parts: [], updatedAt: new Date().toISOString() };
  const written = await guard(() => store().setJSON(jobKey(id), running, { onlyIfMatch: found.etag }));
  return written.modified ? running : null;
}

const encoder = new TextEncoder();

/** A file with its content made, so its size is known before it goes into a part. */
async function made(file: ZipFile): Promise<ZipFile & { content: Uint8Array }> {
  const content = typeof file.content === 'function' ? await file.content() : file.content;
  return { ...file, content: typeof content === 'string' ? encoder.encode(content) : content };
}

/** A part's files as one ZIP's bytes. */
async function zipBytes(files: ZipFile[]): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await new Response(zipStream(files)).arrayBuffer());
}

/**
 * The background function's work: every file of the period's pack, in the streamed pack's order, into parts,
 * each started anew once the next file would take it past the part's bytes (a file is never split). Progress is
 * written as it goes; a failure is recorded on the job (never thrown: Netlify would run the function again).
 */
export async function runPackJob(id: string): Promise<void> {
  const job = await claim(id);
  if (!job) return;
  const save = (patch: Partial<PackJob>) => {
    Object.assign(job, patch, { updatedAt: new Date().toISOString() });
    return guard(() => store().setJSON(jobKey(id), job));
  };
  try {
    const limit = partBytes();
    const accounts = await packAccounts(job.period);
    const parts: PackJob['parts'] = [];
    let files: ZipFile[] = [];
    let bytes = 0;
    let pdfs = 0;
    const flush = async () => {
      const body = await zipBytes(files);
      const n = parts.length + 1;
      await guard(() => store().set(partKey(id, n), new Blob([body])));
      const sha256 = createHash('sha256').update(body).digest('base64');
      parts.push({ n, bytes: body.byteLength, files: files.length, sha256, fileName: '' });
      files = [];
      bytes = 0;
      await save({ pdfs, parts: [...parts] });
    };
    for await (const file of packFiles(accounts)) {
      const whole = await made(file);
      const size = whole.content.byteLength + ENTRY_OVERHEAD;
      if (files.length > 0 && bytes + size > limit) await flush();
      files.push(whole);
      bytes += size;
      if (!isDocumentPdf(file)) continue;
      pdfs += 1;
      if (pdfs % PROGRESS_EVERY === 0) await save({ pdfs });
    }
    if (files.length > 0 || parts.length === 0) await flush();
    const named = parts.map((part) => ({ ...part, fileName: partFileName(job.period, part.n, parts.length) }));
    await save({ state: 'done', pdfs, parts: named });
  } catch (error) {
    console.error(`[pack] job ${id} failed`, error);
    await save({ state: 'failed', error: RETURNS_MESSAGES.packStoreFailed }).catch(() => undefined);
  }
}

/** gst-pack-112026.zip, or gst-pack-112026-part-2-of-3.zip when it comes in parts. */
const partFileName = (period: string, n: number, of: number) => packFileName(of === 1 ? period : `${period}-part-${n}-of-${of}`);

/** One part's ZIP as a stream, with its description; null when the job or part is not there (yet). */
export async function readPackPart(
  id: string,
  n: number,
): Promise<{ part: PackJob['parts'][number]; body: ReadableStream } | null> {
  const job = await readPackJob(id);
  const part = job?.state === 'done' ? job.parts.find((each) => each.n === n) : undefined;
  if (!part) return null;
  const body = await guard(() => store().get(partKey(id, n), { type: 'stream' }));
  return body ? { part, body } : null;
}

/** The housekeeping run: packs made more than a day ago, and their parts. */
export async function sweepPackJobs(now: number, limits: SweepLimits): Promise<number> {
  const old = (await listKeys(STORE_NAMES.exports, JOBS))
    .map((key) => key.slice(JOBS.length))
    .filter((id) => now - idTime(id) > KEEP_MS);
  let removed = 0;
  for (const id of old) {
    if (Date.now() >= limits.deadline) break;
    removed += await sweepKeys(STORE_NAMES.exports, `packs/part/${id}/`, () => true, limits);
    removed += await sweepKeys(STORE_NAMES.exports, jobKey(id), (key) => key === jobKey(id), limits);
  }
  return removed;
}
