/**
 * The IRP's reporting time limit on the Returns screen, and a period marked filed only once it has ended, over
 * the real handlers and the local store. With e-invoicing on and a turnover of ₹10 crore or more, the check
 * (GET /api/returns/check) warns of each B2B tax invoice and note of the period still without its IRN, "IRN
 * due by" the day 30 days after its date, and the year's periods name the first such day; once the IRN is
 * recorded (the signed response of a local stand-in IRP uploaded) the warning is gone, from the month's
 * register alone. Past the day, the warning is an error. With e-invoicing off, or a smaller company, nothing
 * is warned. A period still running, or a date filed before its end, is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { type ReturnProblem, returnsApi } from '../../src/lib/api/returns.ts';
import { formatDay, todayInIndia } from '../../src/lib/format/dates.ts';
import { periodLabel, periodOfMonthKey } from '../../src/lib/gst/periods.ts';
import { RETURNS_MESSAGES, RETURNS_PROBLEMS } from '../../src/lib/messages/returns.ts';
import { findProblems } from '../../src/lib/server/returns/check.ts';
import { periodBooks } from '../../src/lib/server/returns/gstr1.ts';
import { billingSettings } from '../../src/lib/server/site/site-settings.ts';
import { callEndpoint } from '../helpers/api.ts';
import { EINVOICE_BUYERS, setEinvoicing, taxInvoiceFor } from '../helpers/einvoice-orders.ts';
import { withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { issueNote } from '../helpers/note-orders.ts';
import { type IrpStandIn, startIrpStandIn } from '../helpers/irp-stand-in.ts';
import { lastDayOf, lastMonth, thisPeriod } from '../helpers/returns.ts';
import type { EinvoiceJson } from '../../src/lib/server/einvoices/einvoice-json.ts';

let token = '';
let enquiryId = '';
withInvoiceBuyer('Reported Label', (buyer) => ({ token, enquiryId } = buyer));

let irp: IrpStandIn;
beforeAll(async () => {
  await setEinvoicing(token, true, 'above-10-crore');
  irp = await startIrpStandIn();
  return () => irp.close();
});

/** 'YYYY-MM-DD' moved by `days`, worked out on the calendar. */
const daysAfter = (day: string, days: number) =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)) + days))
    .toISOString()
    .slice(0, 10);

const checkOf = async (): Promise<ReturnProblem[]> => {
  const check = await callEndpoint(returnsApi.check, { query: { period: thisPeriod(), format: '' }, token });
  expect(check.status, JSON.stringify(check.body)).toBe(200);
  return check.body.data;
};
const irnProblemsOf = async (id: string) => (await checkOf()).filter((problem) => problem.invoiceId === id && problem.irnDue);

/** The document's IRN, recorded from the stand-in IRP's signed response to its request JSON. */
async function recordIrn(id: string) {
  const json = (await callEndpoint(einvoicesApi.einvoice, { params: { id }, token })).body as unknown as EinvoiceJson;
  const kept = await callEndpoint(einvoicesApi.registerIrn, { params: { id }, body: (await irp.sign(json)) as never, token });
  expect(kept.status, JSON.stringify(kept.body)).toBe(200);
}

