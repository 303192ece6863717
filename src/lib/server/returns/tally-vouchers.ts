/**
 * Tally Prime's import XML, from a period's books already read (nothing here reads a store):
 * `ENVELOPE > HEADER (Import Data) > BODY > IMPORTDATA > REQUESTDESC + REQUESTDATA > TALLYMESSAGE`, the parties
 * as ledger masters under the debtors' group first, then a voucher per document and per payment. Tally takes
 * masters and vouchers from one 'All Masters' import, in the order given, so a party's ledger exists before
 * the first voucher that names it. Every amount is worked in paise and each voucher's entries must sum to 0
 * (debits negative, ISDEEMEDPOSITIVE Yes; credits positive), or the file is not made. A cancelled invoice is a
 * voucher with ISCANCELLED Yes and no amounts, as Tally keeps a voided voucher: its number stays in the series.
 * Each voucher carries its document's id as REMOTEID, so a file imported twice alters what it made.
 */
import XMLBuilder from 'fast-xml-builder';
import { formatDay } from '../../format/dates.ts';
import type { FilingSettings } from '../../schemas/billing.ts';
import type { Payment } from '../../schemas/payments.ts';
import { BOOKS_MESSAGES as T } from '../../messages/books.ts';

export type TallyLedgers = FilingSettings['tally'];

/** A buyer as a Tally ledger. */
export interface TallyParty {
  name: string;
  gstin: string;
  /** The Indian state's name ('' abroad). */
  state: string;
  country: string;
  address: string;
  registration: 'Regular' | 'Unregistered' | 'Consumer';
}

/** A tax invoice, credit note or debit note; amounts in minor units, a note's as positive as an invoice's. */
export interface TallyDocument {
  kind: 'tax' | 'credit' | 'debit';
  id: string;
  number: string;
  date: string;
  party: TallyParty;
  quotationNumber: string;
  currency: string;
  placeName: string;
  cancelled: boolean;
  cancelReason: string;
  totals: { taxable: number; cgst: number; sgst: number; igst: number; roundOff: number; total: number };
  /** The invoice a note corrects. */
  original?: { number: string; date: string };
}

/** Money received for an order (a receipt) or given back (a payment voucher): the payment as recorded, amount in minor units. */
export type TallyMoney = Pick<Payment, 'amount' | 'date' | 'method' | 'reference'> & {
  kind: 'receipt' | 'refund';
  id: string;
  party: TallyParty;
  currency: string;
  /** The order's number. */
  order: string;
  /** A refund's reason ('' for a payment). */
  reason: string;
};

export interface TallyBooks {
  ledgers: TallyLedgers;
  documents: readonly TallyDocument[];
  money: readonly TallyMoney[];
}

/** One line of a voucher: negative a debit, positive a credit, in minor units. */
export interface TallyEntry {
  ledger: string;
  amount: number;
  party?: true;
}

const VOUCHER_TYPES = {
  tax: 'Sales',
  credit: 'Credit Note',
  debit: 'Debit Note',
  receipt: 'Receipt',
  refund: 'Payment',
} as const;

/**
 * A document's entries: a sale or a debit note debits the party and credits sales, the taxes and the round off;
 * a credit note the other way round. None for a cancelled one.
 */
export function documentEntries(document: TallyDocument, ledgers: TallyLedgers): TallyEntry[] {
  if (document.cancelled) return [];
  const sign = document.kind === 'credit' ? -1 : 1;
  const { taxable, cgst, sgst, igst, roundOff, total } = document.totals;
  const entries: TallyEntry[] = [
    { ledger: document.party.name, amount: -sign * total, party: true },
    { ledger: ledgers.sales, amount: sign * taxable },
    { ledger: ledgers.cgst, amount: sign * cgst },
    { ledger: ledgers.sgst, amount: sign * sgst },
    { ledger: ledgers.igst, amount: sign * igst },
    { ledger: ledgers.roundOff, amount: sign * roundOff },
  ];
  return entries.filter((entry) => entry.amount !== 0 || entry.party);
}

/** A receipt debits the bank and credits the party; a refund the other way round. */
export function moneyEntries(money: TallyMoney, ledgers: TallyLedgers): TallyEntry[] {
  const bank: TallyEntry = { ledger: ledgers.bank, amount: money.amount };
  const party: TallyEntry = { ledger: money.party.name, amount: money.amount, party: true };
  // The debit first, as Tally shows a voucher.
  return money.kind === 'receipt' ? [{ ...bank, amount: -money.amount }, party] : [{ ...party, amount: -money.amount }, bank];
}

