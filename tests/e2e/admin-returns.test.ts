/**
 * The accountant files this month's GSTR-1 from the Returns screen, in real Chromium against the real local
 * server: an Admin's export order invoiced (seeded over the API, as staff would) → the Accountant signs in,
 * lands on Returns with only their pages in the sidebar and no call the server refuses them → this month's
 * period (today's, New Delhi's) is open, its check flags the export's missing shipping bill → the Accountant
 * records it from the check's list and the check comes back clean → downloads the GSTR-1 CSVs' ZIP and finds
 * the export in its exp.csv → has the month's pack prepared and saved → finds the month, still running, not yet
 * to be marked filed → marks last month, ended, filed with the ARN and date. axe on the screen, its pack and its dialogs; screenshots at 1280 and 390 px wide in /tmp.
 * Run alone: npx vitest run tests/e2e/admin-returns.test.ts
 */
import { unzipSync, strFromU8 } from 'fflate';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { type ReturnPeriod, returnsApi } from '../../src/lib/api/returns.ts';
import { settingsApi } from '../../src/lib/api/staff.ts';
import { teamMembersApi } from '../../src/lib/api/team.ts';
import { formatDay, todayInIndia } from '../../src/lib/format/dates.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { periodLabel, periodOfMonth } from '../../src/lib/gst/periods.ts';
import { RETURNS_MESSAGES, RETURNS_PROBLEMS } from '../../src/lib/messages/returns.ts';
import { PAYMENTS_SCREEN_TEXTS as P } from '../../src/lib/messages/payments-screen.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../src/lib/messages/returns-screen.ts';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { SETTINGS_TEXTS as S } from '../../src/lib/messages/settings.ts';
import { TEAM_TEXTS } from '../../src/lib/messages/team.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { valid } from '../api/fixtures.ts';
import { contractCaller, ok, saveCompanySettings } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';
import { heading, toast } from './helpers/screen.ts';
import { lastDayOf, lastMonth } from '../helpers/returns.ts';

// An empty store: this month holds only the invoice made here, so its check is this test's to clear.
const site = useBrowserSite({ template: { name: 'unseeded', env: { SEED: '0' } } });
const call = contractCaller(site);

const ACCOUNTANT = { email: 'ca.mehta@example.in', name: 'Rohit Mehta', role: 'Accountant', password: 'ledger-and-returns-2026' };
const BUYER = { legalName: 'Brooklyn Threads Inc.', address: '200 Kent Ave, Brooklyn NY 11249', country: 'United States' };
/** 1,000 woven labels at ₹4, HSN 5807 in full: ₹4,000 taxable, 18% IGST ₹720 (an export with IGST paid). */
const LINE = { description: 'Woven label, 50 × 20 mm, damask', quantity: 1000, unitPrice: 4, hsn: '58071020' };
const SHIPPING_BILL = { portCode: 'INNSA1', number: '4512873' };

/** An export order accepted by its buyer abroad, confirmed as an export by staff, and its tax invoice. */
async function exportInvoice(): Promise<{ invoiceId: string; number: string; order: string }> {
  await saveCompanySettings(call);
  const product = await call<{ data: Product }>(productsApi.create, { body: valid.product() });
  ok(product, 201);
  const buyer = { name: `Dana Brooks ${Date.now().toString(36)}`, email: 'dana@brooklynthreads.example' };
  const {
    id,
    secret,
    number: order,
  } = await sentQuotation(call, buyer, product.body.data._id, { lines: [LINE], taxPercent: 18 });
  ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: BUYER }));
  ok(await call(customerQuotationApi.accept, { params: { secret }, body: { name: buyer.name, revision: 1, approve: true } }));
  ok(await call(invoicesApi.setSupply, { params: { id }, body: { treatment: 'export' } }));
  const issued = await call(invoicesApi.issue, { params: { id }, body: { kind: 'tax' } });
  ok(issued, 201);
  expect(issued.body.data.supply).toBe('export');
  return { invoiceId: issued.body.data._id, number: issued.body.data.number, order };
}

