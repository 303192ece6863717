/**
 * What the quotation tests start from: a real SMTP server the site mails through, a signed-in staff
 * member, a product, and one buyer's quote request of it (Ram, ram@example.in) to make quotations from.
 */
import { afterAll, beforeAll } from 'vitest';
import type { ProductQuote } from '../../src/lib/types.ts';
import { createProduct, sentQuoteRequest, unique } from '../api/fixtures.ts';
import { adminToken } from './api.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';

export interface QuotationBuyer {
  smtp: TestSmtp;
  token: string;
  productId: string;
  request: ProductQuote;
}

export async function startQuotationBuyer(product: string, buyer: string): Promise<QuotationBuyer> {
  const smtp = await startSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.NOTIFY_TO = 'sales@example.com';
  process.env.URL = 'https://labels.example';
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

export async function stopQuotationBuyer({ smtp }: Pick<QuotationBuyer, 'smtp'>) {
  await smtp.close();
  delete process.env.SMTP_URL;
  delete process.env.NOTIFY_TO;
  delete process.env.URL;
}

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
