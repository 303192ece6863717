/**
 * The money side of the customer's page in real Chromium (docs/product.md 2.26): billing details asked before
 * Accept, refused at their fields by the page and by the server, saved, then the acceptance; the payment
 * section with the UPI QR code, the UPI app's button on a phone, the bank details' copy buttons, no "Pay
 * online" without Razorpay's keys (and with it, off to the link made), "I have paid" recorded as waiting; once
 * confirmed, a refund and a credit said beside what is paid; the order's invoices listed, a cancelled one
 * marked; the details corrected with Edit. axe over the page with the new sections shown.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/lib/api/define.ts';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../src/lib/messages/customer-quotation.ts';
import { valid } from '../api/fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { COMPANY_TAX, contractCaller, saveCompanySettings } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';

// No demo content: one buyer's request is all it needs (the demo admin is made all the same).
const site = useBrowserSite({ template: { name: 'unseeded', env: { SEED: '0' } } });

const BANK = {
  holder: 'Labels and Tags Co',
  account: '50200012345678',
  ifsc: 'HDFC0001234',
  bank: 'HDFC Bank',
  branch: 'Okhla Phase II',
};
const UPI = { id: 'labelsandtags@hdfcbank', payee: 'Labels and Tags Co' };

const call = contractCaller(site);

/** The company's tax, bank and UPI details in Settings (an Admin's save, over the version read). */
const setMoneySettings = () => saveCompanySettings(call, { bank: BANK, upi: UPI });

