/**
 * The Customers screen in real Chromium against the real local server: two contact enquiries from one e-mail
 * and one from a free-mail address, sent through the public API, make two customers (the first with both
 * enquiries) → staff find the first by search (kept in the address), open it and see both enquiries on its
 * timeline, confirm a colleague of the same company domain (suggested, not linked), add a contact, edit its
 * notes (a save over a version someone else saved in between is refused and says so) → merge the second into
 * the first in a dialog (Escape closes it; focus comes back) → the kept customer holds all four enquiries,
 * exports them as JSON, and the merged one's address leads to it; the page and the list fit a 390 px phone.
 * A buyer whose billing names another customer's GSTIN is suggested on it, and an Admin merges them from its
 * page; the company's refund is on its timeline and among its payments as a refund, its amount with a minus;
 * the Admin's list of merges made by GSTIN. axe on the list, the page, the merge dialog and both GSTIN views.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type CustomerDetail, type CustomerExport, type CustomerRow, customersApi } from '../../src/lib/api/customers.ts';
import { productsApi } from '../../src/lib/api/content.ts';
import { contactsApi } from '../../src/lib/api/inboxes.ts';
import { customerInvoiceApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';
import { CUSTOMERS_TEXTS as L, CUSTOMER_TEXTS as T } from '../../src/lib/messages/customers-screen.ts';
import { downloadedBytes, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, ok } from './helpers/contract-call.ts';
import { sentQuotation } from './helpers/sent-quotation.ts';
import { valid } from '../api/fixtures.ts';

const site = useBrowserSite();
const call = contractCaller(site);

const stamp = Date.now().toString(36);
const FIRST = {
  name: 'Kavya Iyer',
  email: `kavya.${stamp}@iyer-weaves.in`,
  phone: '9810012345',
  company: `Iyer Weaves ${stamp}`,
};
const SECOND = { name: 'Kavya I', email: `kavya.iyer.${stamp}@gmail.com`, phone: '9810012346', company: `Iyer Weaves ${stamp}` };

/** A colleague at the first customer's company domain: suggested on it, linked only once staff confirm. */
const COLLEAGUE = { name: 'Meera Iyer', email: `meera.${stamp}@iyer-weaves.in`, phone: '9810012347', company: FIRST.company };

const enquire = async (who: typeof FIRST, subject: string) =>
  ok(
    await call(contactsApi.create, {
      body: { ...who, subject, message: `${subject}: 5,000 woven labels, 50 × 20 mm, for the winter range.` },
    }),
    201,
  );

/**
 * The customer a search for `email` finds, once linking (after the submission's answer) has given it
 * `enquiries` and `suggestions`.
 */
async function customerOf(email: string, enquiries: number, suggestions = 0): Promise<CustomerRow> {
  let found: CustomerRow | undefined;
  await expect
    .poll(async () => {
      const answer = await call<{ data: CustomerRow[] }>(customersApi.list, { query: { q: email } });
      found = answer.body.data.find((row) => row.emails.includes(email));
      return found && [found.enquiryCount, found.suggestions];
    })
    .toEqual([enquiries, suggestions]);
  return found!;
}

const timelineEnquiries = (page: Page) => page.locator('.customer__event--enquiry');

