/**
 * The month's pack prepared by a background job (src/lib/server/returns/pack-jobs.ts): stored ZIP parts that
 * unzip to the same files as the pack in one answer, every PDF once, each part with its length and digest; for
 * Admins and Accountants only; a store that fails ends the job 'failed' with a message, never a hung 'running';
 * housekeeping removes a job and its parts a day after.
 */
import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { RETURNS_MESSAGES } from '../../src/lib/messages/returns.ts';
import { sweepPackJobs } from '../../src/lib/server/returns/pack-jobs.ts';
import { listKeys } from '../../src/lib/server/store/index.ts';
import { call, callEndpoint } from '../helpers/api.ts';
import { failingStoreWrites } from '../helpers/failing-writes.ts';
import { withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { monthOfBooks } from '../helpers/period-books.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { teamMember } from '../helpers/team-members.ts';
import { UNKNOWN_ID } from './fixtures.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Pack Job Label', (buyer) => ({ token, enquiryId } = buyer));
const store = failingStoreWrites();

/** Small enough that the month's seven PDFs (each some kB) and its small files need several parts. */
const PART_BYTES = 40_000;
let accountant: string;
let staff: string;
/** The pack in one answer (and the parts its last file names, on a slow machine), unzipped. */
let direct: Record<string, Uint8Array>;

beforeAll(async () => {
  process.env.RETURNS_PACK_PART_BYTES = String(PART_BYTES);
  await monthOfBooks(token, enquiryId);
  accountant = (await teamMember('Accountant', 'Asha Accounts')).token;
  staff = (await teamMember('Staff', 'Meera Iyer')).token;
  const answer = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token: accountant });
  expect(answer.status).toBe(200);
  direct = unzipSync(answer.bytes);
  for (let more = direct['MORE-PDFS.txt']; more;) {
    const after = new TextDecoder().decode(more).match(/after=(\w+)/)![1];
    const next = unzipSync(
      (await callEndpoint(returnsApi.pack, { query: { period: thisPeriod(), after }, token: accountant })).bytes,
    );
    delete direct['MORE-PDFS.txt'];
    direct = { ...direct, ...next };
    more = next['MORE-PDFS.txt'];
  }
});

afterAll(() => {
  delete process.env.RETURNS_PACK_PART_BYTES;
});

async function finished(id: string) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { body } = await callEndpoint(returnsApi.packJob, { token: accountant, params: { id } });
    if (body.data.state === 'done' || body.data.state === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the pack did not finish');
}

const partPath = (id: string, n: number | string) => `/api/returns/packs/${id}/parts/${n}`;

describe("the month's pack as a job", () => {
  it('runs to done in parts, each a ZIP of its stated length and digest, together the files of the pack in one answer, every PDF once', async () => {
    const started = await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: thisPeriod() } });
    expect(started.status).toBe(202);
    expect(started.body.data.state).toBe('queued');
    expect(started.body.data.period).toBe(thisPeriod());
    // Four tax invoices (one cancelled) and two notes: each has its PDF in the pack.
    expect(started.body.data.expectedPdfs).toBe(6);
    const job = await finished(started.body.data.id);
    expect(job.error).toBeUndefined();
    expect(job.state).toBe('done');
    expect(job.pdfs).toBe(6);
    expect(job.parts.length).toBeGreaterThan(1);
    const names: string[] = [];
    let files: Record<string, Uint8Array> = {};
    for (const described of job.parts) {
      const got = await call('GET', partPath(job.id, described.n), { token: accountant });
      expect(got.status).toBe(200);
      expect(got.headers.get('content-type')).toBe('application/zip');
      expect(got.headers.get('content-length')).toBe(String(described.bytes));
      expect(got.bytes.byteLength).toBe(described.bytes);
      expect(got.headers.get('repr-digest')).toBe(`sha-256=:${createHash('sha256').update(got.bytes).digest('base64')}:`);
      expect(got.headers.get('content-disposition')).toContain(
        `gst-pack-${thisPeriod()}-part-${described.n}-of-${job.parts.length}.zip`,
      );
      // A part of more than one file stays within the part's bytes; a file is never split.
      if (described.files > 1) expect(described.bytes).toBeLessThanOrEqual(PART_BYTES);
      const part = unzipSync(got.bytes);
      expect(Object.keys(part)).toHaveLength(described.files);
      names.push(...Object.keys(part));
      files = { ...files, ...part };
    }
    expect(new Set(names).size).toBe(names.length);
    expect(names.toSorted()).toEqual(Object.keys(direct).toSorted());
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(7);
    const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
    for (const name of names.filter((each) => /\.(csv|xml|json)$/.test(each)))
      expect(text(files[name]), name).toBe(text(direct[name]));
  });

  it('is for Admins and Accountants: Staff are refused (403) at every call', async () => {
    const started = await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: thisPeriod() } });
    const job = await finished(started.body.data.id);
    expect((await callEndpoint(returnsApi.startPack, { token: staff, body: { period: thisPeriod() } })).status).toBe(403);
    expect((await callEndpoint(returnsApi.packJob, { token: staff, params: { id: job.id } })).status).toBe(403);
    expect((await call('GET', partPath(job.id, 1), { token: staff })).status).toBe(403);
    expect((await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: '132026' } })).status).toBe(400);
  });

  it('answers 404 for an unknown job, and for a part number the job does not have', async () => {
    const started = await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: thisPeriod() } });
    const job = await finished(started.body.data.id);
    expect((await callEndpoint(returnsApi.packJob, { token: accountant, params: { id: UNKNOWN_ID } })).status).toBe(404);
    expect((await call('GET', partPath(UNKNOWN_ID, 1), { token: accountant })).body.message).toBe(RETURNS_MESSAGES.packNotFound);
    for (const n of [0, job.parts.length + 1, 'one', '1.5']) {
      const answer = await call('GET', partPath(job.id, n), { token: accountant });
      expect(answer.status, String(n)).toBe(404);
      expect(answer.body.message).toBe(RETURNS_MESSAGES.packPartNotReady);
    }
  });

  it('is removed with its parts a day after it was made, not before', async () => {
    const started = await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: thisPeriod() } });
    const job = await finished(started.body.data.id);
    expect((await listKeys('exports', `packs/part/${job.id}/`)).length).toBe(job.parts.length);
    await sweepPackJobs(Date.now() + 23 * 60 * 60 * 1000, { deadline: Date.now() + 5000, limit: 1000 });
    expect((await listKeys('exports', `packs/part/${job.id}/`)).length).toBe(job.parts.length);
    await sweepPackJobs(Date.now() + 25 * 60 * 60 * 1000, { deadline: Date.now() + 5000, limit: 1000 });
    expect(await listKeys('exports', `packs/part/${job.id}/`)).toEqual([]);
    expect((await callEndpoint(returnsApi.packJob, { token: accountant, params: { id: job.id } })).status).toBe(404);
  });

  it('ends failed with a message when the store fails under it, and has no parts to download', async () => {
    store.failing = /site:exports\/packs\/part\//;
    const started = await callEndpoint(returnsApi.startPack, { token: accountant, body: { period: thisPeriod() } });
    expect(started.status).toBe(202);
    const job = await finished(started.body.data.id);
    expect(job.state).toBe('failed');
    expect(job.error).toBe(RETURNS_MESSAGES.packStoreFailed);
    expect((await call('GET', partPath(job.id, 1), { token: accountant })).status).toBe(404);
  });
});
