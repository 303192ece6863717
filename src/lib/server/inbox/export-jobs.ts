/**
 * Exports of any size. 100,000 enquiries are 30–70 MB of CSV: more than one function answer holds (6 MB
 * buffered, 20 MB streamed on Netlify) and more than a request's time. So an export is a job: the call
 * stores it and starts a Netlify Background Function (15 minutes), which writes the CSV into Blobs in parts
 * of at most EXPORT_PART_BYTES, each a whole CSV with its byte-order mark and header, and records its rows,
 * bytes and SHA-256 as it goes. Staff follow the job and download each part; the admin checks each part's
 * length and digest before saving it, so a download cut short is reported, never saved as if whole.
 *
 * In the `exports` store: job/{id} (the job and its progress) and part/{id}/{n} (the CSV of part n).
 * Jobs and their parts are removed a day after they were made (housekeeping).
 */
import { createHash } from 'node:crypto';
import { ENQUIRY_KINDS, type EnquiryKind } from '../../constants.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { startBackground } from '../background-functions.ts';
import { anyInbox } from '../collections.ts';
import { csvFile, csvLines } from '../files/csv.ts';
import { CSV_COLUMNS, type ExportRow, exportFileName, exportRows, toCells } from './export-csv.ts';
import type { InboxFilter } from './inbox.ts';
import { idTime, newId } from '../ids.ts';
import { STORE_NAMES, guard, listKeys, openStore, readJSON, readJSONWithEtag } from '../store/index.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

export const EXPORT_FUNCTION = 'enquiry-export-background';
/** What a part holds at most: under Netlify's 20 MB for a streamed answer, with room to spare. */
const DEFAULT_PART_BYTES = 15 * 1024 * 1024;
/** A running job that has not moved for this long was cut off: another run may take it over. */
const STALE_MS = 2 * 60 * 1000;
/** Progress is written after every part and every so many rows. */
const PROGRESS_EVERY = 10_000;
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface ExportPart {
  n: number;
  rows: number;
  bytes: number;
  /** SHA-256 of the part's bytes, base64. */
  sha256: string;
  fileName: string;
}

export interface ExportJob {
  id: string;
  kind: EnquiryKind | 'all';
  filter: InboxFilter;
  state: 'queued' | 'running' | 'done' | 'failed';
  /** Rows written so far; `expectedRows` when it is known up front (no search or dates), else null. */
  rows: number;
  expectedRows: number | null;
  parts: ExportPart[];
  createdAt: string;
  updatedAt: string;
  by: { id: string; name: string };
  error?: string;
}

const store = () => openStore(STORE_NAMES.exports);
const jobKey = (id: string) => `job/${id}`;
const partKey = (id: string, n: number) => `part/${id}/${n}`;
const partBytes = () => Number(process.env.EXPORT_PART_BYTES) || DEFAULT_PART_BYTES;

export const readJob = (id: string) => (/^[0-9a-z]{18}$/.test(id) ? readJSON<ExportJob>(STORE_NAMES.exports, jobKey(id)) : null);

/** How many rows an unfiltered export will hold, from the inbox views' counts; null with a filter. */
async function expectedRows(kind: EnquiryKind | 'all', filter: InboxFilter): Promise<number | null> {
  if (Object.keys(filter).length > 0) return null;
  const kinds = kind === 'all' ? ENQUIRY_KINDS : [kind];
  const counts = await Promise.all(kinds.map((each) => anyInbox(each).counts()));
  return counts.reduce((sum, counts) => sum + counts.total, 0);
}

/** Stores a new job and starts its background function; `origin` is this site's address. */
export async function createExportJob(
  kind: EnquiryKind | 'all',
  filter: InboxFilter,
  member: SignedInMember,
  origin: string,
): Promise<ExportJob> {
  const now = new Date().toISOString();
  const job: ExportJob = {
    id: newId(),
    kind,
    filter,
    state: 'queued',
    rows: 0,
    expectedRows: await expectedRows(kind, filter),
    parts: [],
    createdAt: now,
    updatedAt: now,
    by: { id: member.id, name: member.name },
  };
  await guard(() => store().setJSON(jobKey(job.id), job, { onlyIfNew: true }));
  try {
    await startBackground(EXPORT_FUNCTION, { jobId: job.id }, origin);
  } catch (error) {
    console.error(`[export] could not start job ${job.id}`, error);
    const failed: ExportJob = { ...job, state: 'failed', error: 'The export could not be started. Please try again.' };
    await guard(() => store().setJSON(jobKey(job.id), failed));
    return failed;
  }
  return job;
}