describe('the Customers screen', { timeout: 240_000 }, () => {
  it('finds a customer, shows what is linked, edits it and merges another into it', async () => {
    await enquire(FIRST, 'Woven labels for winter');
    await enquire(FIRST, 'Hang tags to match');
    await enquire(SECOND, 'Care labels too');
    await customerOf(FIRST.email, 2);
    await enquire(COLLEAGUE, 'Labels for the export range');
    const first = await customerOf(FIRST.email, 2, 1);
    const second = await customerOf(SECOND.email, 1);
    expect(second._id).not.toBe(first._id);

    // The list: found by e-mail as staff type, the search in the address; each row opens its customer.
    const staff = await site.adminPage();
    await staff.goto('/admin/customers');
    await staff.getByRole('heading', { level: 1, name: L.title }).waitFor();
    await staff.getByLabel(L.search, { exact: true }).fill(FIRST.email);
    await staff.waitForURL((url) => url.searchParams.get('q') === FIRST.email);
    const row = staff.getByRole('row').filter({ hasText: FIRST.email });
    await row.waitFor();
    expect(await staff.getByRole('row').filter({ hasText: SECOND.email }).count()).toBe(0);
    await expectAccessible(staff);
    await staff.getByLabel(L.sort).selectOption('value');
    await staff.waitForURL((url) => url.searchParams.get('sort') === 'value' && url.searchParams.get('q') === FIRST.email);
    await row.getByRole('link', { name: first.name }).click();

    // The page: both enquiries on the timeline, each linking to its own screen.
    await staff.waitForURL(`**/admin/customers/${first._id}`);
    await staff.getByRole('heading', { level: 1, name: T.title(first.name) }).waitFor();
    await expect.poll(() => timelineEnquiries(staff).count()).toBe(2);
    // The colleague waits to be confirmed; confirmed, they are a contact and their enquiry joins the timeline.
    await staff.getByRole('button', { name: T.confirmLabel(`${COLLEAGUE.name} (${COLLEAGUE.email})`) }).click();
    await staff.getByRole('link', { name: COLLEAGUE.email }).waitFor();
    await expect.poll(() => timelineEnquiries(staff).count()).toBe(3);
    expect(await staff.getByRole('heading', { name: T.suggestionsTitle }).count()).toBe(0);
    const links = await timelineEnquiries(staff)
      .getByRole('link')
      .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
    expect(links).toHaveLength(3);
    expect(links.every((href) => href?.startsWith('/admin/enquiries/'))).toBe(true);
    // An Admin sees who looked at the record: this very view among them.
    await staff.getByRole('button', { name: T.accessShow }).click();
    const looked = staff.getByRole('table', { name: T.accessCaption });
    await looked.waitFor();
    expect(await looked.getByRole('row').nth(1).innerText()).toContain(T.accessWhat('viewed'));
    await expectAccessible(staff);

    // A contact added in a dialog joins the contacts.
    await staff.getByRole('button', { name: T.addContact }).click();
    const contact = staff.getByRole('dialog', { name: T.newContactTitle });
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id)).toBe('contact-name');
    await contact.getByLabel(T.contactFields.name).fill('Rohan Iyer');
    await contact.getByLabel(T.contactFields.email).fill(`rohan.${stamp}@iyer-weaves.in`);
    await contact.getByRole('button', { name: T.save }).click();
    await contact.waitFor({ state: 'hidden' });
    await staff.getByRole('link', { name: `rohan.${stamp}@iyer-weaves.in` }).waitFor();

    // Notes: a save over a version someone else saved meanwhile says so and shows theirs; then it saves.
    await staff.getByRole('button', { name: T.edit }).click();
    const notes = staff.getByLabel(T.fields.notes);
    await notes.fill('Reorders every October; prefers damask.');
    const stored = (await call<{ data: CustomerDetail }>(customersApi.get, { params: { id: first._id } })).body.data;
    ok(
      await call(customersApi.update, {
        params: { id: first._id },
        body: { name: stored.name, contacts: stored.contacts, tags: ['seasonal'] },
        headers: { 'if-match': String(stored.version) },
      }),
    );
    await staff.getByRole('button', { name: T.save }).click();
    await staff.getByRole('alert').filter({ hasText: T.conflict }).waitFor();
    await expect.poll(() => staff.getByLabel(T.fields.tags).inputValue()).toBe('seasonal');
    await notes.fill('Reorders every October; prefers damask.');
    await staff.getByRole('button', { name: T.save }).click();
    const details = staff.locator('.customer__fields');
    await details.waitFor();
    expect(await details.innerText()).toContain('Reorders every October; prefers damask.');
    expect(await details.getByRole('listitem').allInnerTexts()).toEqual(['seasonal']);

    // Merge the second into the first: Escape closes the dialog and gives the focus back.
    await staff.goto(`/admin/customers/${second._id}`);
    const merge = staff.getByRole('button', { name: T.merge });
    await merge.click();
    const dialog = staff.getByRole('dialog', { name: T.mergeTitle });
    await dialog.waitFor();
    await expect.poll(() => staff.evaluate(() => document.activeElement?.id)).toBe('merge-search');
    await staff.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => staff.evaluate(() => document.activeElement?.textContent)).toBe(T.merge);
    await merge.click();
    await dialog.getByLabel(T.mergeSearch).fill(FIRST.email);
    await dialog.getByRole('button', { name: T.mergeFind }).click();
    await dialog.getByRole('radio', { name: first.name }).check();
    await dialog.getByText(T.mergeChosen(second.name, first.name)).waitFor();
    await expectAccessible(staff, 'dialog[open]');
    await dialog.getByRole('button', { name: T.mergeConfirm }).click();

    // The kept customer holds all three enquiries and says what the merge brought; the old address leads to it.
    await staff.waitForURL(`**/admin/customers/${first._id}`);
    await expect.poll(() => timelineEnquiries(staff).count()).toBe(4);
    await staff.locator('.customer__event--merge').waitFor();
    // Export: everything held about the customer, as a JSON file.
    const [file] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: T.exportJson }).click()]);
    const exported = JSON.parse((await downloadedBytes(file)).toString()) as CustomerExport;
    expect(exported.customer._id).toBe(first._id);
    expect(exported.enquiries).toHaveLength(4);
    await staff.goto(`/admin/customers/${second._id}`);
    await staff.waitForURL(`**/admin/customers/${first._id}`);
    await staff.getByRole('heading', { level: 1, name: T.title(first.name) }).waitFor();

    // A 390 px phone: the page and the list (a card per customer) no wider than the screen.
    const width = () => staff.evaluate(() => document.documentElement.scrollWidth);
    await staff.setViewportSize({ width: 390, height: 844 });
    await expect.poll(width).toBeLessThanOrEqual(390);
    await staff.goto('/admin/customers');
    await staff.locator('tbody tr').first().waitFor();
    expect(await width()).toBeLessThanOrEqual(390);
  });

  it('suggests a buyer whose billing names a customer GSTIN, which an Admin merges; lists merges made by GSTIN', async () => {
    const product = await call(productsApi.create, { body: valid.product() });
    ok(product, 201);
    const taken = `07AAACG4444G1Z${gstinCheckCharacter('07AAACG4444G1Z')}`;
    const company = { name: `Gita Prints ${stamp}`, email: `accounts.${stamp}@gita-prints.in` };
    const typist = { name: `Someone ${stamp}`, email: `someone.${stamp}@gmail.com` };
    const billTo = async (buyer: typeof company) => {
      const lines = [{ description: 'Woven label, 50 × 20 mm', quantity: 1000, unitPrice: 3 }];
      const { id, secret } = await sentQuotation(call, buyer, product.body.data._id, { lines, taxPercent: 18 });
      const billing = { legalName: 'Gita Prints Pvt Ltd', gstin: taken, address: 'C-4, Naraina', state: 'Delhi' };
      ok(await call(customerInvoiceApi.customerBilling, { params: { secret }, body: billing }));
      return id;
    };
    // The company's billing gives its record the GSTIN; then another buyer's names it too.
    const order = await billTo(company);
    await expect
      .poll(async () => (await call<{ data: CustomerRow[] }>(customersApi.list, { query: { q: taken } })).body.data[0]?.emails)
      .toEqual([company.email]);
    await billTo(typist);
    const holder = await customerOf(company.email, 1, 1);
    // The company's order accepted and paid, then ₹200 of it sent back: a refund, never one more payment.
    ok(await call(quotationsApi.acceptance, { params: { id: order }, body: { name: 'Gita', words: 'Go ahead, by phone.' } }));
    ok(
      await call(paymentsApi.record, {
        params: { id: order },
        body: { amount: 1000, date: '', method: 'UPI', reference: '412345600001' },
      }),
    );
    const back = { amount: 200, method: 'UPI', reference: '412345600002', reason: 'Short by 60 labels' } as const;
    ok(await call(paymentsApi.refund, { params: { id: order }, body: back }));

    const admin = await site.adminPage();
    await admin.goto(`/admin/customers/${holder._id}`);
    await admin.getByRole('heading', { name: T.gstinTitle }).waitFor();
    const refund = admin.locator('.customer__event--refund');
    expect(await refund.locator('.customer__kind').innerText()).toBe(T.kinds.refund);
    expect(await refund.innerText()).toContain('−₹200.00 · UPI · Short by 60 labels');
    expect(await admin.locator('.customer__event--payment').innerText()).toContain('₹1,000.00 · UPI');
    const payments = admin.getByRole('table', { name: T.paymentsCaption });
    expect(await payments.getByRole('row').filter({ hasText: '−₹200.00' }).innerText()).toContain('Refund: Short by 60 labels');
    await expectAccessible(admin);
    await admin.getByRole('button', { name: T.gstinMergeLabel(typist.name) }).click();
    await admin.getByRole('link', { name: typist.email }).waitFor();
    expect(await admin.getByRole('heading', { name: T.gstinTitle }).count()).toBe(0);

    // The Admin's list of merges the linking made by GSTIN before merges needed an Admin: none on a new site.
    await admin.goto('/admin/customers');
    await admin.getByRole('button', { name: L.gstinMerges }).click();
    await admin.waitForURL((url) => url.searchParams.get('merged') === 'gstin');
    await admin.getByText(L.gstinMergesNone).waitFor();
    await expectAccessible(admin);
  });
});
