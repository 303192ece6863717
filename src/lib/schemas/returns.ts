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
  arn: v.pipe(
    v.string(RETURNS_MESSAGES.arnRequired),
    v.trim(),
    v.toUpperCase(),
    v.check((value) => value !== '', RETURNS_MESSAGES.arnRequired),
    v.check((value) => /^[A-Z]{2}\d{2}[0-9A-Z]{11}$/.test(value), RETURNS_MESSAGES.arnFormat),
  ),
  date: v.pipe(
    v.string(RETURNS_MESSAGES.filedDateRequired),
    v.trim(),
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)), RETURNS_MESSAGES.filedDateFormat),
    v.check((value) => value <= todayInIndia(), RETURNS_MESSAGES.filedDateFuture),
  ),
});

export type ReturnFiled = v.InferOutput<typeof returnFiledSchema>;
