/**
 * A priced quotation's arithmetic and words, the same on the server, in the admin, on the buyer's page
 * and in the PDF (docs/product.md 2.24): amounts in the currency's units (rupees, not paise), summed in its
 * minor units so that 0.1 + 0.2 is 0.30; the tax as the invoices work it out (src/lib/gst/tax.ts); the total
 * in words (Indian lakh and crore for rupees); numbers a person can say on the phone. Amounts and dates are
 * written by src/lib/format/.
 */
import { todayInIndia } from './format/dates.ts';
import { taxLines } from './gst/tax.ts';

export const QUOTATION_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP'] as const;
export type QuotationCurrency = (typeof QUOTATION_CURRENCIES)[number];

/** Where a quotation stands with the customer. */
export const QUOTATION_STATUSES = ['Draft', 'Sent', 'Changes requested', 'Accepted', 'Declined', 'Expired'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** An accepted quotation's order, from the artwork approved to its delivery. */
export const ORDER_STAGES = [
  'Artwork approved',
  'Sample sent',
  'Sample approved',
  'In production',
  'Dispatched',
  'Delivered',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** Whose move it is: ours (staff), the customer's, or nobody's (the order delivered, the quotation closed). */
export type Turn = 'ours' | 'customer' | 'none';

/** Whose turn it is on a quotation or its order. */
export function whoseTurn(quotation: { status: QuotationStatus; stage?: OrderStage; sampleChangesAsked?: boolean }): Turn {
  if (quotation.status === 'Accepted') {
    switch (quotation.stage) {
      case 'Sample sent':
        return quotation.sampleChangesAsked ? 'ours' : 'customer';
      case 'Dispatched':
        return 'customer';
      case 'Delivered':
        return 'none';
      default:
        return 'ours';
    }
  }
  if (quotation.status === 'Sent') return 'customer';
  if (quotation.status === 'Draft' || quotation.status === 'Changes requested') return 'ours';
  return 'none';
}

/** How long a quotation is valid when staff do not say. */
export const QUOTATION_VALID_DAYS = 30;

export interface PricedLine {
  quantity: number;
  unitPrice: number;
  /** The line's own GST rate; absent: the quotation's. */
  taxPercent?: number;
}

/**
 * Why an order bears no tax, when it bears none: an export, or a supply to an SEZ unit without IGST, under the
 * company's letter of undertaking for the year (src/lib/server/invoices/invoice.ts `taxFreeOf` decides).
 */
export type TaxFree = 'export' | 'sez';

export interface QuotationTotals {
  /** The lines: quantity × unit price each. */
  subtotal: number;
  /** Other charges (artwork, sample, freight). */
  charges: number;
  /** Tax at each rate on the taxable value at it (lines at their own rate else the quotation's, charges at its). */
  tax: number;
  /** What rounding a rupee total to the rupee added (negative when it took away); 0 in other currencies. */
  roundOff: number;
  total: number;
}

const toMinor = (amount: number) => Math.round(amount * 100);
const fromMinor = (minor: number) => minor / 100;

/** A line's amount: quantity × unit price, rounded to the paisa or cent. */
export const lineAmount = (line: PricedLine): number => fromMinor(Math.round(line.quantity * toMinor(line.unitPrice)));

/** What an order's tax is worked out on: its lines and charges in minor units, each at the rate it is taxed at. */
export interface TaxableItem {
  kind: 'line' | 'charge';
  /** Its place among the quotation's lines or charges. */
  index: number;
  taxable: number;
  ratePercent: number;
}

/**
 * The items of the one arithmetic (src/lib/gst/tax.ts `taxLines`), the same for the quotation, the customer's
 * page, the proforma and the tax invoice: each line at its own rate, else the quotation's; each charge at its
 * own rate, else the goods' (mainGoods: artwork, freight and dies go with the labels, a composite supply).
 */
export function taxableItems(input: {
  lines: readonly PricedLine[];
  charges?: readonly PricedCharge[];
  taxPercent?: number;
}): TaxableItem[] {
  const rate = input.taxPercent ?? 0;
  const main = input.lines[mainGoods(input.lines)];
  const goodsRate = main?.taxPercent ?? rate;
  return [
    ...input.lines.map((line, index) => ({
      kind: 'line' as const,
      index,
      taxable: toMinor(lineAmount(line)),
      ratePercent: line.taxPercent ?? rate,
    })),
    ...(input.charges ?? []).map((charge, index) => ({
      kind: 'charge' as const,
      index,
      taxable: toMinor(charge.amount),
      ratePercent: charge.taxPercent ?? goodsRate,
    })),
  ];
}

/** A charge as the arithmetic reads it: its amount, and its own rate when it is a supply of its own. */
export interface PricedCharge {
  amount: number;
  taxPercent?: number;
}

/** Which line is the principal supply, whose HSN code and rate the charges that go with it take: the largest (the first of equals). */
export function mainGoods(lines: readonly PricedLine[]): number {
  let main = 0;
  for (const [index, line] of lines.entries()) if (lineAmount(line) > lineAmount(lines[main])) main = index;
  return main;
}

/**
 * The sums of a quotation as its invoices will make them: the tax at each rate on the taxable value at it,
 * rounded to the paisa, and a rupee total rounded to the rupee (the round-off shown beside it); none once the
 * order is known to be a supply under the letter of undertaking (`taxFree`), as its invoices carry none.
 */
export function quotationTotals(input: {
  lines: readonly PricedLine[];
  charges?: readonly PricedCharge[];
  taxPercent?: number;
  /** Rupees (the company's own) when not said. */
  currency?: QuotationCurrency;
  taxFree?: TaxFree | null;
}): QuotationTotals {
  const items = taxableItems(input);
  const roundToRupee = (input.currency ?? 'INR') === 'INR';
  const { totals } = taxLines(items, 'inter', { roundToRupee, taxFree: !!input.taxFree });
  const of = (kind: TaxableItem['kind']) =>
    items.filter((item) => item.kind === kind).reduce((sum, item) => sum + item.taxable, 0);
  return {
    subtotal: fromMinor(of('line')),
    charges: fromMinor(of('charge')),
    tax: fromMinor(totals.tax),
    roundOff: fromMinor(totals.roundOff),
    total: fromMinor(totals.total),
  };
}

/**
 * The rates a quotation's tax is at, as its tax line names them: '18%', or '5%, 18%' when lines differ; '' when
 * nothing is taxed (no tax line then). Each line and charge at its rate as taxableItems says.
 */
export function taxRatesText(input: {
  lines: readonly PricedLine[];
  charges?: readonly PricedCharge[];
  taxPercent?: number;
}): string {
  const rates = new Set(taxableItems(input).map((item) => item.ratePercent));
  return [...rates]
    .filter((each) => each > 0)
    .sort((a, b) => a - b)
    .map((each) => `${each}%`)
    .join(', ');
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–999 in words ('' for 0). */
function hundreds(n: number): string {
  const words: string[] = [];
  if (n >= 100) words.push(`${ONES[Math.floor(n / 100)]} Hundred`);
  const rest = n % 100;
  if (rest >= 20) words.push(TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest > 0) words.push(ONES[rest]);
  return words.join(' ');
}

/** A whole number in words, in the Indian system (lakh, crore) or the international one (thousand, million, billion). */
export function numberInWords(n: number, system: 'indian' | 'international'): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number of units: ${n}`);
  if (n === 0) return 'Zero';
  const scales: [number, string][] =
    system === 'indian'
      ? [
          [10_000_000, 'Crore'],
          [100_000, 'Lakh'],
          [1_000, 'Thousand'],
        ]
      : [
          [1_000_000_000, 'Billion'],
          [1_000_000, 'Million'],
          [1_000, 'Thousand'],
        ];
  const words: string[] = [];
  let rest = n;
  for (const [size, name] of scales) {
    if (rest >= size) {
      // Above the largest scale the count itself is said in the same system (100 crore: 'One Hundred Crore').
      words.push(`${numberInWords(Math.floor(rest / size), system)} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) words.push(hundreds(rest));
  return words.join(' ');
}

const UNITS: Record<QuotationCurrency, { major: string; minor: string; system: 'indian' | 'international' }> = {
  INR: { major: 'Rupees', minor: 'Paise', system: 'indian' },
  USD: { major: 'US Dollars', minor: 'Cents', system: 'international' },
  EUR: { major: 'Euros', minor: 'Cents', system: 'international' },
  GBP: { major: 'Pounds Sterling', minor: 'Pence', system: 'international' },
};

/** 'Rupees One Lakh Twenty Thousand and Fifty Paise Only', as an Indian invoice writes it. */
export function amountInWords(amount: number, currency: QuotationCurrency): string {
  const minor = toMinor(amount);
  const { major, minor: minorName, system } = UNITS[currency];
  const whole = Math.floor(minor / 100);
  const cents = minor % 100;
  return `${major} ${numberInWords(whole, system)}${cents ? ` and ${numberInWords(cents, system)} ${minorName}` : ''} Only`;
}

/** Past its valid-until date (New Delhi's day). */
export const isPastValidity = (validUntil: string, at: Date = new Date()): boolean => validUntil < todayInIndia(at);

/** 'Q-2026-0001': the year and the quotation's place in it, four digits at least. */
export const quotationNumber = (year: number, sequence: number): string => `Q-${year}-${String(sequence).padStart(4, '0')}`;

/** The year a quotation is numbered in: New Delhi's, so one made at 1 a.m. on 1 January IST is the new year's. */
export const quotationYear = (at: Date = new Date()): number => Number(todayInIndia(at).slice(0, 4));
