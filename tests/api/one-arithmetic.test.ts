/**
 * One arithmetic (src/lib/gst/tax.ts `taxLines`, src/lib/quotation.ts `quotationTotals`): a quotation with
 * awkward figures (three rates, odd paise, a charge) accepted by a buyer in Delhi, whose CGST and SGST were
 * once rounded line by line and whose quotation was never rounded to the rupee. The total on the customer's
 * page, on the quotation's PDF, on the proforma and on the tax invoice is one figure, round-off and all.
 */
import { expect, it } from 'vitest';
import { customerQuotationApi } from '../../src/lib/api/index.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { quotationSums } from '../../src/lib/quotation-copy.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, acceptedOrder, issueInvoice, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { pdfText } from '../helpers/pdf-text.ts';

let token: string;
let enquiryId: string;
withInvoiceBuyer('Awkward Label', (buyer) => ({ token, enquiryId } = buyer));

const HSN = '58071020';
/**
 * Worked out by hand. Lines: 777 × 0.37 = 287.49 at 5 %; 1333 × 1.11 = 1479.63 at 12 %; 101 × 2.99 = 301.99 at
 * the quotation's 18 %, and the artwork's 99.99 at 18 % too. Tax at each rate on its value: 5 % of 287.49 =
 * 14.3745 → 14.37; 12 % of 1479.63 = 177.5556 → 177.56; 18 % of 401.98 = 72.3564 → 72.36; 264.29 in all.
 * 2169.10 + 264.29 = 2433.39, rounded to ₹2,433 (round off −0.39). Line by line, CGST and SGST would have been
 * 7.19 + 7.19 on the first line alone (2.5 % of 287.49 = 7.18725 each): 14.38, a paisa more.
 */
const TERMS = {
  lines: [
    { description: 'Printed care label', quantity: 777, unitPrice: 0.37, taxPercent: 5, hsn: HSN },
    { description: 'Woven size tab', quantity: 1333, unitPrice: 1.11, taxPercent: 12, hsn: HSN },
    { description: 'Hang tag', quantity: 101, unitPrice: 2.99, hsn: HSN },
  ],
  // A design service of its own, its SAC and rate (else it would go with the main goods, the size tabs, at 12%).
  charges: [{ label: 'Artwork', amount: 99.99, taxPercent: 18, hsn: '998391' }],
  taxPercent: 18,
};

it('totals the same on the customer’s page, the quotation PDF, the proforma and the tax invoice', async () => {
  const { quotation, secret } = await acceptedOrder(token, enquiryId, BUYERS.delhi, TERMS);

  // The customer's page draws its sums from what it is answered, as quotationSums writes them.
  const page = (await callEndpoint(customerQuotationApi.get, { params: { secret } })).body.data;
  const sums = quotationSums(page).map(({ label, amount }) => [label, amount]);
  expect(sums).toEqual([
    ['Subtotal', '₹2,069.11'],
    ['Artwork', '₹99.99'],
    ['Tax (5%, 12%, 18%)', '₹264.29'],
    ['Round off', '-₹0.39'],
    ['Total', '₹2,433.00'],
  ]);

  const pdf = await callEndpoint(customerQuotationApi.pdf, { params: { secret } });
  expect(pdf.status).toBe(200);
  const text = (await pdfText(pdf.bytes)).replace(/\s+/g, ' ');
  for (const words of ['Round off -₹0.39', 'Total ₹2,433.00', 'Rupees Two Thousand Four Hundred Thirty-Three Only'])
    expect(text).toContain(words);

  const proformaSummary = quotation.invoices?.find((each) => each.kind === 'proforma');
  expect(proformaSummary?.total).toBe(2433);
  const proforma = (await callEndpoint(invoicesApi.get, { params: { id: proformaSummary!._id }, token })).body.data;

  const issued = await issueInvoice(token, quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  const invoice = issued.body.data;
  for (const each of [proforma, invoice]) {
    expect(each).toMatchObject({
      supply: 'intra',
      taxable: 2169.1,
      cgst: 132.15,
      sgst: 132.14,
      igst: 0,
      tax: 264.29,
      roundOff: -0.39,
      total: 2433,
    });
    // Each line carries its share of its rate's tax, and the shares add up to the totals.
    const lineTax = each.lines.reduce((sum, line) => sum + Math.round((line.cgst + line.sgst) * 100), 0);
    expect(lineTax).toBe(26429);
  }
});
