/**
 * The rupee value of an export billed in another currency (USD, EUR…). GST's values are rupees, taken at the
 * exchange rate CBIC notifies under section 14 of the Customs Act for the day (rule 34 of the CGST Rules), as
 * the shipping bill states it. The shipping bill comes after the goods leave, while the e-way bill is made at
 * dispatch and the IRN with the invoice: so staff give the rate once before, with the order's transport, and
 * the shipping bill's, once recorded, is the one customs applied and wins. One rule, read by the e-way bill
 * (its threshold and its portal JSON), the e-invoice and GSTR-1; the shipping bills' month record is read here
 * too, so the e-invoices read it without standing on the returns' folder.
 */
import type { ShippingBill } from '../api/returns.ts';
import type { Quotation } from '../schemas/quotations.ts';
import { STORE_NAMES, isId, readJSON } from './store/index.ts';

/** Where a rate may be known: the export's shipping bill and the order's transport, either possibly not yet. */
export interface KnownRates {
  shippingBill?: Pick<ShippingBill, 'exchangeRate'> | null;
  transport?: { exchangeRate?: number } | null;
}

/**
 * Rupees to one unit of `currency`: 1 for rupees; for another currency the shipping bill's rate when recorded,
 * else the one given with the transport; null while neither is known (the document has no rupee value yet).
 */
export function rupeeRate(currency: string, { shippingBill, transport }: KnownRates): number | null {
  if (currency === 'INR') return 1;
  return shippingBill?.exchangeRate ?? transport?.exchangeRate ?? null;
}

/** A rate's ten-thousandths: the shipping bill and the transport keep it to four decimals. */
const RATE_PLACES = 10_000n;

/**
 * An amount in minor units of its currency (paise, cents) as whole paise at `rate` rupees a unit: worked in
 * whole numbers (a rate has at most four decimals), halves rounded away from zero, so the same amount always
 * gives the same paise wherever it is converted.
 */
export function paiseAt(minor: number, rate: number): number {
  if (rate === 1) return Math.round(minor);
  const product = BigInt(Math.round(minor)) * BigInt(Math.round(rate * 10_000));
  const whole = product / RATE_PLACES;
  const left = product % RATE_PLACES;
  const away = (left < 0n ? -left : left) * 2n >= RATE_PLACES ? (product < 0n ? -1n : 1n) : 0n;
  return Number(whole + away);
}

type MonthBills = Record<string, ShippingBill>;

/** The store key of the shipping bills of the invoices of a month ('YYYY-MM'), in meta. */
export const shippingBillsKey = (month: string) => `shipping-bills/${month}`;

/** The shipping bills of the invoices of a month ('YYYY-MM'), by invoice id (one store read). */
export async function shippingBillsOf(month: string): Promise<Map<string, ShippingBill>> {
  return new Map(Object.entries((await readJSON<MonthBills>(STORE_NAMES.meta, shippingBillsKey(month))) ?? {}));
}

/** An export's document as the rate is looked up for it: a tax invoice, or a note naming its invoice. */
export interface ExportDocument {
  _id: string;
  date: string;
  currency: string;
  supply: string;
  quotationId: string;
  original?: { _id: string; date: string };
}

/**
 * An export's shipping bill (its invoice's, for a note) and the rate the document's rupee values are taken at.
 * Store requests: none for a document in rupees within India; 1 for an export (the shipping bills of its
 * invoice's month); 1 more for one in another currency whose rate no shipping bill gives yet (its order, for the
 * transport's).
 */
export async function exportRate(document: ExportDocument): Promise<{ shippingBill: ShippingBill | null; rate: number | null }> {
  const invoice = document.original ?? document;
  const shippingBill =
    document.supply === 'export' ? ((await shippingBillsOf(invoice.date.slice(0, 7))).get(invoice._id) ?? null) : null;
  const known = rupeeRate(document.currency, { shippingBill });
  if (known !== null || !isId(document.quotationId)) return { shippingBill, rate: known };
  const order = await readJSON<Quotation>(STORE_NAMES.quotations, document.quotationId);
  return { shippingBill, rate: rupeeRate(document.currency, { shippingBill, transport: order?.transport }) };
}
