/**
 * Privacy rights requests over the real handlers, the local store and a real SMTP server: the public page's
 * request confirmed by its mailed link (once; the same answer for any address), the due dates, the copy of a
 * person's data (theirs and nobody else's), an erasure that leaves the person's e-mail and phone in no store while
 * their invoice stays, and refusals that change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, customerQuotationApi, helpApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { privacyApi } from '../../src/lib/api/privacy.ts';
import { ENQUIRY_KINDS } from '../../src/lib/constants.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { dueDate, openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';
import { keptUntil } from '../../src/lib/server/privacy/anonymise.ts';
import { consentOf, recordConsent } from '../../src/lib/server/privacy/consent.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { callEndpoint, offContract } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { BUYERS, type BillingBody, acceptedOrder, secretOf, sentQuotation, setCompanyTax } from '../helpers/invoice-orders.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { sentQuoteRequest, unique, valid } from './fixtures.ts';

let smtp: TestSmtp;
let token: string;
let productId: string;

beforeAll(async () => {
  ({ smtp, token, productId } = await startQuotationBuyer('Privacy label', 'Ram Kumar'));
  await setCompanyTax(token);
});
afterAll(() => stopQuotationBuyer({ smtp }));

/** A person with a contact message, a quote request quoted, an order invoiced and a help request by phone. */
async function personWithRecords(label: string, billing: BillingBody = BUYERS.delhi) {
  const email = `${label}.${Date.now()}@example.in`;
  const phone = `97${String(Date.now()).slice(-8)}`;
  const name = unique(`${label} Sharma`);
  expect(
    (await callEndpoint(contactsApi.create, { body: valid.contact({ name, email, phone, message: `Hello from ${name}` }) }))
      .status,
  ).toBe(201);
  expect((await callEndpoint(helpApi.create, { body: valid.help({ name, mobile: phone }) })).status).toBe(201);
  const quoted = await sentQuoteRequest(token, { name, email, phone, lines: [{ productId, quantity: 500 }] });
  const quotation = await sentQuotation(token, quoted._id);
  const asked = await callEndpoint(customerQuotationApi.message, {
    params: { secret: secretOf(quotation) },
    body: { message: `Call me on ${phone}` },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const ordered = await sentQuoteRequest(token, { name, email, phone, lines: [{ productId, quantity: 2000 }] });
  const { quotation: order } = await acceptedOrder(token, ordered._id, billing);
  // Accepted with billing details, the order has its proforma invoice.
  expect((await quotations.get(order._id))?.invoices).toHaveLength(1);
  // The mails those steps made are in the outbox before anything is asked.
  await smtp.mailsAbout(email, 3);
  return { email, phone, name, quotationId: quotation._id, orderId: order._id, orderNumber: order.number };
}

/** Every store's keys whose value names `needle` (case-insensitive). */
async function keysNaming(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const name of Object.values(STORE_NAMES)) {
    const store = openStore(name);
    for await (const page of store.list({ paginate: true })) {
      for (const blob of page.blobs) {
        const text = await store.get(blob.key, { type: 'text' });
        if (text?.toLowerCase().includes(needle.toLowerCase())) found.push(`${name}/${blob.key}`);
      }
    }
  }
  return found;
}

const tokenOf = (text: string) => /#token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe('the due dates', () => {
  it.each([
    ['access', '2026-01-31T10:00:00.000Z', '2026-02-28T10:00:00.000Z'],
    ['erasure', '2026-03-15T08:30:00.000Z', '2026-04-15T08:30:00.000Z'],
    ['withdraw', '2026-12-31T23:00:00.000Z', '2027-01-31T23:00:00.000Z'],
    ['grievance', '2026-01-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z'],
  ] as const)('%s received %s is due %s', (kind, received, due) => {
    expect(dueDate(kind, new Date(received)).toISOString()).toBe(due);
  });

  it('keeps an order of November 2026 until the end of 2033, and one of February 2027 too (the same financial year)', () => {
    expect(keptUntil('2026-11-27')).toBe('2033-12-31');
    expect(keptUntil('2027-02-10')).toBe('2033-12-31');
    expect(keptUntil('2027-04-01')).toBe('2034-12-31');
  });
});

