/**
 * Debit notes, and notes across the supplies, over the real handlers and the file's own store: a debit note
 * raises an invoice line by an amount (never a quantity) at its rate, IGST to another state, none on an export
 * under the letter of undertaking, IGST to an SEZ unit that pays it; in its own series ('DN/…'); the order's
 * balance rises by it; a note's issue cut off by a failing store is finished by the housekeeping run with the
 * number it took, and one cut off before its place was taken is undone. Figures worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { finishPendingNotes } from '../../src/lib/server/notes/issue-note.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { notes } from '../../src/lib/server/notes/note-storage.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { callEndpoint } from '../helpers/api.ts';
import { failingStoreWrites } from '../helpers/failing-writes.ts';
import { type NoteBody, issueNote as noteAsked, taxInvoiceOf } from '../helpers/note-orders.ts';
import { BUYERS, acceptOnPage, giveBilling, secretOf, useInvoiceBuyer } from '../helpers/invoice-orders.ts';

const orders = useInvoiceBuyer('Debited Label');
const store = failingStoreWrites();

const issueNote = (invoiceId: string, body: NoteBody) => noteAsked(orders.token, invoiceId, body);
/** This financial year's label, worked out when a test asks. */
const year = () => financialYear(new Date()).label;

/** The order's tax invoice: 1,000 labels at ₹3.15 (line 0) and ₹500 of artwork (line 1), 18%. */
const taxInvoice = (quotationId: string) => taxInvoiceOf(orders.token, quotationId);

describe('a debit note', () => {
  it('to another state raises the artwork by ₹250.50 with IGST, in the DN series, and the balance with it', async () => {
    const { quotation } = await orders.acceptedOrder(BUYERS.maharashtra);
    const invoice = await taxInvoice(quotation._id);
    // ₹3,650.00 taxable, IGST 18% ₹657.00: ₹4,307.00.
    expect(invoice).toMatchObject({ igst: 657, total: 4307 });
    const made = await issueNote(invoice._id, { kind: 'debit', reason: 'correction', lines: [{ index: 1, amount: 250.5 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // ₹250.50 at 18% = ₹45.09 IGST; ₹295.59 rounded to ₹296.00 (+₹0.41).
    expect(made.body.data).toMatchObject({
      kind: 'debit',
      taxable: 250.5,
      igst: 45.09,
      cgst: 0,
      sgst: 0,
      roundOff: 0.41,
      total: 296,
      lines: [{ index: 1, description: 'Artwork', quantity: 0, taxable: 250.5, igst: 45.09 }],
    });
    expect(made.body.data.number).toMatch(new RegExp(`^DN/${year()}/\\d{4}$`));
    // Owed now ₹4,307.00 + ₹296.00 = ₹4,603.00.
    expect((await orders.staffReadQuotation(quotation._id)).money).toMatchObject({ invoiced: 4603, outstanding: 4603 });
    // A debit note raises by an amount, never by a quantity.
    const byQuantity = await issueNote(invoice._id, { kind: 'debit', reason: 'correction', lines: [{ index: 0, quantity: 10 }] });
    expect(byQuantity.status).toBe(400);
    // Debit notes are not capped by the line: more than its value is allowed.
    const large = await issueNote(invoice._id, { kind: 'debit', reason: 'price-reduced', lines: [{ index: 1, amount: 600 }] });
    expect(large.status, JSON.stringify(large.body)).toBe(201);
    // Listed by kind.
    const month = made.body.data.date.slice(0, 7);
    const rows = (await callEndpoint(invoicesApi.list, { query: { month, kind: 'debit' }, token: orders.token })).body.data;
    expect(rows.map((row) => row._id)).toEqual(expect.arrayContaining([made.body.data._id, large.body.data._id]));
    expect(rows.filter((row) => row.kind !== 'debit')).toEqual([]);
  });
});

describe('notes follow the invoice’s supply', () => {
  it('an export under the LUT: no tax, not rounded in the quotation’s currency', async () => {
    const quotation = await orders.sentQuotation({ currency: 'USD', taxPercent: 18 });
    expect((await giveBilling(secretOf(quotation), BUYERS.abroad)).status).toBe(200);
    await acceptOnPage(secretOf(quotation));
    expect((await orders.setSupply(quotation._id, 'export')).status).toBe(200);
    const invoice = await taxInvoice(quotation._id);
    expect(invoice).toMatchObject({ supply: 'export', igst: 0 });
    // 100 of 1,000 labels at $3.15: $315.00, no tax, not rounded.
    const note = await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 100 }] });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.data).toMatchObject({ currency: 'USD', taxable: 315, igst: 0, cgst: 0, sgst: 0, roundOff: 0, total: 315 });
  });

  it('an SEZ unit paying IGST, within the company’s own state: IGST', async () => {
    const quotation = await orders.sentQuotation();
    expect((await giveBilling(secretOf(quotation), BUYERS.delhi)).status).toBe(200);
    expect((await orders.setSupply(quotation._id, 'sez-with-igst')).status).toBe(200);
    await acceptOnPage(secretOf(quotation));
    const invoice = await taxInvoice(quotation._id);
    // ₹100.00 of artwork at 18%: ₹18.00 IGST, ₹118.00.
    const note = await issueNote(invoice._id, { kind: 'credit', reason: 'deficiency', lines: [{ index: 1, amount: 100 }] });
    expect(note.body.data).toMatchObject({ sez: 'with-igst', taxable: 100, igst: 18, cgst: 0, total: 118 });
  });
});

