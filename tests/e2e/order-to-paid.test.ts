/**
 * An order taken to paid in real Chromium, against the real local server and a real SMTP server, with the
 * company's tax (a Delhi GSTIN), bank and UPI details and its LUT in Settings: a buyer in Maharashtra gives
 * their billing details and accepts on their page → a proforma with IGST (its PDF read back) → the page shows
 * what is due and a UPI QR code, read back by a QR reader to the exact upi:// link its "Pay with a UPI app"
 * button opens → "I have paid" with a UTR, staff mailed → staff confirm it → In production (the advance is
 * paid) → Dispatched with a tax invoice → the balance recorded → Payments shows nothing outstanding for it.
 * A Delhi buyer's proforma charges CGST and SGST, an export's none under the LUT (PDF text, set up by the API).
 * axe on the customer's payment section and on the Payments screen.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import type { BodyOf } from '../../src/lib/api/define.ts';
import { customerInvoiceApi } from '../../src/lib/api/invoices.ts';
import { settingsApi } from '../../src/lib/api/staff.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { CUSTOMER_QUOTATION_TEXTS as T } from '../../src/lib/messages/customer-quotation.ts';
import { MONEY_TEXTS as M, PAYMENTS_SCREEN_TEXTS as P } from '../../src/lib/messages/payments-screen.ts';
import { QUOTATION_TEXTS as Q } from '../../src/lib/messages/quotations.ts';
import { valid } from '../api/fixtures.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { readQr } from '../helpers/qr-reader.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, ok } from './helpers/contract-call.ts';
import { useMailServer } from './helpers/mail-server.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';
import { gstin } from '../helpers/gstin.ts';

const mailbox = useMailServer({ NOTIFY_TO: 'sales@example.com', MAIL_RETRY_BASE_MS: '200' });
// No demo content: the Payments screen holds this file's orders only.
const site = useBrowserSite({ env: mailbox.env, template: { name: 'unseeded', env: { SEED: '0' } } });

const LUT = 'AD070326012345X';
const UPI = { id: 'labelsandtags@hdfcbank', payee: 'Labels and Tags Co' };
/** The company's settings; its letter of undertaking is this financial year's, worked out when saved. */
const settingsNow = () => ({
  tax: {
    legalName: 'Labels and Tags Co Pvt Ltd',
    gstin: '07AAACH7409R1Z3',
    pan: 'AAACH7409R',
    lut: { reference: LUT, financialYear: financialYear(new Date()).label },
    advancePercent: 50,
    signatory: { name: 'Asha Verma' },
  },
  bank: { holder: 'Labels and Tags Co', account: '50200012345678', ifsc: 'HDFC0001234', bank: 'HDFC Bank', branch: 'Okhla' },
  upi: UPI,
});

/** 1,000 labels at ₹3.15 and ₹500 of artwork at 18% GST: ₹3,650 taxable, ₹657 of tax, ₹4,307 in all. */
const TERMS = {
  lines: [{ description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15, hsn: '58071020' }],
  taxPercent: 18,
  charges: [{ label: 'Artwork', amount: 500 }],
};

const call = contractCaller(site);

let settingsSaved: Promise<void> | undefined;
/** The company's tax, bank, UPI and LUT details in Settings (an Admin's save, over the version read), once. */
function moneySettings(): Promise<void> {
  settingsSaved ??= (async () => {
    const read = await call(settingsApi.get);
    ok(
      await call(settingsApi.save, {
        body: { ...read.body.data, ...settingsNow() },
        headers: { 'if-match': `"${read.body.version}"` },
      }),
    );
  })();
  return settingsSaved;
}

/** A buyer's request of a new product and its quotation sent to them: its number and the page's address and secret. */
async function sentQuotationOf(buyer: string, terms: object = TERMS) {
  const product = await call(productsApi.create, { body: valid.product() });
  ok(product, 201);
  return sentQuotation(call, { name: buyer, email: 'buyer@example.in' }, product.body.data._id, terms);
}

/** The text of the proforma made when the buyer accepted with `billing` (set up over the API), as their page serves it. */
async function proformaText(
  buyer: string,
  billing: BodyOf<typeof customerInvoiceApi.customerBilling>,
  terms: object = TERMS,
): Promise<string> {
  await moneySettings();
  const { secret } = await sentQuotationOf(buyer, terms);
  ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: billing }));
  const accepted = await call(customerQuotationApi.accept, {
    params: { secret },
    body: { name: buyer, revision: 1, approve: true },
  });
  ok(accepted);
  const [proforma] = accepted.body.data.invoices;
  expect(proforma).toMatchObject({ kind: 'proforma', number: expect.stringMatching(/^PI\/\d{4}-\d{2}\/\d{4,}$/) });
  const pdf = await fetch(new URL(proforma.pdf, site.url));
  expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
  // A line that wraps (the LUT's endorsement) is read as one.
  return (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
}

