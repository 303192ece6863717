/**
 * GET /api/returns/tally: the month's books as Tally Prime's import XML, read back with an XML parser: the
 * parties as ledgers under the accountant's debtors' group, a Sales voucher per tax invoice with the ledgers
 * named in Settings and amounts worked out by hand, a Receipt for the payment and a Payment voucher for the
 * refund, the cancelled invoice voided, every voucher balancing, and an awkward name escaped and read back
 * whole. For Admins and Accountants; Staff are refused. A month recorded before the register kept the buyer's
 * address and the money register the payments gives the same file (read from the invoices and orders instead).
 */
import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { asRecordedBeforeRegisters } from '../helpers/books-registers.ts';
import { BUYERS, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { LEDGERS, ODD_BUYER, monthOfBooks } from '../helpers/period-books.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { teamMember } from '../helpers/team-members.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Tally Label', (buyer) => ({ token, enquiryId } = buyer));

interface Entry {
  LEDGERNAME: string;
  ISDEEMEDPOSITIVE: string;
  AMOUNT: string;
}
interface Voucher {
  '@_VCHTYPE': string;
  '@_REMOTEID': string;
  DATE: string;
  VOUCHERNUMBER?: string;
  PARTYLEDGERNAME: string;
  ISCANCELLED: string;
  NARRATION: string;
  REFERENCE?: string;
  'ALLLEDGERENTRIES.LIST'?: Entry[];
}
interface Ledger {
  '@_NAME': string;
  NAME: string;
  PARENT: string;
  PARTYGSTIN?: string;
  LEDSTATENAME?: string;
  COUNTRYNAME: string;
  GSTREGISTRATIONTYPE: string;
  'ADDRESS.LIST'?: { ADDRESS: string[] };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ['TALLYMESSAGE', 'ALLLEDGERENTRIES.LIST', 'ADDRESS'].includes(name),
});

let books: Awaited<ReturnType<typeof monthOfBooks>>;
let xml: string;
let vouchers: Voucher[];
let ledgers: Ledger[];

