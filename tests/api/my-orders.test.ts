/**
 * My orders over the real handlers, the local store and a real SMTP server: the sign-in link (mailed to a known
 * e-mail only, the same answer for any; single use; 15 minutes; an address's asks limited), the session, the buyer's page
 * holding their customer's records and nobody else's, and a reorder of a delivered order (the request with its
 * lines and approved artwork; "Make a quotation" from it) while others' and undelivered orders are refused with
 * nothing stored; news by mail and a request about their data; the housekeeping run's sweep of links and counts.
 * (Over 300 lines: one concern, the buyer's own calls, sharing one SMTP server and one buyer's orders.)
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { artworkApi, myOrdersApi, quotesApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { sweepMyOrdersKeys } from '../../src/lib/server/my-orders/sign-in-links.ts';
import { LINK_LIMITS } from '../../src/lib/server/throttle.ts';
import { openBuyerSession } from '../../src/lib/server/my-orders/buyer-session.ts';
import { consentOf } from '../../src/lib/server/privacy/consent.ts';
import { listPrivacyRequests } from '../../src/lib/server/privacy/requests.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES, listKeys } from '../../src/lib/server/store/index.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { BUYERS, LINE, acceptOnPage, acceptedOrder, secretOf, sentQuotation, setCompanyTax } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { createProduct, formWith, sentQuoteRequest, smallPng, unique } from './fixtures.ts';
import type { Customer, EnquiryRef } from '../../src/lib/api/customers.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { claim, customers, emailKey } from '../../src/lib/server/customers/records.ts';

let smtp: TestSmtp;
let token: string;
let productId: string;
const BUYER = 'meera@brand.example';
const OTHER = 'someone.else@another.example';
/** Other addresses of the same buyer's company, one per concern: an e-mail is mailed three links an hour. */
const PAGE_BUYER = 'meera.page@brand.example';
const REORDER_BUYER = 'meera.reorder@brand.example';

/**
 * The buyer's customer record holding these records: the one their e-mail already leads to, else a new one
 * (its e-mail indexed as linking does), whichever way the enquiries were linked on arrival.
 */
async function customerHolding(email: string, name: string, links: { enquiries?: EnquiryRef[]; quotations?: string[] }) {
  let customer = await customerOfEmail(email);
  if (!customer) {
    customer = await customers.create({
      name,
      contacts: [{ name, email }],
      tags: [],
      enquiries: [],
      quotations: [],
      invoices: [],
    } as unknown as Customer);
    await claim(emailKey(email), customer._id);
  }
  const union = <T>(had: T[], more: T[] = []) => [
    ...had,
    ...more.filter((each) => !JSON.stringify(had).includes(JSON.stringify(each))),
  ];
  await customers.update(customer._id, (current) => ({
    ...current,
    enquiries: union(current.enquiries, links.enquiries),
    quotations: union(current.quotations, links.quotations),
  }));
}

interface Order {
  request: ProductQuote;
  quotation: QuotationAnswer;
}

/** A buyer's request of the product, and a quotation of it sent (and accepted, and delivered, when asked). */
async function order(email: string, { accepted = true, delivered = true, proofId = '' } = {}): Promise<Order> {
  const request = await sentQuoteRequest(token, {
    name: unique('Meera'),
    email,
    phone: '+91 98100 55555',
    company: 'Brand & Co',
    lines: [{ productId, quantity: 2000, size: '25 × 50 mm', material: 'Damask', colours: '3 colours' }],
  });
  const quotation = await sentQuotation(token, request._id, {
    lines: [{ productId, description: 'Woven label', quantity: 2000, unitPrice: 3 }],
  });
  if (accepted) await acceptOnPage(secretOf(quotation));
  if (delivered || proofId) {
    await quotations.update(quotation._id, (current) => ({
      ...current,
      ...(delivered && { stage: 'Delivered' as const }),
      ...(proofId && {
        proofs: [
          {
            fileId: proofId,
            name: 'label.png',
            type: 'png',
            size: 100,
            version: 1,
            at: current.savedAt,
            by: 'Asha',
            revision: 1,
          },
        ],
        acceptance: current.acceptance && { ...current.acceptance, proofs: [proofId] },
      }),
    }));
  }
  await customerHolding(email, 'Meera', { enquiries: [{ kind: 'quotes', id: request._id }], quotations: [quotation._id] });
  return { request, quotation };
}

