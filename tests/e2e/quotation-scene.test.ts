/**
 * The whole sale in real Chromium, against the real local server and a real SMTP server: a
 * request of two lines with artwork → a quotation with a proof → sent (the mail read back has the link and a
 * PDF whose text holds the rupee amounts and the Devanagari name) → the customer asks for a change →
 * revision 2 → accepted with billing details → sample sent → sample approved on the customer's page → the
 * advance reported there ("I have paid") and confirmed by staff → in production → dispatched with tracking →
 * the customer's timeline shows every step, and each step's mail arrived exactly once.
 * axe on the customer's page, the quotation's screen, Orders and the report. And the quotation editor on its own:
 * made from a request, priced at its tier, edited with live totals and words, rates chosen, saved and kept.
 * (Over 300 lines: both scenes use the quotation's screens on one site; a file each would start a second site.)
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productPath } from '../../src/lib/slugs.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { callApi, expectAccessible, useBrowserSite } from './helpers/browser.ts';
import { contractCaller, saveCompanySettings } from './helpers/contract-call.ts';
import { useMailServer } from './helpers/mail-server.ts';
import { listedAsStaff, openAsStaff, submitted, toast } from './helpers/screen.ts';
import { GST_RATES } from '../../src/lib/gst/rates.ts';
import { QUOTATION_TEXTS } from '../../src/lib/messages/quotations.ts';
import { priceAt } from '../../src/lib/product.ts';

const mailbox = useMailServer({ NOTIFY_TO: 'sales@example.com', MAIL_RETRY_BASE_MS: '200' });
const site = useBrowserSite({ env: mailbox.env });
const call = contractCaller(site);

const COMPANY = 'Labels & Tags Co.';
/** Mails whose subject is exactly `subject`, once at least `count` came (or the wait ran out). */
async function mailsTitled(subject: string, count = 1) {
  await mailbox.smtp.mailsAbout(subject, count);
  return mailbox.smtp.received.filter((mail) => mail.subject === subject);
}

