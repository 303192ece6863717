/**
 * An accepted quotation as an order, over the real handlers, the local store and a real SMTP server: the
 * order's stages with their mails, an acceptance recorded by staff, proofs and files, and the scheduled run that
 * reminds and expires. How it was sent and accepted is ./quotation-flow.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { type BodyOf, artworkApi, customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { expireAndRemind } from '../../src/lib/server/quotations/expiry.ts';
import { callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { BUYERS, giveBilling, secretOf, setCompanyTax } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { formWith, smallPng } from './fixtures.ts';
import { quotationSteps, dateIn } from '../helpers/quotation-steps.ts';

const BUYER = 'राम कुमार';
const buyer = useQuotationBuyer('Order Label', BUYER);
const { newQuotation, send, sent, customer, view, staffRead } = quotationSteps(buyer);

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