/** Signs in on /signin as a person, the way they would, and waits for the admin's first screen. */
async function signIn(page: Page, person: { email: string; password: string }) {
  await page.goto('/signin');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

const periodSection = (page: Page, label: string) =>
  page.locator('section.returns__period').filter({ has: page.getByRole('heading', { level: 2, name: T.periodTitle(label) }) });

describe("the accountant's month", { timeout: 300_000 }, () => {
  it('signs in to Returns, mends what the check flags, downloads the CSVs and, the month still running, marks last month filed', async () => {
    const invoice = await exportInvoice();
    ok(await call(teamMembersApi.create, { body: ACCOUNTANT }), 201);
    const month = todayInIndia().slice(0, 7);
    const period = periodOfMonth(month, 'monthly');
    const label = periodLabel(period, 'monthly');

    const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
    // Every answer the admin gets: none may be a refusal (the dashboard, the inbox counts, publishing).
    const answers: { url: string; status: number }[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/api/')) answers.push({ url: url.pathname, status: response.status() });
    });
    await signIn(page, ACCOUNTANT);
    await page.waitForURL((url) => url.pathname === '/admin/returns');
    await heading(page, T.title).waitFor();
    const section = periodSection(page, label);
    await section.waitFor();

    // Only what the Accountant's role reads: the Money group's Payments and Returns, nothing of the sales team.
    const panel = page.getByRole('navigation', { name: 'Admin Panel' });
    expect(await panel.getByRole('heading', { level: 3 }).allTextContents()).toEqual([ADMIN_TEXTS.navigation.money]);
    expect(await panel.getByRole('link').allTextContents()).toEqual(['Payments', 'Returns']);
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
    const asked = answers.map((answer) => answer.url);
    expect(asked).toContain('/api/returns');
    for (const refused of ['/api/dashboard', '/api/site-status', '/api/quotations']) expect(asked).not.toContain(refused);

    // The check flags the export without its shipping bill, which the Accountant records here.
    const problem = section.getByRole('row').filter({ hasText: invoice.number });
    await problem.getByText(RETURNS_PROBLEMS.noShippingBill).waitFor();
    await expectAccessible(page, '#admin-main');
    await page.screenshot({ path: '/tmp/returns-accountant-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/returns-accountant-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await problem.getByRole('button', { name: T.recordShippingBillOf(invoice.number) }).click();
    const dialog = page.getByRole('dialog', { name: T.shippingBillTitle(invoice.number) });
    await dialog.waitFor();
    // Escape closes it, the check untouched; opened again, an empty form is refused field by field.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await problem.getByRole('button', { name: T.recordShippingBillOf(invoice.number) }).click();
    await dialog.getByRole('button', { name: T.recordShippingBill }).click();
    await dialog.getByText(RETURNS_MESSAGES.portCodeRequired).waitFor();
    await expectAccessible(page, 'dialog[open]');
    await dialog.getByLabel(T.portCode).fill(SHIPPING_BILL.portCode);
    await dialog.getByLabel(T.shippingBillNumber).fill(SHIPPING_BILL.number);
    await dialog.getByLabel(T.shippingBillDate).fill(todayInIndia());
    await dialog.getByRole('button', { name: T.recordShippingBill }).click();
    await dialog.waitFor({ state: 'hidden' });
    await section.getByText(T.clean).waitFor();

    // The offline tool's CSVs: the export is in exp.csv with its port code and shipping bill.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: T.gstr1Csv }).click(),
    ]);
    const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['b2b.csv', 'exp.csv', 'docs.csv']));
    const exp = strFromU8(files['exp.csv']);
    expect(exp).toContain(invoice.number);
    expect(exp).toContain(SHIPPING_BILL.portCode);
    expect(exp).toContain(SHIPPING_BILL.number);

    // The month's pack: prepared on the server while the screen follows it, and, one part, saved by itself.
    const [packed] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: T.pack, exact: true }).click(),
    ]);
    expect(packed.suggestedFilename()).toBe(`gst-pack-${period}.zip`);
    const pack = unzipSync(new Uint8Array(await downloadedBytes(packed)));
    expect(Object.keys(pack)).toEqual(
      expect.arrayContaining([
        `invoices/${invoice.number.replaceAll('/', '-')}.pdf`,
        `register-${month}.csv`,
        `tally-${period}.xml`,
      ]),
    );
    const packPanel = section.getByRole('region', { name: T.packHeading(label) });
    await packPanel
      .getByRole('status')
      .filter({ hasText: T.packReady(1) })
      .waitFor();
    await expectAccessible(page);
    // Closed, the panel hands focus back to the button that started it.
    await packPanel.getByRole('button', { name: T.packClose }).click();
    await packPanel.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(T.pack);

    // A month still running is not offered Mark filed, the screen saying when it may be (all but on its last day).
    const ends = lastDayOf(month);
    if (ends > todayInIndia()) {
      await section.getByText(T.stillRunning(formatDay(ends))).waitFor();
      expect(await section.getByRole('button', { name: T.markFiled }).count()).toBe(0);
    }
    // Last month, ended, is marked filed with the ARN the portal gave and today's date (its year's list, in April).
    const ended = lastMonth();
    const endedPeriod = periodOfMonth(ended, 'monthly');
    const endedLabel = periodLabel(endedPeriod, 'monthly');
    const endedYear = financialYear(new Date(`${ended}-15T12:00:00+05:30`)).label;
    await page.goto(`/admin/returns?year=${endedYear}&period=${endedPeriod}`);
    const endedSection = periodSection(page, endedLabel);
    const arn = `AA07${ended.slice(5, 7)}${ended.slice(2, 4)}0012345`;
    await endedSection.getByRole('button', { name: T.markFiled }).click();
    const filing = page.getByRole('dialog', { name: T.filedTitle(endedLabel) });
    await filing.waitFor();
    await expectAccessible(page, 'dialog[open]');
    await filing.getByLabel(T.arn).fill(arn);
    await filing.getByRole('button', { name: T.markFiled }).click();
    await toast(page, RETURNS_MESSAGES.filed(endedLabel)).waitFor();
    await filing.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: T.open(endedLabel) }) });
    await row.getByText(T.arnIs(arn)).waitFor();
    const stored = await call<{ data: ReturnPeriod[] }>(returnsApi.periods, { query: { year: endedYear } });
    expect(stored.body.data.find((each) => each.period === endedPeriod)?.filed).toMatchObject({ arn, date: todayInIndia() });

    // Payments, read only: the order is listed without a link to its page (the sales team's), the month's files below.
    await panel.getByRole('link', { name: 'Payments' }).click();
    await heading(page, P.title).waitFor();
    await page.getByRole('cell', { name: invoice.order, exact: true }).waitFor();
    expect(await page.locator('#admin-main').getByRole('link').count()).toBe(0);
    await page.getByRole('button', { name: P.register }).waitFor();
    expect(answers.filter((answer) => answer.status >= 400)).toEqual([]);
  });

  it('an Admin files quarterly in Settings, names the Tally ledgers, and Returns lists the quarter; Team says what each role may do', async () => {
    const page = await site.adminPage();
    await page.goto('/admin/settings');
    await heading(page, S.title).waitFor();
    const field = (label: string) => page.getByLabel(label, { exact: true });
    // What the returns read until an Admin says otherwise: monthly, no e-invoicing, ₹50,000, a new Tally company's ledgers.
    await expect.poll(() => field(S.filing).inputValue()).toBe('monthly');
    expect(await field(S.eInvoicing).isChecked()).toBe(false);
    expect(await field(S.ewayBillThreshold).inputValue()).toBe('50000');
    expect(await field(S.ledgers.sales).inputValue()).toBe('Sales');
    await field(S.filing).selectOption({ label: S.filings.quarterly });
    await field(S.eInvoicing).check();
    await field(S.ewayBillThreshold).fill('100000');
    await field(S.ledgers.sales).fill('Sales - Woven Labels');
    await field(S.ledgers.igst).fill('');
    await page.getByRole('button', { name: S.save }).click();
    await page.getByText('IGST ledger is required').waitFor();
    await field(S.ledgers.igst).fill('IGST Output 18%');
    await page.getByRole('button', { name: S.save }).click();
    await toast(page, MESSAGES.settingsSaved).waitFor();
    const saved = (await call(settingsApi.get)).body.data.tax;
    expect(saved).toMatchObject({
      filing: 'quarterly',
      eInvoicing: true,
      ewayBillThreshold: 100_000,
      tally: { sales: 'Sales - Woven Labels', igst: 'IGST Output 18%', cgst: 'Output CGST' },
    });

    // Returns is among an Admin's money screens, and lists this quarter.
    const quarter = periodLabel(periodOfMonth(todayInIndia().slice(0, 7), 'quarterly'), 'quarterly');
    const panel = page.getByRole('navigation', { name: 'Admin Panel' });
    await panel.getByRole('button', { name: ADMIN_TEXTS.navigation.money, exact: true }).click();
    await panel.getByRole('link', { name: T.title }).click();
    await heading(page, T.title).waitFor();
    await page.getByRole('heading', { level: 2, name: T.periodTitle(quarter) }).waitFor();

    await page.goto('/admin/team');
    await heading(page, TEAM_TEXTS.team).waitFor();
    for (const line of Object.values(TEAM_TEXTS.roles)) await page.getByText(line, { exact: true }).first().waitFor();
    await page.getByRole('button', { name: TEAM_TEXTS.addPerson }).click();
    const dialog = page.getByRole('dialog', { name: TEAM_TEXTS.addPerson });
    expect(await dialog.getByLabel('Role').locator('option').allTextContents()).toEqual(['Admin', 'Staff', 'Accountant']);
    await dialog.getByText(TEAM_TEXTS.roles.Accountant).waitFor();
  });
});
