/**
 * Every refusal of an invoice or of billing details stores nothing: a quotation not accepted, one without
 * billing details, a kind that is none, the company's tax details missing (the acceptance still stands), a
 * second standing invoice of a kind, and billing details once a tax invoice stands (staff's and the customer's).
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi, pathOf } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { call, callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptOnPage, giveBilling, secretOf, useInvoiceBuyer } from '../helpers/invoice-orders.ts';

const orders = useInvoiceBuyer('Refused Label');

const issue = (quotationId: string, kind: 'proforma' | 'tax') => orders.issueInvoice(quotationId, kind);

/** What a refusal must leave as it was: the invoices, the order, the month's register. */
async function stored(quotationId: string) {
  const [count, quotation, list] = await Promise.all([
    invoices.count(),
    quotations.get(quotationId),
    callEndpoint(invoicesApi.list, { token: orders.token }),
  ]);
  return { count, version: quotation?.version, invoices: quotation?.invoices, list: list.body.data };
}

describe('refusals store nothing', () => {
  it('a quotation not accepted, one without billing details, a bad kind', async () => {
    const open = await orders.sentQuotation();
    const before = await stored(open._id);
    const notAccepted = await issue(open._id, 'tax');
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body.message).toBe('Only an accepted quotation is invoiced: the customer has not accepted it yet');
    expect(await stored(open._id)).toEqual(before);

    const { quotation } = await orders.acceptedOrder();
    const without = await stored(quotation._id);
    const noBilling = await issue(quotation._id, 'tax');
    expect(noBilling.status).toBe(409);
    expect(noBilling.body.message).toContain("The buyer's billing details are missing");
    // Sent as typed, past the contract's own type.
    const badKind = await call('POST', pathOf(invoicesApi.issue, { id: quotation._id }), {
      body: { kind: 'receipt' },
      token: orders.token,
    });
    expect(badKind.status).toBe(400);
    expect(badKind.body.errors?.kind).toBe('Kind must be proforma or tax');
    expect(await stored(quotation._id)).toEqual(without);
  });

  it("the company's tax details missing", async () => {
    const quotation = await orders.sentQuotation();
    const secret = secretOf(quotation);
    expect((await giveBilling(secret, BUYERS.delhi)).status).toBe(200);
    await orders.setCompanyTax({ tax: false });
    try {
      // Accepted without a proforma: the acceptance is never held up by it.
      await acceptOnPage(secret);
      const before = await stored(quotation._id);
      expect(before.invoices ?? []).toEqual([]);
      const answer = await issue(quotation._id, 'proforma');
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain("The company's tax details are missing");
      expect(await stored(quotation._id)).toEqual(before);
    } finally {
      await orders.setCompanyTax();
    }
  });

  it('a second standing invoice of a kind, and billing details once a tax invoice stands', async () => {
    const { quotation, secret } = await orders.acceptedOrder(BUYERS.maharashtra);
    const tax = await issue(quotation._id, 'tax');
    expect(tax.status, JSON.stringify(tax.body)).toBe(201);
    expect(tax.body.data).toMatchObject({ kind: 'tax', number: expect.stringMatching(/^INV\//), igst: 657, total: 4307 });
    expect(tax.body.message).toBe(`Tax invoice ${tax.body.data.number} issued`);
    const before = await stored(quotation._id);

    for (const kind of ['proforma', 'tax'] as const) {
      const again = await issue(quotation._id, kind);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/already stands for this order: cancel it first/);
    }
    const staff = await callEndpoint(invoicesApi.setBilling, {
      params: { id: quotation._id },
      body: BUYERS.delhi,
      token: orders.token,
    });
    expect(staff.status).toBe(409);
    expect(staff.body.message).toBe(
      `Billing details cannot change once tax invoice ${tax.body.data.number} is issued: cancel it first to correct them`,
    );
    const customer = await giveBilling(secret, BUYERS.delhi);
    expect(customer.status).toBe(409);
    expect(await stored(quotation._id)).toEqual(before);
    expect((await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data.billingEditable).toBe(false);
  });
});
