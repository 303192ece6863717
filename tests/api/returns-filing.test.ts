/**
 * The Returns screen's calls over the real handlers and the local store: the year's periods and what each
 * holds, the check before download (a planted short HSN code and an export without its shipping bill, each
 * naming its invoice), a quarterly filer asked for a month that ends no quarter, and a period marked filed:
 * once only, and its invoices are then corrected by notes, never cancelled. The Accountant may do it all,
 * Staff none of it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { activityApi, settingsApi } from '../../src/lib/api/index.ts';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { RETURNS_PROBLEMS } from '../../src/lib/messages/returns.ts';
import { lastMonth, thisPeriod } from '../helpers/returns.ts';
import { periodOfMonthKey } from '../../src/lib/gst/periods.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { callEndpoint, offContract } from '../helpers/api.ts';
import { BUYERS, LINE, type BillingBody, type QuotationTerms, useInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { teamMember } from '../helpers/team-members.ts';

const orders = useInvoiceBuyer('Filed Label');

async function taxInvoice(billing: BillingBody, terms: QuotationTerms) {
  const { quotation } = await orders.acceptedOrder(billing, terms);
  if (billing === BUYERS.abroad) {
    const set = await orders.setSupply(quotation._id, 'export');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  const issued = await orders.issueInvoice(quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

/** Saves the company's tax details with `changes` (the rest as they are). */
async function setTax(changes: Record<string, unknown>) {
  const current = (await callEndpoint(settingsApi.get, { token: orders.token })).body;
  const body = { ...current.data, tax: { ...current.data.tax!, ...changes } };
  const saved = await callEndpoint(settingsApi.save, {
    token: orders.token,
    body: offContract(body),
    headers: { 'if-match': String(current.version) },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

type Issued = Awaited<ReturnType<typeof taxInvoice>>;
let short: Issued;
let exported: Issued;
let standing: Issued;
let cancelled: Issued;

beforeAll(async () => {
  // 1,000 labels at ₹3.15 = ₹3,150.00, 18% IGST ₹567.00, with a 4-digit HSN code: enough up to ₹5 crore of turnover.
  short = await taxInvoice(BUYERS.maharashtra, { lines: [{ ...LINE, hsn: '5807' }], charges: [] });
  // $80.00 under the LUT, no shipping bill yet.
  exported = await taxInvoice(BUYERS.abroad, {
    lines: [{ ...LINE, quantity: 2000, unitPrice: 0.04 }],
    charges: [],
    currency: 'USD',
  });
  standing = await taxInvoice(BUYERS.delhi, { lines: [LINE], charges: [] });
  cancelled = await taxInvoice(BUYERS.delhi, { lines: [LINE], charges: [] });
  expect((await orders.cancelInvoice(cancelled._id, 'Ordered twice')).status).toBe(200);
}, 60_000);

describe('the check before download', () => {
  it('names the export without its shipping bill and rupee value, and no HSN code while 4 digits are enough', async () => {
    const check = await callEndpoint(returnsApi.check, { query: { period: thisPeriod() }, token: orders.token });
    expect(check.status).toBe(200);
    expect(check.body.data).toEqual(
      expect.arrayContaining([
        { invoiceId: exported._id, number: exported.number, problem: RETURNS_PROBLEMS.noExchangeRate('USD'), severity: 'error' },
        { invoiceId: exported._id, number: exported.number, problem: RETURNS_PROBLEMS.noShippingBill, severity: 'warning' },
      ]),
    );
    expect(check.body.data.filter((problem) => problem.invoiceId === short._id)).toEqual([]);
  });

  it('names the invoice whose HSN code is too short once the turnover is above ₹5 crore', async () => {
    await setTax({ turnover: 'up-to-10-crore' });
    try {
      const check = await callEndpoint(returnsApi.check, { query: { period: thisPeriod() }, token: orders.token });
      expect(check.body.data.filter((problem) => problem.invoiceId === short._id)).toEqual([
        { invoiceId: short._id, number: short.number, problem: RETURNS_PROBLEMS.shortHsn('5807', 6), severity: 'error' },
      ]);
    } finally {
      await setTax({ turnover: 'up-to-5-crore' });
    }
  });

  it('is gone once the shipping bill and its exchange rate are recorded', async () => {
    const bill = await callEndpoint(returnsApi.shippingBill, {
      params: { id: exported._id },
      body: { portCode: 'INDEL4', number: '1234567', date: todayInIndia(), exchangeRate: 83.25 },
      token: orders.token,
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
    const check = await callEndpoint(returnsApi.check, { query: { period: thisPeriod() }, token: orders.token });
    expect(check.body.data.filter((problem) => problem.invoiceId === exported._id)).toEqual([]);
  });
});

describe('a shipping bill', () => {
  it('is refused for an invoice that is no export, and without its exchange rate for a foreign currency', async () => {
    const body = { portCode: 'INDEL4', number: '1234567', date: todayInIndia() };
    const notExport = await callEndpoint(returnsApi.shippingBill, { params: { id: standing._id }, body, token: orders.token });
    expect(notExport.status).toBe(409);
    expect(notExport.body.message).toContain(standing.number);
    const noRate = await callEndpoint(returnsApi.shippingBill, { params: { id: exported._id }, body, token: orders.token });
    expect(noRate.status).toBe(400);
    expect(noRate.body.errors?.exchangeRate).toMatch(/USD/);
    const badPort = await callEndpoint(returnsApi.shippingBill, {
      params: { id: exported._id },
      body: { ...body, portCode: 'DEL' },
      token: orders.token,
    });
    expect(badPort.status).toBe(400);
    expect(badPort.body.errors?.portCode).toBeDefined();
  });
});

describe('a quarterly filer', () => {
  it('is asked for a quarter by its last month, and sees four periods', async () => {
    await setTax({ filing: 'quarterly' });
    try {
      const year = Number(todayInIndia().slice(0, 4));
      const refused = await callEndpoint(returnsApi.gstr1, { query: { period: `01${year}` }, token: orders.token });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toContain(`06${year - 1}, 09${year - 1}, 12${year - 1} or 03${year}`);
      const periods = await callEndpoint(returnsApi.periods, { token: orders.token });
      expect(periods.body.data.map((each) => each.months.length)).toEqual([3, 3, 3, 3]);
    } finally {
      await setTax({ filing: 'monthly' });
    }
  });
});

describe('the year’s periods and filing', () => {
  it('lists this year’s months, newest first, this one holding its invoices', async () => {
    const answer = await callEndpoint(returnsApi.periods, { token: orders.token });
    expect(answer.status).toBe(200);
    expect(answer.body.year).toBe(financialYear(new Date()).label);
    expect(answer.body.data).toHaveLength(12);
    const now = answer.body.data.find((each) => each.period === thisPeriod());
    // Four tax invoices, one cancelled: ₹3,150 (IGST ₹567) + $80 at ₹83.25 (₹6,660) + ₹3,150 (₹283.50 + ₹283.50).
    expect(now).toMatchObject({
      invoices: 4,
      cancelled: 1,
      creditNotes: 0,
      debitNotes: 0,
      taxable: 12_960,
      tax: 1134,
      problems: 0,
    });
    expect(now?.filed).toBeUndefined();
  });

  it('is marked filed by the Accountant once it has ended, refused to Staff, and its invoices can no longer be cancelled', async () => {
    // Last month, ended, holds an invoice: one issued today and dated back into it, as if issued then.
    const month = lastMonth();
    const period = periodOfMonthKey(month);
    const dated = await taxInvoice(BUYERS.delhi, { lines: [LINE], charges: [] });
    await invoices.update(dated._id, (stored) => ({ ...stored, date: `${month}-15` }));

    const staff = await teamMember('Staff');
    const body = { arn: 'aa0711260012345', date: todayInIndia() };
    const refused = await callEndpoint(returnsApi.filed, { params: { period }, body, token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Admin or the Accountant can work on the GST returns.');

    const accountant = await teamMember('Accountant', 'Asha Accounts');
    const filed = await callEndpoint(returnsApi.filed, { params: { period }, body, token: accountant.token });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.data.filed).toMatchObject({ arn: 'AA0711260012345', date: todayInIndia(), by: 'Asha Accounts' });

    const activity = (await callEndpoint(activityApi.list, { token: orders.token })).body.data;
    expect(activity).toContainEqual(
      expect.objectContaining({
        userName: 'Asha Accounts',
        action: expect.stringMatching(/^GSTR-1 of .+ marked filed \(ARN AA0711260012345\)$/),
      }),
    );

    const again = await callEndpoint(returnsApi.filed, { params: { period }, body, token: orders.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('AA0711260012345');

    const cancel = await orders.cancelInvoice(dated._id, 'Wrong rate');
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('period-filed');
    expect(cancel.body.message).toMatch(/credit note/);
    const still = await callEndpoint(invoicesApi.get, { params: { id: dated._id }, token: orders.token });
    expect(still.body.data.status).toBe('issued');
    // This month's, not filed, is still cancelled as before.
    expect((await orders.cancelInvoice(standing._id, 'Wrong rate')).status).toBe(200);

    // Its year's list (last year's, in April).
    const year = financialYear(new Date(`${month}-15T12:00:00Z`)).label;
    const listed = await callEndpoint(returnsApi.periods, { query: { year }, token: accountant.token });
    expect(listed.body.data.find((each) => each.period === period)?.filed?.arn).toBe('AA0711260012345');
  });

  it('refuses a period that is no month, and an ARN that is not one', async () => {
    const bad = await callEndpoint(returnsApi.filed, {
      params: { period: '132026' },
      body: { arn: 'AA0711260012345', date: todayInIndia() },
      token: orders.token,
    });
    expect(bad.status).toBe(400);
    const arn = await callEndpoint(returnsApi.filed, {
      params: { period: thisPeriod() },
      body: { arn: 'ARN-1', date: todayInIndia() },
      token: orders.token,
    });
    expect(arn.status).toBe(400);
    expect(arn.body.errors?.arn).toBeDefined();
  });
});