describe('a sale from request to dispatch', { timeout: 300_000 }, () => {
  it('walks every step, each told by mail once, and the customer sees the whole story', async () => {
    const buyer = `राम कुमार ${Date.now().toString(36)}`;
    const { body: products } = await callApi<Product[]>(site, '/api/products?limit=1000');
    // The two cheapest at these quantities: a sale under the e-way bill threshold, which dispatches without one.
    const [first, second] = products
      .filter((product) => product.status === 'Active')
      .sort((one, other) => priceAt(one, 1000).price - priceAt(other, 1000).price || one.name.localeCompare(other.name));

    // The visitor: two products into the quote list, quantities, a PDF of artwork, their details.
    const visitor = await site.newPage({ viewport: { width: 390, height: 844 } });
    for (const product of [first, second]) {
      await visitor.goto(productPath(product.name));
      await visitor.getByRole('button', { name: 'Add to quote' }).click();
      await visitor.locator('[data-sonner-toast]', { hasText: 'Added to your quote list' }).first().waitFor();
    }
    await visitor.goto('/quote');
    await visitor.locator('[data-quote-page]').hover();
    await visitor.locator('[data-quote-preview]').waitFor({ state: 'hidden' });
    const line = (position: number) => visitor.locator('.quote-form .quote-line').nth(position - 1);
    await line(1).getByLabel('Quantity').fill('1000');
    await line(2).getByLabel('Quantity').fill('500');
    await visitor
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'logo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n% our logo\n%%EOF\n') }]);
    await visitor.locator('.quote-file', { hasText: 'logo.pdf' }).getByText('Uploaded').waitFor();
    await visitor.getByLabel('Name').fill(buyer);
    await visitor.getByLabel('Email').fill('ram.kumar@example.in');
    await visitor.getByLabel('Phone').fill('+91 98100 12345');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByRole('heading', { name: 'Quote submitted successfully!' }).waitFor();
    const { body } = await callApi<{ data: ProductQuote[] }>(site, `/api/quotes?q=${encodeURIComponent(buyer)}`, { auth: true });
    const request = body.data[0];
    expect(request.lines).toHaveLength(2);

    // Staff: a quotation from the request, a proof, sent with a few words.
    const staff = await site.adminPage();
    await staff.goto(`/admin/enquiries/${request._id}`);
    await staff.getByRole('button', { name: 'Make a quotation' }).click();
    const title = staff.getByRole('heading', { level: 1, name: /^Quotation Q-\d{4}-\d{4,}$/ });
    await title.waitFor();
    const number = (await title.innerText()).replace('Quotation ', '');
    await staff.getByLabel('Add a proof').setInputFiles({
      name: 'label-proof.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
        'base64',
      ),
    });
    await staff.getByText(/label-proof\.png \(version 1\)/).waitFor();
    await staff.getByLabel('A few words above the link (optional)').fill('As discussed on the phone.');
    await staff.getByRole('button', { name: 'Send quotation' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `Quotation ${number} (revision 1) sent to the customer` })
      .waitFor();
    await expectAccessible(staff);

    const [sent] = await mailsTitled(`Quotation ${number} from ${COMPANY}`);
    const link = /https?:\/\/\S+\/q\/[A-Za-z0-9_-]{43}/.exec(sent.text ?? '')?.[0];
    expect(link).toBeTruthy();
    expect(sent.text).toContain('As discussed on the phone.');
    const text = await pdfText(sent.attachments[0].content);
    expect(text).toContain(buyer);
    expect(text).toMatch(/₹[\d,]+\.\d\d/);
    expect(text).toContain('label-proof.png (version 1)');

    // The customer, on their page: the quotation, then a change asked.
    const customer = await site.newPage({ viewport: { width: 390, height: 844 } });
    await customer.goto(new URL(link!).pathname);
    await customer.getByRole('heading', { level: 1, name: `Quotation ${number}` }).waitFor();
    await customer.getByText('Waiting for your answer.').waitFor();
    expect(await customer.locator('meta[name="referrer"]').getAttribute('content')).toBe('no-referrer');
    // Its address holds the secret: no referrer, no search engine, from the headers too; /quote is not touched.
    const headers = (await fetch(link!)).headers;
    expect([headers.get('referrer-policy'), headers.get('x-robots-tag')]).toEqual(['no-referrer', 'noindex']);
    expect((await fetch(`${site.url}/quote`)).headers.get('x-robots-tag')).toBeNull();
    await expectAccessible(customer);
    await customer.getByText('Ask for changes', { exact: true }).click();
    await customer.getByLabel('What should change?').fill('Please make the first line ₹2.50 a piece.');
    await customer.getByRole('button', { name: 'Send my request' }).click();
    await customer.getByText('Thank you: we will send you a revised quotation').waitFor();
    await mailsTitled(`${buyer} asked for changes to quotation ${number}`);

    // Staff: revision 2 at the price asked, sent.
    await staff.reload();
    await title.waitFor();
    await staff.getByLabel('Unit price, line 1').fill('2.5');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await staff
      .locator('[data-sonner-toast]', { hasText: `Quotation ${number} saved (revision 2)` })
      .first()
      .waitFor();
    await staff.getByRole('button', { name: 'Send quotation' }).click();
    await staff
      .getByRole('status')
      .filter({ hasText: `Quotation ${number} (revision 2) sent to the customer` })
      .waitFor();
    await mailsTitled(`Quotation ${number} (revision 2) from ${COMPANY}`);

    // The customer accepts revision 2.
    await customer.reload();
    await customer.getByText(/^Revision 2 · valid until/).waitFor();
    // The invoices' details come first, then the acceptance.
    const acceptForm = customer.locator('form[data-form="accept"]');
    await acceptForm.getByLabel('Legal name to invoice').fill('Ram Kumar Garments');
    await acceptForm.getByLabel('Billing address').fill('14 Okhla Industrial Area, Phase II, New Delhi 110020');
    await acceptForm.getByLabel('State', { exact: true }).selectOption('Delhi');
    await customer.getByLabel('Your full name').fill('Ram Kumar');
    await customer.getByLabel('I approve the artwork and the price').check();
    await customer.getByRole('button', { name: 'Accept quotation' }).click();
    await customer.getByText(/^Accepted by Ram Kumar on /).waitFor();
    await mailsTitled(`Thank you: quotation ${number} accepted – ${COMPANY}`);
    await mailsTitled(`Ram Kumar accepted quotation ${number} (revision 2)`);

    // Staff move the order; the customer approves the sample on their page.
    const moveTo = async (page: Page, stage: string, tracking?: { courier: string; number: string; link?: string }) => {
      await page.reload();
      await page.getByLabel('Stage', { exact: true }).selectOption(stage);
      if (tracking) {
        await page.getByLabel('Courier').fill(tracking.courier);
        await page.getByLabel('Tracking number').fill(tracking.number);
        if (tracking.link) await page.getByLabel('Tracking link').fill(tracking.link);
      }
      await page.getByRole('button', { name: 'Save stage' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Order ${number}: ${stage}` })
        .waitFor();
    };
    await moveTo(staff, 'Sample sent', { courier: 'Blue Dart', number: 'BD40211873' });
    const [sampleMail] = await mailsTitled(`Order ${number}: Sample sent – ${COMPANY}`);
    expect(sampleMail.text).toContain('BD40211873');
    await customer.reload();
    await customer.getByRole('heading', { name: 'Your sample' }).waitFor();
    await customer.getByRole('button', { name: 'Approve the sample' }).click();
    await customer.getByText('Thank you: the sample is approved and production comes next').waitFor();
    await mailsTitled(`Ram Kumar approved the sample of order ${number}`.replace('Ram Kumar', buyer));
    // Production waits for the advance: the customer says they paid it on their page, staff confirm it.
    await customer.reload();
    const report = customer.locator('form[data-form="payment-report"]');
    await report.getByLabel('UTR or reference number').fill('412345678901');
    await report.getByRole('button', { name: 'Send' }).click();
    await report.getByText(/we will confirm your payment/).waitFor();
    const quotationId = new URL(staff.url()).pathname.split('/').pop();
    const { body: order } = await callApi<{ data: { payments: { _id: string; status: string }[] } }>(
      site,
      `/api/quotations/${quotationId}`,
      { auth: true },
    );
    const reported = order.data.payments.find((payment) => payment.status === 'reported')!;
    const confirmed = await callApi(site, `/api/quotations/${quotationId}/payments/${reported._id}/confirm`, {
      method: 'POST',
      body: {},
      auth: true,
    });
    expect(confirmed.status).toBe(200);
    // The goods leave with their tax invoice, issued by the move to Dispatched: the company's tax details first.
    await saveCompanySettings(call);
    await moveTo(staff, 'In production');
    await moveTo(staff, 'Dispatched', { courier: 'DTDC', number: 'D8812094', link: 'https://track.example/D8812094' });
    await mailsTitled(`Order ${number}: Dispatched – ${COMPANY}`);

    // The customer's timeline: every step with its date; the tracking link goes without a referrer.
    await customer.reload();
    const steps = customer.locator('.cq__timeline li');
    await expect.poll(() => steps.count()).toBe(5);
    const texts = await steps.allInnerTexts();
    ['Artwork approved', 'Sample sent', 'Sample approved', 'In production', 'Dispatched'].forEach((stage, index) => {
      expect(texts[index]).toContain(stage);
      expect(texts[index]).toMatch(/\d{1,2} \w{3} \d{4}/);
    });
    expect(texts[4]).toContain('DTDC, tracking number D8812094');
    expect(await customer.getByRole('link', { name: 'Track it' }).getAttribute('rel')).toBe('noreferrer');
    await expectAccessible(customer);

    // Each step's mail came exactly once: counted once the outbox has nothing of this order left to send
    // (queued, being sent or to be retried), so a second copy would have arrived by then.
    await expect
      .poll(async () => {
        const { body } = await callApi<{ data: { subject: string; state: string }[] }>(site, '/api/mail?limit=200', {
          auth: true,
        });
        return body.data
          .filter((mail) => mail.subject.includes(number) && mail.state !== 'sent' && mail.state !== 'failed')
          .map((mail) => `${mail.subject}: ${mail.state}`);
      })
      .toEqual([]);
    const subjects = mailbox.smtp.received.map((mail) => mail.subject ?? '').filter((subject) => subject.includes(number));
    for (const subject of [
      `Quotation ${number} from ${COMPANY}`,
      `Quotation ${number} (revision 2) from ${COMPANY}`,
      `Thank you: quotation ${number} accepted – ${COMPANY}`,
      `Order ${number}: Sample sent – ${COMPANY}`,
      `Order ${number}: In production – ${COMPANY}`,
      `Order ${number}: Dispatched – ${COMPANY}`,
    ])
      expect(
        subjects.filter((each) => each === subject),
        subject,
      ).toHaveLength(1);

    // The back office's Orders and report show it.
    await staff.goto(`/admin/orders?q=${encodeURIComponent(number)}`);
    const row = staff.getByRole('row', { name: new RegExp(number) });
    await row.waitFor();
    expect(await row.innerText()).toContain('Dispatched');
    await expectAccessible(staff);
    await staff.goto('/admin/report');
    await staff.getByRole('heading', { name: 'By month', exact: true }).waitFor();
    await expectAccessible(staff);
  });
});

describe('a quotation made from a request', () => {
  it('is made from the enquiry, priced at the tier, edited with live totals and words, rates chosen and a charge’s own SAC, saved and kept; axe', async () => {
    const name = `Quotation Buyer ${Date.now().toString(36)}`;
    const { body: products } = await callApi<Product[]>(site, '/api/products?limit=1');
    const [{ _id: productId, name: productName }] = products;
    await submitted(site, '/api/quotes', {
      name,
      email: 'priced@example.in',
      phone: '+91 98100 12345',
      lines: [{ productId, quantity: 1000, size: '25 x 50 mm' }],
    });
    const [request] = await listedAsStaff<{ _id: string }>(site, '/api/quotes', `&q=${encodeURIComponent(name)}`);
    const { body: product } = await callApi<Product>(site, `/api/products/${productId}`);
    const page = await openAsStaff(site, `/admin/enquiries/${request._id}`, `Product quote from ${name}`);
    await page.getByText('No quotation yet.').waitFor();
    await page.getByRole('button', { name: 'Make a quotation' }).click();
    const heading = page.getByRole('heading', { level: 1, name: /^Quotation Q-\d{4}-\d{4,}$/ });
    await heading.waitFor();
    const number = (await heading.innerText()).replace('Quotation ', '');
    await toast(page, `Quotation ${number} created`).waitFor();
    expect(await page.getByLabel('Description, line 1').inputValue()).toBe(`${productName} (25 x 50 mm)`);
    expect(Number(await page.getByLabel('Unit price, line 1').inputValue())).toBe(priceAt(product, 1000).price);

    // Totals and words follow what is typed. A rate is chosen from the notified ones, never typed.
    const rate = page.getByLabel('Tax (%)');
    expect(await rate.locator('option').allTextContents()).toEqual(GST_RATES.map((percent) => `${percent}%`));
    await rate.selectOption('18');
    await page.getByLabel('Unit price, line 1').fill('2.5');
    await page.getByRole('button', { name: 'Add a charge' }).click();
    await page.getByLabel('Charge 1', { exact: true }).fill('Design service');
    await page.getByLabel('Amount', { exact: true }).fill('500');
    // A charge without its own code and rate goes with the goods; a design service is a supply of its own.
    const chargeRate = page.getByLabel(QUOTATION_TEXTS.gstRate, { exact: true });
    const lineRate = page.getByLabel('GST rate (%), line 1');
    await lineRate.selectOption('');
    await expect.poll(() => chargeRate.locator('option:checked').textContent()).toBe(QUOTATION_TEXTS.asGoods('18'));
    await lineRate.selectOption('12');
    await expect.poll(() => chargeRate.locator('option:checked').textContent()).toBe(QUOTATION_TEXTS.asGoods('12'));
    await page.getByLabel(QUOTATION_TEXTS.chargeHsn, { exact: true }).fill('998391');
    await chargeRate.selectOption('18');
    // The labels 2,500 at 12 % (300) and the design 500 at 18 % (90).
    const totals = page.locator('.quotation-editor__totals');
    await expect.poll(() => totals.innerText()).toContain('₹3,390.00');
    expect(await totals.innerText()).toContain('Rupees Three Thousand Three Hundred Ninety Only');

    // A refused field says why beside it; nothing is saved.
    await page.getByLabel('Description, line 1').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Description is required').waitFor();
    await page.getByLabel('Description, line 1').fill('Woven main label, 25 × 50 mm — देखभाल');
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Quotation ${number} saved (revision 1)`).waitFor();
    await expectAccessible(page);

    await page.reload();
    await heading.waitFor();
    expect(await page.getByLabel('Unit price, line 1').inputValue()).toBe('2.5');
    expect(await page.getByLabel('Description, line 1').inputValue()).toBe('Woven main label, 25 × 50 mm — देखभाल');
    expect(await rate.inputValue()).toBe('18');
    expect(await lineRate.inputValue()).toBe('12');
    expect(await page.getByLabel(QUOTATION_TEXTS.chargeHsn, { exact: true }).inputValue()).toBe('998391');
    expect(await chargeRate.inputValue()).toBe('18');
    await page.getByRole('link', { name: '← The enquiry' }).click();
    await page
      .getByRole('region', { name: 'Quotations' })
      .getByText(/Revision 1 · Draft · ₹3,390\.00/)
      .waitFor();

    // On a phone the editor and the enquiry scroll only their tables sideways, never the page.
    const phone = await site.adminPage({ viewport: { width: 375, height: 740 } });
    await phone.goto(`/admin/enquiries/${request._id}`);
    await phone.getByRole('heading', { level: 1, name: `Product quote from ${name}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.getByRole('link', { name: `Quotation ${number}` }).click();
    await phone.getByRole('heading', { level: 1, name: `Quotation ${number}` }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }, 120_000);
});
