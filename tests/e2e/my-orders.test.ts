/**
 * My orders in real Chromium on a 390 px screen, against the real local server and a real SMTP server: a
 * buyer with a delivered order asks for a sign-in link ("check your mail"), opens it from the mail (the token
 * leaves the address at once), sees the order at its stage, reorders it with a new quantity (the request lands
 * in the inbox marked 'Reorder of Q-…', and on their customer record beside the first), asks for a copy of
 * their data, which staff answer in one step (the copy mailed as JSON and CSV), signs out (the session ends on
 * the server; an Admin's End sessions on the customer's page ends one on another device), and the page passes
 * axe and its script budget.
 */
import { describe, expect, it } from 'vitest';
import { productsApi } from '../../src/lib/api/content.ts';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { type CustomerRow, customersApi } from '../../src/lib/api/customers.ts';
import { quotesApi } from '../../src/lib/api/inboxes.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { type PrivacyRequestRow, privacyApi } from '../../src/lib/api/privacy.ts';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { MY_ORDERS_STAFF as S, MY_ORDERS_TEXTS as T } from '../../src/lib/messages/my-orders.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { unique, valid } from '../api/fixtures.ts';
import { expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, ok, saveCompanySettings } from './helpers/contract-call.ts';
import { useMailServer } from './helpers/mail-server.ts';
import { scriptsBeforeInteraction } from './helpers/script-budget.ts';

const mailbox = useMailServer();
const site = useBrowserSite({ env: mailbox.env, template: { name: 'unseeded', env: { SEED: '0' } } });
const call = contractCaller(site);

const BUYER = { name: unique('Meera Buyer'), email: 'meera.orders@brand.example', phone: '+91 98100 44444' };
const PHONE = { width: 390, height: 844 };
let quotation: Quotation;

/** A delivered order of BUYER's: their request, a quotation sent, accepted on their page, taken to Delivered. */
async function deliveredOrder(): Promise<void> {
  const product = await call(productsApi.create, { body: valid.product({ name: unique('Damask label') }) });
  ok(product, 201);
  const productId = product.body.data._id as string;
  ok(await call(quotesApi.create, { body: { ...BUYER, lines: [{ productId, quantity: 2000, material: 'Damask' }] } }), 201);
  const request = (await call(quotesApi.list, { query: { q: BUYER.name } })).body.data[0] as ProductQuote;
  const made = await call(quotationsApi.create, {
    body: { enquiryId: request._id, lines: [{ productId, description: 'Woven label', quantity: 2000, unitPrice: 3 }] },
  });
  ok(made, 201);
  const id = made.body.data._id as string;
  ok(await call(quotationsApi.send, { params: { id }, body: {}, headers: { 'if-match': `"${made.body.data.version}"` } }));
  const secret = (made.body.data.customerUrl as string).split('/q/')[1];
  ok(await call(customerQuotationApi.accept, { params: { secret }, body: { name: BUYER.name, revision: 1, approve: true } }));
  // The goods leave with their tax invoice, issued by the move to Dispatched: the company's and the buyer's details.
  await saveCompanySettings(call);
  ok(
    await call(invoicesApi.setBilling, {
      params: { id },
      body: { legalName: BUYER.name, address: '12 Lajpat Nagar, New Delhi', state: 'Delhi' },
    }),
  );
  const stages = [
    { stage: 'In production', goAheadReason: 'A regular buyer' },
    { stage: 'Dispatched', tracking: { courier: 'Blue Dart', number: 'BD123456' } },
    { stage: 'Delivered' },
  ];
  for (const step of stages) ok(await call(quotationsApi.stage, { params: { id }, body: { ...step, notify: false } }));
  quotation = (await call(quotationsApi.get, { params: { id } })).body.data;
}

