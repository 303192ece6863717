/**
 * (Over 300 lines: one concern, artwork from its upload to the request that claims it and the sweep.)
 * Artwork files and quote requests of several lines (docs/product.md 2.7): an upload checked by its bytes,
 * private downloads for staff, requests that claim their files, every refusal storing nothing, a burst of
 * requests with files, and the sweep of uploads no request claimed.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { type BodyOf, enquiriesApi, quotesApi } from '../../src/lib/api/index.ts';
import { ARTWORK_CLAIM_MS } from '../../src/lib/constants.ts';
import type { ProductQuote, quoteRequestSchema } from '../../src/lib/schemas/inboxes.ts';
import { sweepArtwork } from '../../src/lib/server/uploads/artwork.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { STORE_NAMES, listKeys, openStore } from '../../src/lib/server/store/index.ts';
import { adminToken, call, callEndpoint } from '../helpers/api.ts';
import { UNKNOWN_ID, createProduct, unique } from './fixtures.ts';

let token: string;
let productA: { _id: string; name: string };
let productB: { _id: string; name: string };
let png: Buffer;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  token = await adminToken();
  productA = await createProduct(token, { name: unique('Woven Main Label') });
  productB = await createProduct(token, { name: unique('Care Label') });
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
});

const upload = async (bytes: Uint8Array, name: string, type = 'application/octet-stream') => {
  const form = new FormData();
  form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  // Sent as the bytes a browser sends (a FormData body's stream cannot be cut off cleanly in-process).
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return call('POST', '/api/artwork', {
    rawBody: body,
    // Declared, as a browser declares it: the upload budget counts it before reading.
    headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) },
  });
};
const uploaded = async (bytes: Uint8Array, name: string) => {
  const answer = await upload(bytes, name);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { id: string; name: string; size: number; type: string };
};
type RequestBody = v.InferInput<typeof quoteRequestSchema>;
const request = (over: Partial<RequestBody> = {}) =>
  ({
    name: 'Meera Kapoor',
    email: 'meera@example.com',
    phone: '+91 98100 12345',
    company: 'Kapoor Apparel',
    country: 'India',
    message: 'For our summer collection.',
    lines: [
      { productId: productA._id, quantity: 1000, size: '25 x 50 mm', material: 'Damask', colours: 'Navy, gold' },
      { productId: productA._id, quantity: 500, size: '40 x 60 mm', note: 'Same logo, larger' },
      { productId: productB._id, quantity: 2000, note: 'Wash care symbols' },
    ],
    ...over,
  }) satisfies RequestBody;
const send = (body: BodyOf<typeof quotesApi.create>) => callEndpoint(quotesApi.create, { body });
const quotesNamed = async (name: string) => {
  const answer = await callEndpoint(quotesApi.list, { query: { page: 1, limit: 50, q: name }, token });
  return answer.body.data as ProductQuote[];
};

describe('POST /api/artwork', () => {
  it.each([
    ['a PDF', PDF, 'logo.pdf', 'pdf'],
    ['an Illustrator file (PDF inside)', PDF, 'logo.ai', 'ai'],
    ['an EPS', Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\n'), 'logo.eps', 'eps'],
    [
      'a plain SVG',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>'),
      'logo.svg',
      'svg',
    ],
    ['a PNG named .pdf (the bytes decide)', null, 'logo.pdf', 'png'],
  ])('stores %s and answers 201 with its id, name, size and type', async (_, bytes, name, type) => {
    const body = bytes ?? png;
    const file = await uploaded(body, name);
    expect(file).toEqual({ id: expect.stringMatching(/^[0-9a-z]{18}[0-9a-f]{32}$/), name, size: body.byteLength, type });
  });

  it.each([
    [
      'an executable renamed .pdf',
      Buffer.from('MZ\x90\x00\x03rest of a windows program'),
      'artwork.pdf',
      415,
      'Send artwork as PDF, AI, EPS, SVG, PNG, JPEG or WEBP',
    ],
    [
      'an SVG with a script',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'x.svg',
      422,
      /^This SVG contains scripts/,
    ],
    ['an SVG with an event handler', Buffer.from('<svg onload="alert(1)"></svg>'), 'x.svg', 422, /^This SVG contains scripts/],
    [
      'an SVG loading another file',
      Buffer.from('<svg><image href="https://evil.example/x.png"/></svg>'),
      'x.svg',
      422,
      /^This SVG contains scripts/,
    ],
    ['an empty file', Buffer.alloc(0), 'empty.pdf', 400, 'The file is empty'],
    ['a 5 MB file', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), 'big.pdf', 413, 'A file can be at most 4 MB'],
  ])('refuses %s', async (_, bytes, name, status, message) => {
    const before = (await listKeys(STORE_NAMES.artwork, 'files/')).length;
    const answer = await upload(bytes, name);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toMatch(message);
    expect((await listKeys(STORE_NAMES.artwork, 'files/')).length).toBe(before);
  });

  it('refuses a body that is not a form upload', async () => {
    const answer = await call('POST', '/api/artwork', { body: { file: 'x' } });
    expect(answer.status).toBe(415);
  });
});

describe('GET /api/artwork/{id}', () => {
  it('answers staff the file byte for byte, as an attachment that never renders on the site', async () => {
    const file = await uploaded(PDF, 'Logo – लोगो "final".pdf');
    const answer = await call('GET', `/api/artwork/${file.id}`, { token });
    expect(answer.status).toBe(200);
    expect(Buffer.from(answer.bytes).equals(PDF)).toBe(true);
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="Logo _ ____ final.pdf"; filename*=UTF-8''${encodeURIComponent('Logo – लोगो final.pdf')}`,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('is for staff only (401), and an unknown id is 404', async () => {
    const file = await uploaded(png, 'logo.png');
    expect((await call('GET', `/api/artwork/${file.id}`)).status).toBe(401);
    expect((await call('GET', `/api/artwork/${newId()}${'0'.repeat(32)}`, { token })).status).toBe(404);
    expect((await call('GET', '/api/artwork/..%2F..%2Fetc', { token })).status).toBe(404);
  });
});

describe('POST /api/quotes with lines and files', () => {
  it('stores a request of several lines (one product twice) with its files; the inbox shows them and search finds any line', async () => {
    const files = [await uploaded(PDF, 'logo.pdf'), await uploaded(png, 'mockup.png')];
    const name = unique('Meera');
    const answer = await send(request({ name, files: files.map((file) => file.id) }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.message).toBe('Quote submitted successfully!');
    const [stored] = await quotesNamed(name);
    expect(stored).toMatchObject({
      name,
      company: 'Kapoor Apparel',
      country: 'India',
      message: 'For our summer collection.',
      productId: productA._id,
      quantity: 1000,
      lines: [
        {
          productId: productA._id,
          productName: productA.name,
          quantity: 1000,
          size: '25 x 50 mm',
          material: 'Damask',
          colours: 'Navy, gold',
        },
        { productId: productA._id, quantity: 500, size: '40 x 60 mm', note: 'Same logo, larger' },
        { productId: productB._id, productName: productB.name, quantity: 2000, note: 'Wash care symbols' },
      ],
      files: files.map(({ id, name: fileName, size, type }) => ({ id, name: fileName, size, type })),
    });
    const byNote = await quotesNamed('wash care symbols');
    expect(byNote.map((quote) => quote._id)).toContain(stored._id);
    // The files are no longer waiting for a request: the sweep will never take them.
    expect(await listKeys(STORE_NAMES.artwork, `pending/${files[0].id}`)).toEqual([]);
  });

  it('the original one-product body still works as it did', async () => {
    const name = unique('Original');
    const answer = await send({ name, email: 'o@example.com', phone: '9810098100', quantity: 250, productId: productB._id });
    expect(answer.status).toBe(201);
    const [stored] = await quotesNamed(name);
    expect(stored).toMatchObject({ productId: productB._id, quantity: 250, productName: productB.name });
    expect(stored.lines).toBeUndefined();
  });

  it.each<[string, () => Promise<RequestBody>, string]>([
    ['no lines', async () => request({ lines: [] }), 'Add at least one product'],
    [
      '101 lines',
      async () => request({ lines: Array.from({ length: 101 }, () => ({ productId: productA._id, quantity: 1 })) }),
      'At most 100 products in one request',
    ],
    [
      'an unknown product',
      async () => request({ lines: [{ productId: 'nope', quantity: 5 }] }),
      'The selected product is not available',
    ],
    [
      'a quantity of 0',
      async () => request({ lines: [{ productId: productA._id, quantity: 0 }] }),
      'Quantity must be at least 1',
    ],
    [
      'a sixth file',
      async () => request({ files: await Promise.all(Array.from({ length: 6 }, async () => (await uploaded(png, 'p.png')).id)) }),
      'At most 5 artwork files per request',
    ],
    [
      'a file id nobody uploaded',
      async () => request({ files: [`${newId()}${'a'.repeat(32)}`] }),
      'An artwork file was not found: upload it again',
    ],
  ])('refuses %s with a clear message and stores nothing', async (_, body, message) => {
    const name = unique('Refused');
    const answer = await send({ ...(await body()), name });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await quotesNamed(name)).toEqual([]);
  });

  it('refuses a file another request claimed, and one uploaded more than a day ago', async () => {
    const file = await uploaded(PDF, 'shared.pdf');
    expect((await send(request({ name: unique('First'), files: [file.id] }))).status).toBe(201);
    const second = unique('Second');
    const answer = await send(request({ name: second, files: [file.id] }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('An artwork file belongs to another request: upload it again');
    expect(await quotesNamed(second)).toEqual([]);

    const oldId = `${newId(Date.now() - ARTWORK_CLAIM_MS - 60_000)}${'b'.repeat(32)}`;
    await openStore(STORE_NAMES.artwork).set(`files/${oldId}`, new Blob([PDF]), {
      metadata: { name: 'old.pdf', size: PDF.byteLength, type: 'pdf', uploadedAt: new Date(0).toISOString() },
    });
    const late = await send(request({ name: unique('Late'), files: [oldId] }));
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The upload of old.pdf is older than a day: upload it again');
  });

  it('50 requests with files at once all land with their files', async () => {
    const run = unique('Burst');
    const files = await Promise.all(Array.from({ length: 50 }, (_, index) => uploaded(png, `burst-${index}.png`)));
    const answers = await Promise.all(
      files.map((file, index) =>
        send(request({ name: `${run} ${index}`, files: [file.id], lines: [{ productId: productB._id, quantity: index + 1 }] })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    const stored = await quotesNamed(run);
    expect(stored).toHaveLength(50);
    expect(stored.every((quote) => quote.files?.length === 1 && quote.files[0].name === `burst-${quote.quantity - 1}.png`)).toBe(
      true,
    );
  });
});

describe('one enquiry in full and what staff add to a request later', () => {
  const add = (id: string, body: BodyOf<typeof quotesApi.addToRequest>, withToken: string | undefined = token) =>
    callEndpoint(quotesApi.addToRequest, { params: { id }, body, token: withToken });

  it('GET /api/enquiries/{id} answers any kind in full, naming its kind; 404 for an unknown id, 401 without a token', async () => {
    const name = unique('Full View');
    expect((await send(request({ name }))).status).toBe(201);
    const [stored] = await quotesNamed(name);
    const answer = await callEndpoint(enquiriesApi.get, { params: { id: stored._id }, token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: stored._id, kind: 'quotes', name, lines: stored.lines });
    expect((await callEndpoint(enquiriesApi.get, { params: { id: UNKNOWN_ID }, token })).status).toBe(404);
    expect((await callEndpoint(enquiriesApi.get, { params: { id: stored._id } })).status).toBe(401);
  });

  it('adds a line and a file that came by mail, each recording who added it; a one-product quote becomes a request of lines', async () => {
    const name = unique('Added Later');
    expect(
      (await send({ name, email: 'later@example.com', phone: '9810098100', quantity: 250, productId: productB._id })).status,
    ).toBe(201);
    const [original] = await quotesNamed(name);
    const file = await uploaded(PDF, 'mailed logo.pdf');
    const answer = await add(original._id, {
      lines: [{ productId: productA._id, quantity: 3000, size: '20 x 40 mm', note: 'Asked for by phone' }],
      files: [file.id],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Added 1 line and 1 file to the request');
    const [stored] = await quotesNamed(name);
    expect(stored.lines).toMatchObject([
      { productId: productB._id, quantity: 250, productName: productB.name },
      { productId: productA._id, quantity: 3000, size: '20 x 40 mm', productName: productA.name, addedBy: 'Asha' },
    ]);
    expect(stored.lines![0].addedBy).toBeUndefined();
    expect(stored.files).toMatchObject([{ id: file.id, name: 'mailed logo.pdf', addedBy: 'Asha' }]);
    expect(stored.lastChange).toMatchObject({ what: 'Addition', by: 'Asha' });
    expect(await quotesNamed('asked for by phone')).toHaveLength(1);
  });

  it.each<[string, () => Promise<BodyOf<typeof quotesApi.addToRequest>>, number, string]>([
    ['nothing to add', async () => ({}), 400, 'Add a line or a file'],
    [
      'an unknown product',
      async () => ({ lines: [{ productId: 'nope', quantity: 5 }] }),
      400,
      'The selected product is not available',
    ],
    [
      'a file another request claimed',
      async () => {
        const file = await uploaded(PDF, 'taken.pdf');
        expect((await send(request({ name: unique('Owner'), files: [file.id] }))).status).toBe(201);
        return { files: [file.id] };
      },
      400,
      'An artwork file belongs to another request: upload it again',
    ],
  ])('refuses %s and changes nothing', async (_, body, status, message) => {
    const name = unique('Unchanged');
    expect((await send(request({ name }))).status).toBe(201);
    const [before] = await quotesNamed(name);
    const answer = await add(before._id, await body());
    expect(answer.status).toBe(status);
    expect(answer.body.message).toBe(message);
    const [after] = await quotesNamed(name);
    expect(after).toEqual(before);
  });

  it('answers 404 for an unknown request and 401 without a token', async () => {
    expect((await add(UNKNOWN_ID, { lines: [{ productId: productA._id, quantity: 1 }] })).status).toBe(404);
    expect((await add(UNKNOWN_ID, { lines: [{ productId: productA._id, quantity: 1 }] }, '')).status).toBe(401);
  });
});

describe('the sweep of uploads no request claimed', () => {
  it('deletes a file still unclaimed a day after its upload, and keeps claimed and recent ones', async () => {
    const store = openStore(STORE_NAMES.artwork);
    const oldId = `${newId(Date.now() - 26 * 60 * 60 * 1000)}${'c'.repeat(32)}`;
    await store.set(`files/${oldId}`, new Blob([PDF]), { metadata: { name: 'stale.pdf', size: 1, type: 'pdf', uploadedAt: '' } });
    await store.set(`pending/${oldId}`, '');
    const recent = await uploaded(PDF, 'recent.pdf');
    const claimed = await uploaded(PDF, 'claimed.pdf');
    expect((await send(request({ name: unique('Claimer'), files: [claimed.id] }))).status).toBe(201);
    // A claimed file whose marker was left behind (its removal failed) is kept too.
    const claimedOld = `${newId(Date.now() - 26 * 60 * 60 * 1000)}${'d'.repeat(32)}`;
    await store.set(`files/${claimedOld}`, new Blob([PDF]), {
      metadata: { name: 'kept.pdf', size: 1, type: 'pdf', uploadedAt: '' },
    });
    await store.set(`pending/${claimedOld}`, '');
    await store.setJSON(`claims/${claimedOld}`, { requestId: 'some-request' });

    const removed = await sweepArtwork(Date.now(), { deadline: Date.now() + 10_000, limit: 1000 });
    expect(removed).toBeGreaterThanOrEqual(1);
    const kept = await listKeys(STORE_NAMES.artwork, 'files/');
    expect(kept).not.toContain(`files/${oldId}`);
    expect(kept).toContain(`files/${recent.id}`);
    expect(kept).toContain(`files/${claimed.id}`);
    expect(kept).toContain(`files/${claimedOld}`);
    expect(await listKeys(STORE_NAMES.artwork, `pending/${claimedOld}`)).toEqual([]);
    expect((await call('GET', `/api/artwork/${claimed.id}`, { token })).status).toBe(200);
  });
});
