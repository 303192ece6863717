/**
 * The order's money in the back office, in real Chromium against the real local server: an order accepted on
 * the customer's page with billing details → its proforma (made on acceptance) cancelled with a reason in a
 * dialog and a new one issued, its PDF downloaded → a partial payment recorded (paid, due and outstanding
 * follow) → its reference again refused, then recorded as a different payment → a refund by bank with its
 * reason → production refused for the advance, then gone ahead with a reason → the customer's "I have paid"
 * confirmed → the billing details corrected → the Payments screen lists the order, filters by status and
 * offers the accountant's files. axe on the Payments screen and the new panels.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { customerInvoiceApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { type QuotationAnswer, quotationsApi } from '../../src/lib/api/quotations.ts';
import { settingsApi } from '../../src/lib/api/staff.ts';
import { ADMIN_PAGE_SIZE } from '../../src/lib/constants.ts';
import { QUOTATION_TEXTS as Q } from '../../src/lib/messages/quotations.ts';
import { MONEY_TEXTS as M, PAYMENTS_SCREEN_TEXTS as P } from '../../src/lib/messages/payments-screen.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, ok } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';
import { gstin } from '../helpers/gstin.ts';

const site = useBrowserSite();

const BUYER_GSTIN = gstin('27AAFFB9876E1Z');

const TAX = {
  legalName: 'Labels and Tags Co',
  gstin: gstin('07AAACL1234C1Z'),
  advancePercent: 50,
  signatory: { name: 'Asha Verma' },
};
const BANK = { holder: 'Labels and Tags Co', account: '50200012345678', ifsc: 'HDFC0001234', bank: 'HDFC Bank', branch: 'Okhla' };
const UPI = { id: 'labelsandtags@hdfcbank', payee: 'Labels and Tags Co' };
const BUYER = { legalName: 'Shah Garments Private Limited', address: 'Plot 14, MIDC Andheri East, Mumbai', state: 'Maharashtra' };

const call = contractCaller(site);

/**
 * The company's tax, bank and UPI details in Settings, and an order accepted on the customer's page with a
 * Maharashtra buyer's billing details: 1,000 labels at ₹4 with 18% GST, ₹4,720 in all, a ₹2,360 advance.
 */
async function acceptedOrder(): Promise<{ quotation: QuotationAnswer; secret: string; customer: string }> {
  const read = await call(settingsApi.get);
  ok(
    await call(settingsApi.save, {
      body: { ...read.body.data, tax: TAX, bank: BANK, upi: UPI },
      headers: { 'if-match': `"${read.body.version}"` },
    }),
  );
  const customer = `Meera Shah ${Date.now().toString(36)}`;
  const [product] = (await call<Product[]>(productsApi.list)).body.filter((each) => each.status === 'Active');
  const lines = [{ description: 'Woven label, 50 × 20 mm, damask', quantity: 1000, unitPrice: 4 }];
  const { id, secret } = await sentQuotation(call, { name: customer, email: 'meera@example.in' }, product._id, {
    lines,
    taxPercent: 18,
  });
  ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: BUYER }));
  ok(await call(customerQuotationApi.accept, { params: { secret }, body: { name: 'Meera Shah', revision: 1, approve: true } }));
  return { quotation: (await call(quotationsApi.get, { params: { id } })).body.data, secret, customer };
}

const panel = (page: Page, title: string) =>
  page
    .locator('section.quotation-actions__panel')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
