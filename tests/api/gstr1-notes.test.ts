/**
 * Credit and debit notes in GSTR-1 over the real handlers and the local store: a registered buyer's credit
 * note in CDNR, a debit note on a B2CL invoice in CDNUR, a credit note on a small unregistered invoice netted
 * into B2CS, each note's lines taken off (or added to) the HSN summary, and the notes' series in the documents
 * issued. Figures worked out here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import type { Gstr1 } from '../../src/lib/server/returns/gstr1.ts';
import { thisPeriod, todayInGstr1, unregisteredBuyer } from '../helpers/returns.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, LINE, type BillingBody, acceptedOrder, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Noted Label', (buyer) => ({ token, enquiryId } = buyer));

async function taxInvoice(billing: BillingBody, quantity: number, unitPrice: number) {
  const { quotation } = await acceptedOrder(token, enquiryId, billing, {
    lines: [{ ...LINE, quantity, unitPrice }],
    charges: [],
  });
  const issued = await issueInvoice(token, quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

async function note(invoiceId: string, kind: 'credit' | 'debit', line: { quantity?: number; amount?: number }) {
  const issued = await callEndpoint(invoicesApi.issueNote, {
    params: { id: invoiceId },
    body: { kind, reason: kind === 'credit' ? 'sales-return' : 'correction', lines: [{ index: 0, ...line }] },
    token,
  });
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

let gstr1: Gstr1;
const numbers: Record<string, string> = {};

beforeAll(async () => {
  // 1,000 labels at ₹10 = ₹10,000.00 to Maharashtra, IGST ₹1,800.00.
  const registered = await taxInvoice(BUYERS.maharashtra, 1000, 10);
  // 100 at ₹10 = ₹1,000.00 within Delhi, ₹90.00 + ₹90.00.
  const small = await taxInvoice(unregisteredBuyer('Delhi'), 100, 10);
  // 10,000 at ₹12.50 = ₹1,25,000.00 to Karnataka, IGST ₹22,500.00: B2CL.
  const large = await taxInvoice(unregisteredBuyer('Karnataka'), 10_000, 12.5);
  numbers.registered = (await note(registered._id, 'credit', { quantity: 100 })).number;
  numbers.small = (await note(small._id, 'credit', { quantity: 10 })).number;
  numbers.large = (await note(large._id, 'debit', { amount: 2000 })).number;
  const answer = await callEndpoint(returnsApi.gstr1, { query: { period: thisPeriod() }, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  gstr1 = answer.body as unknown as Gstr1;
}, 60_000);

describe('notes in GSTR-1', () => {
  it("puts the registered buyer's credit note in CDNR: 100 labels back, ₹1,000.00 and IGST ₹180.00", () => {
    expect(gstr1.cdnr).toEqual([
      {
        ctin: BUYERS.maharashtra.gstin,
        nt: [
          {
            ntty: 'C',
            nt_num: numbers.registered,
            nt_dt: todayInGstr1(),
            val: 1180,
            pos: '27',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
          },
        ],
      },
    ]);
  });

  it("puts the B2CL invoice's debit note in CDNUR: ₹2,000.00 and IGST ₹360.00", () => {
    expect(gstr1.cdnur).toEqual([
      {
        typ: 'B2CL',
        ntty: 'D',
        nt_num: numbers.large,
        nt_dt: todayInGstr1(),
        val: 2360,
        pos: '29',
        itms: [{ num: 1, itm_det: { txval: 2000, rt: 18, iamt: 360, csamt: 0 } }],
      },
    ]);
  });

  it('nets the small invoice’s credit note into B2CS: ₹1,000.00 − ₹100.00, ₹90.00 − ₹9.00 each', () => {
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '07', typ: 'OE', rt: 18, txval: 900, iamt: 0, camt: 81, samt: 81, csamt: 0 },
    ]);
  });

  it('takes the credit notes off the HSN summary and adds the debit note', () => {
    const row = { num: 1, hsn_sc: LINE.hsn, desc: LINE.description, uqc: 'PCS', rt: 18, csamt: 0 };
    // 1,000 − 100 labels; ₹10,000.00 − ₹1,000.00; IGST ₹1,800.00 − ₹180.00.
    expect(gstr1.hsn?.hsn_b2b).toEqual([{ ...row, qty: 900, txval: 9000, iamt: 1620, camt: 0, samt: 0 }]);
    // 100 − 10 + 10,000 labels; ₹1,000 − ₹100 + ₹1,25,000 + ₹2,000; IGST ₹22,500 + ₹360; CGST and SGST ₹90 − ₹9.
    expect(gstr1.hsn?.hsn_b2c).toEqual([{ ...row, qty: 10_090, txval: 127_900, iamt: 22_860, camt: 81, samt: 81 }]);
  });

  it('counts the notes in their own series among the documents issued', () => {
    const year = financialYear(new Date()).label;
    expect(gstr1.doc_issue?.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: `INV/${year}/0001`, to: `INV/${year}/0003`, totnum: 3, cancel: 0, net_issue: 3 }],
      },
      {
        doc_num: 4,
        doc_typ: 'Debit Note',
        docs: [{ num: 1, from: `DN/${year}/0001`, to: `DN/${year}/0001`, totnum: 1, cancel: 0, net_issue: 1 }],
      },
      {
        doc_num: 5,
        doc_typ: 'Credit Note',
        docs: [{ num: 1, from: `CN/${year}/0001`, to: `CN/${year}/0002`, totnum: 2, cancel: 0, net_issue: 2 }],
      },
    ]);
  });

  it('leaves the check nothing to say of the notes: their HSN lines add up to their rates', async () => {
    const check = await callEndpoint(returnsApi.check, { query: { period: thisPeriod() }, token });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual([]);
  });
});