/** Takes the job for this run: a queued one, or a running one whose run was cut off. False when another has it. */
async function claim(id: string): Promise<ExportJob | null> {
  const found = await readJSONWithEtag<ExportJob>(STORE_NAMES.exports, jobKey(id));
  if (!found) return null;
  const { value } = found;
  const stale = value.state === 'running' && Date.now() - Date.parse(value.updatedAt) > STALE_MS;
  if (value.state !== 'queued' && !stale) return null;
  const running: ExportJob = { ...value, state: 'running', rows: 0, parts: [], updatedAt: new Date().toISOString() };
  const written = await guard(() => store().setJSON(jobKey(id), running, { onlyIfMatch: found.etag }));
  return written.modified ? running : null;
}

/**
 * The background function's work: every row of the job's export, newest first, into parts. Progress is
 * written as it goes; a failure is recorded on the job (never thrown: Netlify would run the function again).
 */
export async function runExportJob(id: string): Promise<void> {
  const job = await claim(id);
  if (!job) return;
  const save = (patch: Partial<ExportJob>) => {
    Object.assign(job, patch, { updatedAt: new Date().toISOString() });
    return guard(() => store().setJSON(jobKey(id), job));
  };
  try {
    const limit = partBytes();
    let chunks: string[] = [];
    let bytes = 0;
    let rows = 0;
    const parts: ExportPart[] = [];
    const flush = async () => {
      const body = Buffer.from(chunks.join(''), 'utf8');
      const n = parts.length + 1;
      await guard(() => store().set(partKey(id, n), new Blob([body])));
      parts.push({ n, rows, bytes: body.byteLength, sha256: createHash('sha256').update(body).digest('base64'), fileName: '' });
      chunks = [];
      bytes = 0;
      rows = 0;
      await save({ parts: [...parts] });
    };
    const open = () => {
      chunks = [csvFile([CSV_COLUMNS])];
      bytes = Buffer.byteLength(chunks[0]);
    };
    open();
    let total = 0;
    for await (const row of exportRows(job.kind, job.filter) as AsyncGenerator<ExportRow>) {
      const line = csvLines([toCells(...row)]);
      const size = Buffer.byteLength(line);
      if (rows > 0 && bytes + size > limit) {
        await flush();
        open();
      }
      chunks.push(line);
      bytes += size;
      rows += 1;
      total += 1;
      if (total % PROGRESS_EVERY === 0) await save({ rows: total });
    }
    if (rows > 0 || parts.length === 0) await flush();
    const named = parts.map((part) => ({ ...part, fileName: exportFileName(job.kind, { n: part.n, of: parts.length }) }));
    await save({ state: 'done', rows: total, parts: named });
  } catch (error) {
    console.error(`[export] job ${id} failed`, error);
    await save({ state: 'failed', error: 'The export stopped because the data store failed. Please start it again.' }).catch(
      () => undefined,
    );
  }
}

/** One part's bytes as a stream, with its description; null when the job or part is not there (yet). */
export async function readPart(id: string, n: number): Promise<{ part: ExportPart; body: ReadableStream } | null> {
  const job = await readJob(id);
  const part = job?.state === 'done' ? job.parts.find((each) => each.n === n) : undefined;
  if (!part) return null;
  const body = await guard(() => store().get(partKey(id, n), { type: 'stream' }));
  return body ? { part, body } : null;
}

/** The housekeeping run: jobs made more than a day ago, and their parts. */
export async function sweepExports(now: number, limits: SweepLimits): Promise<number> {
  const old = (await listKeys(STORE_NAMES.exports, 'job/'))
    .map((key) => key.slice('job/'.length))
    .filter((id) => now - idTime(id) > KEEP_MS);
  let removed = 0;
  for (const id of old) {
    if (Date.now() >= limits.deadline) break;
    removed += await sweepKeys(STORE_NAMES.exports, `part/${id}/`, () => true, limits);
    removed += await sweepKeys(STORE_NAMES.exports, jobKey(id), (key) => key === jobKey(id), limits);
  }
  return removed;
}

/**
 * At a person's erasure: the exports holding them (their address, name or a record's id, in a part or the job's
 * filter) are removed whole, job and parts; staff export again. Exports live a day, so they are few: one listing
 * of each prefix, then the job and its parts read one at a time (a part is up to 15 MB) until one names them.
 * Answers how many went.
 */
export async function removeExportsNaming(names: (text: string) => boolean): Promise<number> {
  const keys = await listKeys(STORE_NAMES.exports, 'part/');
  const jobs = (await listKeys(STORE_NAMES.exports, 'job/')).map((key) => key.slice('job/'.length));
  let removed = 0;
  for (const id of jobs) {
    const parts = keys.filter((key) => key.startsWith(`part/${id}/`));
    let found = false;
    for (const key of [jobKey(id), ...parts]) {
      const text = await guard(() => store().get(key, { type: 'text' }));
      found = text !== null && names(text);
      if (found) break;
    }
    if (!found) continue;
    // The job goes last: a run cut off in between finds its parts again by it.
    await guard(() => Promise.all(parts.map((key) => store().delete(key))));
    await guard(() => store().delete(jobKey(id)));
    removed += 1;
  }
  return removed;
}
