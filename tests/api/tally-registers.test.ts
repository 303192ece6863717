/**
 * What the registers keep for the Tally file, over the real handlers: an order paid an advance while its billing
 * named a buyer in Punjab, the billing then corrected by staff to a registered buyer in Rajasthan, its tax
 * invoice issued, and part of the advance refunded. The month's money register holds the payment and the refund
 * under the corrected buyer (the billing's correction wrote it again), the invoice register keeps that buyer's
 * address, state and country, and the Tally file posts all three to one ledger, the invoice's.
 *
 * Worked by hand: 1,000 labels at ₹3.15 = ₹3,150.00 taxable; to Rajasthan from Delhi, IGST 18% = ₹567.00;
 * ₹3,717.00 in all, no rounding. The advance ₹1,000.00 by UPI; the refund ₹250.00 by bank transfer.
 */
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { registerOf } from '../../src/lib/server/invoices/register.ts';
import { moneyOfMonth } from '../../src/lib/server/orders/money-register.ts';
import { afterAnswersSettled, callEndpoint } from '../helpers/api.ts';
import { type BillingBody, LINE, acceptedOrder, gstin, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { LEDGERS, setLedgers } from '../helpers/period-books.ts';
import { thisPeriod } from '../helpers/returns.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Registers Tally Label', (buyer) => ({ token, enquiryId } = buyer));

const PUNJAB: BillingBody = { legalName: 'Ludhiana Knits', address: '5 Focal Point, Ludhiana', state: 'Punjab' };
const RAJASTHAN = {
  legalName: 'Jaipur Block Prints Pvt Ltd',
  gstin: gstin('08AAACJ4321K1Z'),
  address: 'E-14, Sitapura Industrial Area',
  state: 'Rajasthan',
};
const ADVANCE = { amount: 1000, method: 'UPI' as const, reference: '512345678901' };
const REFUND = {
  amount: 250,
  method: 'Bank transfer' as const,
  reference: 'HDFCR2026000456',
  reason: 'Advance above the invoice',
};

interface Entry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: string;
  AMOUNT: string;
}
interface Message {
  LEDGER?: { NAME: string; PARTYGSTIN?: string; LEDSTATENAME?: string; 'ADDRESS.LIST'?: { ADDRESS: string[] } };
  VOUCHER?: { '@_VCHTYPE': string; PARTYLEDGERNAME: string; REFERENCE?: string; 'ALLLEDGERENTRIES.LIST': Entry[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'ADDRESS'].includes(name),
});

const month = () => todayInIndia().slice(0, 7);
let orderId: string;
let invoiceId: string;
let messages: Message[];

beforeAll(async () => {
  await setLedgers(token);
  const { quotation } = await acceptedOrder(token, enquiryId, PUNJAB, { lines: [LINE], charges: [] });
  orderId = quotation._id;
  const paid = await callEndpoint(paymentsApi.record, { params: { id: orderId }, body: ADVANCE, token });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const corrected = await callEndpoint(invoicesApi.setBilling, { params: { id: orderId }, body: RAJASTHAN, token });
  expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
  const issued = await issueInvoice(token, orderId, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  invoiceId = issued.body.data._id;
  const refunded = await callEndpoint(paymentsApi.refund, { params: { id: orderId }, body: REFUND, token });
  expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
  await afterAnswersSettled();
  const answer = await callEndpoint(returnsApi.tally, { query: { period: thisPeriod() }, token });
  expect(answer.status).toBe(200);
  messages = parser.parse(new TextDecoder().decode(answer.bytes)).ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
}, 120_000);

const voucher = (type: string) => messages.find((message) => message.VOUCHER?.['@_VCHTYPE'] === type)!.VOUCHER!;
const entriesOf = (type: string) =>
  voucher(type)['ALLLEDGERENTRIES.LIST'].map((entry) => [entry.LEDGERNAME, entry.AMOUNT, entry.ISDEEMEDPOSITIVE]);

describe('the registers the Tally file reads', () => {
  it('keep the advance and the refund in the month’s money register, under the billing as corrected', async () => {
    const held = (await moneyOfMonth(month())).filter((money) => money._id === orderId);
    expect(held).toHaveLength(1);
    expect(held[0].party).toEqual({ ...RAJASTHAN, country: 'India' });
    expect(held[0].payments).toEqual([
      { _id: expect.any(String), amount: 100_000, date: todayInIndia(), method: 'UPI', reference: ADVANCE.reference },
      {
        _id: expect.any(String),
        kind: 'refund',
        amount: 25_000,
        date: todayInIndia(),
        method: 'Bank transfer',
        reference: REFUND.reference,
        reason: REFUND.reason,
      },
    ]);
  });

  it('keep the invoiced buyer’s address, state and country in the invoice register', async () => {
    const entry = (await registerOf(month(), 'tax')).find((each) => each._id === invoiceId)!;
    expect(entry).toMatchObject({
      buyer: RAJASTHAN.legalName,
      gstin: RAJASTHAN.gstin,
      party: { address: RAJASTHAN.address, state: 'Rajasthan', country: 'India' },
    });
  });
});

describe('the Tally file of the month', () => {
  it('names one party, the invoice’s, with its GSTIN, state and address; not the billing the advance came under', () => {
    const ledgers = messages.flatMap((message) => (message.LEDGER ? [message.LEDGER] : []));
    expect(ledgers).toHaveLength(1);
    expect(ledgers[0]).toMatchObject({
      NAME: RAJASTHAN.legalName,
      PARTYGSTIN: RAJASTHAN.gstin,
      LEDSTATENAME: 'Rajasthan',
      'ADDRESS.LIST': { ADDRESS: [RAJASTHAN.address] },
    });
  });

  it('debits the party ₹3,717.00 for the sale: sales ₹3,150.00, IGST ₹567.00', () => {
    expect(entriesOf('Sales')).toEqual([
      [RAJASTHAN.legalName, '-3717.00', 'Yes'],
      [LEDGERS.sales, '3150.00', 'No'],
      [LEDGERS.igst, '567.00', 'No'],
    ]);
  });

  it('credits the same party the ₹1,000.00 advance and debits it the ₹250.00 refund, through the bank', () => {
    expect(voucher('Receipt')).toMatchObject({ PARTYLEDGERNAME: RAJASTHAN.legalName, REFERENCE: ADVANCE.reference });
    expect(entriesOf('Receipt')).toEqual([
      [LEDGERS.bank, '-1000.00', 'Yes'],
      [RAJASTHAN.legalName, '1000.00', 'No'],
    ]);
    expect(voucher('Payment')).toMatchObject({ PARTYLEDGERNAME: RAJASTHAN.legalName, REFERENCE: REFUND.reference });
    expect(entriesOf('Payment')).toEqual([
      [RAJASTHAN.legalName, '-250.00', 'Yes'],
      [LEDGERS.bank, '250.00', 'No'],
    ]);
  });
});
