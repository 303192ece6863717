/**
 * The Transport and e-way bill panel, in real Chromium against the real local server: an order worth
 * ₹94,400 (20,000 labels at ₹4 with 18% GST) accepted on the customer's page, its tax invoice issued → the
 * transport form refuses a vehicle number that is none at its field, shows the validity the portal gives for
 * the distance, saves → the portal's JSON downloads → the e-way bill's number and validity are kept. axe on
 * the panel, and the fields in the order they are read. An export billed in dollars asks for its exchange rate
 * at its field, and its JSON is in rupees at it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { EWAY_BILL_MESSAGES as T } from '../../src/lib/messages/eway-bills.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, ok, saveCompanySettings } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';

const site = useBrowserSite();
const call = contractCaller(site);

const BUYER = {
  legalName: 'Shah Garments Private Limited',
  address: 'Plot 14, MIDC Andheri East, Mumbai 400093',
  state: 'Maharashtra',
};

const ABROAD = { legalName: 'Brooklyn Threads Inc.', address: '200 Kent Ave, Brooklyn NY 11249', country: 'United States' };

/**
 * An order worth ₹94,400 accepted on the customer's page, its tax invoice issued; in dollars to New York, staff's
 * word that it is an export given first: 20,000 labels at $0.05 = $1,000.00 and 18% IGST (no LUT in these settings).
 */
async function invoicedOrder(abroad = false) {
  await saveCompanySettings(call);
  const [product] = (await call<Product[]>(productsApi.list)).body.filter((each) => each.status === 'Active');
  const customer = `Meera Shah ${Date.now().toString(36)}`;
  const { id, secret } = await sentQuotation(call, { name: customer, email: 'meera@example.in' }, product._id, {
    lines: [{ description: 'Woven label, 50 × 20 mm, damask', quantity: 20_000, unitPrice: abroad ? 0.05 : 4, hsn: '58071020' }],
    taxPercent: 18,
    ...(abroad && { currency: 'USD' }),
  });
  ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: abroad ? ABROAD : BUYER }));
  if (abroad) ok(await call(invoicesApi.setSupply, { params: { id }, body: { treatment: 'export' } }));
  ok(await call(customerQuotationApi.accept, { params: { secret }, body: { name: 'Meera Shah', revision: 1, approve: true } }));
  ok(await call(invoicesApi.issue, { params: { id }, body: { kind: 'tax' } }), 201);
  return (await call(quotationsApi.get, { params: { id } })).body.data;
}

const panelOf = (page: Page) =>
  page
    .locator('section.quotation-actions__panel')
    .filter({ has: page.getByRole('heading', { level: 2, name: T.panelTitle, exact: true }) });

describe('the Transport and e-way bill panel', { timeout: 240_000 }, () => {
  it('takes the transport, offers the JSON and keeps the number, accessibly', async () => {
    const quotation = await invoicedOrder();
    const staff = await site.adminPage();
    await staff.goto(`/admin/quotations/${quotation._id}`);
    const panel = panelOf(staff);
    await panel.waitFor();
    await expectAccessible(staff, 'section[aria-labelledby="quotation-eway-bill"]');
    expect(await panel.getByText(T.deliveryPin('400093')).count()).toBe(1);

    // The fields in the order they are read, each with its label (the fields are found by id below).
    const labels = await panel
      .locator('form')
      .first()
      .locator('input, select')
      .evaluateAll((controls) =>
        controls.map((control) => (control as HTMLInputElement).labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim()),
      );
    expect(labels).toEqual([T.transporter, T.transporterId, T.mode, T.vehicle, T.distanceKm]);

    await panel.locator('#eway-transporter').fill('Rathi Roadways');
    await panel.locator('#eway-vehicle').fill('DELHI 1234');
    await panel.locator('#eway-distance').fill('1450');
    // 1,450 km: 8 days (one a 200 km or part of it).
    await panel.getByText(T.validityHint(8)).waitFor();
    await panel.getByRole('button', { name: T.saveTransport }).click();
    await panel.getByText(T.vehicleFormat).waitFor();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id)).toBe('eway-vehicle');
    await expectAccessible(staff, 'section[aria-labelledby="quotation-eway-bill"]');
    await panel.locator('#eway-vehicle').fill('DL 01 AB 1234');
    await panel.getByRole('button', { name: T.saveTransport }).click();
    await panel.getByText(T.transportSaved(quotation.number)).first().waitFor();

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      panel.getByRole('button', { name: T.downloadJson }).click(),
    ]);
    const json = JSON.parse((await downloadedBytes(download)).toString());
    // 80,000 taxable and 18% IGST (14,400): 94,400, to PIN 400093, by road.
    expect(json.billLists[0]).toMatchObject({
      totalValue: 80000,
      igstValue: 14400,
      totInvValue: 94400,
      toPincode: 400093,
      vehicleNo: 'DL01AB1234',
    });

    await panel.locator('#eway-number').fill('181000123456');
    await panel.locator('#eway-valid-until').fill('2099-03-14T23:59');
    await panel.getByRole('button', { name: T.saveNumber }).click();
    await panel.getByText(/^E-way bill 181000123456 for INV\//).waitFor();
    await expectAccessible(staff, 'section[aria-labelledby="quotation-eway-bill"]');
  });

  it('asks an export in dollars for its exchange rate, and its JSON is in rupees at it', async () => {
    const quotation = await invoicedOrder(true);
    const staff = await site.adminPage();
    await staff.goto(`/admin/quotations/${quotation._id}`);
    const panel = panelOf(staff);
    await panel.waitFor();
    await panel.locator('#eway-transporter').fill('Rathi Roadways');
    await panel.locator('#eway-vehicle').fill('DL 01 AB 1234');
    await panel.locator('#eway-distance').fill('30');
    await panel.getByRole('button', { name: T.saveTransport }).click();
    await panel.getByText(T.exchangeRateRequired('USD')).waitFor();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id)).toBe('eway-exchange-rate');
    await expectAccessible(staff, 'section[aria-labelledby="quotation-eway-bill"]');
    await panel.getByLabel(T.exchangeRate('USD')).fill('84.2517');
    await panel.getByRole('button', { name: T.saveTransport }).click();
    await panel.getByText(T.transportSaved(quotation.number)).first().waitFor();

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      panel.getByRole('button', { name: T.downloadJson }).click(),
    ]);
    // $1,000.00 at ₹84.2517 = ₹84,251.70; 18% IGST (the company has no LUT here) $180.00 = ₹15,165.306, ₹15,165.31;
    // $1,180.00 = ₹99,417.006, ₹99,417.01.
    expect(JSON.parse((await downloadedBytes(download)).toString()).billLists[0]).toMatchObject({
      subSupplyType: 3,
      totalValue: 84_251.7,
      igstValue: 15_165.31,
      totInvValue: 99_417.01,
    });
  });
});
