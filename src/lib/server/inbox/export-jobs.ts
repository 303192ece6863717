/**
 * Exports of any size. 100,000 enquiries are 30–70 MB of CSV: more than one function answer holds (6 MB
 * buffered, 20 MB streamed on Netlify) and more than a request's time. So an export is a job: the call
 * stores it and starts a Netlify Background Function (15 minutes), which writes the CSV into Blobs in parts
 * of at most EXPORT_PART_BYTES, each a whole CSV with its byte-order mark and header, and records its rows,
 * bytes and SHA-256 as it goes. Staff follow the job and download each part; the admin checks each part's
 * length and digest before saving it, so a download cut short is reported, never saved as if whole.
 *
 * The job's life (stored, claimed, its parts, swept after a day) is ../background-jobs.ts's; here what it writes.
 * In the `exports` store: job/{id} (the job and its progress) and part/{id}/{n} (the CSV of part n).
 */
import { ENQUIRY_KINDS, type EnquiryKind } from '../../constants.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { type BackgroundJob, backgroundJobs } from '../background-jobs.ts';
import { anyInbox } from '../collections.ts';
import { csvFile, csvLines } from '../files/csv.ts';
import { CSV_COLUMNS, type ExportRow, exportFileName, exportRows, toCells } from './export-csv.ts';
import type { InboxFilter } from './inbox.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { STORE_NAMES, guard, listKeys, openStore } from '../store/index.ts';

export const EXPORT_FUNCTION = 'enquiry-export-background';
/** What a part holds at most: under Netlify's 20 MB for a streamed answer, with room to spare. */
const DEFAULT_PART_BYTES = 15 * 1024 * 1024;
/** Progress is written after every part and every so many rows. */
const PROGRESS_EVERY = 10_000;

export interface ExportPart {
  n: number;
  rows: number;
  bytes: number;
  /** SHA-256 of the part's bytes, base64. */
  sha256: string;
  fileName: string;
}

export interface ExportJob extends BackgroundJob {
  kind: EnquiryKind | 'all';
  filter: InboxFilter;
  /** Rows written so far; `expectedRows` when it is known up front (no search or dates), else null. */
  rows: number;
  expectedRows: number | null;
  parts: ExportPart[];
  by: { id: string; name: string };
}

const store = () => openStore(STORE_NAMES.exports);
const partBytes = () => Number(process.env.EXPORT_PART_BYTES) || DEFAULT_PART_BYTES;

export const exportJobs = backgroundJobs<ExportJob>({
  prefix: '',
  functionName: EXPORT_FUNCTION,
  logName: 'export',
  restart: { rows: 0 },
  messages: {
    started: MESSAGES.exportStarted,
    startFailed: MESSAGES.exportStartFailed,
    storeFailed: MESSAGES.exportStoreFailed,
    notFound: MESSAGES.exportNotFound,
    partNotReady: MESSAGES.exportPartNotReady,
  },
});
const { keys } = exportJobs;

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
  const fields = { kind, filter, rows: 0, expectedRows: await expectedRows(kind, filter) };
  return exportJobs.start({ ...fields, by: { id: member.id, name: member.name } }, origin);
}

/** The background function's work: every row of the job's export, newest first, into parts. */
export const runExportJob = (id: string) =>
  exportJobs.run(id, async (job, run) => {
    const limit = partBytes();
    let chunks: string[] = [];
    let bytes = 0;
    let rows = 0;
    const flush = async () => {
      await run.addPart(Buffer.from(chunks.join(''), 'utf8'), { rows });
      chunks = [];
      bytes = 0;
      rows = 0;
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
      if (total % PROGRESS_EVERY === 0) await run.save({ rows: total });
    }
    if (rows > 0 || run.parts() === 0) await flush();
    return { patch: { rows: total }, fileName: (n, of) => exportFileName(job.kind, { n, of }) };
  });

/** The housekeeping run: jobs made more than a day ago, and their parts. */
export const sweepExports = exportJobs.sweep;

/**
 * At a person's erasure: the exports holding them (their address, name or a record's id, in a part or the job's
 * filter) are removed whole, job and parts; staff export again. Exports live a day, so they are few: one listing
 * of each prefix, then the job and its parts read one at a time (a part is up to 15 MB) until one names them.
 * Answers how many went.
 */
export async function removeExportsNaming(names: (text: string) => boolean): Promise<number> {
  const partKeys = await listKeys(STORE_NAMES.exports, 'part/');
  const jobs = (await listKeys(STORE_NAMES.exports, keys.jobs)).map((key) => key.slice(keys.jobs.length));
  let removed = 0;
  for (const id of jobs) {
    const parts = partKeys.filter((key) => key.startsWith(keys.parts(id)));
    let found = false;
    for (const key of [keys.job(id), ...parts]) {
      const text = await guard(() => store().get(key, { type: 'text' }));
      found = text !== null && names(text);
      if (found) break;
    }
    if (!found) continue;
    // The job goes last: a run cut off in between finds its parts again by it.
    await guard(() => Promise.all(parts.map((key) => store().delete(key))));
    await guard(() => store().delete(keys.job(id)));
    removed += 1;
  }
  return removed;
}
