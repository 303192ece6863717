/**
 * What the privacy notice promises about keeping, done by the housekeeping run over the real handlers, the local
 * store and a real SMTP server: an order's invoices, payments and billing details go once the accounts' keeping
 * period the notice names has passed (and not a day before); sent mail leaves the outbox after the days it names
 * (a mail not yet delivered stays); the log of who looked at a customer goes after the months it names. The run is
 * given a "now" past each period, so what the test stores is old to it. A consent records the notice's version as
 * the page prints it: made from its words, not only from the day of the last save of the settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customersApi } from '../../src/lib/api/customers.ts';
import { contactsApi, paymentsApi, quotationsApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { ACCESS_LOG_KEEP_MONTHS, SENT_MAIL_KEEP_DAYS } from '../../src/lib/privacy/keeping.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { accessLog } from '../../src/lib/server/customers/access-log.ts';
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { housekeeping } from '../../src/lib/server/housekeeping.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { readKeptPdf } from '../../src/lib/server/invoices/kept-pdfs.ts';
import { type OutboxMail, mailKey, outboxStore } from '../../src/lib/server/mail/outbox.ts';
import { newId } from '../../src/lib/server/ids.ts';
import { isAnonymised, orderKeptUntil } from '../../src/lib/server/privacy/anonymise.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { consentOf } from '../../src/lib/server/privacy/consent.ts';
import { noticeVersionOf } from '../../src/lib/server/privacy/consent-notice.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { STORE_NAMES, listKeys, readJSON } from '../../src/lib/server/store/index.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, setCompanyTax } from '../helpers/invoice-orders.ts';
import { type QuotationBuyer, startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { sentQuoteRequest, unique, valid } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

let buyer: QuotationBuyer;

beforeAll(async () => {
  buyer = await startQuotationBuyer('Keeping label', 'Ram Kumar');
  await setCompanyTax(buyer.token);
});
afterAll(() => stopQuotationBuyer(buyer));

/** `months` calendar months after `at`. */
function monthsAfter(at: number, months: number) {
  const later = new Date(at);
  later.setUTCMonth(later.getUTCMonth() + months);
  return later.getTime();
}

/** The outbox's mails to `email`, as stored. */
async function mailsTo(email: string): Promise<OutboxMail[]> {
  const keys = await listKeys(STORE_NAMES.outbox, 'mail/');
  const mails = await Promise.all(keys.map(async (key) => (await outboxStore().get(key, { type: 'json' })) as OutboxMail | null));
  return mails.filter((mail): mail is OutboxMail => mail !== null && JSON.stringify(mail.to).includes(email));
}

