/**
 * (Over 300 lines: one order's tax invoice and its notes are built once and each scene reads them.)
 * Credit notes over the real handlers and the file's own store (CGST Act s. 34, rule 53): issued against a
 * standing tax invoice only, in their own series per financial year, never taking off more than an invoice line's
 * taxable value (two at once included), refused after 30 November following the invoice's financial year, with
 * the tax at the line's rate as the invoice's supply has it; the order's balance falls by one and a refund may
 * follow; the month's register, its CSV and the HSN summary carry them; the note's PDF says what rule 53 asks.
 * Every figure is worked out by hand here.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, paymentsApi } from '../../src/lib/api/index.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, cancelInvoice, staffReadQuotation, withInvoiceBuyer, type acceptedOrder } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { type NoteBody, issueNote as noteAsked, taxInvoiced as invoicedOrder } from '../helpers/note-orders.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Credited Label', (buyer) => ({ token, enquiryId } = buyer));

/** A note asked for by staff, or by the holder of `as`. */
const issueNote = (invoiceId: string, body: NoteBody, as = token) => noteAsked(as, invoiceId, body);
/** An accepted order of `billing` with its tax invoice. */
const taxInvoiced = (billing: Parameters<typeof acceptedOrder>[2]) => invoicedOrder(token, enquiryId, billing);

/** New Delhi's day and financial year, worked out when a test asks. */
const today = () => todayInIndia();
const year = () => financialYear(new Date()).label;

describe('a credit note within the state (Delhi: CGST and SGST)', () => {
  it('takes 200 labels back at the line’s value and tax, numbered in its own series, rounded to the rupee as the invoice', async () => {
    const { quotation, invoice } = await taxInvoiced(BUYERS.delhi);
    // The invoice: ₹3,150.00 + ₹500.00 = ₹3,650.00 taxable; 18% = ₹657.00, CGST ₹328.50 + SGST ₹328.50; ₹4,307.00.
    expect(invoice).toMatchObject({ taxable: 3650, cgst: 328.5, sgst: 328.5, total: 4307 });

    const made = await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 200 }] });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 200 of 1,000 labels of ₹3,150.00 = ₹630.00; 18% = ₹113.40 (₹56.70 each); ₹743.40 rounded to ₹743.00.
    expect(made.body.data).toMatchObject({
      kind: 'credit',
      invoiceId: invoice._id,
      original: { _id: invoice._id, number: invoice.number, date: invoice.date },
      date: today(),
      reason: 'sales-return',
      taxable: 630,
      cgst: 56.7,
      sgst: 56.7,
      igst: 0,
      roundOff: -0.4,
      total: 743,
      lines: [{ index: 0, hsn: '58071020', quantity: 200, taxable: 630, ratePercent: 18, cgst: 56.7, sgst: 56.7, igst: 0 }],
    });
    expect(made.body.data.number).toMatch(new RegExp(`^CN/${year()}/\\d{4}$`));
    expect(made.body.data.number.length).toBeLessThanOrEqual(16);

    // Read as invoices are read, and listed on the order beside its invoices.
    const read = await callEndpoint(invoicesApi.get, { params: { id: made.body.data._id }, token });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ number: made.body.data.number, kind: 'credit', total: 743 });
    const order = await staffReadQuotation(token, quotation._id);
    expect(order.invoices?.find((each) => each._id === made.body.data._id)).toMatchObject({
      kind: 'credit',
      number: made.body.data.number,
      original: invoice.number,
      total: 743,
    });
  });

  it('never takes off more than a line’s taxable value, naming the line and what is left', async () => {
    const { invoice } = await taxInvoiced(BUYERS.delhi);
    const first = await issueNote(invoice._id, { kind: 'credit', reason: 'price-reduced', lines: [{ index: 0, amount: 1000 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // ₹3,150.00 − ₹1,000.00 = ₹2,150.00 left of line 1.
    const over = await issueNote(invoice._id, {
      kind: 'credit',
      reason: 'price-reduced',
      lines: [{ index: 0, amount: 2150.01 }],
    });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('note-over-invoice');
    expect(over.body.message).toContain('Line 1 (Woven main label, 25 × 50 mm)');
    expect(over.body.message).toContain('₹2,150.00');
    const rest = await issueNote(invoice._id, { kind: 'credit', reason: 'price-reduced', lines: [{ index: 0, amount: 2150 }] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    const more = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 0, quantity: 1 }] });
    expect(more.status).toBe(409);
    expect(more.body.message).toContain('₹0.00');
    // More labels than the invoice billed never come back.
    const tooMany = await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 1, quantity: 2 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('note-over-invoice');
  });

  it('of six credit notes of ₹100 at once on ₹500 of artwork, five are issued with consecutive numbers and one refused', async () => {
    const { invoice } = await taxInvoiced(BUYERS.delhi);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 1, amount: 100 }] }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 201, 409]);
    const sequences = answers
      .filter((answer) => answer.status === 201)
      .map((answer) => Number(answer.body.data.number.split('/')[2]))
      .sort((a, b) => a - b);
    expect(sequences).toHaveLength(5);
    expect(sequences.at(-1)! - sequences[0]).toBe(4);
    expect(new Set(sequences).size).toBe(5);
  });
});

