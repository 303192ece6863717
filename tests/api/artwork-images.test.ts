/**
 * Broken pictures: a PNG cut short (an interrupted download), one whose image data is junk, and one that
 * declares 100,000 × 100,000 pixels are refused at upload (artwork, proofs and product images) with a
 * clear message, storing nothing; one that reached the store anyway (old data) still gives a quotation PDF.
 */
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkApi, quotationsApi, uploadApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { ARTWORK_MESSAGES } from '../../src/lib/messages/site.ts';
import { artworkKey } from '../../src/lib/server/uploads/artwork.ts';
import { STORE_NAMES, listKeys, openStore } from '../../src/lib/server/store/index.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { createProduct, formWith, pngChunk, sentQuoteRequest, unique } from './fixtures.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG of the given header and image data, every chunk's checksum right. */
const pngOf = (width: number, height: number, idat: Buffer) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  // 8-bit RGBA: pdfkit decodes a picture with an alpha channel itself (png-js) to split it.
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', Buffer.alloc(0))]);
};

let token: string;
let good: Buffer;
const broken: Record<string, Buffer> = {};

beforeAll(async () => {
  token = await adminToken();
  // Noise, so the image data is large and a cut lands inside it.
  good = await sharp(randomBytes(120 * 90 * 4), { raw: { width: 120, height: 90, channels: 4 } })
    .png()
    .toBuffer();
  broken['a PNG cut short'] = good.subarray(0, Math.floor(good.length * 0.6));
  broken['a PNG whose image data is junk'] = pngOf(64, 64, randomBytes(2000));
  broken['a PNG declaring 100000 × 100000 pixels'] = pngOf(100_000, 100_000, deflateSync(Buffer.alloc(1000)));
});

const NAMES = ['a PNG cut short', 'a PNG whose image data is junk', 'a PNG declaring 100000 × 100000 pixels'];

const uploadArtwork = (bytes: Uint8Array, name: string) =>
  callEndpoint(artworkApi.upload, { rawBody: formWith(bytes, name, 'image/png'), ip: '198.51.100.77' });

describe('broken pictures are refused at upload', () => {
  it.each(NAMES)('artwork or a proof: %s, 422, nothing stored', async (name) => {
    const before = await listKeys(STORE_NAMES.artwork, '');
    const answer = await uploadArtwork(broken[name], 'proof.png');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(ARTWORK_MESSAGES.unreadableImage);
    expect(await listKeys(STORE_NAMES.artwork, '')).toEqual(before);
  });

  it.each(NAMES)('a product image: %s, 422, nothing stored', async (name) => {
    const before = await listKeys(STORE_NAMES.images, '');
    const answer = await callEndpoint(uploadApi.image, { rawBody: formWith(broken[name], 'label.png', 'image/png'), token });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(MESSAGES.imageUnreadable);
    expect(await listKeys(STORE_NAMES.images, '')).toEqual(before);
  });

  it('a whole picture is still taken', async () => {
    expect((await uploadArtwork(good, 'proof.png')).status).toBe(201);
  });
});

describe('a broken proof already in the store', () => {
  it.each(NAMES)('%s: the quotation PDF is still made, naming the proof', async (name) => {
    const product = await createProduct(token, { name: unique('Proof Label') });
    const enquiry = await sentQuoteRequest(token, {
      name: unique('Buyer'),
      email: 'b@example.in',
      phone: '+91 98100 12345',
      lines: [{ productId: product._id, quantity: 100 }],
    });
    const made = await callEndpoint(quotationsApi.create, {
      body: { enquiryId: enquiry._id, lines: [{ description: 'Woven label', quantity: 100, unitPrice: 2 }] },
      token,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const quotationId = made.body.data!._id;
    const uploaded = await uploadArtwork(good, 'front.png');
    const fileId = uploaded.body.data!.id;
    const added = await callEndpoint(quotationsApi.proof, { params: { id: quotationId }, body: { fileId }, token });
    expect(added.status).toBe(201);
    // As old data could be: the bytes replaced in the store behind the upload's checks.
    const store = openStore(STORE_NAMES.artwork);
    const { metadata } = (await store.getMetadata(artworkKey(fileId)))!;
    await store.set(artworkKey(fileId), new Blob([new Uint8Array(broken[name])]), { metadata });

    const pdf = await Promise.race([
      callEndpoint(quotationsApi.pdf, { params: { id: quotationId }, token }),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the PDF call never answered')), 20_000)),
    ]);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain('front.png (version 1): the picture could not be shown');
  });
});
