/**
 * One buyer's quotations as the quotation tests make and answer them, over the real handlers: a quotation made
 * from the buyer's request and sent, the buyer's answers on their page by name, staff's read of it and the mails
 * about its number. `buyer` is the file's (tests/helpers/quotation-buyer.ts), filled in before its tests.
 */
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type * as v from 'valibot';
import type { customerQuotationReads } from '../../src/lib/api/customer-quotation-reads.ts';
import { type AnswerOf, type BodyOf, type Endpoint, customerQuotationApi, quotationsApi } from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { type OffContract, callEndpoint } from './api.ts';
import type { QuotationTerms } from './invoice-orders.ts';
import { sentQuoteRequest, unique } from '../api/fixtures.ts';
import type { QuotationBuyer } from './quotation-buyer.ts';

/** The line every quotation of these tests carries unless it says otherwise: 1,000 labels at ₹3.15. */
export const LINE = { description: 'Woven main label, 25 × 50 mm', quantity: 1000, unitPrice: 3.15 };
export { dateIn } from './dates.ts';

/** The customer's answers on their page (accept, changes, decline, message, addFile, sample). */
type Answering = Exclude<keyof typeof customerQuotationApi, keyof typeof customerQuotationReads>;

export function quotationSteps(buyer: QuotationBuyer) {
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

  return { newQuotation, send, sent, customer, view, staffRead, mailsOf, newRequest };
}
