/**
 * Exports of any size: a job prepared by a background function in parts, each a whole CSV with its length
 * and digest, so a part cut short cannot pass for a whole one; and the one-answer export broken off, never
 * cut quietly, past what one answer may hold.
 */
import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, enquiriesApi, helpApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { sweepExports } from '../../src/lib/server/inbox/export-jobs.ts';
import { listKeys } from '../../src/lib/server/store/index.ts';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { adminToken, call, callEndpoint, offContract } from '../helpers/api.ts';
import { UNKNOWN_ID, unique, valid } from './fixtures.ts';

let token: string;
const marker = unique('Export');
const awkward = ['=HYPERLINK("http://x")', 'हिंदी ₹ 2,000', 'line one\nline two', '"quoted", with commas', '+91 98100'];

beforeAll(async () => {
  process.env.EXPORT_PART_BYTES = '6000';
  token = await adminToken();
  for (let n = 0; n < 24; n += 1) {
    const message = `${marker} tag${n}x ${awkward[n % awkward.length]}`;
    await callEndpoint(contactsApi.create, { body: valid.contact({ name: `Asha ${n}`, message }) });
    await callEndpoint(helpApi.create, { body: valid.help({ name: `Ravi ${n}`, question: message }) });
  }
});

afterAll(() => {
  delete process.env.EXPORT_PART_BYTES;
  delete process.env.EXPORT_STREAM_MAX_BYTES;
});

async function finished(id: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { body } = await callEndpoint(enquiriesApi.exportJob, { token, params: { id } });
    if (body.data.state === 'done' || body.data.state === 'failed') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the export did not finish');
}

/** A part as downloaded: its bytes, headers and rows. */
async function part(id: string, n: number) {
  const answer = await call('GET', `/api/enquiries/exports/${id}/parts/${n}`, { token });
  return { status: answer.status, headers: answer.headers, bytes: Buffer.from(answer.bytes), text: String(answer.body) };
}

