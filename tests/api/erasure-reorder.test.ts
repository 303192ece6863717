/**
 * A reorder copies what was ordered (lines, specifications, the approved artwork), never the person who ordered
 * it: a colleague reordering their company's delivered order from My orders puts their own name, phone and
 * e-mail on the new request, and nothing of the earlier contact (whose details may since have been erased).
 */
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/lib/api/customers.ts';
import { myOrdersApi } from '../../src/lib/api/index.ts';
import { claim, customers, emailKey } from '../../src/lib/server/customers/records.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { openBuyerSession } from '../../src/lib/server/my-orders/buyer-session.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import type { ProductQuote } from '../../src/lib/schemas/inboxes.ts';
import { callEndpoint } from '../helpers/api.ts';
import { acceptOnPage, secretOf, sentQuotation } from '../helpers/invoice-orders.ts';
import { useQuotationBuyer } from '../helpers/quotation-buyer.ts';
import { sentQuoteRequest, unique } from './fixtures.ts';
import { type Setup, uploaded } from './erasure-person.ts';

const setup: Setup = useQuotationBuyer('Reorder label', 'Asha Admin');

describe('a reorder', () => {
  it('carries the signed-in buyer’s own details, never the earlier contact’s', async () => {
    const stamp = Date.now();
    const earlier = {
      name: unique('Ravi Former'),
      email: `ravi.${stamp}@mills.example`,
      phone: '+91 98111 22334',
      address: `Flat 9, Ravi's home lane ${stamp}`,
    };
    const buyer = { name: unique('Sunita Buyer'), email: `sunita.${stamp}@mills.example`, phone: '+91 99999 88877' };
    const request = await sentQuoteRequest(setup.token, {
      ...earlier,
      company: 'Mills & Co',
      country: 'India',
      lines: [{ productId: setup.productId, quantity: 2000, size: '25 × 50 mm', material: 'Satin' }],
      files: [await uploaded(`reorder-art-${stamp}`, 'label.pdf')],
    });
    const quotation = await sentQuotation(setup.token, request._id, {
      lines: [{ productId: setup.productId, description: 'Satin label', quantity: 2000, unitPrice: 3 }],
    });
    await acceptOnPage(secretOf(quotation));
    await quotations.update(quotation._id, (current) => ({ ...current, stage: 'Delivered' as const }));
    // Both are contacts of the company's record, which holds the order.
    const record = await customers.create({
      name: 'Mills & Co',
      company: 'Mills & Co',
      contacts: [
        { name: earlier.name, email: earlier.email, phone: earlier.phone },
        { name: buyer.name, email: buyer.email, phone: buyer.phone },
      ],
      tags: [],
      enquiries: [{ kind: 'quotes', id: request._id }],
      quotations: [quotation._id],
      invoices: [],
    } as unknown as Customer);
    await claim(emailKey(buyer.email), record._id);

    const session = (await openBuyerSession(buyer.email)).token;
    const made = await callEndpoint(myOrdersApi.reorder, {
      token: session,
      body: { quotationId: quotation._id, quantities: [3000] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stored = (await inboxes.quotes.get(made.body._id)) as ProductQuote & Record<string, unknown>;
    expect(stored).toMatchObject({ name: buyer.name, email: buyer.email, phone: buyer.phone, company: 'Mills & Co' });
    expect(stored.lines).toMatchObject([{ productId: setup.productId, quantity: 3000, size: '25 × 50 mm', material: 'Satin' }]);
    expect(stored.files?.map((file) => file.name)).toEqual(['label.pdf']);
    const text = JSON.stringify(stored);
    for (const leak of [earlier.name, earlier.email, earlier.phone, earlier.address]) expect(text).not.toContain(leak);
  });
});
