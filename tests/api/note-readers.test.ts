/**
 * Who reads a credit note besides staff, over the real handlers and the file's own store: the buyer in My orders
 * (listed beside the invoice it corrects, naming it, with its PDF) and the Accountant (the note, its PDF and the
 * month's notes through the books' calls, and no note of their own). Figures worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { buyerRecord, freshEmail, signIn } from '../helpers/my-orders-buyer.ts';
import { issueNote, taxInvoiced } from '../helpers/note-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { teamMember } from '../helpers/team-members.ts';

let token: string;
let enquiryId: string;
let smtp: TestSmtp;
withInvoiceBuyer('Read Note Label', (buyer) => ({ token, enquiryId, smtp } = buyer));

describe('My orders', () => {
  it('lists the order’s note beside its invoice, naming the invoice, with its PDF', async () => {
    const { quotation, invoice } = await taxInvoiced(token, enquiryId, BUYERS.delhi);
    const note = (
      await issueNote(token, invoice._id, { kind: 'credit', reason: 'deficiency', lines: [{ index: 1, amount: 100 }] })
    ).body.data;
    const email = freshEmail();
    await buyerRecord([email], { quotations: [quotation._id] });
    const session = await signIn(smtp, email, '203.0.113.71');
    const page = (await callEndpoint(myOrdersApi.read, { token: session })).body.data;
    // ₹100.00 of artwork at 18% within Delhi: ₹9.00 + ₹9.00, ₹118.00.
    expect(page.invoices.find((each) => each._id === note._id)).toMatchObject({
      kind: 'credit',
      number: note.number,
      original: invoice.number,
      total: 118,
    });
    expect(page.invoices.find((each) => each._id === invoice._id)).toMatchObject({ kind: 'tax' });
    const pdf = await callEndpoint(myOrdersApi.invoicePdf, { params: { id: note._id }, token: session });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain(`No. ${note.number}`);
  });
});

describe('the Accountant', () => {
  it('reads a note, its PDF and the notes’ list through the books’ calls, and issues none', async () => {
    const { invoice } = await taxInvoiced(token, enquiryId, BUYERS.maharashtra);
    const note = (
      await issueNote(token, invoice._id, { kind: 'credit', reason: 'correction', lines: [{ index: 1, amount: 50 }] })
    ).body.data;
    const accountant = await teamMember('Accountant');
    const read = await callEndpoint(invoicesApi.get, { params: { id: note._id }, token: accountant.token });
    // ₹50.00 of artwork to Maharashtra at 18%: ₹9.00 IGST, ₹59.00.
    expect(read.body.data).toMatchObject({ kind: 'credit', taxable: 50, igst: 9, total: 59 });
    expect((await callEndpoint(invoicesApi.pdf, { params: { id: note._id }, token: accountant.token })).status).toBe(200);
    const month = note.date.slice(0, 7);
    const listed = await callEndpoint(invoicesApi.list, { query: { month, kind: 'credit' }, token: accountant.token });
    expect(listed.body.data.map((row) => row._id)).toContain(note._id);
    const issued = await issueNote(accountant.token, invoice._id, {
      kind: 'credit',
      reason: 'correction',
      lines: [{ index: 1, amount: 1 }],
    });
    expect(issued.status).toBe(403);
  });
});