/** Minor units with two decimals, worked in integers ('-4307.00', '0.50'). */
export function tallyAmount(minor: number): string {
  const whole = Math.abs(minor);
  return `${minor < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' as Tally's DATE. */
const tallyDate = (day: string) => day.replaceAll('-', '');

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What XML 1.0 cannot hold at all (control characters, unpaired surrogates): taken out, the rest escaped by the builder. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are what it takes out
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (text: string) => text.replace(NOT_XML, '');

function ledgerMaster(party: TallyParty, ledgers: TallyLedgers) {
  const lines = party.address
    .split(/\r?\n/)
    .map((line) => clean(line.trim()))
    .filter(Boolean);
  return {
    LEDGER: {
      '@_NAME': clean(party.name),
      '@_ACTION': 'Create',
      NAME: clean(party.name),
      PARENT: clean(ledgers.debtors),
      ISBILLWISEON: 'Yes',
      ...(lines.length && { 'ADDRESS.LIST': { '@_TYPE': 'String', ADDRESS: lines } }),
      COUNTRYNAME: clean(party.country),
      ...(party.state && { LEDSTATENAME: clean(party.state) }),
      GSTREGISTRATIONTYPE: party.registration,
      ...(party.gstin && { PARTYGSTIN: party.gstin }),
    },
  };
}

/** Checks a voucher balances: a file that would not is a fault of ours, never handed to the accountant. */
function balanced(entries: TallyEntry[], number: string): TallyEntry[] {
  const sum = entries.reduce((total, entry) => total + entry.amount, 0);
  if (sum !== 0) throw new Error(`The Tally voucher ${number} does not balance: its entries sum to ${sum} paise`);
  return entries;
}

const entryList = (entries: TallyEntry[]) =>
  entries.map((entry) => ({
    LEDGERNAME: clean(entry.ledger),
    ISDEEMEDPOSITIVE: yesNo(entry.amount < 0),
    ISPARTYLEDGER: yesNo(entry.party === true),
    AMOUNT: tallyAmount(entry.amount),
  }));

const currencyNote = (narration: string, currency: string) =>
  currency === 'INR' ? narration : `${narration} (${T.currencyNote(currency)})`;

function documentVoucher(document: TallyDocument, ledgers: TallyLedgers) {
  const type = VOUCHER_TYPES[document.kind];
  const narration = document.cancelled
    ? T.cancelledNarration(document.cancelReason)
    : document.original && document.kind !== 'tax'
      ? T.noteNarration(document.kind, { number: document.original.number, date: formatDay(document.original.date) })
      : T.saleNarration(document.quotationNumber);
  const entries = balanced(documentEntries(document, ledgers), document.number);
  return {
    VOUCHER: {
      '@_REMOTEID': document.id,
      '@_VCHTYPE': type,
      '@_ACTION': 'Create',
      '@_OBJVIEW': 'Accounting Voucher View',
      DATE: tallyDate(document.date),
      VOUCHERTYPENAME: type,
      VOUCHERNUMBER: clean(document.number),
      ...(document.original && { REFERENCE: clean(document.original.number) }),
      PARTYLEDGERNAME: clean(document.party.name),
      ...(document.party.gstin && { PARTYGSTIN: document.party.gstin }),
      PLACEOFSUPPLY: clean(document.placeName),
      NARRATION: clean(currencyNote(narration, document.currency)),
      ISCANCELLED: yesNo(document.cancelled),
      ISINVOICE: 'No',
      PERSISTEDVIEW: 'Accounting Voucher View',
      ...(entries.length && { 'ALLLEDGERENTRIES.LIST': entryList(entries) }),
    },
  };
}

function moneyVoucher(money: TallyMoney, ledgers: TallyLedgers) {
  const type = VOUCHER_TYPES[money.kind];
  const narration = money.kind === 'receipt' ? T.receiptNarration(money) : T.refundNarration(money);
  return {
    VOUCHER: {
      '@_REMOTEID': money.id,
      '@_VCHTYPE': type,
      '@_ACTION': 'Create',
      '@_OBJVIEW': 'Accounting Voucher View',
      DATE: tallyDate(money.date),
      VOUCHERTYPENAME: type,
      ...(money.reference && { REFERENCE: clean(money.reference) }),
      PARTYLEDGERNAME: clean(money.party.name),
      NARRATION: clean(currencyNote(narration, money.currency)),
      ISCANCELLED: 'No',
      ISINVOICE: 'No',
      PERSISTEDVIEW: 'Accounting Voucher View',
      'ALLLEDGERENTRIES.LIST': entryList(balanced(moneyEntries(money, ledgers), money.id)),
    },
  };
}

/** The parties named by the books, each once (by ledger name), in the order first met. */
export function partiesOf(books: TallyBooks): TallyParty[] {
  const found = new Map<string, TallyParty>();
  for (const each of [...books.documents, ...books.money])
    if (!found.has(each.party.name)) found.set(each.party.name, each.party);
  return [...found.values()];
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: ' ',
  processEntities: true,
  suppressEmptyNode: false,
});

/** The XML of the books: ledger masters, then the documents (by date, then number), then the money. */
export function tallyXml(books: TallyBooks): string {
  const documents = [...books.documents].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number, 'en', { numeric: true }),
  );
  const money = [...books.money].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const messages = [
    ...partiesOf(books).map((party) => ledgerMaster(party, books.ledgers)),
    ...documents.map((document) => documentVoucher(document, books.ledgers)),
    ...money.map((each) => moneyVoucher(each, books.ledgers)),
  ].map((message) => ({ '@_xmlns:UDF': 'TallyUDF', ...message }));
  const envelope = {
    ENVELOPE: {
      HEADER: { TALLYREQUEST: 'Import Data' },
      BODY: {
        IMPORTDATA: {
          REQUESTDESC: { REPORTNAME: 'All Masters' },
          REQUESTDATA: { TALLYMESSAGE: messages },
        },
      },
    },
  };
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(envelope) as string}`;
}