beforeAll(async () => {
  books = await monthOfBooks(token, enquiryId);
  const answer = await callEndpoint(returnsApi.tally, { query: { period: thisPeriod() }, token });
  expect(answer.status, new TextDecoder().decode(answer.bytes)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="tally-${thisPeriod()}.xml"`);
  xml = new TextDecoder().decode(answer.bytes);
  const parsed = parser.parse(xml);
  const messages: Record<string, unknown>[] = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
  vouchers = messages.filter((message) => message.VOUCHER).map((message) => message.VOUCHER as Voucher);
  ledgers = messages.filter((message) => message.LEDGER).map((message) => message.LEDGER as Ledger);
});

/** A voucher's entries as [ledger, amount, debit?]. */
const entriesOf = (voucher: Voucher) =>
  (voucher['ALLLEDGERENTRIES.LIST'] ?? []).map((entry) => [entry.LEDGERNAME, entry.AMOUNT, entry.ISDEEMEDPOSITIVE]);
const voucherNumbered = (number: string) => vouchers.find((voucher) => voucher.VOUCHERNUMBER === number)!;
const paise = (amount: string) => Math.round(Number(amount) * 100);

describe('the Tally file', () => {
  it('is an import request Tally reads: the envelope, then the parties as ledgers before any voucher', () => {
    const parsed = parser.parse(xml);
    expect(parsed.ENVELOPE.HEADER.TALLYREQUEST).toBe('Import Data');
    expect(parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDESC.REPORTNAME).toBe('All Masters');
    // Four tax invoices (one cancelled), a credit and a debit note, a receipt and a refund.
    expect(vouchers.map((voucher) => voucher['@_VCHTYPE']).sort()).toEqual([
      'Credit Note',
      'Debit Note',
      'Payment',
      'Receipt',
      'Sales',
      'Sales',
      'Sales',
      'Sales',
    ]);
    expect(xml.indexOf('<LEDGER ')).toBeLessThan(xml.indexOf('<VOUCHER '));
  });

  it('names each party once, under the debtors group of Settings, with its GSTIN, state and address', () => {
    expect(ledgers.map((ledger) => ledger.NAME).sort()).toEqual(
      [ODD_BUYER.legalName, BUYERS.maharashtra.legalName, BUYERS.abroad.legalName, BUYERS.delhi.legalName].sort(),
    );
    for (const ledger of ledgers) expect(ledger.PARENT).toBe(LEDGERS.debtors);
    expect(ledgers.find((ledger) => ledger.NAME === BUYERS.maharashtra.legalName)).toMatchObject({
      PARTYGSTIN: BUYERS.maharashtra.gstin,
      LEDSTATENAME: 'Maharashtra',
      COUNTRYNAME: 'India',
      GSTREGISTRATIONTYPE: 'Regular',
      'ADDRESS.LIST': { ADDRESS: [BUYERS.maharashtra.address] },
    });
    const abroad = ledgers.find((ledger) => ledger.NAME === BUYERS.abroad.legalName)!;
    expect(abroad).toMatchObject({ COUNTRYNAME: 'United States', GSTREGISTRATIONTYPE: 'Unregistered' });
    expect(abroad.PARTYGSTIN).toBeUndefined();
  });

  it('escapes a name with &, quotes and angle brackets, and keeps Devanagari, as the parser reads it back', () => {
    const odd = ledgers.find((ledger) => ledger.PARTYGSTIN === ODD_BUYER.gstin)!;
    expect(odd['@_NAME']).toBe('Shah & Sons "Delhi" <Ltd> शाह');
    expect(odd['ADDRESS.LIST']!.ADDRESS).toEqual(['12, Chandni Chowk & Kinari Bazar', "Old Delhi's lane <2>"]);
    expect(xml).toContain('Shah &amp; Sons &quot;Delhi&quot; &lt;Ltd&gt; शाह');
    expect(voucherNumbered(books.invoices.intra.number).PARTYLEDGERNAME).toBe(ODD_BUYER.legalName);
  });

  it('debits the Delhi buyer ₹4,307.00 and credits sales ₹3,650.00, CGST and SGST ₹328.50 each', () => {
    const voucher = voucherNumbered(books.invoices.intra.number);
    expect(voucher).toMatchObject({ '@_VCHTYPE': 'Sales', DATE: todayInIndia().replaceAll('-', ''), ISCANCELLED: 'No' });
    expect(entriesOf(voucher)).toEqual([
      [ODD_BUYER.legalName, '-4307.00', 'Yes'],
      [LEDGERS.sales, '3650.00', 'No'],
      [LEDGERS.cgst, '328.50', 'No'],
      [LEDGERS.sgst, '328.50', 'No'],
    ]);
  });

  it('credits IGST to Maharashtra and the ₹0.28 its total was rounded up by to the round-off ledger', () => {
    expect(entriesOf(voucherNumbered(books.invoices.inter.number))).toEqual([
      [BUYERS.maharashtra.legalName, '-4311.00', 'Yes'],
      [LEDGERS.sales, '3653.15', 'No'],
      [LEDGERS.igst, '657.57', 'No'],
      [LEDGERS.roundOff, '0.28', 'No'],
    ]);
  });

  it('posts the export under the LUT as sales alone, no tax', () => {
    expect(entriesOf(voucherNumbered(books.invoices.export.number))).toEqual([
      [BUYERS.abroad.legalName, '-3650.00', 'Yes'],
      [LEDGERS.sales, '3650.00', 'No'],
    ]);
  });

  it.each([
    // Sales ₹315.00, IGST ₹56.70 and the ₹0.30 round off debited back, Maharashtra credited ₹372.00.
    {
      note: 'credit' as const,
      type: 'Credit Note',
      original: 'inter' as const,
      entries: [
        [BUYERS.maharashtra.legalName, '372.00', 'No'],
        [LEDGERS.sales, '-315.00', 'Yes'],
        [LEDGERS.igst, '-56.70', 'Yes'],
        [LEDGERS.roundOff, '-0.30', 'Yes'],
      ],
    },
    // ₹100.00 more on the artwork: the Delhi buyer debited ₹118.00, CGST and SGST ₹9.00 each.
    {
      note: 'debit' as const,
      type: 'Debit Note',
      original: 'intra' as const,
      entries: [
        [ODD_BUYER.legalName, '-118.00', 'Yes'],
        [LEDGERS.sales, '100.00', 'No'],
        [LEDGERS.cgst, '9.00', 'No'],
        [LEDGERS.sgst, '9.00', 'No'],
      ],
    },
  ])(
    'posts the $note note against its invoice, the other way round from a sale for a credit',
    ({ note, type, original, entries }) => {
      const voucher = voucherNumbered(books.notes[note].number);
      expect(voucher).toMatchObject({ '@_VCHTYPE': type, REFERENCE: books.invoices[original].number });
      expect(entriesOf(voucher)).toEqual(entries);
    },
  );

  it('voids the cancelled invoice: its number kept, no amounts, why in its narration', () => {
    const voucher = voucherNumbered(books.invoices.cancelled.number);
    expect(voucher).toMatchObject({ ISCANCELLED: 'Yes', PARTYLEDGERNAME: BUYERS.delhi.legalName });
    expect(voucher.NARRATION).toBe('Cancelled: Billed to the wrong branch');
    expect(entriesOf(voucher)).toEqual([]);
  });

  it('receives the ₹2,000.00 into the bank ledger of Settings, and pays the ₹500.00 refund out of it', () => {
    const receipt = vouchers.find((voucher) => voucher['@_VCHTYPE'] === 'Receipt')!;
    expect(receipt).toMatchObject({ PARTYLEDGERNAME: ODD_BUYER.legalName, REFERENCE: '412345678901' });
    expect(entriesOf(receipt)).toEqual([
      [LEDGERS.bank, '-2000.00', 'Yes'],
      [ODD_BUYER.legalName, '2000.00', 'No'],
    ]);
    const refund = vouchers.find((voucher) => voucher['@_VCHTYPE'] === 'Payment')!;
    expect(refund.NARRATION).toContain('Short supply of 150 labels');
    expect(entriesOf(refund)).toEqual([
      [ODD_BUYER.legalName, '-500.00', 'Yes'],
      [LEDGERS.bank, '500.00', 'No'],
    ]);
  });

  it('balances every voucher to the paisa, debits deemed positive', () => {
    expect(vouchers).toHaveLength(8);
    for (const voucher of vouchers) {
      const entries = voucher['ALLLEDGERENTRIES.LIST'] ?? [];
      expect(
        entries.reduce((sum, entry) => sum + paise(entry.AMOUNT), 0),
        voucher.VOUCHERNUMBER,
      ).toBe(0);
      for (const entry of entries) expect(entry.ISDEEMEDPOSITIVE).toBe(paise(entry.AMOUNT) < 0 ? 'Yes' : 'No');
    }
  });
});

describe('who may download it', () => {
  it('is for an Accountant as for an Admin; Staff are refused', async () => {
    const query = { period: thisPeriod() };
    const accountant = await teamMember('Accountant', 'Asha Accounts');
    expect((await callEndpoint(returnsApi.tally, { query, token: accountant.token })).status).toBe(200);
    const staff = await teamMember('Staff');
    expect((await callEndpoint(returnsApi.tally, { query, token: staff.token })).status).toBe(403);
  });

  it('refuses a period that is not a month as MMYYYY', async () => {
    const answer = await callEndpoint(returnsApi.tally, { query: { period: '132026' }, token });
    expect(answer.status).toBe(400);
  });
});

describe('a month recorded before the registers kept the party and the money', () => {
  it('gives the same XML, the invoices and orders read instead', async () => {
    await asRecordedBeforeRegisters(todayInIndia().slice(0, 7));
    const answer = await callEndpoint(returnsApi.tally, { query: { period: thisPeriod() }, token });
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(answer.bytes)).toBe(xml);
  });
});
