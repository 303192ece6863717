/**
 * An inbox's rows in a real browser, in each of the four inboxes: every stored field with mailto / tel /
 * WhatsApp links, a status changed in place that survives a reload (and a failed change said so), and the
 * remark history. Searching, filtering and exporting an inbox are ./admin-inbox-search.test.ts; All enquiries
 * and an enquiry's own page ./admin-all-enquiries.test.ts.
 * Run alone: npx vitest run tests/e2e/admin-inbox-rows.test.ts
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_TEXTS } from '../../src/lib/messages/admin.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { INBOX_TEXTS } from '../../src/lib/messages/inbox.ts';
import { inboxScenes, rowOf } from '../helpers/inbox-screen.ts';
import { callApi, DEMO_ADMIN, expectAccessible } from './helpers/browser.ts';
import { loaded, toast } from './helpers/screen.ts';

const { site, run: RUN, product, contact, productQuote, quickQuote, helpQuestion, listed, open } = inboxScenes();

describe('the four inboxes', () => {
  const INBOXES = [
    {
      title: 'Quick Quote Requests',
      path: '/admin/quick-quotes',
      listPath: '/api/help/get-quites',
      create: quickQuote,
      fields: () => ['9830012345', 'Price for 1000 tags'],
      email: null,
      phone: '9830012345',
    },
    {
      title: 'Product Quote Requests',
      path: '/admin/product-quotes',
      listPath: '/api/quotes',
      create: productQuote,
      fields: () => [product.name, '750', 'quote@example.in', '9820012345', '12 Chandni Chowk, De'],
      email: 'quote@example.in',
      phone: '9820012345',
    },
    {
      title: 'Help Enquiries',
      path: '/admin/help-enquiries',
      listPath: '/api/help/get-help',
      create: helpQuestion,
      fields: () => ['9840012345', 'Do you ship to Dubai'],
      email: null,
      phone: '9840012345',
    },
    {
      title: 'Contact Us Enquiries',
      path: '/admin/contact-enquiries',
      listPath: '/api/contacts',
      create: (name: string) => contact(name),
      fields: () => ['buyer@example.in', '9810012345', 'Kaveri Weaves', 'Bulk order of labels', 'Need 500 woven label'],
      email: 'buyer@example.in',
      phone: '9810012345',
    },
  ];

  describe.each(INBOXES)('$title', (inbox) => {
    const name = `${inbox.title.split(' ')[0]} Status ${RUN}`;

    it('shows every stored field, with e-mail, phone and WhatsApp as links', async () => {
      await inbox.create(name);
      const page = await open(inbox.path, inbox.title);
      const row = rowOf(page, name);
      await row.waitFor();
      const text = await row.textContent();
      for (const field of inbox.fields()) expect(text).toContain(field);
      if (inbox.email) {
        const mail = row.getByRole('link', { name: `E-mail ${inbox.email}` });
        expect(await mail.getAttribute('href')).toBe(`mailto:${inbox.email}`);
      }
      expect(await row.getByRole('link', { name: `Call ${inbox.phone}` }).getAttribute('href')).toBe(`tel:+91${inbox.phone}`);
      const whatsApp = row.getByRole('link', { name: `WhatsApp ${inbox.phone}` });
      expect(await whatsApp.getAttribute('href')).toBe(`https://wa.me/91${inbox.phone}`);
      expect(await whatsApp.getAttribute('rel')).toContain('noopener');
    });

    it('changes the status in place; the row says it and keeps it after a reload', async () => {
      const page = await open(inbox.path, inbox.title);
      const select = page.getByRole('combobox', { name: `Status of ${name}` });
      expect(await select.inputValue()).toBe('New');
      await select.selectOption('Quoted');
      await toast(page, MESSAGES.statusUpdated).waitFor();
      const row = rowOf(page, name);
      await row.getByText('Quoted · just now').waitFor();
      // Who made the change: the demo admin, named after its e-mail.
      await row.getByText('Status by admin · just now').waitFor();
      expect(await select.inputValue()).toBe('Quoted');

      const stored = (await listed(inbox.listPath, `&q=${encodeURIComponent(RUN)}`)).find((each) => each.name === name);
      expect(stored?.status).toBe('Quoted');

      await page.reload();
      await loaded(page);
      expect(await page.getByRole('combobox', { name: `Status of ${name}` }).inputValue()).toBe('Quoted');
      await rowOf(page, name).getByText('Quoted · just now').waitFor();
      await rowOf(page, name).getByText('Status by admin · just now').waitFor();
    });
  });

  it('a failed status change says so and shows the status as stored', async () => {
    const name = `Vanishing ${RUN}`;
    await quickQuote(name);
    const page = await open('/admin/quick-quotes', 'Quick Quote Requests');
    const select = page.getByRole('combobox', { name: `Status of ${name}` });
    const id = (await listed('/api/help/get-quites', `&q=${encodeURIComponent(name)}`))[0]._id;
    expect((await callApi(site, `/api/help/delete/${id}`, { method: 'DELETE', auth: true })).status).toBe(200);
    await select.selectOption('Won');
    await toast(page, ADMIN_TEXTS.statusNotUpdated).waitFor();
    expect(await toast(page, ADMIN_TEXTS.statusNotUpdated).textContent()).toContain(MESSAGES.enquiryNotFound);
    await expect.poll(() => select.inputValue()).toBe('New');
  });
});

describe('remarks', () => {
  it('keeps every remark: the row shows the latest, the dialog lists them newest first with who and when', async () => {
    const name = `Remark History ${RUN}`;
    await contact(name);
    const page = await open('/admin/contact-enquiries', 'Contact Us Enquiries');
    const dialog = page.getByRole('dialog', { name: 'Add/Edit Remark' });
    for (const remark of ['Called, no answer', 'Sent the price list']) {
      await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
      await dialog.waitFor();
      await dialog.getByLabel('Remark').fill(remark);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => rowOf(page, name).locator('.admin-table__remark').textContent()).toBe(remark);
    }

    await page.reload();
    await rowOf(page, name).getByRole('button', { name: 'View Remark' }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('Remark').inputValue()).toBe('Sent the price list');
    await dialog.getByRole('heading', { name: INBOX_TEXTS.remarkHistory }).waitFor();
    const entries = dialog.getByRole('listitem');
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain('Sent the price list');
    expect(await entries.nth(1).textContent()).toContain('Called, no answer');
    expect(await entries.nth(0).textContent()).toContain(DEMO_ADMIN.email);
    const at = await entries.nth(0).locator('time').getAttribute('datetime');
    expect(Date.now() - Date.parse(at!)).toBeLessThan(120_000);
    await expectAccessible(page);
  }, 60_000);
});
