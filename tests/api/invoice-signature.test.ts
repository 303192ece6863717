/**
 * The signatory's signature image, a private file (src/lib/server/invoices/signature.ts): an Admin uploads
 * it, previews it and discards an unsaved one; Staff cannot; anything not a PNG, JPEG or WebP picture, or too
 * big, is refused and stores nothing. An invoice's PDF embeds the signature it was issued with, and keeps it
 * after the setting is replaced or removed.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { settingsApi } from '../../src/lib/api/index.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { callEndpoint, staffToken } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, setCompanyTax } from '../helpers/invoice-orders.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { formWith, pngOfSize } from './fixtures.ts';

let smtp: TestSmtp;
let token: string;
let enquiryId: string;

beforeAll(async () => {
  let request;
  ({ smtp, token, request } = await startQuotationBuyer('Signature Label', 'Ram Kumar'));
  enquiryId = request._id;
  await setCompanyTax(token);
});
afterAll(() => stopQuotationBuyer({ smtp }));

/** A picture of `width` × `height` pixels in `format`. */
const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#1e3a8a' } })
    .toFormat(format)
    .toBuffer();

const upload = (bytes: Uint8Array | string, name = 'signature.png', type = 'image/png', as = token) =>
  callEndpoint(settingsApi.uploadSignature, { rawBody: formWith(bytes, name, type), token: as });

const signatureKeys = async () => (await openStore(STORE_NAMES.artwork).list({ prefix: 'signatures/' })).blobs.length;

/** The PDF of the order's proforma; its image XObjects' widths, in the order drawn. */
async function proformaImageWidths(quotationId: string): Promise<number[]> {
  const list = await callEndpoint(invoicesApi.list, { query: { kind: 'proforma' }, token });
  const proforma = list.body.data.find((each) => each.quotationId === quotationId);
  expect(proforma, 'the order has a proforma').toBeDefined();
  const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: proforma!._id }, token });
  expect(pdf.status).toBe(200);
  const text = Buffer.from(pdf.bytes).toString('latin1');
  // pdfkit writes each picture as an XObject dictionary: /Type /XObject /Subtype /Image /Width … (the QR code is squares).
  return [...text.matchAll(/\/Subtype \/Image[^>]*?\/Width (\d+)/g)].map((match) => Number(match[1]));
}

describe('signature image', () => {
  it('is uploaded by an Admin, re-encoded as a bounded PNG, and read back privately', async () => {
    const answer = await upload(await picture(1800, 400, 'jpeg'), 'signature.jpg', 'image/jpeg');
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const { imageId } = answer.body.data;
    const preview = await callEndpoint(settingsApi.signature, { params: { id: imageId }, token });
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 133 });
    // Nobody else reads it: not signed in, nor Staff.
    expect((await callEndpoint(settingsApi.signature, { params: { id: imageId } })).status).toBe(401);
    expect((await callEndpoint(settingsApi.signature, { params: { id: imageId }, token: await staffToken() })).status).toBe(403);
    for (const format of ['png', 'webp'] as const) {
      expect((await upload(await picture(300, 100, format), `s.${format}`, `image/${format}`)).status).toBe(201);
    }
  });

  it('is refused to Staff, and anything not a small PNG, JPEG or WebP picture is refused, storing nothing', async () => {
    const before = await signatureKeys();
    const settings = await callEndpoint(settingsApi.get, { token });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const png = await picture(300, 100);
    const refusals: [string, Promise<Awaited<ReturnType<typeof upload>>>, number][] = [
      ['Staff', upload(png, 'signature.png', 'image/png', await staffToken()), 403],
      ['SVG', upload(svg, 'signature.svg', 'image/svg+xml'), 415],
      ['a PDF', upload('%PDF-1.7\n%%EOF', 'signature.png', 'image/png'), 415],
      ['text', upload('Asha Verma', 'signature.txt', 'text/plain'), 415],
      ['a PNG cut short', upload(png.subarray(0, png.length - 40), 'signature.png', 'image/png'), 422],
      ['over 2 MB', upload(await pngOfSize(2 * 1024 * 1024 + 1), 'signature.png', 'image/png'), 413],
      ['empty', upload(new Uint8Array(0), 'signature.png', 'image/png'), 400],
    ];
    for (const [what, answer, status] of refusals) {
      const refused = await answer;
      expect(refused.status, what).toBe(status);
      expect(refused.body.message, what).toMatch(/\w/);
    }
    const noFile = await callEndpoint(settingsApi.uploadSignature, {
      rawBody: formWith(png, 'x.png', 'image/png', 'other'),
      token,
    });
    expect(noFile.status).toBe(400);
    expect(await signatureKeys()).toBe(before);
    expect((await callEndpoint(settingsApi.get, { token })).body.version).toBe(settings.body.version);
  });

  it('must be one uploaded here for the settings to name it', async () => {
    const current = await callEndpoint(settingsApi.get, { token });
    const tax = { ...current.body.data.tax!, signatory: { name: 'Asha Verma', imageId: '000000000000000000' } };
    const saved = await callEndpoint(settingsApi.save, {
      token,
      body: { ...current.body.data, tax },
      headers: { 'if-match': String(current.body.version) },
    });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toHaveProperty(['tax.signatory.imageId']);
  });

  it('prints on the invoice it was issued with, after the setting is replaced and removed', async () => {
    const first = (await upload(await picture(300, 100))).body.data.imageId;
    await setCompanyTax(token, { signature: first });
    const { quotation: earlier } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    expect(await proformaImageWidths(earlier._id)).toEqual([300]);

    const second = (await upload(await picture(500, 100))).body.data.imageId;
    await setCompanyTax(token, { signature: second });
    const { quotation: later } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    expect(await proformaImageWidths(later._id)).toEqual([500]);
    expect(await proformaImageWidths(earlier._id)).toEqual([300]);

    // Removed from the settings: new invoices print the name alone, issued ones keep their signature.
    await setCompanyTax(token);
    const { quotation: unsigned } = await acceptedOrder(token, enquiryId, BUYERS.delhi);
    expect(await proformaImageWidths(unsigned._id)).toEqual([]);
    expect(await proformaImageWidths(earlier._id)).toEqual([300]);
    expect(await proformaImageWidths(later._id)).toEqual([500]);
    // A signature the settings once held is never discarded: an invoice may name it.
    const kept = await callEndpoint(settingsApi.discardSignature, { params: { id: first }, token });
    expect(kept.status).toBe(409);
    expect((await callEndpoint(settingsApi.signature, { params: { id: first }, token })).status).toBe(200);
  });

  it('can be discarded while never saved in the settings, by an Admin only', async () => {
    const unsaved = (await upload(await picture(300, 100))).body.data.imageId;
    const byStaff = await callEndpoint(settingsApi.discardSignature, { params: { id: unsaved }, token: await staffToken() });
    expect(byStaff.status).toBe(403);
    const discarded = await callEndpoint(settingsApi.discardSignature, { params: { id: unsaved }, token });
    expect(discarded.status).toBe(200);
    expect((await callEndpoint(settingsApi.signature, { params: { id: unsaved }, token })).status).toBe(404);
    expect((await callEndpoint(settingsApi.discardSignature, { params: { id: unsaved }, token })).status).toBe(404);
    expect((await callEndpoint(settingsApi.discardSignature, { params: { id: '../images/x' }, token })).status).toBe(404);
  });
});