describe('a request from the public page', () => {
  it('answers the same for any address, mails a link that opens the request once', async () => {
    const email = `asker.${Date.now()}@example.in`;
    const known = await callEndpoint(privacyApi.ask, {
      body: { email, kind: 'access', message: 'मेरा डेटा 🙏 "quotes" / slashes' },
    });
    const unknown = await callEndpoint(privacyApi.ask, { body: { email: `nobody.${Date.now()}@example.in`, kind: 'erasure' } });
    expect(known.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    const [mail] = await smtp.mailsAbout(email, 1);
    const linkToken = tokenOf(mail.text ?? '');
    expect(linkToken.length).toBeGreaterThanOrEqual(43);
    expect(await keysNaming(linkToken)).toEqual([expect.stringMatching(/^outbox\/mail\//)]);
    const before = (await callEndpoint(privacyApi.list, { token })).body.data.length;

    const confirmed = await callEndpoint(privacyApi.confirm, { body: { token: linkToken } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(201);
    expect(confirmed.body.data.kind).toBe('access');
    const again = await callEndpoint(privacyApi.confirm, { body: { token: linkToken } });
    expect(again.status).toBe(410);
    const made = await callEndpoint(privacyApi.confirm, { body: { token: `${linkToken.slice(0, -2)}AA` } });
    expect(made.status).toBe(410);

    const list = (await callEndpoint(privacyApi.list, { token })).body.data;
    expect(list.length).toBe(before + 1);
    const opened = list.find((row: { email: string }) => row.email === email);
    expect(opened).toBeDefined();
    expect(opened).toMatchObject({
      kind: 'access',
      status: 'open',
      via: 'form',
      message: 'मेरा डेटा 🙏 "quotes" / slashes',
      overdue: false,
    });
    expect(opened?.dueAt).toBe(dueDate('access', new Date(opened!.receivedAt)).toISOString());
    // Staff's notice of it goes after the answer: here before the next tests count the mails.
    expect(await smtp.mailsAbout(`${email} asked us for`, 1)).toHaveLength(1);
  });

  it.each([
    ['no e-mail', { kind: 'access' }],
    ['a bad e-mail', { email: 'not-an-address', kind: 'access' }],
    ['an unknown kind', { email: 'a@example.in', kind: 'everything' }],
    ['a message too long', { email: 'a@example.in', kind: 'access', message: 'x'.repeat(2001) }],
    ['not an object', ['a@example.in']],
  ])('refuses %s with 400, mailing nothing', async (_, body) => {
    const before = smtp.received.length;
    const answer = await callEndpoint(privacyApi.ask, { body: offContract(body) });
    expect(answer.status).toBe(400);
    await mailDrained(smtp);
    expect(smtp.received.length).toBe(before);
  });
});

describe('staff answer', () => {
  it('an access request: the copy holds the person’s records and nobody else’s, and is mailed to them', async () => {
    const person = await personWithRecords('access');
    const other = await personWithRecords('other');
    const request = await openPrivacyRequest({ email: person.email.toUpperCase(), kind: 'access', via: 'my-orders' });
    const json = await callEndpoint(privacyApi.copy, { params: { id: request._id }, query: { format: 'json' }, token });
    expect(json.status).toBe(200);
    const copy = JSON.parse(new TextDecoder().decode(json.bytes));
    expect(copy.enquiries.map((each: { kind: string }) => each.kind).sort()).toEqual(['contacts', 'help', 'quotes', 'quotes']);
    expect(copy.quotations.map((each: { _id: string }) => each._id).sort()).toEqual([person.quotationId, person.orderId].sort());
    expect(copy.invoices).toHaveLength(1);
    expect(copy.mails.length).toBeGreaterThan(0);
    const text = JSON.stringify(copy);
    for (const leak of [other.email, other.phone, other.name, 'secret']) expect(text).not.toContain(leak);
    const csv = await callEndpoint(privacyApi.copy, { params: { id: request._id }, query: { format: 'csv' }, token });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(String(csv.body)).toContain(`enquiries,`);
    expect(String(csv.body)).toContain(person.phone);
    expect(String(csv.body)).not.toContain(other.email);

    const answered = await callEndpoint(privacyApi.answer, {
      params: { id: request._id },
      body: { message: 'Here is your data.' },
      token,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'answered', answer: { by: expect.any(String) } });
    const [mail] = await smtp.mailsAbout('A copy of my data: our answer', 1);
    expect(mail.attachments.map((file) => file.filename).sort()).toEqual(['my-data.csv', 'my-data.json']);
    expect(mail.attachments.find((file) => file.filename === 'my-data.json')?.content.toString()).toContain(person.orderNumber);
  });

  it('an erasure: no store names the e-mail or phone afterwards, but the invoice and the order’s billing stay', async () => {
    // A company of their own: a GSTIN shared with the other tests' buyers would join them to one customer.
    const person = await personWithRecords('erase', BUYERS.maharashtra);
    const request = await openPrivacyRequest({
      email: person.email,
      kind: 'erasure',
      message: `I am ${person.name}`,
      via: 'form',
    });
    expect((await keysNaming(person.email)).length).toBeGreaterThan(5);
    const order = (await quotations.get(person.orderId))!;
    const invoiceId = order.invoices![0]._id;

    const answered = await callEndpoint(privacyApi.answer, {
      params: { id: request._id },
      body: { message: 'Done as asked.' },
      token,
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.answer?.kept).toEqual([{ number: person.orderNumber, until: keptUntil(order.invoices![0].date) }]);
    expect(answered.body.data.answer?.message).toContain('section 36 of the CGST Act');
    const [mail] = await smtp.mailsAbout('Erase my data: our answer', 1);
    expect(mail.text).toContain(person.orderNumber);

    for (const kind of ENQUIRY_KINDS)
      for (let run = 0; run < 2; run += 1) await anyInbox(kind).compact({ graceMs: 0, keepMs: 0 });
    // The one mail telling them it is done is all that still names them, until it is sent.
    const isAnswer = async (key: string) =>
      key.startsWith('outbox/mail/') &&
      String((await openStore(STORE_NAMES.outbox).get(key.slice('outbox/'.length), { type: 'json' }))?.subject).startsWith(
        'Erase my data',
      );
    for (const needle of [person.email, person.phone, person.name]) {
      const left = await keysNaming(needle);
      const flags = await Promise.all(left.map(isAnswer));
      expect(
        left.filter((_, index) => !flags[index]),
        needle,
      ).toEqual([]);
    }
    expect(await invoices.get(invoiceId)).toMatchObject({ number: order.invoices![0].number });
    const kept = (await quotations.get(person.orderId))!;
    expect(kept.billing).toMatchObject({ legalName: BUYERS.maharashtra.legalName, gstin: BUYERS.maharashtra.gstin });
    expect(kept.customer).toMatchObject({ email: '', phone: '' });
    const pdf = await callEndpoint(invoicesApi.pdf, { params: { id: invoiceId }, token });
    expect(pdf.status).toBe(200);
  });

  it('a withdrawal: their consent to news and offers is withdrawn and they are told so', async () => {
    const email = `news.${Date.now()}@example.in`;
    await recordConsent({ email, marketing: true, source: 'contact' });
    const request = await openPrivacyRequest({ email, kind: 'withdraw', via: 'my-orders' });
    const answered = await callEndpoint(privacyApi.answer, { params: { id: request._id }, body: { message: 'Noted.' }, token });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(await consentOf(email)).toMatchObject({ marketing: false, source: 'my-orders' });
    // Staff's notice of the request names the address too: the buyer's mail is the answer.
    const [mail] = await smtp.mailsAbout('Withdraw my consent to news and offers: our answer', 1);
    expect(mail.text).toContain('will not mail you any');
  });

  it('refuses a blank answer, an unknown request, a second answer and anyone signed out, changing nothing', async () => {
    const request = await openPrivacyRequest({ email: `refused.${Date.now()}@example.in`, kind: 'grievance', via: 'form' });
    for (const body of [{}, { message: '   ' }, { message: 'x'.repeat(5001) }]) {
      expect(
        (await callEndpoint(privacyApi.answer, { params: { id: request._id }, body: offContract(body), token })).status,
      ).toBe(400);
    }
    expect((await callEndpoint(privacyApi.answer, { params: { id: request._id }, body: { message: 'Hi' } })).status).toBe(401);
    expect((await callEndpoint(privacyApi.list, {})).status).toBe(401);
    expect(
      (await callEndpoint(privacyApi.copy, { params: { id: request._id }, query: { format: 'xml' as never }, token })).status,
    ).toBe(400);
    expect(
      (await callEndpoint(privacyApi.answer, { params: { id: '000000000000000000' }, body: { message: 'Hi' }, token })).status,
    ).toBe(404);
    const list = (await callEndpoint(privacyApi.list, { token })).body.data;
    expect(list.find((row: { _id: string }) => row._id === request._id)).toMatchObject({ status: 'open' });
    const statuses = list.map((row: { status: string }) => row.status).join(' ');
    expect(statuses).toMatch(/^(open ?)*(answered ?)*$/);
    const first = await callEndpoint(privacyApi.answer, {
      params: { id: request._id },
      body: { message: 'We settled it.' },
      token,
    });
    expect(first.status).toBe(200);
    const second = await callEndpoint(privacyApi.answer, { params: { id: request._id }, body: { message: 'Again' }, token });
    expect(second.status).toBe(409);
    expect(first.body.data.answer?.message).toBe('We settled it.');
  });
});
