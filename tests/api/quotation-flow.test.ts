/**
 * (Over 300 lines: one quotation's life from its send to the order, a describe a step, on one mail server.)
 * A quotation after it is made, over the real handlers, the local store and a real SMTP server:
 * the send (the mail read back with its link and a PDF whose text holds the rupee amounts and a Devanagari
 * name, exactly once for a repeated click), the customer's page by its secret (wrong, another's, rate
 * limited), every refusal of the customer's answers, the acceptance racing a staff edit, the order's
 * stages with their mails, an acceptance recorded by staff, proofs, the expiry and reminder run, and the
 * lists and report over every quotation (an order's money in the months it was invoiced and paid).
 */
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import type { customerQuotationReads } from '../../src/lib/api/customer-quotation-reads.ts';
import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  artworkApi,
  customerQuotationApi,
  enquiriesApi,
  paymentsApi,
  quotationsApi,
} from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { daysBetween } from '../../src/lib/payments.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { quotations } from '../../src/lib/server/quotations/collection.ts';
import { expireAndRemind } from '../../src/lib/server/quotations/expiry.ts';
import { SECRET_LIMITS } from '../../src/lib/server/throttle.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { type OffContract, callEndpoint, offContract } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { BUYERS, type QuotationTerms, acceptedOrder, giveBilling, secretOf, setCompanyTax } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { formWith, sentQuoteRequest, smallPng, unique } from './fixtures.ts';

const BUYER = 'राम कुमार';
const buyer = useQuotationBuyer('Flow Label', BUYER);

const LINE = { description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15 };
const dateIn = (days: number) => todayInIndia(new Date(Date.now() + days * 86_400_000));

