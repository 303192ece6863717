/**
 * A quotation sent and answered, over the real handlers, the local store and a real SMTP server: the send (the
 * mail read back with its link and a PDF whose text holds the rupee amounts and a Devanagari name, exactly once
 * for a repeated click), the customer's page by its secret (wrong, another's, rate limited) and every refusal
 * of the customer's answers, the acceptance racing a staff edit. The order after it is
 * ./quotation-order.test.ts; the lists and the report, ./quotation-lists-and-report.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, enquiriesApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { SECRET_LIMITS } from '../../src/lib/server/throttle.ts';
import { callEndpoint, offContract } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { secretOf } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { quotationSteps, LINE, dateIn } from '../helpers/quotation-steps.ts';

const BUYER = 'राम कुमार';
const buyer = useQuotationBuyer('Flow Label', BUYER);
const { newQuotation, send, sent, customer, view, staffRead, mailsOf, newRequest } = quotationSteps(buyer);

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
