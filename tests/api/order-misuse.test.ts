/**
 * A customer link, a proof or two staff at once cannot harm an order, over the real handlers, the local
 * store and a real SMTP server: a link's writes are limited and bounded while staff can always write to
 * their customer, a burst of messages mails staff once, the customer approves only the proofs they were
 * sent, a send that loses a race leaves the winner's PDF, guesses at secrets are counted before the
 * lookup, a note for us stays ours, and an acceptance staff record gives the customer a PDF.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artworkApi, customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { CUSTOMER_WRITE_CAPS } from '../../src/lib/server/quotations/quotation-rules.ts';
import { CUSTOMER_WRITE_LIMITS, SECRET_LIMITS } from '../../src/lib/server/throttle.ts';
import type { QuotationEvent } from '../../src/lib/schemas/quotations.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { startQuotationBuyer, stopQuotationBuyer } from '../helpers/quotation-buyer.ts';
import type { TestSmtp } from '../helpers/smtp.ts';
import { storeHolds } from '../helpers/store-hold.ts';
import { formWith, smallPng } from './fixtures.ts';
import { secretOf } from '../helpers/invoice-orders.ts';

let smtp: TestSmtp;
let token: string;
let request: ProductQuote;
const LINE = { description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15 };

async function newQuotation(lines = [LINE]): Promise<QuotationAnswer> {
  const answer = await callEndpoint(quotationsApi.create, { body: { enquiryId: request._id, lines }, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as QuotationAnswer;
}
const send = (quotation: Pick<QuotationAnswer, '_id' | 'version'>) =>
  callEndpoint(quotationsApi.send, {
    params: { id: quotation._id },
    body: {},
    token,
    headers: { 'if-match': `"${quotation.version}"` },
  });
async function sent(lines = [LINE]) {
  const answer = await send(await newQuotation(lines));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as QuotationAnswer;
}
const staffRead = async (id: string) =>
  (await callEndpoint(quotationsApi.get, { params: { id }, token })).body.data as QuotationAnswer;
const view = (secret: string, ip?: string) => callEndpoint(customerQuotationApi.get, { params: { secret }, ...(ip && { ip }) });
const message = (secret: string, text: string) =>
  callEndpoint(customerQuotationApi.message, { params: { secret }, body: { message: text } });
const staffMails = (quotation: QuotationAnswer, count: number): Promise<ParsedMail[]> =>
  smtp.mailsAbout(`about quotation ${quotation.number}`, count, count === 0 ? 1_000 : 15_000);

async function upload(bytes: Buffer, name: string, type: string): Promise<string> {
  const answer = await callEndpoint(artworkApi.upload, { rawBody: formWith(bytes, name, type) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

beforeAll(async () => {
  ({ smtp, token, request } = await startQuotationBuyer('Misuse Label', 'Ram Kumar'));
});

afterAll(() => stopQuotationBuyer({ smtp }));

describe('a customer link', () => {
  it('limits its writes (429 with Retry-After) and mails staff once about a burst', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    for (let index = 0; index < CUSTOMER_WRITE_LIMITS.short.writes; index++)
      expect((await message(secret, `Message ${index + 1}`)).status).toBe(200);
    const refused = await message(secret, 'One too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await staffRead(quotation._id)).events?.filter((event) => event.by === 'customer')).toHaveLength(10);
    // Reading the page is not a write: it still answers.
    expect((await view(secret)).status).toBe(200);
    // One mail for the burst: the first message; the rest wait for the next one.
    await mailDrained(smtp);
    const mails = smtp.arrived(`about quotation ${quotation.number}`);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Message 1');
  });

  it('gathers the messages of a burst into the next mail once the quiet time has passed', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    expect((await message(secret, 'First')).status).toBe(200);
    expect((await message(secret, 'Second')).status).toBe(200);
    // The first was mailed 20 minutes ago (moved back in the store).
    await quotations.update(quotation._id, (current) => ({
      ...current,
      events: current.events!.map((event) =>
        event.toldStaff ? { ...event, at: new Date(Date.now() - 20 * 60_000).toISOString() } : event,
      ),
    }));
    expect((await message(secret, 'Third')).status).toBe(200);
    const mails = await staffMails(quotation, 2);
    expect(mails).toHaveLength(2);
    // The next mail holds what came since the first one's: the second message and the third.
    const gathered = mails.find((mail) => mail.subject?.includes('wrote 2 times'))!;
    expect(gathered.text).not.toContain('First');
    expect(gathered.text).toContain('Second');
    expect(gathered.text).toContain('Third');
  });

  it('refuses control characters, and caps what a quotation holds without locking staff out', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    const junk = await message(secret, '\u0001'.repeat(2000));
    expect(junk.status).toBe(400);
    expect(junk.body.errors?.message).toBe('Message holds characters that cannot be shown');
    // A quotation already holding its customer's fill, and 300 events in all (a full thread before).
    const filler = (by: string, count: number): QuotationEvent[] =>
      Array.from({ length: count }, () => ({ kind: 'message', at: new Date().toISOString(), by, text: 'x' }));
    // Written straight into the store, as years of use would have left it (no mail for each).
    const stored = (await quotations.get(quotation._id))!;
    await openStore(STORE_NAMES.quotations).setJSON(quotation._id, {
      ...stored,
      events: [...stored.events!, ...filler('customer', CUSTOMER_WRITE_CAPS.events), ...filler('Asha', 300)],
    });
    const full = await message(secret, 'Still there?');
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('This quotation has too many messages: write to us by mail or call us');
    const ours = await callEndpoint(quotationsApi.message, {
      params: { id: quotation._id },
      body: { message: 'Yes: we answer here, and by mail.' },
      token,
    });
    expect(ours.status).toBe(200);
    const [mail] = await smtp.mailsAbout('Yes: we answer here, and by mail.', 1);
    expect(mail.to).toMatchObject({ value: [{ address: 'ram@example.in' }] });
    // What one quotation holds stays far under the 6 MB a function may answer.
    const size = JSON.stringify(await staffRead(quotation._id)).length;
    expect(size).toBeLessThan(1_000_000);
  });

  it('counts guesses before the lookup: 100 at once from one address, at most the limit get past', async () => {
    const ip = '203.0.113.91';
    const guesses = await Promise.all(
      Array.from({ length: 100 }, (_, index) => view(`${'g'.repeat(40)}${String(index).padStart(3, '0')}`, ip)),
    );
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses).toHaveLength(100);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(SECRET_LIMITS.perAddress);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100 - SECRET_LIMITS.perAddress);
    expect(statuses.every((status) => status === 404 || status === 429)).toBe(true);
  });
});

describe('proofs belong to the revision the customer was sent', () => {
  it('a proof added to a sent quotation makes the next draft; acceptance approves exactly what was sent', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    const fileId = await upload(await smallPng(), 'label-proof.png', 'image/png');
    const added = await callEndpoint(quotationsApi.proof, { params: { id: quotation._id }, body: { fileId }, token });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ revision: 2, status: 'Draft', sentRevision: 1 });
    // The customer was sent revision 1, without it: not listed, not readable, and revision 1 cannot be accepted.
    const page = (await view(secret)).body.data!;
    expect(page).toMatchObject({ revision: 1, state: 'revising', proofs: [] });
    const file = await callEndpoint(customerQuotationApi.file, { params: { secret, fileId } });
    expect(file.status).toBe(404);
    const early = await callEndpoint(customerQuotationApi.accept, {
      params: { secret },
      body: { name: 'Ram Kumar', revision: 1, approve: true },
    });
    expect(early.status).toBe(409);

    const resent = await send(await staffRead(quotation._id));
    expect(resent.status).toBe(200);
    expect((await view(secret)).body.data).toMatchObject({ revision: 2, proofs: [{ id: fileId, name: 'label-proof.png' }] });
    expect((await callEndpoint(customerQuotationApi.file, { params: { secret, fileId } })).status).toBe(200);
    const accepted = await callEndpoint(customerQuotationApi.accept, {
      params: { secret },
      body: { name: 'Ram Kumar', revision: 2, approve: true },
    });
    expect(accepted.status).toBe(200);
    expect((await staffRead(quotation._id)).acceptance).toMatchObject({ revision: 2, proofs: [fileId] });
  });
});

describe('two sends at once', () => {
  it('leave the customer the PDF of the send that won, whatever order their PDFs were written in', async () => {
    const quotation = await newQuotation();
    const holds = storeHolds();
    try {
      // Send A reads the draft at 3.15 a piece; its PDF's write waits while the price changes and B sends.
      const held = holds.hold('PUT', /site:artwork\/quotation-pdf\//);
      const sendA = send(quotation);
      await held.reached;
      const edited = await callEndpoint(quotationsApi.replace, {
        params: { id: quotation._id },
        body: { lines: [{ ...LINE, unitPrice: 9.45 }] },
        token,
        headers: { 'if-match': `"${quotation.version}"` },
      });
      expect(edited.status).toBe(200);
      const sendB = await send(edited.body.data as QuotationAnswer);
      expect(sendB.status).toBe(200);
      held.release();
      expect((await sendA).status).toBe(409);
    } finally {
      holds.stop();
    }
    const pdf = await callEndpoint(customerQuotationApi.pdf, { params: { secret: secretOf(quotation) } });
    expect(pdf.status).toBe(200);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('9.45');
    expect(text).not.toContain('3.15');
  });
});

describe('the order', () => {
  it('keeps a note for us off the customer’s page, and shows a note written for them', async () => {
    const quotation = await sent();
    const secret = secretOf(quotation);
    expect(
      (await callEndpoint(customerQuotationApi.accept, { params: { secret }, body: { name: 'Ram', revision: 1, approve: true } }))
        .status,
    ).toBe(200);
    const moved = await callEndpoint(quotationsApi.stage, {
      params: { id: quotation._id },
      body: { stage: 'Sample sent', note: 'Sent with two colour options.', internalNote: 'Courier paid by us', notify: false },
      token,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const staffEvent = (await staffRead(quotation._id)).events!.findLast((event) => event.kind === 'stage')!;
    expect(staffEvent).toMatchObject({ internalNote: 'Courier paid by us', text: 'Sent with two colour options.' });
    const page = JSON.stringify((await view(secret)).body.data);
    expect(page).not.toContain('Courier paid by us');
    expect(page).toContain('Sent with two colour options.');
  });

  it('gives the customer the PDF of an acceptance staff recorded for a quotation never sent', async () => {
    const quotation = await newQuotation();
    const recorded = await callEndpoint(quotationsApi.acceptance, {
      params: { id: quotation._id },
      body: { name: 'Ram Kumar', words: 'Approved on the phone.' },
      token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const pdf = await callEndpoint(customerQuotationApi.pdf, { params: { secret: secretOf(quotation) } });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.bytes)).toContain(quotation.number);
  });
});