describe('a note cut off by a failing store', () => {
  it('after its place was taken: the housekeeping run numbers it once and writes its copies', async () => {
    const { quotation } = await orders.acceptedOrder(BUYERS.delhi);
    const invoice = await taxInvoice(quotation._id);
    store.failing = /note-numbers\/debit\/.*\/n\//;
    const cut = await issueNote(invoice._id, { kind: 'debit', reason: 'correction', lines: [{ index: 1, amount: 10 }] });
    store.failing = null;
    expect(cut.status).toBe(503);
    expect((await orders.staffReadQuotation(quotation._id)).invoices?.filter((each) => each.kind === 'debit')).toEqual([]);
    expect(await finishPendingNotes(quotations, Date.now() + 120_000)).toBeGreaterThanOrEqual(1);
    const debits = (await orders.staffReadQuotation(quotation._id)).invoices?.filter((each) => each.kind === 'debit') ?? [];
    expect(debits).toHaveLength(1);
    // ₹10.00 at 18% within Delhi: ₹0.90 + ₹0.90; ₹11.80 rounded to ₹12.00.
    expect(debits[0]).toMatchObject({ original: invoice.number, total: 12 });
    expect(debits[0].number).toMatch(new RegExp(`^DN/${year()}/\\d{4}$`));
    // Run again: nothing left to finish, no second number.
    await finishPendingNotes(quotations, Date.now() + 120_000);
    expect((await orders.staffReadQuotation(quotation._id)).invoices?.filter((each) => each.kind === 'debit')).toHaveLength(1);
  });

  it('before its place was taken: undone, and the invoice still holds its whole value', async () => {
    const { quotation } = await orders.acceptedOrder(BUYERS.delhi);
    const invoice = await taxInvoice(quotation._id);
    store.failing = /invoice-notes\//;
    const cut = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 1, amount: 500 }] });
    store.failing = null;
    expect(cut.status).toBe(503);
    await finishPendingNotes(quotations, Date.now() + 120_000);
    const whole = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 1, amount: 500 }] });
    expect(whole.status, JSON.stringify(whole.body)).toBe(201);
    expect((await orders.staffReadQuotation(quotation._id)).invoices?.filter((each) => each.kind === 'credit')).toHaveLength(1);
  });
});

describe('a note registered at the IRP', () => {
  it('prints its IRN and acknowledgement on its PDF, as an invoice does', async () => {
    const { quotation } = await orders.acceptedOrder(BUYERS.maharashtra);
    const invoice = await taxInvoice(quotation._id);
    const note = (await issueNote(invoice._id, { kind: 'debit', reason: 'correction', lines: [{ index: 1, amount: 20 }] })).body
      .data;
    const irn = {
      irn: 'a'.repeat(64),
      ackNumber: '112610000012345',
      ackDate: '2026-04-02T10:15:00+05:30',
      signedQr: 'signed.qr.code',
    };
    await notes.update(note._id, (stored) => ({ ...stored, irn }));
    const text = await pdfText((await callEndpoint(invoicesApi.pdf, { params: { id: note._id }, token: orders.token })).bytes);
    expect(text).toContain('E-invoice');
    expect(text).toContain('112610000012345');
    expect(text.replace(/\s/g, '')).toContain(`IRN:${'a'.repeat(64)}`);
  });
});
