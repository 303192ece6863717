/**
 * The report in a real browser (docs/product.md 2.28) over the demo's year of orders: 'Money by month' shows,
 * month by month, the invoiced, collected and outstanding rupees and the median days from dispatch to paid in
 * full that the report's call answers; axe over the screen.
 */
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/lib/api/define.ts';
import { type QuotationReport, quotationsApi } from '../../src/lib/api/quotations.ts';
import { REPORT_TEXTS as T } from '../../src/lib/messages/orders.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';

const site = useBrowserSite();

/** Rupees as the report writes them: whole rupees without their paise. */
const rupees = (amount: number) => formatMoney(amount, 'INR').replace(/\.00$/, '');

describe('Report', () => {
  it("shows each month's money as the report's call answers it", async () => {
    const { body } = await callApi<{ data: QuotationReport }>(site, pathOf(quotationsApi.report), { auth: true });
    const months = body.data.months;
    // The demo's year behind is invoiced and paid: the table is not a column of zeros.
    expect(months.some((month) => month.collected > 0)).toBe(true);

    const page = await site.adminPage();
    await page.goto('/admin/report');
    const money = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: T.moneyColumns[0] }) });
    await page.getByRole('heading', { name: T.money }).waitFor();
    const rows = money.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(months.length);
    for (const [index, month] of months.entries())
      expect(await rows.nth(index).locator('th, td').allTextContents()).toEqual([
        month.label,
        rupees(month.invoiced),
        rupees(month.collected),
        rupees(month.outstanding),
        month.medianDaysToPaidInFull === null ? '–' : String(month.medianDaysToPaidInFull),
      ]);
    await expectAccessible(page);
  });
});
