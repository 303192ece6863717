/**
 * An invoice's IRN (src/lib/server/einvoices/irn.ts), over the real handlers and the local store: the IRP's
 * signed response uploaded by staff is kept once it names this invoice (its number, date and the seller's
 * GSTIN), printed on the PDF with its QR code; with an IRP set up (a local stand-in speaking its API,
 * tests/helpers/irp-stand-in.ts) the site asks it, and a request cut off after the IRP took it is finished by
 * the IRN it holds; nothing calls out when none is set up. Cancelling an invoice with an IRN cancels the IRN at
 * the IRP within 24 hours (or waits for staff's word that they did on the portal), and is refused after.
 */
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { callEndpoint } from '../helpers/api.ts';
import { COMPANY_GSTIN, cancelInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { EINVOICE_BUYERS, setEinvoicing, taxInvoiceFor, withEinvoicing } from '../helpers/einvoice-orders.ts';
import { IRP_CREDENTIALS, withIrp } from '../helpers/irp-stand-in.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { readQr } from '../helpers/qr-reader.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Registered Label', (buyer) => ({ token, enquiryId } = buyer));

const irp = withEinvoicing(() => token);

const invoiceFor = async () => (await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra)).invoice;
const jsonOf = async (id: string) =>
  (await callEndpoint(einvoicesApi.einvoice, { params: { id }, token })).body as unknown as EinvoiceJson;
const register = (id: string, body: object) =>
  callEndpoint(einvoicesApi.registerIrn, { params: { id }, body: body as never, token });
const statusOf = async (id: string) => (await callEndpoint(einvoicesApi.irn, { params: { id }, token })).body.data;
const pdfOf = async (id: string) => pdfText((await callEndpoint(invoicesApi.pdf, { params: { id }, token })).bytes);

describe('the signed response uploaded by staff', () => {
  it('is kept once, printed on the PDF with the IRP’s QR code; a second IRN is refused', async () => {
    const invoice = await invoiceFor();
    const response = await irp.sign(await jsonOf(invoice._id));
    const kept = await register(invoice._id, response);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.message).toBe(`IRN recorded for ${invoice.number}`);
    expect(kept.body.data).toMatchObject({ irn: response.Irn, ackNumber: response.AckNo, signedQr: response.SignedQRCode });
    expect((await statusOf(invoice._id)).irn?.irn).toBe(response.Irn);

    const text = await pdfOf(invoice._id);
    expect(text).toContain(`IRN: ${response.Irn}`);
    expect(text).toContain(`Ack No: ${response.AckNo}`);
    expect(text).toMatch(/Ack Date: \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m/);
    // The QR code the PDF draws is the signed code's modules (qrcode, level M): read back, it is the signed JWT.
    const svg = await QRCode.toString(kept.body.data.signedQr, { type: 'svg', errorCorrectionLevel: 'M', width: 1200 });
    expect(await readQr(Buffer.from(svg))).toBe(response.SignedQRCode);

    const again = await register(invoice._id, await irp.sign(await jsonOf(invoice._id)));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`${invoice.number} already has its IRN: a document is registered once`);
    expect((await statusOf(invoice._id)).irn?.irn).toBe(response.Irn);
  });

  it('of a credit note is kept with the note, beside its invoice’s own', async () => {
    const invoice = await invoiceFor();
    const issued = await callEndpoint(invoicesApi.issueNote, {
      params: { id: invoice._id },
      body: { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 100 }] },
      token,
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const note = issued.body.data;
    const json = await jsonOf(note._id);
    expect(json.DocDtls.Typ).toBe('CRN');
    const noteResponse = await irp.sign(json);
    const kept = await register(note._id, noteResponse);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.message).toBe(`IRN recorded for ${note.number}`);
    // The invoice then takes its own, another IRN of another number.
    expect((await register(invoice._id, await irp.sign(await jsonOf(invoice._id)))).status).toBe(200);
    expect((await statusOf(note._id)).irn?.irn).toBe(noteResponse.Irn);
    expect((await statusOf(invoice._id)).irn?.irn).not.toBe(noteResponse.Irn);
  });

  it('naming another invoice, or another IRN, is refused and nothing is kept', async () => {
    const invoice = await invoiceFor();
    const json = await jsonOf(invoice._id);
    const other = await irp.sign({ ...json, DocDtls: { ...json.DocDtls, No: 'INV/2026-27/9999' } });
    const refused = await register(invoice._id, other);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as { data: string[] }).data).toEqual([
      'SignedInvoice is for another document: its number is not this one’s',
      'SignedQRCode is for another document: its number is not this one’s',
    ]);
    const own = await irp.sign(json);
    const swapped = await register(invoice._id, { ...own, Irn: other.Irn });
    expect((swapped.body as unknown as { data: string[] }).data).toEqual([
      'SignedInvoice names another IRN than Irn',
      'SignedQRCode names another IRN than Irn',
    ]);
    const seller = await irp.sign({ ...json, SellerDtls: { ...json.SellerDtls, Gstin: '27AAFFB9876E1ZX' } });
    expect((await register(invoice._id, seller)).body.message).toMatch(/its seller GSTIN is not this one’s/);
    expect((await statusOf(invoice._id)).irn).toBeNull();
  });

  it('must be whole and as the IRP writes it (400 naming the field)', async () => {
    const invoice = await invoiceFor();
    const own = await irp.sign(await jsonOf(invoice._id));
    const short = await register(invoice._id, { ...own, Irn: own.Irn.slice(1) });
    expect(short.status).toBe(400);
    expect(short.body.errors?.Irn).toBe('Irn must be the 64 hexadecimal characters the IRP gave');
    const notJwt = await register(invoice._id, { ...own, SignedQRCode: 'not a token' });
    expect(notJwt.body.errors?.SignedQRCode).toBe('SignedQRCode is not a signed JWT as the IRP gives it');
    const { SignedInvoice: _left, ...partial } = own;
    const incomplete = await register(invoice._id, partial);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toMatch(/Upload the whole signed response/);
    expect((await statusOf(invoice._id)).irn).toBeNull();
  });
});