describe('the IRP’s time limit in the check', () => {
  it('warns of a B2B tax invoice without its IRN, due 30 days after its date, until its IRN is recorded', async () => {
    const { invoice } = await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra);
    // Issued today: the IRP takes it until the 30th day after.
    const due = daysAfter(todayInIndia(), 30);
    expect(await irnProblemsOf(invoice._id)).toEqual([
      {
        invoiceId: invoice._id,
        number: invoice.number,
        problem: `IRN due by ${formatDay(due)}: report it to the IRP on its order before then`,
        severity: 'warning',
        irnDue: due,
      },
    ]);
    const periods = await callEndpoint(returnsApi.periods, { token });
    expect(periods.body.data.find((each) => each.period === thisPeriod())?.irnDue).toBe(due);

    await recordIrn(invoice._id);
    expect(await irnProblemsOf(invoice._id)).toEqual([]);
  });

  it('warns of a credit note without its IRN likewise, its own date counting', async () => {
    const { invoice } = await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.delhi);
    await recordIrn(invoice._id);
    // 100 labels returned.
    const issued = await issueNote(token, invoice._id, {
      kind: 'credit',
      reason: 'sales-return',
      lines: [{ index: 0, quantity: 100 }],
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const note = issued.body.data;
    const due = daysAfter(todayInIndia(), 30);
    expect(await irnProblemsOf(note._id)).toEqual([
      {
        invoiceId: note._id,
        number: note.number,
        problem: RETURNS_PROBLEMS.irnDue(formatDay(due)),
        severity: 'warning',
        irnDue: due,
      },
    ]);
    await recordIrn(note._id);
    expect(await irnProblemsOf(note._id)).toEqual([]);
    expect(await irnProblemsOf(invoice._id)).toEqual([]);
  });

  it('is an error once the 30 days have passed', async () => {
    const { invoice } = await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra);
    const books = await periodBooks(thisPeriod());
    const entry = books.entries.find((each) => each._id === invoice._id)!;
    expect(entry.irn).toBeUndefined();
    // The same entry as if dated 31 days ago: its last day was yesterday.
    const dated = daysAfter(todayInIndia(), -31);
    const late = findProblems({ ...books, entries: [{ ...entry, date: dated }] }, (await billingSettings()).tax);
    const due = daysAfter(dated, 30);
    expect(late.filter((problem) => problem.irnDue)).toEqual([
      {
        invoiceId: invoice._id,
        number: invoice.number,
        problem: RETURNS_PROBLEMS.irnLate(formatDay(due)),
        severity: 'error',
        irnDue: due,
      },
    ]);
  });

  it('warns of nothing when e-invoicing is off, or the turnover is under ₹10 crore', async () => {
    const { invoice } = await taxInvoiceFor(token, enquiryId, EINVOICE_BUYERS.maharashtra);
    expect(await irnProblemsOf(invoice._id)).toHaveLength(1);
    try {
      await setEinvoicing(token, true, 'up-to-10-crore');
      expect(await checkOf()).not.toContainEqual(expect.objectContaining({ invoiceId: invoice._id, irnDue: expect.any(String) }));
      await setEinvoicing(token, false, 'above-10-crore');
      const problems = await checkOf();
      expect(problems.filter((problem) => problem.irnDue)).toEqual([]);
      const periods = await callEndpoint(returnsApi.periods, { token });
      expect(periods.body.data.find((each) => each.period === thisPeriod())?.irnDue).toBeUndefined();
    } finally {
      await setEinvoicing(token, true, 'above-10-crore');
    }
  });
});

describe('a period marked filed', () => {
  const body = () => ({ arn: 'AA0711260012345', date: todayInIndia() });

  it('is refused while it is still running, naming the day it ends', async () => {
    // Next month's period has not ended whatever today is.
    const [year, month] = todayInIndia().split('-').map(Number);
    const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 7);
    const period = periodOfMonthKey(next);
    const refused = await callEndpoint(returnsApi.filed, { params: { period }, body: body(), token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('period-running');
    expect(refused.body.message).toBe(
      `GSTR-1 of ${periodLabel(period, 'monthly')} cannot be marked filed before the period ends on ${formatDay(lastDayOf(next))}`,
    );
    const listed = await callEndpoint(returnsApi.periods, { token });
    expect(listed.body.data.find((each) => each.period === thisPeriod())?.ends).toBe(lastDayOf(todayInIndia().slice(0, 7)));
  });

  it('is refused with a date filed before the period ended, and taken on or after its last day', async () => {
    const month = lastMonth();
    const period = periodOfMonthKey(month);
    const early = await callEndpoint(returnsApi.filed, {
      params: { period },
      body: { ...body(), date: `${month}-15` },
      token,
    });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('filed-before-period-end');
    expect(early.body.errors?.date).toBe(RETURNS_MESSAGES.filedBeforeEnd(formatDay(lastDayOf(month))));
    const filed = await callEndpoint(returnsApi.filed, {
      params: { period },
      body: { ...body(), date: lastDayOf(month) },
      token,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.data.filed).toMatchObject({ arn: 'AA0711260012345', date: lastDayOf(month) });
  });
});
