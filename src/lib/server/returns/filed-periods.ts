/**
 * A return period marked filed (the ARN and date the portal gave, who marked it): one record per period
 * (`returns-filed/{MMYYYY}` in meta), written only if new, so a period is marked once. From then on its
 * invoices are corrected by credit or debit notes, never cancelled (`filedRefusal`).
 */
import type { ReturnFiling } from '../../api/returns.ts';
import { filingSettings } from '../../gst/filing.ts';
import { periodEnd, periodLabel, periodMonths, periodOfMonth } from '../../gst/periods.ts';
import { formatDay, todayInIndia } from '../../format/dates.ts';
import { ACTIVITY_RETURNS, RETURNS_MESSAGES } from '../../messages/returns.ts';
import type { FilingPeriod } from '../../schemas/billing.ts';
import * as v from 'valibot';
import { type ReturnFiled, periodField } from '../../schemas/returns.ts';
import { recordAction } from '../follow-ups.ts';
import { HttpError } from '../http.ts';
import { billingSettings } from '../site/site-settings.ts';
import { STORE_NAMES, guard, openStore, readJSON } from '../store/index.ts';

const filedKey = (period: string) => `returns-filed/${period}`;

/** How the company files now (monthly unless Settings say quarterly). */
export const currentFiling = async (): Promise<FilingPeriod> => filingSettings((await billingSettings()).tax).filing;

/** The months of a period under `filing`; a 400 naming the quarters' periods for a quarterly filer's other month. */
export function monthsOrRefuse(period: string, filing: FilingPeriod): string[] {
  const months = periodMonths(period, filing);
  if (months) return months;
  const year = Number(period.slice(2));
  const month = Number(period.slice(0, 2));
  // The quarter ends of the financial year the month falls in: June, September, December and the next March.
  const start = month >= 4 ? year : year - 1;
  const ends = [`06${start}`, `09${start}`, `12${start}`, `03${start + 1}`];
  throw new HttpError(400, RETURNS_MESSAGES.quarterlyPeriod(ends), {
    errors: { period: RETURNS_MESSAGES.quarterlyPeriod(ends) },
  });
}

/** The period's filing, if it is marked filed (one store read). */
export const filingOf = (period: string) => readJSON<ReturnFiling>(STORE_NAMES.meta, filedKey(period));

/**
 * Marks a period ('MMYYYY' as the path has it) filed, and answers it; a period marked already is a 409 naming its
 * ARN. GSTR-1 is filed for a period that has ended: one still running (its last day after today, New Delhi's) is
 * refused (409, `period-running`), and so is a date filed before its last day (400).
 */
export async function markFiled(path: string, filing: FilingPeriod, body: ReturnFiled, by: string): Promise<string> {
  const parsed = v.safeParse(periodField, path);
  if (!parsed.success) throw new HttpError(400, parsed.issues[0].message, { errors: { period: parsed.issues[0].message } });
  const period = parsed.output;
  monthsOrRefuse(period, filing);
  const end = periodEnd(period, filing);
  if (end > todayInIndia())
    throw new HttpError(409, RETURNS_MESSAGES.periodRunning(periodLabel(period, filing), formatDay(end)), {
      code: 'period-running',
    });
  if (body.date < end)
    throw new HttpError(400, RETURNS_MESSAGES.filedBeforeEnd(formatDay(end)), {
      code: 'filed-before-period-end',
      errors: { date: RETURNS_MESSAGES.filedBeforeEnd(formatDay(end)) },
    });
  const record: ReturnFiling = { arn: body.arn, date: body.date, by, at: new Date().toISOString() };
  const written = await guard(() => openStore(STORE_NAMES.meta).setJSON(filedKey(period), record, { onlyIfNew: true }));
  if (!written.modified) {
    const found = await filingOf(period);
    throw new HttpError(409, RETURNS_MESSAGES.alreadyFiled(periodLabel(period, filing), found?.arn ?? ''));
  }
  await recordAction(ACTIVITY_RETURNS.periodFiled(periodLabel(period, filing), record.arn), {
    kind: 'invoices',
    id: `gstr1-${period}`,
    label: RETURNS_MESSAGES.gstr1Of(periodLabel(period, filing)),
  });
  return period;
}

/**
 * Why an invoice cannot be cancelled: its period's GSTR-1 (a month, or its quarter under QRMP) is filed, and a
 * credit note corrects it instead. One store read (the settings are read from their cache).
 */
export async function filedRefusal(invoice: { number: string; date: string; kind: string }): Promise<void> {
  if (invoice.kind !== 'tax') return;
  const filed = await filingOf(periodOfMonth(invoice.date.slice(0, 7), await currentFiling()));
  if (filed) throw new HttpError(409, RETURNS_MESSAGES.cancelFiled(invoice.number, filed.arn), { code: 'period-filed' });
}
