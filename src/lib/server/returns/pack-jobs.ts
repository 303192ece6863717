/**
 * The month's pack of any size. A month of 2,000 invoices is about 36 MB of PDFs, read where kept (one request
 * each) and drawn, ~100–250 ms each, where not (notes/document-pdf.ts): more than one answer holds (20 MB
 * streamed), and on the day a month's PDFs are all drawn, more than its time. So, as the enquiries' export does
 * (inbox/export-jobs.ts), the pack can be a job (its life in ../background-jobs.ts): a Netlify Background
 * Function (15 minutes) writes the same files as the streamed pack (pack.ts `packFiles`) into ZIPs of at most
 * PACK_BYTES each, stored in Blobs, each part with its bytes, files and SHA-256. The accountant follows the job
 * and downloads each part, which streams from the store with its length.
 *
 * In the `exports` store: packs/job/{id} and packs/part/{id}/{n} (part n's ZIP), removed a day after.
 *
 * Store requests: starting, one write (and the period's books are not read until the job runs); the run, those
 * of the streamed pack (pack.ts) plus those of background-jobs.ts and one job write per PROGRESS_EVERY PDFs; the
 * job, one read; a part, two reads (the job, then the part as a stream).
 */
import type { PackJobView } from '../../api/returns.ts';
import { RETURNS_MESSAGES } from '../../messages/returns.ts';
import { backgroundJobs } from '../background-jobs.ts';
import { type ZipFile, zipStream } from '../files/zip.ts';
import { PACK_BYTES, isDocumentPdf, packAccounts, packFileName, packFiles } from './pack.ts';

export const PACK_FUNCTION = 'returns-pack-background';
/** Progress is written after every part and every so many PDFs. */
const PROGRESS_EVERY = 100;
/** A ZIP entry's header and its line in the directory at the end, with room for its name. */
const ENTRY_OVERHEAD = 1024;

export type PackJob = PackJobView;

/** A part's bytes at most: under Netlify's 20 MB for a streamed answer; smaller in tests, to make several. */
const partBytes = () => Number(process.env.RETURNS_PACK_PART_BYTES) || PACK_BYTES;

export const packJobs = backgroundJobs<PackJob>({
  prefix: 'packs/',
  functionName: PACK_FUNCTION,
  logName: 'pack',
  restart: { pdfs: 0 },
  messages: {
    started: RETURNS_MESSAGES.packStarted,
    startFailed: RETURNS_MESSAGES.packStartFailed,
    storeFailed: RETURNS_MESSAGES.packStoreFailed,
    notFound: RETURNS_MESSAGES.packNotFound,
    partNotReady: RETURNS_MESSAGES.packPartNotReady,
  },
});

/**
 * Stores a new job for the period and starts its background function; `origin` is this site's address. Refused
 * (409) before anything is stored when Settings has no GSTIN.
 */
export async function createPackJob(period: string, origin: string): Promise<PackJob> {
  const accounts = await packAccounts(period);
  return packJobs.start({ period, pdfs: 0, expectedPdfs: accounts.entries.length }, origin);
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

/** gst-pack-112026.zip, or gst-pack-112026-part-2-of-3.zip when it comes in parts. */
const partFileName = (period: string, n: number, of: number) => packFileName(of === 1 ? period : `${period}-part-${n}-of-${of}`);

/**
 * The background function's work: every file of the period's pack, in the streamed pack's order, into parts,
 * each started anew once the next file would take it past the part's bytes (a file is never split).
 */
export const runPackJob = (id: string) =>
  packJobs.run(id, async (job, run) => {
    const limit = partBytes();
    const accounts = await packAccounts(job.period);
    let files: ZipFile[] = [];
    let bytes = 0;
    let pdfs = 0;
    const flush = async () => {
      await run.addPart(await zipBytes(files), { files: files.length }, { pdfs });
      files = [];
      bytes = 0;
    };
    for await (const file of packFiles(accounts)) {
      const whole = await made(file);
      const size = whole.content.byteLength + ENTRY_OVERHEAD;
      if (files.length > 0 && bytes + size > limit) await flush();
      files.push(whole);
      bytes += size;
      if (!isDocumentPdf(file)) continue;
      pdfs += 1;
      if (pdfs % PROGRESS_EVERY === 0) await run.save({ pdfs });
    }
    if (files.length > 0 || run.parts() === 0) await flush();
    return { patch: { pdfs }, fileName: (n, of) => partFileName(job.period, n, of) };
  });

/** The housekeeping run: packs made more than a day ago, and their parts. */
export const sweepPackJobs = packJobs.sweep;
