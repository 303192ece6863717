/**
 * An address's budget of uploaded artwork bytes (src/lib/server/uploads/upload-budget.ts), here made small: the
 * declared size counts before the body is read, the real size once the file is stored, a refused file
 * nothing; past the budget, 429 with Retry-After and a clear message, storing nothing; other addresses
 * are not affected; the hour passed, the address may upload again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkApi } from '../../src/lib/api/index.ts';
import { ARTWORK_MESSAGES } from '../../src/lib/messages/site.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import { UPLOAD_BUDGET, sweepThrottleKeys } from '../../src/lib/server/throttle.ts';
import { callEndpoint } from '../helpers/api.ts';
import { formWith } from './fixtures.ts';

const saved = { ...UPLOAD_BUDGET };
beforeAll(() => {
  UPLOAD_BUDGET.bytes = 100_000;
});
afterAll(() => {
  Object.assign(UPLOAD_BUDGET, saved);
});

const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 'a')]);
async function send(bytes: Uint8Array, ip: string, declared?: number) {
  const response = new Response(formWith(bytes, 'proof.pdf', 'application/pdf'));
  const body = new Uint8Array(await response.arrayBuffer());
  return callEndpoint(artworkApi.upload, {
    rawBody: body,
    ip,
    headers: { 'content-type': response.headers.get('content-type')!, 'content-length': String(declared ?? body.byteLength) },
  });
}
const files = async () => (await listKeys(STORE_NAMES.artwork, 'files/')).length;

describe('the upload budget of an address', () => {
  it('counts what is stored, and past the budget answers 429 with Retry-After, storing nothing', async () => {
    const ip = '192.0.2.10';
    expect((await send(pdfOf(40_000), ip)).status).toBe(201);
    expect((await send(pdfOf(40_000), ip)).status).toBe(201);
    const before = await files();
    const refused = await send(pdfOf(40_000), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(ARTWORK_MESSAGES.uploadBudget);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(UPLOAD_BUDGET.windowMs / 1000);
    expect(await files()).toBe(before);
    // A small file still fits; a refused one cost nothing.
    expect((await send(pdfOf(5_000), ip)).status).toBe(201);
    // Another address has its own budget.
    expect((await send(pdfOf(40_000), '192.0.2.11')).status).toBe(201);
  });

  it('refuses on the declared size, before the body is read', async () => {
    const answer = await send(pdfOf(1_000), '192.0.2.20', 150_000);
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBeTruthy();
  });

  it('a refused file costs nothing', async () => {
    const ip = '192.0.2.30';
    for (let index = 0; index < 4; index++) {
      const answer = await send(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(40_000)]), ip);
      expect(answer.status).toBe(415);
    }
    expect((await send(pdfOf(40_000), ip)).status).toBe(201);
  });

  it('is given back after the window; the housekeeping run removes counts of quiet addresses', async () => {
    const ip = '192.0.2.40';
    expect((await send(pdfOf(90_000), ip)).status).toBe(201);
    expect((await send(pdfOf(20_000), ip)).status).toBe(429);
    const later = Date.now() + UPLOAD_BUDGET.windowMs + 1000;
    const swept = await sweepThrottleKeys(later, { deadline: Date.now() + 10_000, limit: 10_000 });
    expect(swept).toBeGreaterThan(0);
    expect((await send(pdfOf(20_000), ip)).status).toBe(201);
  });
});
