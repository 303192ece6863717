/**
 * The e-invoice under the order's invoices, in real Chromium against the real local server: with e-invoicing
 * on and a turnover above ₹10 crore, an order's tax invoice says the days left to report it (30 from its date),
 * offers the IRP's JSON to download and asks the IRP for the IRN (none set up: said so); the portal's signed
 * response uploaded (signed by the IRP stand-in) is kept, and the panel then shows the IRN; the Admin's word that
 * the IRN was cancelled on the portal lets the invoice be cancelled. axe on the panel.
 */
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { customerInvoiceApi, invoicesApi } from '../../src/lib/api/invoices.ts';
import { formatDay, todayInIndia } from '../../src/lib/format/dates.ts';
import { EINVOICE_MESSAGES as M, EINVOICE_SCREEN_TEXTS as T } from '../../src/lib/messages/einvoices.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { gstin } from '../helpers/gstin.ts';
import { startIrpStandIn } from '../helpers/irp-stand-in.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { COMPANY_TAX, contractCaller, ok, saveCompanySettings } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';

const site = useBrowserSite();
const call = contractCaller(site);

const BUYER = {
  legalName: 'Bhiwandi Apparel LLP',
  gstin: gstin('27AAFFB9876E1Z'),
  address: 'Unit 4, Bhiwandi Textile Park, Bhiwandi 421302',
};

describe('the e-invoice of an order’s tax invoice', { timeout: 240_000 }, () => {
  it('warns of its time limit, offers the JSON and keeps the uploaded response, accessibly', async () => {
    await saveCompanySettings(call, { tax: { ...COMPANY_TAX, eInvoicing: true, turnover: 'above-10-crore' } });
    const [product] = (await call<Product[]>(productsApi.list)).body.filter((each) => each.status === 'Active');
    const { id, secret } = await sentQuotation(call, { name: 'Ravi Shah', email: 'ravi@example.in' }, product._id, {
      lines: [{ description: 'Woven label, 50 × 20 mm', quantity: 1000, unitPrice: 3.15, hsn: '58071020' }],
      taxPercent: 18,
    });
    ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: BUYER }));
    ok(await call(customerQuotationApi.accept, { params: { secret }, body: { name: 'Ravi Shah', revision: 1, approve: true } }));
    const issued = await call(invoicesApi.issue, { params: { id }, body: { kind: 'tax' } });
    ok(issued, 201);
    const invoice = issued.body.data;

    const staff = await site.adminPage();
    await staff.goto(`/admin/quotations/${id}`);
    const panel = staff.locator('section[aria-labelledby="quotation-invoices"]');
    // Issued today: the 30th day after it is the last.
    const due = formatDay(new Date(Date.parse(`${todayInIndia()}T12:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10));
    await panel.getByText(T.due(30, due)).waitFor();
    await expectAccessible(staff, 'section[aria-labelledby="quotation-invoices"]');

    const [download] = await Promise.all([
      staff.waitForEvent('download'),
      panel.getByRole('button', { name: T.jsonLabel(invoice.number) }).click(),
    ]);
    const json = JSON.parse((await downloadedBytes(download)).toString());
    // 1,000 labels at ₹3.15 = ₹3,150.00; 18% IGST ₹567.00.
    expect(json).toMatchObject({
      DocDtls: { Typ: 'INV', No: invoice.number },
      ValDtls: { AssVal: 3150, IgstVal: 567, TotInvVal: 3717 },
    });

    await panel.getByRole('button', { name: T.ask }).click();
    await panel.getByText(M.irnNotConfigured).waitFor();

    const irp = await startIrpStandIn();
    const response = await irp.sign(json);
    await irp.close();
    // The portal's file: NIC's answer around the response.
    const file = Buffer.from(JSON.stringify({ Status: 1, Data: JSON.stringify(response) }));
    await panel
      .getByLabel(T.uploadLabel(invoice.number))
      .setInputFiles({ name: 'irn.json', mimeType: 'application/json', buffer: file });
    await panel.getByText(T.registered(response.Irn)).waitFor();
    expect((await call(einvoicesApi.irn, { params: { id: invoice._id } })).body.data.irn?.irn).toBe(response.Irn);
    await expectAccessible(staff, 'section[aria-labelledby="quotation-invoices"]');

    // No IRP set up: the Admin says the IRN was cancelled on the portal, and the invoice may then be cancelled.
    await panel.getByRole('button', { name: T.portalCancelled }).click();
    await panel.getByText(M.irnCancelConfirmed(invoice.number)).waitFor();
    ok(await call(invoicesApi.cancel, { params: { id: invoice._id }, body: { reason: 'Order called off' } }));
  });
});
