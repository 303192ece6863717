/**
 * Each tax invoice's and note's PDF, kept once drawn (src/lib/server/invoices/kept-pdfs.ts), over the real
 * handlers and a store of the file's own that counts its requests (answered at once: only counts are bounded
 * here; the bench times them): a download keeps what it draws and the next one, and the month's pack, read it
 * (one request a document); a cancel, an e-way bill
 * or an IRN recorded makes the next download and pack draw it anew and show it; a drawing that read the invoice
 * before a cancel keeps nothing over it; the housekeeping run draws the PDFs of the documents issued since.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';
import { invoicePdf } from '../../src/lib/server/invoices/invoice-pdf.ts';
import type { Invoice } from '../../src/lib/server/invoices/invoice.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { keepPdf, pdfChanged, readKeptPdf } from '../../src/lib/server/invoices/kept-pdfs.ts';
import { drawnFromOf, fillKeptPdfs } from '../../src/lib/server/notes/document-pdf.ts';
import { callEndpoint } from '../helpers/api.ts';
import { withCostedStore } from '../helpers/costed-store.ts';
import { EINVOICE_BUYERS, taxInvoiceFor, withEinvoicing } from '../helpers/einvoice-orders.ts';
import { cancelInvoice } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { EWAY_BUYERS, ROAD, bigOrder, giveTransport, issuedTaxInvoice, keepEwayBill } from './eway-bill-orders.ts';

let token = '';
let enquiryId = '';
const { measured } = withCostedStore('kept PDFs', 'Kept PDF Label', (buyer) => ({ token, enquiryId } = buyer), {
  late: false,
});
const irp = withEinvoicing(() => token);

const download = (id: string) => callEndpoint(invoicesApi.pdf, { params: { id }, token });
const textOf = async (id: string) => {
  const answer = await download(id);
  expect(answer.status).toBe(200);
  return (await pdfText(answer.bytes)).replace(/\s+/g, ' ');
};
const newInvoice = async () => (await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra)).invoice;
const pdfName = (number: string) => `invoices/${number.replaceAll('/', '-')}.pdf`;

/** The month's pack, every part of it, unzipped. */
async function packFiles(): Promise<Record<string, Uint8Array>> {
  const first = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token });
  expect(first.status).toBe(200);
  let files = unzipSync(first.bytes);
  for (let more = files['MORE-PDFS.txt']; more;) {
    const after = new TextDecoder().decode(more).match(/after=(\w+)/)![1];
    const part = unzipSync((await callEndpoint(returnsApi.pack, { query: { period: thisPeriod(), after }, token })).bytes);
    delete files['MORE-PDFS.txt'];
    files = { ...files, ...part };
    more = part['MORE-PDFS.txt'];
  }
  return files;
}

/** The store requests of the month's pack (its first part: the month is small enough to be whole in it). */
async function packCost(label: string): Promise<number> {
  const { result, requests } = await measured(label, () =>
    callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token }),
  );
  expect(result.status).toBe(200);
  expect(unzipSync(result.bytes)['MORE-PDFS.txt']).toBeUndefined();
  return requests;
}

describe('a PDF drawn', () => {
  it('is kept by its download: the next download reads it instead of its record, e-way bill and drawing', async () => {
    const invoice = await newInvoice();
    expect((await readKeptPdf(invoice._id)).bytes).toBeNull();
    const drawn = await measured('a download, drawn', () => download(invoice._id));
    const read = await measured('a download, kept', () => download(invoice._id));
    expect(drawn.result.status).toBe(200);
    expect(read.result.bytes).toEqual(drawn.result.bytes);
    expect((await readKeptPdf(invoice._id)).bytes).toEqual(drawn.result.bytes);
    // Drawn, it read the record again after the lookup, then the order for its e-way bill, and kept it (3 more).
    expect(drawn.requests - read.requests).toBe(3);
    // Kept: the session, the record (who may read it) and the lookup.
    expect(read.requests).toBeLessThanOrEqual(3);
  });

  it('is read by the pack: one request a document kept, its record and e-way bill and a write for one that is not', async () => {
    await packFiles();
    const one = await packCost('the pack, every PDF kept');
    const invoice = await newInvoice();
    await download(invoice._id);
    // The rows the summary reads changed with the new order: read once, so the next call costs as the one before.
    await packFiles();
    const more = await packCost('the pack, one document more, kept');
    expect(more - one).toBe(1);
    await pdfChanged(invoice._id);
    const redrawn = await packCost('the pack, one document drawn again');
    expect(redrawn - more).toBe(3);
    expect(await packCost('the pack, every PDF kept again')).toBe(more);
  });
});