const linkFor = (email: string, ip = '203.0.113.70') => callEndpoint(myOrdersApi.link, { body: { email }, ip });
const tokenIn = (text: string) => /orders#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

/** The sign-in links mailed to `email` so far, waiting until there are `count`. */
async function linksTo(email: string, count: number): Promise<string[]> {
  const links = () =>
    smtp.received.filter((mail) => JSON.stringify(mail.to).includes(email)).flatMap((mail) => tokenIn(mail.text ?? '') || []);
  const deadline = Date.now() + 10_000;
  while (links().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return links();
}

/** Asks for a link and opens it: the buyer's session token. */
async function signIn(email: string, ip?: string): Promise<string> {
  const before = (await linksTo(email, 0)).length;
  expect((await linkFor(email, ip)).status).toBe(200);
  const link = (await linksTo(email, before + 1))[before];
  const session = await callEndpoint(myOrdersApi.session, { body: { token: link } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.token;
}

withTestMail((started) => (smtp = started));

beforeAll(async () => {
  token = await adminToken();
  ({ _id: productId } = await createProduct(token, { name: unique('Damask label') }));
});

afterEach(() => vi.useRealTimers());

describe('POST /api/my/link and /api/my/session', () => {
  it('answers a known and an unknown e-mail the same, and mails only the known one a single-use link', async () => {
    await order(BUYER);
    const before = smtp.received.length;
    const known = await linkFor(BUYER, '203.0.113.71');
    const unknown = await linkFor('nobody@nowhere.example', '203.0.113.71');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const [link] = await linksTo(BUYER, 1);
    await mailDrained(smtp);
    expect(smtp.received.length - before).toBe(1);
    expect(smtp.received.some((each) => JSON.stringify(each.to).includes('nobody@nowhere.example'))).toBe(false);
    expect(link).toHaveLength(43);
    // Only the hash is stored.
    expect((await listKeys(STORE_NAMES.myOrders)).some((key) => key.includes(link))).toBe(false);

    const first = await callEndpoint(myOrdersApi.session, { body: { token: link } });
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(BUYER);
    const again = await callEndpoint(myOrdersApi.session, { body: { token: link } });
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already used/);
  });

  it('lets only one of two tabs opening the same link at once sign in', async () => {
    await linkFor(BUYER, '203.0.113.72');
    const link = (await linksTo(BUYER, 2))[1];
    const both = await Promise.all([1, 2].map(() => callEndpoint(myOrdersApi.session, { body: { token: link } })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 410]);
  });

  it('refuses a link past its 15 minutes, and one never made', async () => {
    await linkFor(BUYER, '203.0.113.73');
    const link = (await linksTo(BUYER, 3))[2];
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000);
    const late = await callEndpoint(myOrdersApi.session, { body: { token: link } });
    expect(late.status).toBe(410);
    expect(late.body.message).toMatch(/expired/);
    vi.useRealTimers();
    const made = await callEndpoint(myOrdersApi.session, { body: { token: 'A'.repeat(43) } });
    expect(made.status).toBe(401);
    const malformed = await callEndpoint(myOrdersApi.session, { body: { token: 'short' } });
    expect(malformed.status).toBe(400);
  });

  it('tells an address past twenty asks an hour to wait (asks for one e-mail: tests/api/my-orders-links.test.ts)', async () => {
    const ip = '192.0.2.99';
    for (let index = 0; index < LINK_LIMITS.perAddress; index += 1) {
      expect((await linkFor(`any${index}@x.example`, ip)).status).toBe(200);
    }
    const refused = await linkFor('any-more@x.example', ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses a bad e-mail with its message, and odd but valid input passes', async () => {
    const bad = await linkFor('not an e-mail');
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.email).toBe('Invalid email address');
    expect((await linkFor('राम@उदाहरण.भारत', '203.0.113.74')).status).toBe(200);
  });
});

describe('GET /api/my', () => {
  it("holds the buyer's customer records, and nobody else's", async () => {
    const mine = await order(PAGE_BUYER);
    const theirs = await order(OTHER);
    const session = await signIn(PAGE_BUYER, '203.0.113.80');
    const page = await callEndpoint(myOrdersApi.read, { token: session });
    expect(page.status).toBe(200);
    const { data } = page.body;
    expect(data.customer?.email).toBe(PAGE_BUYER);
    expect(data.enquiries.map((each) => each._id)).toContain(mine.request._id);
    expect(data.enquiries[0].summary).toMatch(/× 2000/);
    const shown = data.quotations.find((each) => each._id === mine.quotation._id)!;
    expect(shown).toMatchObject({ number: mine.quotation.number, stage: 'Delivered', state: 'accepted' });
    expect(shown.page).toBe(`/q/${secretOf(mine.quotation)}`);
    // 2,000 at ₹3, the artwork charge of ₹500, 18% GST.
    expect(shown.money?.total).toBe(7670);
    expect(shown.reorder?.lines).toEqual([{ description: 'Woven label', quantity: 2000 }]);
    const all = JSON.stringify(data);
    expect(all).not.toContain(theirs.request._id);
    expect(all).not.toContain(theirs.quotation._id);
    expect(all).not.toContain(OTHER);
  });

  it('answers an empty page to an e-mail without a customer record, and 401 without a buyer session', async () => {
    expect((await callEndpoint(myOrdersApi.read)).status).toBe(401);
    expect((await callEndpoint(myOrdersApi.read, { token })).status).toBe(401);
    const session = await signIn(PAGE_BUYER, '203.0.113.81');
    expect((await callEndpoint(myOrdersApi.read, { token: `${session}x` })).status).toBe(401);
    // A session of an address whose customer record is gone (erased, say) reads an empty page, not an error.
    const { token: stranger } = await openBuyerSession('gone@nowhere.example');
    const empty = await callEndpoint(myOrdersApi.read, { token: stranger });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ customer: null, enquiries: [], quotations: [], invoices: [], marketing: null });
  });
});

