/**
 * Every way the product writes an amount or a count, in one client-safe module: the server, the admin, the
 * islands, the PDFs and the mails import from here, so a sum reads the same wherever a buyer or staff meet
 * it. Formatters are made once: building one costs more than formatting with it.
 */
import type { QuotationCurrency } from '../quotation.ts';

/** How each currency is written where its buyers read it. */
const LOCALES: Record<QuotationCurrency, string> = { INR: 'en-IN', USD: 'en-US', EUR: 'en-IE', GBP: 'en-GB' };
const formats = new Map<QuotationCurrency, Intl.NumberFormat>();

/** A quotation's, order's, invoice's or payment's sum with its paise or cents: '₹1,20,000.50', '$120,000.50', '€120,000.50', '£120,000.50'. */
export function formatMoney(amount: number, currency: QuotationCurrency): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[currency], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(currency, format);
  }
  return format.format(amount);
}

/** A sum kept in paise or cents, as formatMoney writes it. */
export const formatMinor = (minor: number, currency: QuotationCurrency): string => formatMoney(minor / 100, currency);

const buyerFormats = new Map<string, Intl.NumberFormat>();

/** The buyer's My orders page: every currency in Indian grouping with its own sign ('$12,34,567.89'). */
export function formatMoneyForBuyer(amount: number, currency: string): string {
  let format = buyerFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-IN', { style: 'currency', currency });
    buyerFormats.set(currency, format);
  }
  return format.format(amount);
}

/** A catalogue price: rupee sign, Indian grouping, paise only when there are some ('₹1,300', '₹1,00,000.5'). */
const CATALOGUE = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
export const formatRupees = (amount: number): string => CATALOGUE.format(amount);

/** Whole rupees for a figure read at a glance (a dashboard card): crores with paise do not fit it. */
const WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const formatWholeRupees = (amount: number): string => WHOLE.format(amount);

/** The report's rupees: paise shown only when there are some ('₹1,20,000', '₹1,20,000.50'). */
export const formatReportRupees = (amount: number): string => formatMoney(amount, 'INR').replace(/\.00$/, '');

const COUNT = new Intl.NumberFormat('en-IN');
/** A quantity or a count as Indian buyers and staff read it: '1,00,000'. */
export const formatQuantity = (quantity: number): string => COUNT.format(quantity);
