/**
 * One arithmetic when the supply bears no tax: an export (a buyer abroad without a GSTIN) or a supply to an SEZ
 * unit without IGST, under this year's letter of undertaking (the test company has one). Before the supply is
 * known the quotation shows tax, as it must for a buyer in India; from the billing details (and staff's word on
 * an SEZ unit) the customer's page, the amount asked for, staff's figures and the invoices carry none, to the
 * paisa.
 */
import { describe, expect, it } from 'vitest';
import { customerQuotationApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { quotationSums } from '../../src/lib/quotation-copy.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, type QuotationTerms, acceptOnPage, giveBilling, secretOf, useInvoiceBuyer } from '../helpers/invoice-orders.ts';

const orders = useInvoiceBuyer('Untaxed Label');

const HSN = '58071020';
const page = async (secret: string) => (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data;
const sumsOf = async (secret: string) => quotationSums(await page(secret)).map(({ label, amount }) => [label, amount]);
/** A quotation of `terms` sent to the file's buyer, and the secret of its page. */
const sent = async (terms: QuotationTerms) => {
  const quotation = await orders.sentQuotation(terms);
  return { quotation, secret: secretOf(quotation) };
};

describe('an export under the letter of undertaking', () => {
  /**
   * By hand, in dollars (an export is not rounded): 777 × 1.23 = 955.71, the artwork 40.50 with the goods at
   * 18 %: 996.21 taxable. With tax, 18 % of 996.21 = 179.3178 → 179.32, 1,175.53 in all; under the LUT none,
   * 996.21. The advance is half of it: 498.105 → 498.11.
   */
  const TERMS = {
    currency: 'USD' as const,
    lines: [{ description: 'Woven main label', quantity: 777, unitPrice: 1.23, hsn: HSN }],
    charges: [{ label: 'Artwork', amount: 40.5 }],
    taxPercent: 18,
  };

  it('asks the buyer abroad for what the tax invoice bills, from the billing details on', async () => {
    const { quotation, secret } = await sent(TERMS);
    // Where the goods go is not known yet: the quotation shows its tax.
    expect((await page(secret)).total).toBe(1175.53);
    expect((await sumsOf(secret)).at(-1)).toEqual(['Total', '$1,175.53']);

    expect((await giveBilling(secret, BUYERS.abroad)).status).toBe(200);
    const before = await page(secret);
    expect(before.total).toBe(996.21);
    expect(await sumsOf(secret)).toEqual([
      ['Subtotal', '$955.71'],
      ['Artwork', '$40.50'],
      ['Tax (none: export under letter of undertaking)', '$0.00'],
      ['Total', '$996.21'],
    ]);

    await acceptOnPage(secret);
    const accepted = await page(secret);
    expect(accepted.payment).toMatchObject({ due: 498.11, outstanding: 996.21 });
    // Billed from India now, the order would be taxed: not while the proforma asks for none.
    const moved = await giveBilling(secret, BUYERS.delhi);
    expect(moved.status).toBe(409);
    expect(moved.body.message).toMatch(/^Your proforma invoice .+ was made for the details given/);
    const confirmed = await orders.setSupply(quotation._id, 'export');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.data).toMatchObject({ total: 996.21, money: { total: 996.21, advance: 498.11, due: 498.11 } });

    const issued = await orders.issueInvoice(quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ supply: 'export', igst: 0, tax: 0, total: 996.21 });
    const after = await page(secret);
    expect(after.total).toBe(996.21);
    expect(after.payment).toMatchObject({ due: 498.11, outstanding: 996.21 });
  });
});

describe('a supply to an SEZ unit without IGST', () => {
  /**
   * By hand, in rupees: 777 × 0.37 = 287.49 and the artwork 99.99 at the goods' 18 %: 387.48 taxable. With
   * tax, 18 % of it = 69.7464 → 69.75, 457.23, rounded to ₹457 (round off −0.23); without, ₹387 (round off
   * −0.48). The advance is half: ₹193.50.
   */
  const TERMS = {
    lines: [{ description: 'Printed care label', quantity: 777, unitPrice: 0.37, hsn: HSN }],
    charges: [{ label: 'Artwork', amount: 99.99 }],
    taxPercent: 18,
  };

  it('is taxed until staff say so, and from then on the page, the amount due and the invoices carry no tax', async () => {
    const { quotation, secret } = await sent(TERMS);
    expect((await giveBilling(secret, BUYERS.delhi)).status).toBe(200);
    // A buyer in Delhi, as the billing reads: CGST and SGST, on the page as on an invoice.
    expect((await page(secret)).total).toBe(457);

    expect((await orders.setSupply(quotation._id, 'sez-without-igst')).status).toBe(200);
    expect(await sumsOf(secret)).toEqual([
      ['Subtotal', '₹287.49'],
      ['Artwork', '₹99.99'],
      ['Tax (none: supply under letter of undertaking)', '₹0.00'],
      ['Round off', '-₹0.48'],
      ['Total', '₹387.00'],
    ]);

    await acceptOnPage(secret);
    const read = await orders.staffReadQuotation(quotation._id);
    expect(read).toMatchObject({ total: 387, money: { total: 387, advance: 193.5, due: 193.5 } });
    const proforma = read.invoices?.find((each) => each.kind === 'proforma');
    expect(proforma).toMatchObject({ total: 387, advance: 193.5 });
    const accepted = await page(secret);
    expect(accepted.payment).toMatchObject({ due: 193.5, outstanding: 387 });
    expect(accepted.payment?.upiLink).toContain('am=193.50');

    const issued = await orders.issueInvoice(quotation._id, 'tax');
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.data).toMatchObject({ sez: 'without-igst', cgst: 0, sgst: 0, igst: 0, roundOff: -0.48, total: 387 });
    expect((await page(secret)).total).toBe(387);
  });

  it('leaves no proforma asking for tax that the invoice will not bill: staff’s word waits for it to be cancelled', async () => {
    const { quotation, secret } = await sent(TERMS);
    expect((await giveBilling(secret, BUYERS.delhi)).status).toBe(200);
    await acceptOnPage(secret);
    const proforma = (await orders.staffReadQuotation(quotation._id)).invoices?.find((each) => each.kind === 'proforma');
    expect(proforma).toMatchObject({ total: 457, advance: 228.5 });

    const refused = await orders.setSupply(quotation._id, 'sez-without-igst');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Proforma invoice ${proforma!.number} asks for ₹457.00: cancel it first (an Admin), then say this and issue the proforma again`,
    );
    // Nothing changed: the page, the amount due and staff's figures still bill the tax.
    expect(await orders.staffReadQuotation(quotation._id)).toMatchObject({
      total: 457,
      taxFree: null,
      money: { total: 457, due: 228.5 },
    });
    expect((await page(secret)).payment).toMatchObject({ due: 228.5, outstanding: 457 });

    const cancelled = await callEndpoint(invoicesApi.cancel, {
      params: { id: proforma!._id },
      body: { reason: 'The buyer is an SEZ unit: supplied under the LUT' },
      token: orders.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await orders.setSupply(quotation._id, 'sez-without-igst')).status).toBe(200);
    const reissued = await orders.issueInvoice(quotation._id, 'proforma');
    expect(reissued.status, JSON.stringify(reissued.body)).toBe(201);
    expect(reissued.body.data).toMatchObject({ igst: 0, total: 387 });
    expect((await page(secret)).payment).toMatchObject({ due: 193.5, outstanding: 387 });
  });
});