/** One of the order's panels beside its quotation, by its heading. */
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** A figure written beside its label in a list of terms (Paid, Due now, Outstanding…). */
const figure = (within: Locator, label: string) =>
  within.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

describe('an order from acceptance to paid', { timeout: 300_000 }, () => {
  it('takes a Maharashtra buyer from billing details to paid, by UPI and bank transfer', async () => {
    await moneySettings();
    const buyer = `Meera Shah ${Date.now().toString(36)}`;
    const { number, path } = await sentQuotationOf(buyer);

    // The customer, on a phone: billing details (a Maharashtra GSTIN) with the acceptance.
    const customer = await site.newPage({ viewport: { width: 390, height: 844 } });
    await customer.goto(path);
    await customer.getByRole('heading', { level: 1, name: `Quotation ${number}` }).waitFor();
    const accept = customer.locator('form[data-form="accept"]');
    const billing = accept.getByRole('group', { name: T.billing.title });
    await billing.getByLabel(T.billing.legalName).fill('Shah Garments Private Limited');
    await billing.getByLabel(T.billing.gstin).fill('27AAPFU0939F1ZV');
    await billing.getByLabel(T.billing.address).fill('Plot 14, MIDC Andheri East\nMumbai 400093');
    await billing.getByLabel(T.billing.state).selectOption('Maharashtra');
    await accept.getByLabel('Your full name').fill('Meera Shah');
    await accept.getByLabel('I approve the artwork and the price').check();
    await accept.getByRole('button', { name: 'Accept quotation' }).click();
    await customer.getByText(/^Accepted by Meera Shah on /).waitFor();

    // The proforma made on acceptance: IGST for another state than the company's, Maharashtra's code, in words.
    const invoices = customer.getByRole('region', { name: T.invoices.title });
    const proformaLink = invoices.getByRole('link', { name: /^Proforma invoice PI\/\d{4}-\d{2}\/\d{4,} \(PDF\)$/ });
    await proformaLink.waitFor();
    const proforma = /PI\/\S+/.exec(await proformaLink.innerText())![0];
    const pdf = await fetch(new URL((await proformaLink.getAttribute('href'))!, site.url));
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const proformaPdf = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    for (const words of [
      `No. ${proforma}`,
      'Place of supply: Maharashtra (27)',
      'GSTIN: 27AAPFU0939F1ZV',
      'GSTIN: 07AAACH7409R1Z3',
      'IGST',
      '₹657.00',
      '₹4,307.00',
      'Rupees Four Thousand Three Hundred Seven Only',
      'Advance due now (50%): ₹2,153.50',
    ])
      expect(proformaPdf).toContain(words);
    expect(proformaPdf).not.toMatch(/CGST|SGST/);

    // What is due now, and its UPI QR code: read back by a QR reader, it is the exact link the UPI app's button opens.
    const pay = customer.getByRole('region', { name: T.pay.title });
    expect(await figure(pay, T.pay.due).innerText()).toBe('₹2,153.50');
    const upiLink = `upi://pay?pa=${UPI.id}&pn=Labels%20and%20Tags%20Co&am=2153.50&cu=INR&tn=${encodeURIComponent(proforma)}`;
    expect(await pay.getByRole('link', { name: T.pay.upiApp }).getAttribute('href')).toBe(upiLink);
    const qr = pay.getByRole('img', { name: T.pay.qrAlt('₹2,153.50') });
    expect(await readQr(await qr.screenshot())).toBe(upiLink);
    await expectAccessible(customer, '[data-cq-pay]');

    // "I have paid" with the UTR: it waits for us, and staff are told by mail.
    await pay.getByLabel(T.pay.reference).fill('412345678901');
    await pay.getByRole('button', { name: T.pay.report }).click();
    await pay.getByText(/we will confirm your payment/).waitFor();
    await pay.getByText(T.pay.reported).waitFor();
    const subject = `${buyer} reported a payment for order ${number}`;
    await mailbox.smtp.mailsAbout(subject, 1);
    const told = mailbox.smtp.received.filter((mail) => mail.subject === subject);
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('₹2,153.50, reference 412345678901');
    const opened = /https?:\/\/\S+\/admin\/quotations\/\S+/.exec(told[0].text ?? '')?.[0];
    expect(opened).toBeTruthy();

    // Staff open the order from the mail and confirm the payment: the advance is paid.
    const staff = await site.adminPage();
    await staff.goto(new URL(opened!).pathname);
    // The back office's first load (its script, then the order's read) is slow on a busy machine.
    await staff.getByRole('heading', { level: 1, name: `Quotation ${number}` }).waitFor({ timeout: 45_000 });
    const payments = panel(staff, M.paymentsTitle);
    await payments.getByRole('button', { name: M.confirmLabel('₹2,153.50', '412345678901') }).click();
    await payments.getByText(`Payment of ₹2,153.50 confirmed on order ${number}`).waitFor();
    expect(await figure(payments, M.paid).innerText()).toBe('₹2,153.50');

    // In production without being asked for a reason (the advance is paid), then Dispatched with the tax invoice.
    const order = panel(staff, Q.orderTitle);
    const moveTo = async (stage: string, tracking?: { courier: string; number: string }) => {
      await order.getByLabel(Q.stage, { exact: true }).selectOption(stage);
      if (tracking) {
        await order.getByLabel(Q.courier).fill(tracking.courier);
        await order.getByLabel(Q.trackingNumber).fill(tracking.number);
      }
      await order.getByRole('button', { name: Q.moveStage }).click();
      await order.getByText(`Order ${number}: ${stage}`).waitFor();
    };
    await moveTo('In production');
    expect(await order.getByRole('heading', { name: M.goAhead }).count()).toBe(0);
    // Dispatched issues the tax invoice in the same step: the goods leave with it.
    await moveTo('Dispatched', { courier: 'DTDC', number: 'D8812094' });
    const taxInvoices = panel(staff, M.invoicesTitle);
    const taxRow = taxInvoices.getByRole('row').filter({ hasText: M.kind({ kind: 'tax' }) });
    await taxRow.waitFor();
    const taxNumber = (await taxRow.getByRole('cell').first().innerText()).trim();
    expect(taxNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{4,}$/);
    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      taxRow.getByRole('button', { name: M.pdfLabel(taxNumber) }).click(),
    ]);
    const taxPdf = await pdfText(await downloadedBytes(download));
    for (const words of [
      'Tax invoice',
      `No. ${taxNumber}`,
      'Place of supply: Maharashtra (27)',
      'Reverse charge: No',
      '₹4,307.00',
    ])
      expect(taxPdf).toContain(words);

    // The balance, paid by bank transfer, recorded by staff: nothing is left to pay.
    expect(await figure(payments, M.due).innerText()).toBe('₹2,153.50');
    await payments.getByLabel(M.amount).fill('2153.50');
    await payments.getByLabel(M.method).selectOption('Bank transfer');
    await payments.getByLabel(M.reference).fill('HDFCN52026112712345');
    await payments.getByRole('button', { name: M.record }).click();
    await payments.getByRole('row').filter({ hasText: 'HDFCN52026112712345' }).getByText(M.paymentStatus('confirmed')).waitFor();
    expect(await figure(payments, M.paid).innerText()).toBe('₹4,307.00');
    expect(await figure(payments, M.outstanding).innerText()).toBe('₹0.00');

    // The Payments screen: not among what is outstanding; among the paid orders, with nothing outstanding.
    await staff.getByRole('navigation').getByRole('button', { name: ADMIN_TEXTS.navigation.money, exact: true }).click();
    await staff.getByRole('navigation').getByRole('link', { name: P.title, exact: true }).click();
    await staff.getByRole('heading', { level: 1, name: P.title }).waitFor();
    const row = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: number, exact: true }) });
    await staff.getByText(/^\d+ orders?$/).waitFor();
    expect(await row.count()).toBe(0);
    await expectAccessible(staff);
    await staff.getByLabel(P.status).selectOption('paid');
    await staff.waitForURL((url) => url.search === '?status=paid');
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(2, 5)).toEqual(['₹4,307.00', '₹4,307.00', '₹0.00']);

    // The customer's page: nothing more to pay, the tax invoice listed beside the proforma.
    await customer.reload();
    await invoices.getByRole('link', { name: `Tax invoice ${taxNumber} (PDF)` }).waitFor();
    expect(await figure(pay, T.pay.due).innerText()).toBe('₹0.00');
    expect(await pay.getByRole('button', { name: T.pay.report }).isVisible()).toBe(false);
  });

  it('charges a Delhi buyer CGST and SGST, half each, on the proforma', async () => {
    const text = await proformaText(`Okhla Garments ${Date.now().toString(36)}`, {
      legalName: 'Okhla Garments Pvt Ltd',
      gstin: gstin('07AABCO5678D1Z'),
      address: 'B-12, Okhla Phase I, New Delhi',
      state: 'Delhi',
      country: 'India',
    });
    for (const words of ['Place of supply: Delhi (07)', 'CGST', 'SGST', '₹328.50', '₹4,307.00']) expect(text).toContain(words);
    expect(text).not.toContain('IGST');
  });

  it("charges an export buyer no tax under the LUT, with rule 46's endorsement", async () => {
    const text = await proformaText(
      `Savile Threads ${Date.now().toString(36)}`,
      { legalName: 'Savile Threads Ltd', address: '12 Commercial Street, Leeds LS1 6AL', country: 'United Kingdom' },
      { currency: 'GBP', lines: [{ description: 'Woven label', quantity: 2000, unitPrice: 0.05 }], taxPercent: 18, charges: [] },
    );
    for (const words of [
      'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
      `LUT ${LUT}`,
      'Place of supply: Outside India (United Kingdom)',
      '£100.00',
    ])
      expect(text).toContain(words);
    expect(text).not.toMatch(/IGST|CGST|SGST/);
  });
});