describe('POST /api/my/reorder', () => {
  it('makes a new request of a delivered order, with its lines, the new quantity and the approved artwork', async () => {
    const upload = await callEndpoint(artworkApi.upload, { rawBody: formWith(await smallPng(), 'label.png', 'image/png') });
    expect(upload.status).toBe(201);
    const { request, quotation } = await order(REORDER_BUYER, { proofId: upload.body.data.id });
    const session = await signIn(REORDER_BUYER, '203.0.113.82');
    const made = await callEndpoint(myOrdersApi.reorder, {
      token: session,
      body: { quotationId: quotation._id, quantities: [3000] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.message).toContain(quotation.number);
    const listed = await callEndpoint(quotesApi.list, { token, query: { q: request.name } });
    const stored = listed.body.data.find((each) => each._id === made.body._id) as ProductQuote & {
      reorderOf: { number: string };
    };
    expect(stored.message).toBe(`Reorder of ${quotation.number}`);
    expect(stored.reorderOf.number).toBe(quotation.number);
    expect(stored.lines).toMatchObject([
      { productId, quantity: 3000, size: '25 × 50 mm', material: 'Damask', colours: '3 colours' },
    ]);
    expect(stored.files?.map((file) => file.id)).toEqual([upload.body.data.id]);

    // "Make a quotation" starts from the earlier lines at today's tier prices.
    const quoted = await callEndpoint(quotationsApi.create, { token, body: { enquiryId: made.body._id } });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(201);
    // The product's price today (₹2.50), not the ₹3 of the earlier order.
    expect(quoted.body.data.lines).toEqual([{ productId, description: 'Woven label', quantity: 3000, unitPrice: 2.5 }]);
  });

  it("refuses someone else's order and an undelivered one, storing nothing", async () => {
    const theirs = await order(OTHER);
    const notYet = await order(REORDER_BUYER, { delivered: false });
    const session = await signIn(REORDER_BUYER, '203.0.113.83');
    const count = async () => (await listKeys(STORE_NAMES.productQuotes)).length;
    const before = await count();
    const other = await callEndpoint(myOrdersApi.reorder, { token: session, body: { quotationId: theirs.quotation._id } });
    expect(other.status).toBe(404);
    const undelivered = await callEndpoint(myOrdersApi.reorder, { token: session, body: { quotationId: notYet.quotation._id } });
    expect(undelivered.status).toBe(409);
    expect(undelivered.body.message).toMatch(/delivered/);
    const bad = await callEndpoint(myOrdersApi.reorder, {
      token: session,
      body: { quotationId: notYet.quotation._id, quantities: [0] },
    });
    expect(bad.status).toBe(400);
    const anonymous = await callEndpoint(myOrdersApi.reorder, { body: { quotationId: notYet.quotation._id } });
    expect(anonymous.status).toBe(401);
    expect(await count()).toBe(before);
  });
});

describe('POST /api/my/consent and /api/my/privacy', () => {
  const email = 'meera.data@brand.example';

  it('records yes and then no to news by mail, as the page reads it back', async () => {
    await customerHolding(email, 'Meera', {});
    const session = await signIn(email, '203.0.113.90');
    const yes = await callEndpoint(myOrdersApi.consent, { token: session, body: { marketing: true } });
    expect(yes.status).toBe(200);
    expect((await callEndpoint(myOrdersApi.read, { token: session })).body.data.marketing).toBe(true);
    const no = await callEndpoint(myOrdersApi.consent, { token: session, body: { marketing: false } });
    expect(no.body.message).toMatch(/no longer/);
    expect((await consentOf(email))?.marketing).toBe(false);
    expect((await callEndpoint(myOrdersApi.consent, { token: session, body: offContract({ marketing: 'yes' }) })).status).toBe(
      400,
    );
    expect((await callEndpoint(myOrdersApi.consent, { body: { marketing: true } })).status).toBe(401);
  });

  it("opens a request about the buyer's data for staff, and refuses an unknown kind storing nothing", async () => {
    const session = await signIn(email, '203.0.113.91');
    const asked = await callEndpoint(myOrdersApi.privacy, {
      token: session,
      body: { kind: 'access', message: 'कृपया मेरा डेटा भेजें 🙏' },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const refused = await callEndpoint(myOrdersApi.privacy, { token: session, body: offContract({ kind: 'everything' }) });
    expect(refused.status).toBe(400);
    const held = (await listPrivacyRequests()).filter((request) => request.email === email);
    expect(held.map((request) => [request._id, request.kind, request.via])).toEqual([[asked.body._id, 'access', 'my-orders']]);
  });
});

describe('GET /api/my/invoices/{id}/pdf', () => {
  it("downloads an invoice of the buyer's own order by the session, and nobody else's", async () => {
    const email = 'meera.invoices@brand.example';
    await setCompanyTax(token);
    const request = await sentQuoteRequest(token, {
      name: unique('Meera'),
      email,
      phone: '+91 98100 66666',
      lines: [{ productId, quantity: 1000 }],
    });
    const { quotation } = await acceptedOrder(token, request._id, BUYERS.delhi);
    const [proforma] = quotation.invoices ?? [];
    expect(proforma?.kind).toBe('proforma');
    await customerHolding(email, 'Meera', { quotations: [quotation._id] });
    const session = await signIn(email, '203.0.113.95');
    const page = (await callEndpoint(myOrdersApi.read, { token: session })).body.data;
    expect(page.invoices.map((invoice) => invoice.number)).toEqual([proforma.number]);
    const pdf = await callEndpoint(myOrdersApi.invoicePdf, { token: session, params: { id: proforma._id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    const total = (LINE.quantity * LINE.unitPrice + 500) * 1.18;
    const rupees = `₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(rupees).toBe('₹4,307.00');
    for (const words of ['Proforma invoice', `No. ${proforma.number}`, BUYERS.delhi.legalName, BUYERS.delhi.gstin, rupees])
      expect(text).toContain(words);
    expect((await callEndpoint(myOrdersApi.invoicePdf, { params: { id: proforma._id } })).status).toBe(401);
    const stranger = await openBuyerSession(OTHER);
    expect((await callEndpoint(myOrdersApi.invoicePdf, { token: stranger.token, params: { id: proforma._id } })).status).toBe(
      404,
    );
  });
});

describe('the housekeeping run', () => {
  it('removes sign-in links, used marks, counts and sessions past their time, and keeps those still running', async () => {
    const keys = () => listKeys(STORE_NAMES.myOrders);
    expect((await keys()).length).toBeGreaterThan(0);
    expect(await sweepMyOrdersKeys(Date.now(), { deadline: Date.now() + 30_000, limit: 10_000 })).toBe(0);
    // Past a day: the e-mails' asks of the day are the longest kept.
    const later = Date.now() + 25 * 60 * 60 * 1000;
    expect(await sweepMyOrdersKeys(later, { deadline: Date.now() + 30_000, limit: 10_000 })).toBeGreaterThan(0);
    expect(await keys()).toEqual([]);
  });
});