describe('the IRP the site is set up with', () => {
  it('is not called when none is set up: 409 says so', async () => {
    const invoice = await invoiceFor();
    const before = irp.requests.length;
    const refused = await register(invoice._id, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^No IRP is set up for the site/);
    expect(irp.requests.length).toBe(before);
  });

  it('signs in and registers the invoice, as its API asks; the IRN is kept and printed', async () => {
    const invoice = await invoiceFor();
    const before = irp.requests.length;
    const kept = await withIrp(irp, () => register(invoice._id, {}));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const calls = irp.requests.slice(before);
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /eivital/v1.04/auth',
      'POST /eicore/v1.03/Invoice',
    ]);
    expect(calls[0].headers).toMatchObject({ client_id: IRP_CREDENTIALS.EINVOICE_CLIENT_ID, gstin: COMPANY_GSTIN });
    expect(calls[0].body).toEqual({ UserName: 'labels_api', Password: 'stand-in-password', ForceRefreshAccessToken: false });
    expect(calls[1].headers).toMatchObject({ gstin: COMPANY_GSTIN, user_name: 'labels_api' });
    expect(calls[1].body).toEqual(await jsonOf(invoice._id));
    expect(await pdfOf(invoice._id)).toContain(`IRN: ${kept.body.data.irn}`);
  });

  it('finishes a request cut off after the IRP took it with the IRN the IRP holds, never a second', async () => {
    const invoice = await invoiceFor();
    irp.loseNextAnswer();
    const lost = await withIrp(irp, () => register(invoice._id, {}));
    expect(lost.status).toBe(503);
    expect((await statusOf(invoice._id)).irn).toBeNull();
    const before = irp.requests.length;
    const finished = await withIrp(irp, () => register(invoice._id, {}));
    expect(finished.status, JSON.stringify(finished.body)).toBe(200);
    expect(irp.requests.slice(before).map((request) => request.path)).toEqual([
      '/eivital/v1.04/auth',
      '/eicore/v1.03/Invoice',
      `/eicore/v1.03/Invoice/irn/${finished.body.data.irn}`,
    ]);
  });
});

describe('cancelling an invoice with an IRN', () => {
  it('within 24 hours cancels the IRN at the IRP first', async () => {
    const invoice = await invoiceFor();
    const irn = (await withIrp(irp, () => register(invoice._id, {}))).body.data.irn;
    const cancelled = await withIrp(irp, () => cancelInvoice(token, invoice._id, 'Billed twice'));
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(irp.cancelled).toContain(irn);
    const cancel = irp.requests.findLast((request) => request.path === '/eicore/v1.03/Invoice/Cancel');
    expect(cancel?.body).toEqual({ Irn: irn, CnlRsn: '4', CnlRem: 'Billed twice' });
  });

  it('without an IRP set up waits for staff’s word that they cancelled it on the portal', async () => {
    const invoice = await invoiceFor();
    expect((await register(invoice._id, await irp.sign(await jsonOf(invoice._id)))).status).toBe(200);
    const asked = await cancelInvoice(token, invoice._id, 'Order called off');
    expect(asked.status).toBe(409);
    expect(asked.body.message).toBe(
      `Invoice ${invoice.number} has an IRN: cancel it on the e-invoice portal first, then confirm it here, and cancel the invoice`,
    );
    const confirm = (body: object) =>
      callEndpoint(einvoicesApi.irnCancelled, { params: { id: invoice._id }, body: body as never, token });
    expect((await confirm({})).status).toBe(400);
    expect((await confirm({ confirmed: true })).status).toBe(200);
    expect((await cancelInvoice(token, invoice._id, 'Order called off')).status).toBe(200);
  });

  it('after 24 hours is refused: a credit note corrects it', async () => {
    const invoice = await invoiceFor();
    const response = await irp.sign(await jsonOf(invoice._id), { ackAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await register(invoice._id, response)).status).toBe(200);
    const refused = await withIrp(irp, () => cancelInvoice(token, invoice._id, 'Wrong rate'));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Invoice ${invoice.number} has an IRN older than 24 hours: the IRP no longer cancels it. Correct it with a credit note`,
    );
    expect(irp.cancelled).not.toContain(response.Irn);
    const read = await callEndpoint(invoicesApi.get, { params: { id: invoice._id }, token });
    expect(read.body.data.status).toBe('issued');
  });
});

describe('the reporting time limit', () => {
  it('is 30 days from the invoice’s date with a turnover above ₹10 crore, and none below', async () => {
    const invoice = await invoiceFor();
    expect((await statusOf(invoice._id)).deadline).toBeNull();
    await setEinvoicing(token, true, 'above-10-crore');
    try {
      const due = new Date(Date.parse(`${todayInIndia()}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
      expect(await statusOf(invoice._id)).toEqual({ irn: null, needed: true, deadline: { due, daysLeft: 30 } });
    } finally {
      await setEinvoicing(token, true);
    }
  });
});
