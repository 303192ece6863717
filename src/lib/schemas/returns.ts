/**
 * The GST returns' calls (src/lib/api/returns.ts): a return period as the portal names it (MMYYYY: the month,
 * or a quarter's last month under QRMP), what a download asks for, and a period marked filed.
 */
import * as v from 'valibot';
import { RETURNS_MESSAGES } from '../messages/returns.ts';
import { todayInIndia } from '../format/dates.ts';
import { form } from './parts.ts';

/** 'MMYYYY', as GSTR-1's `fp` writes it: '112026' is November 2026. */
export const periodField = v.pipe(
  v.string(RETURNS_MESSAGES.periodRequired),
  v.trim(),
  v.check((value) => /^(0[1-9]|1[0-2])20\d{2}$/.test(value), RETURNS_MESSAGES.periodFormat),
);

/** GET /api/returns/gstr1, /check, /tally and /pack: one period; `format=csv` the offline tool's CSVs in a ZIP. */
export const returnPeriodQuery = v.object({
  period: periodField,
  format: v.optional(v.picklist(['', 'json', 'csv'], RETURNS_MESSAGES.returnFormat), ''),
});

/** GET /api/returns/pack: a later part of the pack holds the PDFs after the document `after` names. */
export const returnPackQuery = v.object({
  ...returnPeriodQuery.entries,
  after: v.optional(
    v.pipe(
      v.string(RETURNS_MESSAGES.packAfterFormat),
      v.check((value) => value === '' || /^[A-Za-z0-9_-]{1,64}$/.test(value), RETURNS_MESSAGES.packAfterFormat),
    ),
    '',
  ),
});

/** POST /api/returns/packs: the period whose pack a background job prepares. */
export const returnPackJobSchema = v.object({ period: periodField });

/** A day that has come (YYYY-MM-DD, New Delhi's today at the latest): when a return was filed, a shipping bill's. */
const pastDay = (required: string, format: string, future: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.check((value) => value !== '', required),
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), format),
    v.check((value) => value <= todayInIndia(), future),
  );

/** A code the portal or customs gave (an ARN, a port code): required, read in capitals, of its own pattern. */
const givenCode = (required: string, pattern: RegExp, format: string) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.toUpperCase(),
    v.check((value) => value !== '', required),
    v.check((value) => pattern.test(value), format),
  );

/** GET /api/returns: the periods of a financial year ('2026-27'), this one when left out. */
export const returnYearQuery = v.object({
  year: v.optional(
    v.pipe(
      v.string(RETURNS_MESSAGES.yearFormat),
      v.check((value) => value === '' || /^\d{4}-\d{2}$/.test(value), RETURNS_MESSAGES.yearFormat),
    ),
    '',
  ),
});

/**
 * POST /api/returns/{period}/filed: the ARN the portal gave (15 characters: 'AA', the state code, the date
 * as ddmmyy and 7 more) and the day it was filed (YYYY-MM-DD, not after today, New Delhi's).
 */
export const returnFiledSchema = form({
  arn: givenCode(RETURNS_MESSAGES.arnRequired, /^[A-Z]{2}\d{2}[0-9A-Z]{11}$/, RETURNS_MESSAGES.arnFormat),
  date: pastDay(RETURNS_MESSAGES.filedDateRequired, RETURNS_MESSAGES.filedDateFormat, RETURNS_MESSAGES.filedDateFuture),
});

export type ReturnFiled = v.InferOutput<typeof returnFiledSchema>;

/**
 * PUT /api/invoices/{id}/shipping-bill: what customs gave for an export (GSTR-1's `exp` table): the port's
 * six-character code (INNSA1), the shipping bill's number (up to 7 digits) and date, and for an invoice in a
 * foreign currency the rupees to one unit of it on the shipping bill (the customs rate the rupee value uses).
 */
export const shippingBillSchema = form({
  portCode: givenCode(RETURNS_MESSAGES.portCodeRequired, /^[A-Z0-9]{6}$/, RETURNS_MESSAGES.portCodeFormat),
  number: v.pipe(
    v.string(RETURNS_MESSAGES.shippingBillRequired),
    v.trim(),
    v.check((value) => value !== '', RETURNS_MESSAGES.shippingBillRequired),
    v.check((value) => /^\d{1,7}$/.test(value), RETURNS_MESSAGES.shippingBillFormat),
  ),
  date: pastDay(
    RETURNS_MESSAGES.shippingBillDateRequired,
    RETURNS_MESSAGES.shippingBillDateFormat,
    RETURNS_MESSAGES.shippingBillDateFuture,
  ),
  exchangeRate: v.optional(
    v.pipe(
      v.number(RETURNS_MESSAGES.exchangeRateFormat),
      v.check((value) => Number.isFinite(value) && value > 0 && value < 100_000, RETURNS_MESSAGES.exchangeRateFormat),
      v.check((value) => Math.round(value * 10_000) === value * 10_000, RETURNS_MESSAGES.exchangeRateFormat),
    ),
  ),
});

export type ShippingBillInput = v.InferOutput<typeof shippingBillSchema>;