describe('a change to what a PDF shows', () => {
  it('a cancel: the next download and the pack draw the invoice stamped', async () => {
    const invoice = await newInvoice();
    expect(await textOf(invoice._id)).not.toContain('CANCELLED');
    expect((await cancelInvoice(token, invoice._id, 'Billed twice')).status).toBe(200);
    expect((await readKeptPdf(invoice._id)).bytes).toBeNull();
    const files = await packFiles();
    expect((await pdfText(files[pdfName(invoice.number)])).replace(/\s+/g, ' ')).toContain('CANCELLED');
    expect(await textOf(invoice._id)).toContain('Billed twice');
    expect((await readKeptPdf(invoice._id)).drawnFrom).toEqual({ status: 'cancelled', irn: false });
  });

  it('an e-way bill kept for the invoice, and a transport changed after: each drawn on its next download', async () => {
    const order = await bigOrder(token, enquiryId, EWAY_BUYERS.maharashtra);
    const invoice = await issuedTaxInvoice(token, order._id);
    expect((await giveTransport(token, order._id, ROAD)).status).toBe(200);
    expect(await textOf(invoice._id)).not.toContain('E-way bill');
    const kept = await keepEwayBill(token, order._id, { number: '181000123456', validUntil: '2099-01-01T23:59' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(await textOf(invoice._id)).toContain('E-way bill: 181000123456');
    expect((await giveTransport(token, order._id, { ...ROAD, vehicle: 'HR 55 AB 9876' })).status).toBe(200);
    expect(await textOf(invoice._id)).toContain('HR55AB9876');
    const files = await packFiles();
    expect((await pdfText(files[pdfName(invoice.number)])).replace(/\s+/g, ' ')).toContain('HR55AB9876');
  });

  it('an IRN recorded: the next download and the pack print it', async () => {
    const invoice = await newInvoice();
    expect(await textOf(invoice._id)).not.toContain('IRN:');
    const json = (await callEndpoint(einvoicesApi.einvoice, { params: { id: invoice._id }, token }))
      .body as unknown as EinvoiceJson;
    const response = await irp.sign(json);
    const registered = await callEndpoint(einvoicesApi.registerIrn, {
      params: { id: invoice._id },
      body: response as never,
      token,
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const files = await packFiles();
    expect((await pdfText(files[pdfName(invoice.number)])).replace(/\s+/g, ' ')).toContain(`IRN: ${response.Irn}`);
    expect(await textOf(invoice._id)).toContain(`IRN: ${response.Irn}`);
  });

  it('lands after a drawing begun before it: what that drawing read is never kept over it', async () => {
    const invoice = await newInvoice();
    // A reader looks the PDF up and reads the invoice, issued; the cancel lands; then the reader would keep its drawing.
    const lookup = await readKeptPdf(invoice._id);
    const before = (await invoices.get(invoice._id)) as Invoice;
    const drawing = await invoicePdf(before);
    expect((await cancelInvoice(token, invoice._id, 'Wrong buyer')).status).toBe(200);
    expect(await keepPdf(invoice._id, drawing, drawnFromOf(before), lookup.over)).toBe(false);
    expect(await textOf(invoice._id)).toContain('CANCELLED');

    // The same with a kept PDF given way to by an earlier change: the marker's etag is the one seen.
    const other = await newInvoice();
    await download(other._id);
    await pdfChanged(other._id);
    const seen = await readKeptPdf(other._id);
    const issued = (await invoices.get(other._id)) as Invoice;
    const stale = await invoicePdf(issued);
    expect((await cancelInvoice(token, other._id, 'Wrong rate')).status).toBe(200);
    expect(await keepPdf(other._id, stale, drawnFromOf(issued), seen.over)).toBe(false);
    expect(await textOf(other._id)).toContain('Wrong rate');
  });
});

describe('the housekeeping run', () => {
  it('draws and keeps the PDFs of the documents issued since its last run, once', async () => {
    const limits = () => ({ deadline: Date.now() + 120_000, limit: 2_000 });
    // What earlier tests issued and never downloaded is drawn on the first run.
    await fillKeptPdfs(Date.now(), limits());
    const [first, second] = [await newInvoice(), await newInvoice()];
    expect((await readKeptPdf(first._id)).bytes).toBeNull();
    expect(await fillKeptPdfs(Date.now(), limits())).toBe(2);
    for (const invoice of [first, second])
      expect((await readKeptPdf(invoice._id)).drawnFrom).toEqual({ status: 'issued', irn: false });
    expect(await fillKeptPdfs(Date.now(), limits())).toBe(0);
    // The pack then draws neither: given way to, each costs it its record, its order and a write more (3).
    await packFiles();
    const all = await packCost('the pack after the housekeeping run');
    await Promise.all([pdfChanged(first._id), pdfChanged(second._id)]);
    expect(await packCost('the pack, the two drawn again')).toBe(all + 6);
  });
});