const figure = (page: Page, label: string) =>
  panel(page, M.paymentsTitle)
    .locator('.money-panel__figures div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

describe("an order's money in the back office", { timeout: 360_000 }, () => {
  it('invoices, payments, going ahead without the advance, billing details and the Payments screen', async () => {
    const { quotation, secret, customer } = await acceptedOrder();
    const staff = await site.adminPage();
    await staff.goto(`/admin/quotations/${quotation._id}`);
    await staff.getByRole('heading', { level: 1, name: `Quotation ${quotation.number}` }).waitFor();

    // The proforma made on acceptance, listed with its PDF (it follows the acceptance, so the page is read again until it shows).
    const invoices = panel(staff, M.invoicesTitle);
    const proformaRow = invoices.getByRole('row').filter({ hasText: M.kind({ kind: 'proforma' }) });
    await expect
      .poll(async () => {
        if ((await proformaRow.count()) > 0) return true;
        await staff.reload();
        await invoices.waitFor();
        return false;
      })
      .toBe(true);
    const first = (await proformaRow.first().getByRole('cell').first().innerText()).trim();
    expect(first).toMatch(/^PI\/\d{4}-\d{2}\/\d{4,}$/);
    expect(await invoices.getByRole('button', { name: M.issueProforma }).count()).toBe(0);
    await expectAccessible(staff, '.quotation-actions');

    // Cancel needs a reason: refused at the field without one; Escape closes the dialog and gives the focus back.
    const cancel = invoices.getByRole('button', { name: M.cancelLabel(first) });
    await cancel.click();
    const dialog = staff.getByRole('dialog', { name: M.cancelTitle(first) });
    await dialog.waitFor();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.tagName)).toBe('TEXTAREA');
    await expectAccessible(staff, 'dialog[open]');
    await staff.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => staff.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(M.cancelLabel(first));
    await cancel.click();
    await dialog.getByRole('button', { name: M.confirmCancel }).click();
    await dialog.getByText('Say why the invoice is cancelled').waitFor();
    await dialog.getByLabel(M.reason).fill('Wrong PO number');
    await dialog.getByRole('button', { name: M.confirmCancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    await invoices.getByRole('row').filter({ hasText: first }).getByText(M.cancelled, { exact: true }).waitFor();

    // A new proforma: listed under its own number, its PDF downloaded.
    await invoices.getByRole('button', { name: M.issueProforma }).click();
    await invoices.getByText(/^Proforma invoice PI\/\S+ issued$/).waitFor();
    const second = invoices.getByRole('row').filter({ hasText: M.issued });
    const number = (await second.getByRole('cell').first().innerText()).trim();
    expect(number).not.toBe(first);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      second.getByRole('button', { name: M.pdfLabel(number) }).click(),
    ]);
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');

    // Payments: ₹4,720 in all, ₹2,360 due now; a partial payment recorded moves paid, due and outstanding.
    const payments = panel(staff, M.paymentsTitle);
    expect(await figure(staff, M.total).innerText()).toBe('₹4,720.00');
    expect(await figure(staff, M.due).innerText()).toBe('₹2,360.00');
    await payments.getByRole('button', { name: M.record }).click();
    await payments.getByText('Amount must be a number').waitFor();
    expect(await staff.evaluate(() => document.activeElement?.id)).toBe('payment-amount');
    await payments.getByLabel(M.amount).fill('1000');
    await payments.getByLabel(M.method).selectOption('Bank transfer');
    await payments.getByLabel(M.reference).fill('HDFCN52026112712345');
    await payments.getByRole('button', { name: M.record }).click();
    await payments.getByText(`Payment of ₹1,000.00 recorded on order ${quotation.number}`).waitFor();
    expect(await figure(staff, M.paid).innerText()).toBe('₹1,000.00');
    expect(await figure(staff, M.due).innerText()).toBe('₹1,360.00');
    expect(await figure(staff, M.outstanding).innerText()).toBe('₹3,720.00');
    expect(await payments.getByRole('row').filter({ hasText: 'HDFCN52026112712345' }).innerText()).toContain(
      M.paymentStatus('confirmed'),
    );
    await expectAccessible(staff, '.quotation-actions');

    // The same reference again: refused naming the first payment, then recorded once staff say it is another.
    const recordForm = payments.getByRole('form', { name: M.recordTitle });
    await recordForm.getByLabel(M.amount).fill('100');
    await recordForm.getByLabel(M.method).selectOption('Bank transfer');
    await recordForm.getByLabel(M.reference).fill('HDFCN52026112712345');
    await recordForm.getByRole('button', { name: M.record }).click();
    await payments
      .getByText(/^A payment with reference HDFCN52026112712345 is already recorded on this order: ₹1,000\.00 on /)
      .first()
      .waitFor();
    expect(await figure(staff, M.paid).innerText()).toBe('₹1,000.00');
    await payments.getByRole('button', { name: M.differentPayment }).click();
    await payments.getByText(`Payment of ₹100.00 recorded on order ${quotation.number}`).first().waitFor();
    expect(await figure(staff, M.paid).innerText()).toBe('₹1,100.00');
    expect(await payments.getByRole('button', { name: M.differentPayment }).count()).toBe(0);

    // Given back by bank, with a reason: paid goes down, the refund is listed as money going back and on the timeline.
    await payments.getByRole('button', { name: M.refundTitle }).click();
    const refundForm = payments.getByRole('form', { name: M.refundTitle });
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id)).toBe('refund-amount');
    await refundForm.getByRole('button', { name: M.refundSubmit }).click();
    await refundForm.getByText('Amount must be a number').waitFor();
    await refundForm.getByLabel(M.amount).fill('100');
    await refundForm.getByLabel(M.refundReason).fill('Paid twice by mistake');
    await refundForm.getByRole('button', { name: M.refundSubmit }).click();
    await payments.getByText(`Refund of ₹100.00 recorded on order ${quotation.number}`).first().waitFor();
    expect(await figure(staff, M.paid).innerText()).toBe('₹1,000.00');
    expect(await figure(staff, M.refundedSum).innerText()).toBe('₹100.00');
    expect(await payments.getByRole('row').filter({ hasText: 'Paid twice by mistake' }).innerText()).toContain('−₹100.00');
    await refundForm.waitFor({ state: 'detached' });
    await panel(staff, Q.threadTitle).getByText('Refund: ₹100.00: Paid twice by mistake').waitFor();
    await expectAccessible(staff, '.quotation-actions');

    // In production waits for the advance: refused, then gone ahead with a reason, kept on the order.
    const order = panel(staff, Q.orderTitle);
    await order.getByLabel(Q.stage).selectOption('In production');
    await order.getByRole('button', { name: Q.moveStage }).click();
    await order.getByRole('heading', { name: M.goAhead }).waitFor();
    await order.getByRole('button', { name: M.goAheadSubmit }).click();
    await order.getByText(M.goAheadRequired).waitFor();
    await order.getByLabel(M.goAheadReason).fill('Regular buyer, advance promised by Friday');
    await order.getByRole('button', { name: M.goAheadSubmit }).click();
    await order.getByText(`Order ${quotation.number}: In production`).waitFor();
    await payments.getByText(/Production went ahead before the advance .*: Regular buyer, advance promised by Friday/).waitFor();

    // The customer says they paid: their report waits for us, and Confirm counts it as paid.
    ok(await call(paymentsApi.report, { params: { secret }, body: { reference: '412345678901', amount: 500 } }));
    await staff.reload();
    const reported = payments.getByRole('row').filter({ hasText: '412345678901' });
    expect(await reported.innerText()).toContain(M.paymentStatus('reported'));
    expect(await figure(staff, M.reportedSum).innerText()).toBe('₹500.00');
    await reported.getByRole('button', { name: M.confirmLabel('₹500.00', '412345678901') }).click();
    await payments.getByText(`Payment of ₹500.00 confirmed on order ${quotation.number}`).waitFor();
    expect(await reported.innerText()).toContain(M.paymentStatus('confirmed'));
    expect(await figure(staff, M.paid).innerText()).toBe('₹1,500.00');
    // In production the whole rest is due.
    expect(await figure(staff, M.due).innerText()).toBe('₹3,220.00');

    // Billing details corrected in a dialog: checked with the server's schema at its fields, then saved.
    const billing = panel(staff, M.billingTitle);
    expect(await billing.innerText()).toContain(BUYER.legalName);
    await billing.getByRole('button', { name: M.correct }).click();
    const correct = staff.getByRole('dialog', { name: M.correctTitle });
    await correct.getByLabel(M.billingFields.gstin).fill(`${BUYER_GSTIN.slice(0, 14)}${BUYER_GSTIN.endsWith('A') ? 'B' : 'A'}`);
    await correct.getByRole('button', { name: M.save }).click();
    await correct.getByText('GSTIN is not valid: check its 15 characters').waitFor();
    expect(await staff.evaluate(() => document.activeElement?.id)).toBe('billing-gstin');
    await expectAccessible(staff, 'dialog[open]');
    await correct.getByLabel(M.billingFields.gstin).fill(BUYER_GSTIN);
    await correct.getByLabel(M.billingFields.poNumber).fill('PO-7790');
    await correct.getByRole('button', { name: M.save }).click();
    await correct.waitFor({ state: 'hidden' });
    await billing.getByText('PO-7790').waitFor();
    expect(await billing.innerText()).toContain(BUYER_GSTIN);

    // The Payments screen: the totals, the order with its money, the filters, the accountant's files.
    // The newest balance comes last (overdue first, then the oldest): open the page that holds it.
    const all = await call<{ data: { _id: string }[] }>(paymentsApi.list, { query: { limit: 100 } });
    const place = all.body.data.findIndex((each) => each._id === quotation._id);
    expect(place).toBeGreaterThanOrEqual(0);
    const listPage = Math.floor(place / ADMIN_PAGE_SIZE) + 1;
    await staff.goto(`/admin/payments${listPage > 1 ? `?page=${listPage}` : ''}`);
    await staff.getByRole('heading', { level: 1, name: P.title }).waitFor();
    const row = staff.getByRole('row').filter({ hasText: quotation.number });
    await row.waitFor();
    expect(await row.innerText()).toContain(customer);
    expect(await row.getByRole('cell').nth(3).innerText()).toBe(`₹1,500.00\n${P.refunded('₹100.00')}`);
    expect(await row.getByRole('cell').nth(4).innerText()).toBe('₹3,220.00');
    expect(await staff.locator('.payments__figure').first().innerText()).toContain(P.outstanding);
    await expectAccessible(staff);
    // Paid: nothing outstanding on any row; overdue: days on every row. Ours is neither.
    const cells = (column: number) => staff.locator(`tbody tr td:nth-child(${column + 1})`).allInnerTexts();
    await staff.getByLabel(P.status).selectOption('paid');
    await staff.waitForURL((url) => url.search === '?status=paid');
    await staff.locator('.orders__count').waitFor();
    expect(await row.count()).toBe(0);
    expect(new Set(await cells(4))).toEqual(new Set((await cells(4)).length ? ['₹0.00'] : []));
    await staff.getByLabel(P.status).selectOption('overdue');
    await staff.waitForURL((url) => url.search === '?status=overdue');
    await staff.locator('.orders__count').waitFor();
    expect(await row.count()).toBe(0);
    for (const days of await cells(6)) expect(days).toMatch(/^\d+ days?$/);
    await staff.goBack();
    await staff.waitForURL((url) => url.search === '?status=paid');
    expect(await staff.getByLabel(P.status).inputValue()).toBe('paid');

    await staff.getByLabel(P.month).fill('2026-04');
    const [register] = await Promise.all([
      staff.waitForEvent('download'),
      staff.getByRole('button', { name: P.register }).click(),
    ]);
    expect(register.suggestedFilename()).toBe('invoice-register-2026-04.csv');
    expect((await downloadedBytes(register)).toString()).toMatch(/^\uFEFF?Invoice number,/);
    const [hsn] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: P.hsnSummary }).click()]);
    expect(hsn.suggestedFilename()).toBe('hsn-summary-2026-04.csv');

    // The dashboard: what is outstanding and what waits on us.
    await staff.goto('/admin/dashboard');
    await staff
      .locator('[data-key="outstanding"]')
      .getByText(/^₹[\d,]+$/)
      .waitFor();
    await staff.locator('[data-key="payments-to-confirm"]').waitFor();
  });
});