async function newQuotation(body: QuotationTerms = {}): Promise<QuotationAnswer> {
  const answer = await callEndpoint(quotationsApi.create, {
    body: { enquiryId: buyer.request._id, lines: [LINE], ...body },
    token: buyer.token,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as QuotationAnswer;
}

const send = (quotation: QuotationAnswer, version = quotation.version, message?: string) =>
  callEndpoint(quotationsApi.send, {
    params: { id: quotation._id },
    body: message ? { message } : {},
    token: buyer.token,
    headers: { 'if-match': `"${version}"` },
  });

async function sent(body: QuotationTerms = {}) {
  const quotation = await newQuotation(body);
  const answer = await send(quotation);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as QuotationAnswer;
}

/** The customer's answers on their page (accept, changes, decline, message, addFile, sample). */
type Answering = Exclude<keyof typeof customerQuotationApi, keyof typeof customerQuotationReads>;
/** One of the customer's answers by its name, with the body that call takes. */
const customer = <K extends Answering>(
  name: K,
  secret: string,
  body?: BodyOf<(typeof customerQuotationApi)[K]> | OffContract,
  ip?: string,
) => {
  const answer: Endpoint<string, v.GenericSchema, unknown, AnswerOf<typeof customerQuotationApi.accept>> = customerQuotationApi[
    name
  ];
  return callEndpoint(answer, { params: { secret }, ...(body && { body }), ...(ip && { ip }) });
};
const view = (secret: string, ip?: string) => callEndpoint(customerQuotationApi.get, { params: { secret }, ...(ip && { ip }) });

const staffRead = async (id: string) =>
  (await callEndpoint(quotationsApi.get, { params: { id }, token: buyer.token })).body.data as QuotationAnswer;

/** The mails about a quotation number that have arrived, once `count` of them are there. */
const mailsOf = (number: string, count: number): Promise<ParsedMail[]> => buyer.smtp.mailsAbout(number, count);

/** A new quote request of one product, as a visitor sends it. */
async function newRequest(label: string): Promise<ProductQuote> {
  return sentQuoteRequest(buyer.token, {
    name: unique(label),
    email: 'buyer@example.in',
    phone: '+91 98100 12345',
    lines: [{ productId: buyer.productId, quantity: 1000 }],
  });
}

describe('POST /api/quotations/{id}/send', () => {
  it('mails the customer their page and the PDF once, marks it Sent and the enquiry Quoted', async () => {
    const quotation = await newQuotation({ charges: [{ label: 'Artwork', amount: 500 }], taxPercent: 18 });
    const records = await quotations.count();
    const answer = await send(quotation, quotation.version, 'As discussed on the phone.');
    // The PDF kept as sent is a private file, not a quotation record.
    expect(await quotations.count()).toBe(records);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe(`Quotation ${quotation.number} (revision 1) sent to the customer`);
    expect(answer.body.data).toMatchObject({ status: 'Sent', sentRevision: 1, sentBy: expect.any(String) });
    // A second click of the same version sends nothing.
    expect((await send(quotation)).status).toBe(409);

    const [mail] = await mailsOf(quotation.number, 1);
    expect(mail.to).toMatchObject({ value: [{ address: 'ram@example.in' }] });
    expect(mail.subject).toBe(`Quotation ${quotation.number} from Labels & Tags Co.`);
    expect(mail.text).toContain('As discussed on the phone.');
    expect(mail.text).toContain(quotation.customerUrl);
    expect(mail.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [`${quotation.number}-r1.pdf`, 'application/pdf'],
    ]);
    const text = await pdfText(mail.attachments[0].content);
    // 3150 + 500 = 3650; 18% = 657; 4307.
    for (const words of ['₹3,150.00', '₹500.00', '₹657.00', '₹4,307.00', 'Rupees Four Thousand Three Hundred Seven Only', BUYER])
      expect(text).toContain(words);

    const enquiry = await callEndpoint(enquiriesApi.get, { params: { id: buyer.request._id }, token: buyer.token });
    expect(enquiry.body.data.status).toBe('Quoted');
    await mailDrained(buyer.smtp);
    expect(buyer.smtp.arrived(quotation.number)).toHaveLength(1);
  });

  it('refuses a quotation past its date, and an accepted one', async () => {
    const old = await newQuotation();
    await quotations.update(old._id, (current) => ({ ...current, validUntil: dateIn(-1) }));
    const refused = await send(old, old.version + 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Its valid-until date has passed: set a new date, save, then send');
    expect((await staffRead(old._id)).status).toBe('Draft');
  });

  it('serves the PDF to staff: a draft made now, a sent revision as it was sent', async () => {
    const quotation = await newQuotation();
    const draft = await callEndpoint(quotationsApi.pdf, { params: { id: quotation._id }, token: buyer.token });
    expect(draft.status).toBe(200);
    expect(draft.headers.get('content-type')).toBe('application/pdf');
    expect(await pdfText(draft.bytes)).toContain('Quotation (draft)');
    expect((await callEndpoint(quotationsApi.pdf, { params: { id: quotation._id } })).status).toBe(401);
    // A revision that is no whole number from 1 is refused, like any bad query parameter (it was once ignored).
    const badRevision = await callEndpoint(quotationsApi.pdf, {
      params: { id: quotation._id },
      query: { revision: 'x' },
      token: buyer.token,
    });
    expect(badRevision.status).toBe(400);
    expect(badRevision.body.errors).toEqual({ revision: badRevision.body.message });
  });
});

describe('the customer page, /api/q/{secret}', () => {
  it('shows the revision sent, and answers 404 to a wrong secret or an unsent quotation', async () => {
    const quotation = await sent();
    const answer = await view(secretOf(quotation));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.body.data).toMatchObject({
      number: quotation.number,
      revision: 1,
      state: 'open',
      canAccept: true,
      total: 3150,
      lines: [{ description: LINE.description, quantity: 1000, unitPrice: 3.15 }],
    });
    expect(JSON.stringify(answer.body)).not.toContain(secretOf(quotation));
    expect(JSON.stringify(answer.body)).not.toContain('ram@example.in');
    const wrong = `${secretOf(quotation).slice(0, -1)}${secretOf(quotation).endsWith('A') ? 'B' : 'A'}`;
    expect((await view(wrong)).status).toBe(404);
    expect((await view('../../etc/passwd')).status).toBe(404);
    const unsent = await newQuotation();
    expect((await view(secretOf(unsent))).body.message).toBe('This quotation has not been sent to you yet');
    const pdf = await callEndpoint(customerQuotationApi.pdf, { params: { secret: secretOf(quotation) } });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain(quotation.number);
  });

  it('rate limits wrong secrets per address, and lets a right one through whatever the count', async () => {
    const quotation = await sent();
    const ip = '198.51.100.77';
    for (let index = 0; index < SECRET_LIMITS.perAddress; index++)
      expect((await view(`${'x'.repeat(42)}${index % 10}`, ip)).status).toBe(404);
    const refused = await view(`${'y'.repeat(42)}0`, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    // Every buyer behind the same office address still reaches their own page.
    expect((await view(secretOf(quotation), ip)).status).toBe(200);
    expect((await view(secretOf(quotation), '198.51.100.78')).status).toBe(200);
  });

  it('asks for changes, sees the revision being made, refuses an old revision, then accepts the new one once', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    expect((await customer('changes', secret, { message: '' })).body.message).toBe('Write your message');
    const changes = await customer('changes', secret, { message: 'Please quote 2,000 pieces too' });
    expect(changes.status).toBe(200);
    expect((await staffRead(quotation._id)).status).toBe('Changes requested');
    const [staffMail] = await buyer.smtp.mailsAbout(`asked for changes to quotation ${quotation.number}`, 1);
    expect(staffMail.text).toContain('Please quote 2,000 pieces too');

    const revised = await callEndpoint(quotationsApi.replace, {
      params: { id: quotation._id },
      body: { lines: [{ ...LINE, quantity: 2000, unitPrice: 3 }] },
      token: buyer.token,
      headers: { 'if-match': `"${(await staffRead(quotation._id)).version}"` },
    });
    expect(revised.body.data).toMatchObject({ revision: 2, status: 'Draft' });
    // The customer still sees revision 1, being revised, and cannot accept it.
    expect((await view(secret)).body.data).toMatchObject({ revision: 1, state: 'revising', canAccept: false });
    const early = await customer('accept', secret, { name: 'Ram Kumar', revision: 1, approve: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('We are preparing a revised quotation for you: you will get it by mail');

    expect((await send(revised.body.data as QuotationAnswer)).status).toBe(200);
    expect((await view(secret)).body.data).toMatchObject({ revision: 2, total: 6000, earlierRevisions: [1] });
    const old = await customer('accept', secret, { name: 'Ram Kumar', revision: 1, approve: true });
    expect(old.status).toBe(409);
    expect(old.body.message).toBe(
      'This is no longer the latest revision of the quotation: reload the page to see the latest one',
    );
    const unticked = await customer('accept', secret, offContract({ name: 'Ram Kumar', revision: 2, approve: false }));
    expect(unticked.status).toBe(400);
    expect(unticked.body.message).toBe('Tick that you approve the artwork and the price');
    expect((await customer('accept', secret, { name: ' ', revision: 2, approve: true })).body.message).toBe(
      'Type your full name',
    );

    const accepted = await customer('accept', secret, { name: 'राम कुमार', revision: 2, approve: true }, '203.0.113.5');
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({
      state: 'accepted',
      stage: 'Artwork approved',
      acceptance: { name: 'राम कुमार', revision: 2 },
    });
    const stored = await quotations.get(quotation._id);
    expect(stored).toMatchObject({ status: 'Accepted', acceptance: { address: '203.0.113.5', revision: 2 } });
    const again = await customer('accept', secret, { name: 'Someone Else', revision: 2, approve: true });
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(/^Accepted by राम कुमार on /);
    expect((await quotations.get(quotation._id))?.version).toBe(stored?.version);
    // Both sides hear of it, once.
    expect(await buyer.smtp.mailsAbout(`Thank you: quotation ${quotation.number} accepted`, 1)).toHaveLength(1);
    expect(await buyer.smtp.mailsAbout(`accepted quotation ${quotation.number}`, 1)).toHaveLength(1);
    const enquiry = await callEndpoint(enquiriesApi.get, { params: { id: buyer.request._id }, token: buyer.token });
    expect(enquiry.body.data.status).toBe('Won');
    // An accepted quotation never changes.
    const edit = await callEndpoint(quotationsApi.replace, {
      params: { id: quotation._id },
      body: { lines: [LINE] },
      token: buyer.token,
      headers: { 'if-match': `"${(await staffRead(quotation._id)).version}"` },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This quotation was accepted and cannot change: make a new quotation instead');
  });

  it('lets an acceptance and a staff edit at the same moment both finish, one of them refused with its reason', async () => {
    for (let round = 0; round < 4; round++) {
      const quotation = await sent();
      const [accepted, edited] = await Promise.all([
        customer('accept', secretOf(quotation), { name: 'Ram Kumar', revision: 1, approve: true }),
        callEndpoint(quotationsApi.replace, {
          params: { id: quotation._id },
          body: { lines: [{ ...LINE, unitPrice: 2 }] },
          token: buyer.token,
          headers: { 'if-match': `"${quotation.version}"` },
        }),
      ]);
      const stored = (await quotations.get(quotation._id))!;
      if (accepted.status === 200) {
        expect(edited.status).toBe(409);
        expect(edited.body.message).toBe('This quotation was accepted and cannot change: make a new quotation instead');
        expect(stored).toMatchObject({ status: 'Accepted', total: 3150, revision: 1 });
      } else {
        expect(edited.status).toBe(200);
        expect(accepted.body.message).toBe('We are preparing a revised quotation for you: you will get it by mail');
        expect(stored).toMatchObject({ status: 'Draft', total: 2000, revision: 2 });
      }
    }
  });

  it('refuses an expired quotation, and a decline needs a reason and makes the enquiry Lost', async () => {
    const expired = await sent();
    await quotations.update(expired._id, (current) => ({ ...current, validUntil: dateIn(-2) }));
    const late = await customer('accept', secretOf(expired), { name: 'Ram Kumar', revision: 1, approve: true });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This offer expired! Contact us to get a new quotation.');
    expect((await view(secretOf(expired))).body.data).toMatchObject({ state: 'expired', canAccept: false });
    // A message still goes through (asking for a new quotation).
    expect((await customer('message', secretOf(expired), { message: 'Please send a new quotation' })).status).toBe(200);

    // Another buyer's request (the first one's is Won by now, and a decline does not undo that).
    const other = await newRequest('Declining Buyer');
    const declined = await sent({ enquiryId: other._id });
    expect((await customer('decline', secretOf(declined), { reason: '' })).body.message).toBe('Tell us why you decline');
    const answer = await customer('decline', secretOf(declined), { reason: 'Found a nearer supplier' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'declined', declineReason: 'Found a nearer supplier' });
    const enquiry = (await callEndpoint(enquiriesApi.get, { params: { id: other._id }, token: buyer.token })).body.data;
    expect(enquiry).toMatchObject({ status: 'Lost', remark: 'Declined: Found a nearer supplier' });
    // The first buyer's request, won, stays Won when another of its quotations is declined.
    const again = await sent();
    await customer('decline', secretOf(again), { reason: 'Changed our mind' });
    expect(
      (await callEndpoint(enquiriesApi.get, { params: { id: buyer.request._id }, token: buyer.token })).body.data.status,
    ).toBe('Won');
    const after = await customer('accept', secretOf(declined), { name: 'Ram Kumar', revision: 1, approve: true });
    expect(after.body.message).toBe('This quotation was declined');
  });
});

describe('the order', () => {
  it('moves through its stages with mails, the sample answered on the customer page', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    const stage = (body: BodyOf<typeof quotationsApi.stage>) =>
      callEndpoint(quotationsApi.stage, { params: { id: quotation._id }, body, token: buyer.token });
    const early = await stage({ stage: 'Sample sent' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Only an accepted quotation has an order to move through its stages');
    expect((await customer('accept', secret, { name: 'Ram Kumar', revision: 1, approve: true })).status).toBe(200);
    expect((await customer('sample', secret, { approve: true })).body.message).toBe('There is no sample waiting for your answer');

    const shipped = await stage({ stage: 'Sample sent', tracking: { courier: 'Blue Dart', number: 'BD123456' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const [sampleMail] = await buyer.smtp.mailsAbout(`Order ${quotation.number}: Sample sent`, 1);
    expect(sampleMail.text).toContain('BD123456');
    expect((await customer('sample', secret, { approve: false, message: '' })).body.message).toBe(
      'Say what should change in the sample',
    );
    expect((await customer('sample', secret, { approve: false, message: 'Make the red deeper' })).status).toBe(200);
    expect((await staffRead(quotation._id)).sampleChangesAsked).toBe(true);
    await stage({ stage: 'Sample sent', tracking: { courier: 'Blue Dart', number: 'BD999' } });
    const approved = await customer('sample', secret, { approve: true });
    expect(approved.status).toBe(200);
    expect(approved.body.data.stage).toBe('Sample approved');
    // Not told: no mail for this stage. The advance is not paid: production goes ahead with a reason.
    expect((await stage({ stage: 'In production', notify: false, goAheadReason: 'Regular buyer' })).status).toBe(200);
    // The goods leave with their tax invoice (tests/api/dispatch-invoice.test.ts): the company's and the buyer's details.
    await setCompanyTax(buyer.token);
    // Unregistered: the request's lines carry no HSN code, which a registered buyer's tax invoice needs.
    expect((await giveBilling(secret, { ...BUYERS.delhi, gstin: '' })).status).toBe(200);
    expect(
      (await stage({ stage: 'Dispatched', tracking: { courier: 'DTDC', number: 'D42', link: 'https://track.example/D42' } }))
        .status,
    ).toBe(200);
    expect((await stage({ stage: 'Dispatched', tracking: { number: 'D42', link: 'javascript:alert(1)' } })).status).toBe(400);
    const timeline = (await view(secret)).body.data.events.filter((event) => event.kind === 'stage');
    expect(timeline.map((event) => event.stage)).toEqual([
      'Artwork approved',
      'Sample sent',
      'Sample sent',
      'In production',
      'Dispatched',
    ]);
    await buyer.smtp.mailsAbout(`Order ${quotation.number}: Dispatched`, 1);
    await mailDrained(buyer.smtp);
    expect(buyer.smtp.arrived(`Order ${quotation.number}: In production`)).toHaveLength(0);
    expect(await buyer.smtp.mailsAbout(`Order ${quotation.number}: Sample sent`, 2)).toHaveLength(2);
  });

  it('records an acceptance that came by phone, with the words and who recorded it', async () => {
    const quotation = await newQuotation();
    const answer = await callEndpoint(quotationsApi.acceptance, {
      params: { id: quotation._id },
      body: { name: 'Ram Kumar', words: 'Go ahead, said on the phone at 11 am' },
      token: buyer.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'Accepted',
      stage: 'Artwork approved',
      acceptance: {
        name: 'Ram Kumar',
        words: 'Go ahead, said on the phone at 11 am',
        recordedBy: expect.any(String),
        revision: 1,
      },
    });
    const twice = await callEndpoint(quotationsApi.acceptance, {
      params: { id: quotation._id },
      body: { name: 'Ram Kumar', words: 'Again' },
      token: buyer.token,
    });
    expect(twice.status).toBe(409);
  });
});

describe('proofs and files', () => {
  it('keeps proofs privately, a file of the same name as its next version, readable from the customer page', async () => {
    const quotation = await newQuotation();
    const upload = async (name: string) => {
      const answer = await callEndpoint(artworkApi.upload, { rawBody: formWith(await smallPng(), name, 'image/png') });
      expect(answer.status).toBe(201);
      return answer.body.data.id;
    };
    const first = await upload('label-front.png');
    const second = await upload('Label-Front.png');
    const add = (fileId: string) =>
      callEndpoint(quotationsApi.proof, { params: { id: quotation._id }, body: { fileId }, token: buyer.token });
    expect((await add(first)).status).toBe(201);
    const answer = await add(second);
    expect(answer.body.data.proofs?.map((proof) => [proof.name, proof.version])).toEqual([
      ['label-front.png', 1],
      ['Label-Front.png', 2],
    ]);
    expect((await add('000000000000000000aaaaaaaaaaaaaaaaaaaaaa')).status).toBe(400);
    // A PDF proof: named in the quotation's PDF, and attached beside it to the mail.
    const proofPdf = Buffer.from('%PDF-1.7\n% the label proof\n%%EOF\n');
    const pdfUpload = await callEndpoint(artworkApi.upload, { rawBody: formWith(proofPdf, 'label-back.pdf', 'application/pdf') });
    const withPdf = await add(pdfUpload.body.data.id);
    expect(withPdf.status).toBe(201);
    const sentOne = await send(withPdf.body.data as QuotationAnswer);
    expect(sentOne.status).toBe(200);
    const [mail] = await buyer.smtp.mailsAbout(`Quotation ${quotation.number} from`, 1);
    expect(mail.attachments.map((file) => file.filename)).toEqual([`${quotation.number}-r1.pdf`, 'label-back.pdf']);
    expect(mail.attachments[1].content.equals(proofPdf)).toBe(true);
    const printed = await pdfText(mail.attachments[0].content);
    expect(printed).toContain('Label-Front.png (version 2)');
    expect(printed).toContain('label-back.pdf (version 1): attached as a file');
    const secret = secretOf(quotation);
    expect((await view(secret)).body.data.proofs).toHaveLength(3);
    const file = await callEndpoint(customerQuotationApi.file, { params: { secret, fileId: first } });
    expect(file.status).toBe(200);
    expect(Buffer.from(file.bytes).equals(await smallPng())).toBe(true);
    // A file of another quotation or request is not this page's.
    const stranger = await upload('stranger.png');
    expect((await callEndpoint(customerQuotationApi.file, { params: { secret, fileId: stranger } })).status).toBe(404);
    // The customer adds an artwork file of their own.
    const theirs = await upload('our-logo.png');
    const added = await customer('addFile', secret, { fileId: theirs });
    expect(added.status).toBe(200);
    expect((await callEndpoint(customerQuotationApi.file, { params: { secret, fileId: theirs } })).status).toBe(200);
  });
});

describe('the scheduled run', () => {
  it('reminds once three days before, then expires; both can be turned off', async () => {
    const soon = await sent({ validUntil: dateIn(2) });
    const done = await expireAndRemind({ expire: true, remind: true });
    expect(done.reminded).toBeGreaterThanOrEqual(1);
    await expireAndRemind({ expire: true, remind: true });
    await mailDrained(buyer.smtp);
    expect(buyer.smtp.arrived(`Quotation ${soon.number} is valid until`)).toHaveLength(1);
    // Past its date: expired, but not while expiry is turned off.
    await quotations.update(soon._id, (current) => ({ ...current, validUntil: dateIn(-1) }));
    await expireAndRemind({ expire: false, remind: true });
    expect((await staffRead(soon._id)).status).toBe('Sent');
    await expireAndRemind({ expire: true, remind: true });
    expect((await staffRead(soon._id)).status).toBe('Expired');
    const off = await sent({ validUntil: dateIn(1) });
    await expireAndRemind({ expire: true, remind: false });
    expect((await quotations.get(off._id))?.remindedAt).toBeUndefined();
  });
});

describe('the lists that span every quotation, and the report', () => {
  const list = (query: object) => callEndpoint(quotationsApi.list, { token: buyer.token, query: query });
  const report = async () => (await callEndpoint(quotationsApi.report, { token: buyer.token })).body.data;

  it('lists orders by stage, by whose turn and by words, newest activity first', async () => {
    const before = await report();
    const waiting = await sent();
    const order = await sent();
    expect((await customer('accept', secretOf(order), { name: 'Ram Kumar', revision: 1, approve: true })).status).toBe(200);
    await callEndpoint(quotationsApi.stage, {
      params: { id: order._id },
      body: { stage: 'Sample sent', tracking: { number: 'S1' } },
      token: buyer.token,
    });
    const orders = await list({ view: 'orders', limit: 100 });
    expect(orders.status).toBe(200);
    expect(orders.body.data.length).toBeGreaterThanOrEqual(1);
    expect(orders.body.data.every((row) => row.status === 'Accepted')).toBe(true);
    expect(orders.body.data[0]).toMatchObject({ _id: order._id, stage: 'Sample sent', turn: 'customer', total: 3150 });
    const sorted = orders.body.data.map((row) => row.activityAt);
    expect(sorted).toEqual(sorted.toSorted().reverse());
    expect((await list({ view: 'orders', stage: 'Sample sent', q: order.number })).body).toMatchObject({
      total: 1,
      data: [{ _id: order._id }],
    });
    expect((await list({ view: 'orders', turn: 'ours', q: order.number })).body.total).toBe(0);
    expect((await list({ q: waiting.number })).body.data).toMatchObject([{ _id: waiting._id, status: 'Sent', turn: 'customer' }]);
    const refused = await list({ stage: 'Shipped' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'Stage must be one of Artwork approved, Sample sent, Sample approved, In production, Dispatched, Delivered',
    );

    // The report counts this month's sends and acceptance, and the time from request to quotation.
    const after = await report();
    const month = todayInIndia().slice(0, 7);
    const now = after.months.at(-1)!;
    const then = before.months.at(-1)!;
    expect(after.months).toHaveLength(12);
    expect(now.key).toBe(month);
    expect(now.sent - then.sent).toBe(2);
    expect(now.accepted - then.accepted).toBe(1);
    expect(now.wonValue - then.wonValue).toBe(3150);
    expect(now.medianDaysToQuote).toBeGreaterThanOrEqual(0);
    const csv = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { format: 'csv' } });
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(text.startsWith('\ufeffPeriod,Requests,Quotations sent,Accepted')).toBe(true);
    const badMonths = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { months: 0 } });
    expect(badMonths.status).toBe(400);
    expect(badMonths.body.errors).toEqual({ months: 'Months must be a whole number from 1 to 36' });
    expect((await callEndpoint(quotationsApi.report, {})).status).toBe(401);
  });

  it("counts an order's money in the months it was invoiced and paid, and the days from dispatch to paid", async () => {
    /** 'YYYY-MM' of `back` months before this one (New Delhi). */
    const monthBack = (back: number) => {
      const [year, month] = todayInIndia().slice(0, 7).split('-').map(Number);
      return new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    };
    const [twoAgo, lastMonth, thisMonth] = [monthBack(2), monthBack(1), monthBack(0)];
    const moneyOf = async () => {
      const { months } = await report();
      return (month: string) => months.find((line) => line.key === month)!;
    };
    await setCompanyTax(buyer.token);
    // ₹3,650 taxable at 18% for a Delhi buyer: ₹4,307, of which the proforma asks ₹2,153.50 now.
    const { quotation } = await acceptedOrder(buyer.token, buyer.request._id, BUYERS.delhi);
    const pay = async (amount: number, date: string) => {
      const paid = await callEndpoint(paymentsApi.record, {
        params: { id: quotation._id },
        body: { amount, date, method: 'Bank transfer', reference: `HDFCN${date.replaceAll('-', '')}` },
        token: buyer.token,
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    };
    const before = await moneyOf();
    await pay(2153.5, `${twoAgo}-10`);
    for (const stage of ['In production', 'Dispatched'] as const)
      expect(
        (
          await callEndpoint(quotationsApi.stage, {
            params: { id: quotation._id },
            body: { stage, notify: false },
            token: buyer.token,
          })
        ).status,
      ).toBe(200);
    // Dispatched issued the tax invoice.
    expect((await staffRead(quotation._id)).invoices?.filter((each) => each.kind === 'tax')).toHaveLength(1);
    // The clock cannot be turned back over the API: the dispatch and the tax invoice move to last month's 15th.
    const dispatchDay = `${lastMonth}-15`;
    await quotations.update(quotation._id, (current) => ({
      ...current,
      events: (current.events ?? []).map((event) =>
        event.kind === 'stage' && event.stage === 'Dispatched' ? { ...event, at: `${dispatchDay}T06:30:00.000Z` } : event,
      ),
      invoices: current.invoices?.map((invoice) => (invoice.kind === 'tax' ? { ...invoice, date: dispatchDay } : invoice)),
    }));

    const invoiced = await moneyOf();
    expect(invoiced(twoAgo).collected - before(twoAgo).collected).toBe(2153.5);
    expect(invoiced(lastMonth).invoiced - before(lastMonth).invoiced).toBe(4307);
    expect(invoiced(lastMonth).outstanding - before(lastMonth).outstanding).toBe(2153.5);
    expect(invoiced(thisMonth).medianDaysToPaidInFull).toBe(before(thisMonth).medianDaysToPaidInFull);

    // The balance today: collected this month, nothing left of last month's invoice, paid in full today.
    await pay(2153.5, '');
    const paid = await moneyOf();
    expect(paid(thisMonth).collected - before(thisMonth).collected).toBe(2153.5);
    expect(paid(lastMonth).outstanding).toBe(before(lastMonth).outstanding);
    expect(paid(lastMonth).invoiced - before(lastMonth).invoiced).toBe(4307);
    expect(paid(thisMonth).medianDaysToPaidInFull).toBe(daysBetween(dispatchDay, todayInIndia()));

    const csv = await callEndpoint(quotationsApi.report, { token: buyer.token, query: { format: 'csv' } });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(csv.bytes);
    expect(text.split('\n')[0].trim().endsWith('Median days from dispatch to paid in full')).toBe(true);
  });
});