describe('what takes no credit note', () => {
  it('a proforma, a cancelled tax invoice, a note; bad lines are refused and nothing is stored', async () => {
    const { quotation, invoice } = await taxInvoiced(BUYERS.maharashtra);
    const proforma = (await staffReadQuotation(token, quotation._id)).invoices?.find((each) => each.kind === 'proforma');
    expect(proforma).toBeDefined();
    const onProforma = await issueNote(proforma!._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 0, amount: 10 }],
    });
    expect(onProforma.status).toBe(409);
    expect(onProforma.body.code).toBe('note-not-allowed');

    const noLine = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 5, amount: 10 }] });
    expect(noLine.status).toBe(400);
    expect(noLine.body.message).toBe('The invoice has no line 6: it has 2');
    const both = await issueNote(invoice._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 0, amount: 10, quantity: 1 }],
    });
    expect(both.status).toBe(400);
    const badReason = await issueNote(invoice._id, {
      kind: 'credit',
      reason: 'goodwill',
      lines: [{ index: 0, amount: 10 }],
    } as never);
    expect(badReason.status).toBe(400);
    expect((await staffReadQuotation(token, quotation._id)).invoices?.filter((each) => each.kind === 'credit')).toEqual([]);

    const note = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 0, amount: 10 }] });
    expect(note.status).toBe(201);
    const onNote = await issueNote(note.body.data._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 0, amount: 1 }],
    });
    expect(onNote.status).toBe(409);
    expect(onNote.body.code).toBe('note-not-allowed');
    // An invoice a note corrects is not cancelled: the note's figures stand on it.
    const cancel = await cancelInvoice(token, invoice._id, 'Wrong buyer');
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toContain('credit or debit notes');
    // A note is never cancelled as an invoice is.
    expect((await cancelInvoice(token, note.body.data._id, 'No')).status).toBe(404);

    const other = await taxInvoiced(BUYERS.maharashtra);
    expect((await cancelInvoice(token, other.invoice._id, 'Billed twice')).status).toBe(200);
    const onCancelled = await issueNote(other.invoice._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 0, amount: 10 }],
    });
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.code).toBe('note-not-allowed');
    // Only Admin and Staff issue notes.
    expect(
      (await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 0, amount: 1 }] }, '')).status,
    ).toBe(401);
  });
});

describe('section 34(2)', () => {
  it('refuses a note after 30 November following the end of the invoice’s financial year, and allows one before', async () => {
    const { start } = financialYear(new Date());
    const { invoice } = await taxInvoiced(BUYERS.delhi);
    // The invoice dated two financial years back: its last day for a note, 30 November of the year after it, has gone.
    const old = `${start - 2}-10-15`;
    await invoices.update(invoice._id, (stored) => ({
      ...stored,
      date: old,
      financialYear: `${start - 2}-${String((start - 1) % 100).padStart(2, '0')}`,
    }));
    const late = await issueNote(invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 0, amount: 10 }] });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('note-too-late');
    expect(late.body.message).toContain(`30 November ${start - 1}`);
    expect(late.body.message).toContain('section 34(2)');

    // Last financial year's: allowed until 30 November of this one.
    const recent = await taxInvoiced(BUYERS.delhi);
    await invoices.update(recent.invoice._id, (stored) => ({
      ...stored,
      date: `${start - 1}-10-15`,
      financialYear: `${start - 1}-${String(start % 100).padStart(2, '0')}`,
    }));
    const answer = await issueNote(recent.invoice._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 0, amount: 10 }],
    });
    expect(answer.status).toBe(today() <= `${start}-11-30` ? 201 : 409);
  });
});