/** A buyer's request of a new product, its quotation sent: the customer page's address. */
async function quotationSent(): Promise<{ id: string; path: string }> {
  const product = await call(productsApi.create, { body: valid.product() });
  expect(product.status, JSON.stringify(product.body)).toBe(201);
  const buyer = { name: `Meera Shah ${Date.now().toString(36)}`, email: 'meera@example.in' };
  const lines = [{ description: 'Woven label, 50 × 20 mm, damask', quantity: 1000, unitPrice: 4 }];
  return sentQuotation(call, buyer, product.body.data._id, { lines, taxPercent: 18 });
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

describe("the customer's page: billing, payment, invoices", { timeout: 240_000 }, () => {
  it('asks for billing details before Accept, shows how to pay, records "I have paid" and lists the invoices', async () => {
    await setMoneySettings();
    const { id, path } = await quotationSent();
    const secret = path.split('/q/')[1];

    const customer = await site.newPage({ viewport: { width: 390, height: 844 } });
    await customer.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
    await customer.goto(path);
    await customer.getByRole('heading', { level: 1, name: /^Quotation / }).waitFor();
    const accept = customer.locator('form[data-form="accept"]');
    await accept.getByRole('group', { name: T.billing.title }).waitFor();
    // Nothing of the money shows before the quotation is accepted.
    expect(await customer.getByRole('heading', { name: T.pay.title }).count()).toBe(0);
    await expectAccessible(customer);

    // Refused on the page, at the fields: no legal name, no state, a GSTIN with a wrong check character.
    await accept.getByLabel(T.billing.gstin).fill('27AAPFU0939F1ZA');
    await accept.getByLabel('Your full name').fill('Meera Shah');
    await accept.getByLabel('I approve the artwork and the price').check();
    await accept.getByRole('button', { name: 'Accept quotation' }).click();
    await expect.poll(() => fieldError(customer, 'cq-bill-legalName').innerText()).toBe('Legal name is required');
    expect(await fieldError(customer, 'cq-bill-address').innerText()).toBe('Billing address is required');
    expect(await fieldError(customer, 'cq-bill-state').innerText()).toBe('State is required for an address in India');
    expect(await fieldError(customer, 'cq-bill-gstin').innerText()).toBe('GSTIN is not valid: check its 15 characters');
    expect(await accept.getByLabel(T.billing.legalName).getAttribute('aria-invalid')).toBe('true');
    // The first refused field has the focus.
    expect(await customer.evaluate(() => document.activeElement?.id)).toBe('cq-bill-legalName');

    await accept.getByLabel(T.billing.legalName).fill('Shah Garments Private Limited');
    await accept.getByLabel(T.billing.address).fill('Plot 14, MIDC Andheri East\nMumbai 400093');
    await accept.getByLabel(T.billing.state).selectOption('Maharashtra');
    await accept.getByLabel(T.billing.gstin).fill('27aapfu0939f1zv');
    await accept.getByLabel(T.billing.shipElsewhere).check();
    await accept.getByLabel(T.billing.shippingAddress).fill('Warehouse 3, Bhiwandi 421302');
    await accept.getByLabel(T.billing.poNumber).fill('PO-7781');

    // Refused by the server: said at the field it names (a refusal the page's own check cannot foresee).
    await customer.route('**/billing', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Check the billing details', errors: { poNumber: 'PO number is already used' } }),
      }),
    );
    await accept.getByRole('button', { name: 'Accept quotation' }).click();
    await expect.poll(() => fieldError(customer, 'cq-bill-poNumber').innerText()).toBe('PO number is already used');
    expect(await fieldError(customer, 'cq-bill-legalName').isHidden()).toBe(true);
    expect(await customer.evaluate(() => document.activeElement?.id)).toBe('cq-bill-poNumber');
    await customer.unroute('**/billing');

    // Saved, then accepted.
    await accept.getByRole('button', { name: 'Accept quotation' }).click();
    await customer.getByText(/^Accepted by Meera Shah on /).waitFor();
    const stored = (await call(quotationsApi.get, { params: { id } })).body.data;
    expect(stored.billing).toMatchObject({
      legalName: 'Shah Garments Private Limited',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
      country: 'India',
      shippingAddress: 'Warehouse 3, Bhiwandi 421302',
      poNumber: 'PO-7781',
    });

    // The details shown, with Edit.
    const billing = customer.locator('[data-cq-billing]');
    await billing.getByText('Shah Garments Private Limited').waitFor();
    expect(await billing.innerText()).toContain('Maharashtra, India');

    // Payment: what is due, the QR code of the UPI link, the UPI app's button on a phone, the bank details.
    const pay = customer.locator('[data-cq-pay]');
    await pay.getByRole('heading', { name: T.pay.title }).waitFor();
    const advance = ((1000 * 4 * 118) / 100) * (COMPANY_TAX.advancePercent / 100);
    const qr = pay.getByRole('img', {
      name: `UPI QR code to pay ₹${advance.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
    });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const upiApp = pay.getByRole('link', { name: T.pay.upiApp });
    expect(await upiApp.isVisible()).toBe(true);
    const upiLink = await upiApp.getAttribute('href');
    expect(upiLink).toMatch(/^upi:\/\/pay\?pa=labelsandtags@hdfcbank&pn=Labels%20and%20Tags%20Co&am=[\d.]+&cu=INR&tn=/);
    expect(new URL(upiLink!).searchParams.get('am')).toBe(advance.toFixed(2));
    expect(await pay.innerText()).toContain(T.pay.due);
    expect(await pay.getByRole('button', { name: T.pay.online }).isVisible()).toBe(false);
    // At a desk the code is scanned with the phone: no button to open an app there.
    await customer.setViewportSize({ width: 1280, height: 800 });
    expect(await upiApp.isVisible()).toBe(false);
    await customer.setViewportSize({ width: 390, height: 844 });

    await pay.getByRole('button', { name: 'Copy Account number' }).click();
    await pay.getByRole('status').filter({ hasText: 'Account number copied' }).waitFor();
    expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(BANK.account);
    await pay.getByRole('button', { name: 'Copy IFSC' }).click();
    await pay.getByRole('status').filter({ hasText: 'IFSC copied' }).waitFor();
    expect(await customer.evaluate(() => navigator.clipboard.readText())).toBe(BANK.ifsc);
    await expectAccessible(customer);

    // "Pay online" when the server offers it (here its answer says so; the site has no Razorpay keys, so the
    // link is refused and the refusal said), then off to the link the server made.
    await customer.route(`**${pathOf(customerQuotationApi.get, { secret })}`, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({
        response,
        json: { ...json, data: { ...json.data, payment: { ...json.data.payment, payOnline: true } } },
      });
    });
    await customer.reload();
    const online = pay.getByRole('button', { name: T.pay.online });
    await online.click();
    await pay.getByRole('status').filter({ hasText: 'Online payment is not offered' }).waitFor();
    await customer.route(`**${pathOf(paymentsApi.link, { secret })}`, (route) =>
      route.fulfill({ json: { data: { url: 'https://rzp.io/i/standin1' } } }),
    );
    await customer.route('https://rzp.io/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Razorpay</title>' }),
    );
    await online.click();
    await customer.waitForURL('https://rzp.io/i/standin1');
    await customer.unrouteAll();
    await customer.goto(path);
    await pay.getByRole('heading', { name: T.pay.title }).waitFor();
    expect(await online.isVisible()).toBe(false);

    // "I have paid": a reference the page refuses, then a UTR with a receipt; it waits for us.
    const report = pay.locator('form[data-form="payment-report"]');
    await report.getByLabel(T.pay.reference).fill('12-34');
    await report.getByRole('button', { name: T.pay.report }).click();
    await expect.poll(() => fieldError(customer, 'cq-reference').innerText()).toMatch(/^Reference must be/);
    await report.getByLabel(T.pay.reference).fill('412345678901');
    await report.getByLabel(T.pay.amount).fill('2,360');
    await report.getByLabel(T.pay.receipt).setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n% receipt\n%%EOF\n'),
    });
    await report.getByRole('button', { name: T.pay.report }).click();
    await report.getByText(/we will confirm your payment/).waitFor();
    await pay.getByText(T.pay.reported).waitFor();
    const order = (await call(quotationsApi.get, { params: { id } })).body.data;
    expect(order.payments).toEqual([
      expect.objectContaining({ reference: '412345678901', amount: 2360, status: 'reported', source: 'customer' }),
    ]);
    expect(order.payments[0].fileId).toBeTruthy();

    // Confirmed, then ₹360 of it sent back by bank: the page says what is paid less refunds, and the refund.
    const confirmed = await call(paymentsApi.confirm, { params: { id, paymentId: order.payments[0]._id }, body: {} });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    const refund = {
      amount: 360,
      method: 'Bank transfer',
      reference: 'HDFCR52026112800360',
      reason: 'Paid ₹360 too much',
    } as const;
    const refunded = await call(paymentsApi.refund, { params: { id }, body: refund });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const sums = () =>
      pay
        .locator('[data-cq-pay-sums]')
        .evaluate((list) =>
          [...list.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
        );
    await customer.reload();
    await pay.getByText(T.pay.paidLessRefunds).waitFor();
    expect(await sums()).toEqual(expect.arrayContaining([`${T.pay.paidLessRefunds}: ₹2,000.00`, `${T.pay.refunded}: ₹360.00`]));
    expect((await sums()).join()).not.toContain(T.pay.credit);
    // Paid beyond the order (here the server's answer says so): the buyer is told the credit is theirs.
    await customer.route(`**${pathOf(customerQuotationApi.get, { secret })}`, async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      await route.fulfill({
        response,
        json: { ...json, data: { ...json.data, payment: { ...json.data.payment, credit: 500 } } },
      });
    });
    await customer.reload();
    await pay.getByText(T.pay.credit).waitFor();
    expect(await sums()).toContain(`${T.pay.credit}: ₹500.00`);
    await customer.unrouteAll();

    // Invoices: the proforma made on acceptance, listed with its PDF; cancelled by staff, it is marked.
    const invoices = customer.locator('[data-cq-invoices]');
    const proforma = invoices.getByRole('link', { name: /^Proforma invoice PI\/\d{4}-\d{2}\/\d{4,} \(PDF\)$/ });
    await expect
      .poll(async () => {
        await customer.reload();
        await customer.getByRole('heading', { level: 1, name: /^Quotation / }).waitFor();
        return proforma.count();
      })
      .toBe(1);
    const pdf = await fetch(new URL((await proforma.getAttribute('href'))!, site.url));
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const [issued] = (await call(quotationsApi.get, { params: { id } })).body.data.invoices;
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    const total = `₹${((1000 * 4 * 118) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })}`;
    for (const words of [issued.number, 'Shah Garments Private Limited', '27AAPFU0939F1ZV', total]) expect(text).toContain(words);
    const cancelled = await call(invoicesApi.cancel, { params: { id: issued._id }, body: { reason: 'Wrong PO number' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await customer.reload();
    await invoices.getByText(T.invoices.cancelled).waitFor();

    // The details corrected with Edit: the form holds them as saved.
    await billing.getByRole('button', { name: T.billing.edit }).click();
    const edit = billing.locator('form[data-form="billing"]');
    expect(await edit.getByLabel(T.billing.legalName).inputValue()).toBe('Shah Garments Private Limited');
    expect(await edit.getByLabel(T.billing.shipElsewhere).isChecked()).toBe(true);
    await edit.getByLabel(T.billing.poNumber).fill('PO-7790');
    await edit.getByRole('button', { name: T.billing.save }).click();
    await billing.getByText('PO-7790').waitFor();
    expect(await edit.isHidden()).toBe(true);
    // The page drawn from the save's answer still shows how to pay.
    expect(await pay.getByRole('heading', { name: T.pay.title }).isVisible()).toBe(true);
    await expectAccessible(customer);
  });
});