describe('My orders', { timeout: 180_000 }, () => {
  it('signs in from the mailed link, shows the delivered order, and reorders it with a new quantity', async () => {
    await deliveredOrder();
    const page = await site.newPage({ viewport: PHONE });
    await page.goto('/orders');
    await page.getByLabel(T.emailLabel).fill(BUYER.email);
    await page.getByRole('button', { name: T.sendLink }).click();
    await expect.poll(() => page.locator('[data-mo-status]').innerText()).toBe(T.linkSent);
    await expectAccessible(page);

    const [mail] = await mailbox.smtp.mailsAbout('#token=', 1, 20_000);
    const link = new URL(/https?:\/\/\S+#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]);
    // The mail's link opens in a new tab, as a mail client opens it.
    await page.close();
    const opened = await site.newPage({ viewport: PHONE });
    await opened.goto(`${link.pathname}${link.hash}`);
    const card = opened.getByRole('listitem').filter({ hasText: quotation.number });
    const shown = () => opened.locator('[data-mo-quotations]').innerText();
    await expect.poll(async () => (await shown()) || opened.locator('[data-mo-status]').innerText()).toContain(quotation.number);
    expect(opened.url()).not.toContain('token');
    expect(await card.innerText()).toContain(T.stage('Delivered'));
    expect(await opened.locator('[data-mo-requests]').innerText()).toContain('× 2000');
    // Nothing runs wider than the phone's screen.
    expect(await opened.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(opened);

    await card.getByRole('button', { name: T.reorder }).click();
    const quantity = card.getByLabel(T.quantityOf('Woven label'));
    expect(await quantity.inputValue()).toBe('2000');
    await quantity.fill('3000');
    await expectAccessible(opened);
    await card.getByRole('button', { name: T.sendReorder }).click();
    await expect.poll(() => opened.locator('[data-mo-status]').innerText()).toBe(T.reorderSent(quotation.number));
    expect(await opened.locator('[data-mo-requests]').innerText()).toContain(`Reorder of ${quotation.number}`);

    const inbox = (await call(quotesApi.list, { query: { q: BUYER.name } })).body.data as ProductQuote[];
    const reorder = inbox.find((request) => request.message === `Reorder of ${quotation.number}`);
    expect(reorder?.lines?.map((line) => [line.quantity, line.material])).toEqual([[3000, 'Damask']]);

    // Their second request (the reorder) joined the customer record their first made.
    await expect
      .poll(async () => {
        const rows = (await call<{ data: CustomerRow[] }>(customersApi.list, { query: { q: BUYER.email } })).body.data;
        return rows.map((row) => ({ emails: row.emails, enquiries: row.enquiryCount }));
      })
      .toEqual([{ emails: [BUYER.email], enquiries: 2 }]);

    // They ask for a copy of their data; staff answer it in one step, and the copy comes by mail.
    const privacy = opened.locator('[data-mo-privacy]');
    await privacy.getByLabel(T.privacyKindLabel).selectOption('access');
    await privacy.getByRole('button', { name: T.sendPrivacy }).click();
    await expect.poll(() => opened.locator('[data-mo-status]').innerText()).toBe(T.privacyReceived);
    const requests = (await call<{ data: PrivacyRequestRow[] }>(privacyApi.list)).body.data;
    const asked = requests.find((row) => row.email === BUYER.email && row.kind === 'access');
    expect(asked?.via).toBe('my-orders');
    const words = unique('Your copy is attached');
    ok(await call(privacyApi.answer, { params: { id: asked!._id }, body: { message: words } }));
    const [answer] = await mailbox.smtp.mailsAbout(words, 1, 20_000);
    expect(answer.attachments.map((file) => file.filename).sort()).toEqual(['my-data.csv', 'my-data.json']);
    const copy = JSON.parse(answer.attachments.find((file) => file.filename === 'my-data.json')!.content.toString('utf8'));
    expect(JSON.stringify(copy)).toContain(quotation.number);

    // Sign out ends the session on the server: its token, kept elsewhere, reads nothing after.
    const token = await opened.evaluate(() => sessionStorage.getItem('my-orders-session'));
    const authorization = { authorization: `Bearer ${token}` };
    ok(await call(myOrdersApi.read, { headers: authorization }));
    await opened.getByRole('button', { name: T.signOut }).click();
    await expect.poll(() => opened.locator('[data-mo-status]').innerText()).toBe(T.signedOut);
    expect((await call(myOrdersApi.read, { headers: authorization })).status).toBe(401);

    // A session on another device: an Admin ends it from the customer's page, End sessions beside the contact.
    ok(await call(myOrdersApi.link, { body: { email: BUYER.email } }));
    const mails = await mailbox.smtp.mailsAbout('#token=', 2, 20_000);
    const again = /#token=([A-Za-z0-9_-]{43})/.exec(mails[1].text ?? '')![1];
    const other = await call<{ token: string }>(myOrdersApi.session, { body: { token: again } });
    ok(other);
    const elsewhere = { authorization: `Bearer ${other.body.token}` };
    ok(await call(myOrdersApi.read, { headers: elsewhere }));
    const [record] = (await call<{ data: CustomerRow[] }>(customersApi.list, { query: { q: BUYER.email } })).body.data;
    const admin = await site.adminPage();
    await admin.goto(`/admin/customers/${record._id}`);
    // The record is the buyer's own: its name is their contact's.
    await admin.getByRole('button', { name: S.endSessionsLabel(record.name) }).click();
    await admin.getByText(S.sessionsEnded(BUYER.email)).waitFor();
    expect((await call(myOrdersApi.read, { headers: elsewhere })).status).toBe(401);
  });

  it('runs at most 15 KB of compressed script before interaction', async () => {
    const page = await site.newPage({ viewport: PHONE });
    const { total, listing } = await scriptsBeforeInteraction(page, '/orders');
    expect(total, listing).toBeLessThanOrEqual(15 * 1024);
  });
});