describe('receivables', () => {
  it('a credit note lowers what the order owes; the buyer’s credit then is refunded as refunds are', async () => {
    const { quotation, secret, invoice } = await taxInvoiced(BUYERS.delhi);
    // Paid in full: ₹4,307.00.
    const paid = await callEndpoint(paymentsApi.record, {
      params: { id: quotation._id },
      body: { amount: 4307, date: today(), method: 'Bank transfer', reference: 'UTR-CN-1' },
      token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const note = await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 200 }] });
    expect(note.status).toBe(201);
    // Billed now ₹4,307.00 − ₹743.00 = ₹3,564.00; paid ₹4,307.00: nothing owed, ₹743.00 the buyer's.
    const money = (await staffReadQuotation(token, quotation._id)).money;
    expect(money).toMatchObject({ invoiced: 3564, outstanding: 0, credit: 743 });
    const page = (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data;
    expect(page.payment).toMatchObject({ outstanding: 0, credit: 743 });
    // The buyer's page lists the note beside the invoice, with its PDF.
    const listed = page.invoices.find((each) => each._id === note.body.data._id);
    expect(listed).toMatchObject({ kind: 'credit', number: note.body.data.number, total: 743 });
    const pdf = await callEndpoint(customerInvoiceApi.customerPdf, { params: { secret, id: note.body.data._id } });
    expect(pdf.status).toBe(200);

    const refund = await callEndpoint(paymentsApi.refund, {
      params: { id: quotation._id },
      body: {
        amount: 743,
        date: today(),
        method: 'Bank transfer',
        reference: 'UTR-RF-1',
        reason: `Credit note ${note.body.data.number}`,
      },
      token,
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    expect((await staffReadQuotation(token, quotation._id)).money).toMatchObject({
      invoiced: 3564,
      paid: 3564,
      outstanding: 0,
      credit: 0,
    });
  });

  it('the Payments list shows the balance less the credit note', async () => {
    const { quotation, invoice } = await taxInvoiced(BUYERS.delhi);
    await issueNote(invoice._id, { kind: 'credit', reason: 'price-reduced', lines: [{ index: 1, amount: 500 }] });
    // ₹500.00 off artwork: 18% = ₹90.00; ₹590.00 off ₹4,307.00 leaves ₹3,717.00 outstanding.
    const list = await callEndpoint(paymentsApi.list, { query: { status: 'all' } as never, token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((each) => each._id === quotation._id);
    expect(row).toMatchObject({ invoiced: 3717, outstanding: 3717 });
  });
});

describe('the month’s books', () => {
  it('the register lists the note with its original invoice, its CSV adds the column at the end, and the HSN summary nets it', async () => {
    const { invoice } = await taxInvoiced(BUYERS.delhi);
    const month = today().slice(0, 7);
    const labelsRow = async () =>
      (await callEndpoint(invoicesApi.hsnSummary, { query: { month }, token })).body.data.find(
        (row) => row.hsn === '58071020' && row.unit === 'PCS' && row.ratePercent === 18,
      );
    const before = await labelsRow();
    expect(before).toBeDefined();
    const note = (await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 200 }] }))
      .body.data;
    const rows = (await callEndpoint(invoicesApi.list, { query: { month, kind: 'credit' }, token })).body.data;
    expect(rows.find((row) => row._id === note._id)).toMatchObject({
      kind: 'credit',
      original: { _id: invoice._id, number: invoice.number, date: invoice.date },
      taxable: 630,
      total: 743,
    });
    expect(rows.filter((row) => row.kind !== 'credit')).toEqual([]);

    const register = await callEndpoint(invoicesApi.register, { query: { month, format: 'csv' }, token });
    const [header, ...lines] = parse(new TextDecoder().decode(register.bytes), { bom: true }) as string[][];
    expect(header.at(-1)).toBe('Original invoice number');
    const line = lines.find((cells) => cells[0] === note.number);
    expect(line).toBeDefined();
    expect(line!.at(-1)).toBe(invoice.number);
    expect(line![header.indexOf('Document')]).toBe('Credit note');
    expect(line![header.indexOf('Taxable value')]).toBe('630.00');
    expect(line![header.indexOf('CGST')]).toBe('56.70');
    expect(lines.find((cells) => cells[0] === invoice.number)!.at(-1)).toBe('');

    // The labels' HSN row less the note's 200 labels, ₹630.00 and ₹56.70 of each tax.
    const after = await labelsRow();
    expect(after).toMatchObject({
      quantity: before!.quantity - 200,
      taxable: Math.round((before!.taxable - 630) * 100) / 100,
      cgst: Math.round((before!.cgst - 56.7) * 100) / 100,
      sgst: Math.round((before!.sgst - 56.7) * 100) / 100,
    });
  });

  it('the note’s PDF prints what rule 53 asks for', async () => {
    const { invoice } = await taxInvoiced(BUYERS.delhi);
    const note = (await issueNote(invoice._id, { kind: 'credit', reason: 'sales-return', lines: [{ index: 0, quantity: 200 }] }))
      .body.data;
    const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: note._id }, token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toContain(`${note.number.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(pdf.bytes);
    const invoiceYear = invoice.date.slice(0, 4);
    for (const expected of [
      'Credit note',
      'Labels & Tags Co. Pvt Ltd',
      'GSTIN: 07AAACL1234C1Z',
      `No. ${note.number}`,
      'Okhla Garments Pvt Ltd',
      'B-12, Okhla Phase I',
      `GSTIN: ${BUYERS.delhi.gstin}`,
      'Reason: Sales return',
      'Woven main label, 25 × 50 mm',
      '58071020',
      // 200 labels: ₹630.00 taxable, 18%, ₹56.70 CGST and SGST; ₹743.40 rounded to ₹743.00.
      '630.00',
      '18%',
      '56.70',
      '₹743.00',
      'Asha Verma',
      'Authorised signatory',
    ])
      expect(text).toContain(expected);
    // The original invoice's number and date (today's, a day and month in words and the year).
    expect(text).toMatch(new RegExp(`Against tax invoice ${invoice.number} dated \\d{1,2} \\w+ ${invoiceYear}`));
  });
});