describe('an export job', () => {
  it('is prepared in parts, each a whole CSV whose length and digest the job states, newest first, every row once', async () => {
    const started = await callEndpoint(enquiriesApi.startExport, { token, body: { kind: 'all', q: marker } });
    expect(started.status).toBe(202);
    expect(started.body.data.state).toBe('queued');
    const job = await finished(started.body.data.id);
    expect(job.state).toBe('done');
    expect(job.rows).toBe(48);
    expect(job.parts.length).toBeGreaterThan(1);
    const ids: string[] = [];
    for (const described of job.parts) {
      const got = await part(job.id, described.n);
      expect(got.status).toBe(200);
      expect(got.headers.get('content-length')).toBe(String(described.bytes));
      expect(got.bytes.byteLength).toBe(described.bytes);
      expect(got.headers.get('repr-digest')).toBe(`sha-256=:${createHash('sha256').update(got.bytes).digest('base64')}:`);
      expect(got.headers.get('content-disposition')).toContain(`part-${described.n}-of-${job.parts.length}.csv`);
      expect(got.text.startsWith('\ufeffKind,Received,Status')).toBe(true);
      const rows = parse(got.text.slice(1), { columns: true }) as Record<string, string>[];
      expect(rows).toHaveLength(described.rows);
      ids.push(...rows.map((row) => row.Id));
      // Formula-looking cells are made text; Hindi, ₹, quotes, commas and line breaks come back as typed.
      for (const row of rows) expect(row.Message.startsWith('=')).toBe(false);
    }
    expect(new Set(ids).size).toBe(48);
    expect([...ids]).toEqual([...ids].sort().reverse());
    const all = ids.length;
    expect(all).toBe(job.rows);
  });

  it('with a filter holds only what the inbox shows for it; unfiltered it knows its size up front', async () => {
    const contacts = await finished(
      (await callEndpoint(enquiriesApi.startExport, { token, body: { kind: 'contacts', q: `${marker} tag3x` } })).body.data.id,
    );
    expect(contacts.rows).toBe(1);
    const everything = (await callEndpoint(enquiriesApi.startExport, { token, body: { kind: 'help' } })).body.data;
    expect(everything.expectedRows).toBeGreaterThanOrEqual(24);
    expect((await finished(everything.id)).rows).toBe(everything.expectedRows);
  });

  it('refuses a bad filter (400), staff only (401), unknown jobs and parts (404)', async () => {
    expect((await callEndpoint(enquiriesApi.startExport, { token, body: offContract({ kind: 'everything' }) })).status).toBe(400);
    expect((await callEndpoint(enquiriesApi.startExport, { body: { kind: 'all' } })).status).toBe(401);
    const unknown = await callEndpoint(enquiriesApi.exportJob, { token, params: { id: UNKNOWN_ID } });
    expect(unknown).toMatchObject({ status: 404, body: { message: MESSAGES.exportNotFound } });
    const job = await finished((await callEndpoint(enquiriesApi.startExport, { token, body: { kind: 'quick' } })).body.data.id);
    expect((await part(job.id, job.parts.length + 1)).status).toBe(404);
    expect((await call('GET', `/api/enquiries/exports/${job.id}/parts/1`)).status).toBe(401);
  });

  it('cannot be started by anyone but the site: a forged or old start is refused (403)', async () => {
    // The function itself, as Netlify runs it (its caller gets 202 either way).
    const routes = await loadFunctions(path.resolve('netlify/functions'));
    const start = async (body: object) => {
      const url = new URL('http://localhost/.netlify/functions/enquiry-export-background');
      const fn = matchFunction(routes, url, 'POST')!;
      const request = new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return (await fn.handler(request, {})).status;
    };
    const payload = JSON.stringify({ jobId: UNKNOWN_ID });
    expect(await start({ payload, at: Date.now(), signature: 'forged' })).toBe(403);
    expect(await start({ jobId: UNKNOWN_ID })).toBe(403);
    // A real signature of another payload, or one made ten minutes ago, is refused too.
    const at = Date.now() - 10 * 60 * 1000;
    const signature = createHmac('sha256', `background-functions:${process.env.AUTH_SECRET}`)
      .update(`${at}.${payload}`)
      .digest('base64url');
    expect(await start({ payload, at, signature })).toBe(403);
    const now = Date.now();
    const fresh = createHmac('sha256', `background-functions:${process.env.AUTH_SECRET}`)
      .update(`${now}.${payload}`)
      .digest('base64url');
    expect(await start({ payload: JSON.stringify({ jobId: 'other' }), at: now, signature: fresh })).toBe(403);
    expect(await start({ payload, at: now, signature: fresh })).toBe(204);
  });

  it('is removed with its parts a day after it was made', async () => {
    const job = await finished((await callEndpoint(enquiriesApi.startExport, { token, body: { kind: 'help' } })).body.data.id);
    expect((await listKeys('exports', `part/${job.id}/`)).length).toBe(job.parts.length);
    await sweepExports(Date.now() + 25 * 60 * 60 * 1000, { deadline: Date.now() + 5000, limit: 1000 });
    expect(await listKeys('exports', `part/${job.id}/`)).toEqual([]);
    expect((await callEndpoint(enquiriesApi.exportJob, { token, params: { id: job.id } })).status).toBe(404);
  });
});

describe('the one-answer export', () => {
  it('past what one answer may hold is broken off, never ended as if whole', async () => {
    process.env.EXPORT_STREAM_MAX_BYTES = '3000';
    try {
      await expect(call('GET', `/api/enquiries/export?kind=all&q=${encodeURIComponent(marker)}`, { token })).rejects.toThrow();
    } finally {
      delete process.env.EXPORT_STREAM_MAX_BYTES;
    }
    const whole = await call('GET', `/api/enquiries/export?kind=contacts&q=${encodeURIComponent(`${marker} 1`)}`, { token });
    expect(whole.status).toBe(200);
  });
});