describe('an order’s accounts', () => {
  it('keeps the invoices, payments and billing until the day the notice names, and removes them after it', async () => {
    const email = `${unique('accounts').replace(/\W+/g, '.').toLowerCase()}@okhla-garments.in`;
    const name = unique('Kept Buyer');
    const request = await sentQuoteRequest(buyer.token, {
      name,
      email,
      phone: '9810000077',
      lines: [{ productId: buyer.productId, quantity: 400 }],
    });
    const { quotation } = await acceptedOrder(buyer.token, request._id, BUYERS.delhi);
    const paidOn = new Date().toISOString().slice(0, 10);
    const paid = await callEndpoint(paymentsApi.record, {
      params: { id: quotation._id },
      body: { amount: 100, date: paidOn, method: 'UPI', reference: '412345670001' },
      token: buyer.token,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const invoiceId = quotation.invoices![0]._id;
    const month = quotation.invoices![0].date.slice(0, 7);
    const stored = (await quotations.get(quotation._id))!;
    const until = orderKeptUntil(stored);

    // The last day kept (late in the evening, New Delhi's day still that one): everything stays.
    await housekeeping({ now: Date.parse(`${until}T12:00:00Z`) });
    const kept = (await quotations.get(quotation._id))!;
    expect(kept.billing?.legalName).toBe(BUYERS.delhi.legalName);
    expect(kept.customer.email).toBe(email);
    expect(kept.payments?.[0].reference).toBe('412345670001');
    expect(await invoices.get(invoiceId)).not.toBeNull();
    // Its PDF, downloaded, is kept (invoices/kept-pdfs.ts) until then too.
    expect((await callEndpoint(invoicesApi.pdf, { params: { id: invoiceId }, token: buyer.token })).status).toBe(200);
    expect((await readKeptPdf(invoiceId)).bytes).not.toBeNull();
    // The books' month of the payment names the buyer and the reference until then.
    const moneyMonth = `money-register/${paidOn.slice(0, 7)}`;
    expect(JSON.stringify(await readJSON(STORE_NAMES.meta, moneyMonth))).toContain('412345670001');
    const listed = async () =>
      (await callEndpoint(quotationsApi.list, { query: { q: name }, token: buyer.token })).body.data.map((row) => row._id);
    expect(await listed()).toEqual([quotation._id]);

    // Two days later, the run removes them.
    const done = await housekeeping({ now: Date.parse(`${until}T12:00:00Z`) + 2 * DAY });
    expect(done['orders past the accounts’ keeping period']).toBeGreaterThanOrEqual(1);
    const gone = (await quotations.get(quotation._id))!;
    expect(gone.billing).toBeUndefined();
    expect(JSON.stringify(gone)).not.toContain(email);
    expect(JSON.stringify(gone)).not.toContain(name);
    expect(JSON.stringify(gone)).not.toContain(BUYERS.delhi.legalName);
    expect(JSON.stringify(gone)).not.toContain('412345670001');
    // What is left counts orders: the lines and totals stay.
    expect(gone.total).toBe(stored.total);
    expect(await listed()).toEqual([]);
    expect(await invoices.get(invoiceId)).toBeNull();
    expect(await listKeys(STORE_NAMES.artwork, `document-pdfs/${invoiceId}`)).toEqual([]);
    expect((await callEndpoint(invoicesApi.get, { params: { id: invoiceId }, token: buyer.token })).status).toBe(404);
    expect(await listKeys(STORE_NAMES.meta, `invoice-register/${month}`)).toEqual([]);
    expect(await listKeys(STORE_NAMES.meta, moneyMonth)).toEqual([]);
    const enquiry = await anyInbox('quotes').get(request._id);
    expect(enquiry && isAnonymised(enquiry)).toBe(true);
    expect(JSON.stringify(enquiry)).not.toContain(email);
  });
});

describe('sent mail', () => {
  it('leaves the outbox the days the notice names after it was sent; a mail not yet delivered stays', async () => {
    const email = `${unique('mailed').replace(/\W+/g, '.').toLowerCase()}@example.in`;
    const sent = await callEndpoint(contactsApi.create, { body: valid.contact({ email }) });
    expect(sent.status).toBe(201);
    await buyer.smtp.mailsAbout(email, 1);
    await linksSettled();
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.map((mail) => mail.state)).toEqual(mails.map(() => 'sent'));
    // One of them as if its sends were still being retried: not delivered, so not to be removed.
    const waiting = { ...mails[0], _id: newId(), state: 'retrying' as const };
    await outboxStore().setJSON(mailKey(waiting._id), waiting);
    const recent = async () =>
      (await listKeys(STORE_NAMES.outbox, 'recent/')).filter((key) => mails.some((mail) => key.includes(mail._id)));
    expect(await recent()).not.toEqual([]);

    await housekeeping({ now: Date.now() + (SENT_MAIL_KEEP_DAYS - 1) * DAY });
    expect((await mailsTo(email)).length).toBe(mails.length + 1);

    const done = await housekeeping({ now: Date.now() + (SENT_MAIL_KEEP_DAYS + 1) * DAY });
    expect(done['sent mail past its days']).toBeGreaterThanOrEqual(mails.length);
    expect((await mailsTo(email)).map((mail) => mail._id)).toEqual([waiting._id]);
    expect(await recent()).toEqual([]);
  });
});

describe('the log of who looked at a customer', () => {
  it('is kept the months the notice names, then removed', async () => {
    const email = `${unique('looked').replace(/\W+/g, '.').toLowerCase()}@looked-at.in`;
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ email }) })).status).toBe(201);
    await linksSettled();
    const customer = (await customerOfEmail(email))!;
    const at = Date.now();
    expect((await callEndpoint(customersApi.get, { params: { id: customer._id }, token: buyer.token })).status).toBe(200);
    expect((await accessLog(customer._id)).map((entry) => entry.what)).toEqual(['viewed']);

    await housekeeping({ now: monthsAfter(at, ACCESS_LOG_KEEP_MONTHS) - DAY });
    expect(await accessLog(customer._id)).toHaveLength(1);

    const done = await housekeeping({ now: monthsAfter(at, ACCESS_LOG_KEEP_MONTHS) + DAY });
    expect(done['customer access log past its months']).toBeGreaterThanOrEqual(1);
    expect(await accessLog(customer._id)).toEqual([]);
  });
});

describe('the notice’s version a consent records', () => {
  it('is the one made from the notice’s words, not only the settings’ day', async () => {
    const email = `${unique('consent').replace(/\W+/g, '.').toLowerCase()}@example.in`;
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ email, marketing: true }) })).status).toBe(201);
    const { data } = await siteSettings.read();
    const version = noticeVersionOf(data);
    expect(version).not.toBe(data.privacy.noticeVersion);
    const recorded = JSON.stringify(await consentOf(email));
    expect(recorded).toContain(`"noticeVersion":"${version}"`);
  });
});
