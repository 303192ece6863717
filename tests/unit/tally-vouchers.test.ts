/**
 * The Tally file's rules as pure functions: each kind of voucher's entries (a credit note reverses a sale, a
 * debit note adds to one, a round off taken away is a debit), amounts written from paise without a float's
 * slip, a voucher that would not balance refused, and a party named by two documents written once.
 */
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import {
  type TallyDocument,
  type TallyParty,
  documentEntries,
  moneyEntries,
  tallyAmount,
  tallyXml,
} from '../../src/lib/server/returns/tally-vouchers.ts';
import { TALLY_LEDGERS } from '../../src/lib/schemas/billing.ts';
import { formatDay } from '../../src/lib/format/dates.ts';

const party: TallyParty = {
  name: 'Bhiwandi Apparel LLP',
  gstin: '27AAFFB9876E1Z5',
  state: 'Maharashtra',
  country: 'India',
  address: 'Unit 4',
  registration: 'Regular',
};

/** A document of `totals` (paise) to Maharashtra. */
const documentOf = (
  kind: TallyDocument['kind'],
  totals: TallyDocument['totals'],
  extra: Partial<TallyDocument> = {},
): TallyDocument => ({
  kind,
  id: `${kind}-1`,
  number: `${kind.toUpperCase()}/2026-27/0001`,
  date: '2026-11-05',
  party,
  quotationNumber: 'Q-2026-0001',
  currency: 'INR',
  placeName: 'Maharashtra',
  cancelled: false,
  cancelReason: '',
  totals,
  ...extra,
});

const summed = (entries: { amount: number }[]) => entries.reduce((sum, entry) => sum + entry.amount, 0);

describe('a voucher’s entries', () => {
  it('reverses a sale for a credit note: sales and IGST debited, the party credited', () => {
    // 100 labels back at ₹3.15 = ₹315.00, IGST 18% ₹56.70, ₹371.70, rounded to ₹372.00 by ₹0.30.
    const entries = documentEntries(
      documentOf(
        'credit',
        { taxable: 31500, cgst: 0, sgst: 0, igst: 5670, roundOff: 30, total: 37200 },
        {
          original: { number: 'INV/2026-27/0001', date: '2026-11-01' },
        },
      ),
      TALLY_LEDGERS,
    );
    expect(entries).toEqual([
      { ledger: party.name, amount: 37200, party: true },
      { ledger: 'Sales', amount: -31500 },
      { ledger: 'Output IGST', amount: -5670 },
      { ledger: 'Round Off', amount: -30 },
    ]);
    expect(summed(entries)).toBe(0);
  });

  it('adds to a sale for a debit note, and debits a round off that took paise away', () => {
    // ₹100.40 more at 18% within the state: CGST and SGST ₹9.04 each (₹9.036), ₹118.48, rounded down by ₹0.48.
    const entries = documentEntries(
      documentOf('debit', { taxable: 10040, cgst: 904, sgst: 904, igst: 0, roundOff: -48, total: 11800 }),
      TALLY_LEDGERS,
    );
    expect(entries).toEqual([
      { ledger: party.name, amount: -11800, party: true },
      { ledger: 'Sales', amount: 10040 },
      { ledger: 'Output CGST', amount: 904 },
      { ledger: 'Output SGST', amount: 904 },
      { ledger: 'Round Off', amount: -48 },
    ]);
    expect(summed(entries)).toBe(0);
  });

  it('debits the bank for a receipt and credits it for a refund', () => {
    const money = {
      id: 'p1',
      date: '2026-11-05',
      party,
      amount: 215350,
      currency: 'INR',
      method: 'UPI' as const,
      reference: '',
      order: 'Q-1',
      reason: '',
    };
    expect(moneyEntries({ ...money, kind: 'receipt' }, TALLY_LEDGERS)).toEqual([
      { ledger: 'Bank Account', amount: -215350 },
      { ledger: party.name, amount: 215350, party: true },
    ]);
    expect(moneyEntries({ ...money, kind: 'refund' }, TALLY_LEDGERS)).toEqual([
      { ledger: party.name, amount: -215350, party: true },
      { ledger: 'Bank Account', amount: 215350 },
    ]);
  });
});

describe('the file', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-28, '-0.28'],
    [430700, '4307.00'],
    [-123456789, '-1234567.89'],
  ])('writes %i paise as %s', (minor, written) => expect(tallyAmount(minor)).toBe(written));

  it('is not made when a document’s totals do not add up', () => {
    const wrong = documentOf('tax', { taxable: 10000, cgst: 900, sgst: 900, igst: 0, roundOff: 0, total: 11801 });
    expect(() => tallyXml({ ledgers: TALLY_LEDGERS, documents: [wrong], money: [] })).toThrow(/does not balance/);
  });

  it('writes a party two documents name once, and a note’s original as its reference', () => {
    const xml = tallyXml({
      ledgers: TALLY_LEDGERS,
      documents: [
        documentOf('tax', { taxable: 10000, cgst: 0, sgst: 0, igst: 1800, roundOff: 0, total: 11800 }),
        documentOf(
          'credit',
          { taxable: 1000, cgst: 0, sgst: 0, igst: 180, roundOff: 0, total: 1180 },
          {
            original: { number: 'TAX/2026-27/0001', date: '2026-11-05' },
          },
        ),
      ],
      money: [],
    });
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml);
    const messages = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE as Record<string, Record<string, string>>[];
    expect(messages.filter((message) => message.LEDGER)).toHaveLength(1);
    const note = messages.find((message) => message.VOUCHER?.['@_VCHTYPE'] === 'Credit Note')!.VOUCHER;
    expect(note).toMatchObject({
      REFERENCE: 'TAX/2026-27/0001',
      NARRATION: `Credit note against TAX/2026-27/0001 of ${formatDay('2026-11-05')}`,
    });
  });
});
