/**
 * The scheduled reminders of a balance due, over the real store and a real SMTP server: once before dispatch
 * for an order in production with a balance, once after its tax invoice's due date, never twice, none when
 * Settings turn a step off; a run with nothing to remind reads no order.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { remindBalances } from '../../src/lib/server/payments/reminders.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import type { InvoiceSummary } from '../../src/lib/schemas/invoices.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { dateIn } from '../helpers/dates.ts';

let smtp: TestSmtp;
let token: string;
let request: ProductQuote;

/** The tax invoice of an order's dispatch, due yesterday. */
const DUE_YESTERDAY = (): InvoiceSummary => ({
  _id: 'inv1',
  number: 'INV/2026-27/0042',
  kind: 'tax',
  date: dateIn(-16),
  total: 1_000_000,
  dueDate: dateIn(-1),
  status: 'issued',
});

/** An order of ₹10,000 with its ₹5,000 advance paid, at `stage`. */
async function paidAdvance(stage: 'In production' | 'Dispatched') {
  const made = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: request._id, lines: [{ description: 'Woven label', quantity: 1000, unitPrice: 10 }] },
    token,
  });
  const { _id: id, number } = made.body.data;
  await callEndpoint(quotationsApi.send, {
    params: { id },
    body: {},
    token,
    headers: { 'if-match': `"${made.body.data.version}"` },
  });
  await callEndpoint(quotationsApi.acceptance, { params: { id }, body: { name: 'Ram', words: 'Yes.' }, token });
  await callEndpoint(paymentsApi.record, {
    params: { id },
    body: { amount: 5000, method: 'UPI', reference: '412345678999' },
    token,
  });
  // The goods leave with their tax invoice (tests/api/dispatch-invoice.test.ts): one stands, due yesterday.
  if (stage === 'Dispatched') await quotations.update(id, (current) => ({ ...current, invoices: [DUE_YESTERDAY()] }));
  for (const next of stage === 'Dispatched' ? (['In production', 'Dispatched'] as const) : ([stage] as const)) {
    const moved = await callEndpoint(quotationsApi.stage, { params: { id }, body: { stage: next, notify: false }, token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return { id, number };
}

const setReminders = async (switches: { remindBeforeDispatch: boolean; remindAfterDue: boolean }) => {
  const { data } = await siteSettings.read();
  await siteSettings.save({ ...data, payments: { ...data.payments, ...switches } }, {});
};

beforeAll(async () => {
  ({ smtp, token, request } = await startQuotationBuyer('Reminded Label', 'Ram Reminded'));
});

afterAll(() => stopQuotationBuyer({ smtp }));

describe('the balance reminders', () => {
  it('remind once before dispatch and once after the due date, never twice', async () => {
    await setReminders({ remindBeforeDispatch: true, remindAfterDue: true });
    const producing = await paidAdvance('In production');
    const dispatched = await paidAdvance('Dispatched');

    expect(await remindBalances()).toBeGreaterThanOrEqual(2);
    const [before] = await smtp.mailsAbout(`Order ${producing.number}: the balance is due before dispatch`, 1);
    expect(before.to).toMatchObject({ value: [{ address: 'ram@example.in' }] });
    expect(before.text).toContain('₹5,000.00 is due before we dispatch it');
    expect(before.text).toContain('/q/');
    const [overdue] = await smtp.mailsAbout(`Order ${dispatched.number}: payment overdue`, 1);
    expect(overdue.text).toContain(`₹5,000.00 on order ${dispatched.number} was due on`);
    expect((await quotations.get(producing.id))?.paymentReminders?.beforeDispatch).toEqual(expect.any(String));
    expect((await quotations.get(dispatched.id))?.events?.at(-1)).toMatchObject({ kind: 'payment-reminded', by: '' });

    // Nothing left to remind: the next run reads no order at all, and mails nothing.
    const update = vi.spyOn(quotations, 'update');
    const get = vi.spyOn(quotations, 'get');
    try {
      expect(await remindBalances()).toBe(0);
      expect(update).not.toHaveBeenCalled();
      expect(get).not.toHaveBeenCalled();
    } finally {
      update.mockRestore();
      get.mockRestore();
    }
    await mailDrained(smtp);
    expect(smtp.arrived(`Order ${producing.number}: the balance is due`)).toHaveLength(1);
    expect(smtp.arrived(`Order ${dispatched.number}: payment overdue`)).toHaveLength(1);
  });

  it('sends nothing for a step Settings turn off, nor once the balance is paid', async () => {
    await setReminders({ remindBeforeDispatch: false, remindAfterDue: true });
    try {
      const producing = await paidAdvance('In production');
      expect(await remindBalances()).toBe(0);
      expect((await quotations.get(producing.id))?.paymentReminders).toBeUndefined();

      await setReminders({ remindBeforeDispatch: true, remindAfterDue: true });
      await callEndpoint(paymentsApi.record, { params: { id: producing.id }, body: { amount: 5000, method: 'UPI' }, token });
      expect(await remindBalances()).toBe(0);
      await mailDrained(smtp);
      expect(smtp.arrived(`Order ${producing.number}: the balance`)).toHaveLength(0);
    } finally {
      await setReminders({ remindBeforeDispatch: true, remindAfterDue: true });
    }
  });
});
