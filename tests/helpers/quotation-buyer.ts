/**
 * What the quotation tests start from: a real SMTP server the site mails through, a signed-in staff
 * member, a product, and one buyer's quote request of it (Ram, ram@example.in) to make quotations from.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { createProduct, sentQuoteRequest, unique } from '../api/fixtures.ts';
import { adminToken } from './api.ts';
import { type TestSmtp, startTestMail, stopTestMail } from './smtp.ts';

export interface QuotationBuyer {
  smtp: TestSmtp;
  token: string;
  productId: string;
  request: ProductQuote;
}

export async function startQuotationBuyer(product: string, buyer: string): Promise<QuotationBuyer> {
  const smtp = await startTestMail({ notifyStaff: true });
  const token = await adminToken();
  const { _id: productId } = await createProduct(token, { name: unique(product) });
  const request = await sentQuoteRequest(token, {
    name: unique(buyer),
    email: 'ram@example.in',
    phone: '+91 98100 12345',
    lines: [{ productId, quantity: 1000 }],
  });
  return { smtp, token, productId, request };
}

export const stopQuotationBuyer = ({ smtp }: Pick<QuotationBuyer, 'smtp'>) => stopTestMail(smtp);

/**
 * A buyer started before the file's tests and stopped after them. Its fields are filled in when the tests
 * start: read them inside tests and hooks, never at the file's top level.
 */
export function useQuotationBuyer(product: string, buyer: string): QuotationBuyer {
  const started = {} as QuotationBuyer;
  beforeAll(async () => {
    Object.assign(started, await startQuotationBuyer(product, buyer));
  });
  afterAll(() => stopQuotationBuyer(started));
  return started;
}
