/**
 * GSTR-1 of this month over the real handlers and the local store: tax invoices issued to a registered buyer in
 * Delhi and in Maharashtra, two SEZ units (with and without IGST), unregistered buyers (small within Delhi,
 * small in Rajasthan, above ₹1,00,000 in Karnataka), an export under the LUT in dollars and one with IGST
 * paid in rupees, and a cancelled invoice; the JSON is held table by table to figures worked out here, the
 * CSVs read from their ZIP, and the export's shipping bill recorded beside its invoice.
 */
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import type { Gstr1 } from '../../src/lib/server/returns/gstr1.ts';
import { thisPeriod, todayInGstr1, unregisteredBuyer } from '../helpers/returns.ts';
import { callEndpoint } from '../helpers/api.ts';
import {
  BUYERS,
  COMPANY_GSTIN,
  LINE,
  type BillingBody,
  type QuotationTerms,
  type SupplyTreatment,
  acceptOnPage,
  gstin,
  giveBilling,
  secretOf,
  useInvoiceBuyer,
} from '../helpers/invoice-orders.ts';
import { teamMember } from '../helpers/team-members.ts';
import { GSTR1_CSV_FILES } from '../helpers/gstr1.ts';

const orders = useInvoiceBuyer('Returned Label');

const SEZ_WITH = { legalName: 'Seepz Knits Pvt Ltd', gstin: gstin('27AAGCS4321K1Z'), address: 'Unit 12, SEEPZ SEZ', state: '27' };
const SEZ_WITHOUT = { legalName: 'Noida SEZ Garments', gstin: gstin('09AAGCN2468L1Z'), address: 'Plot 3, NSEZ', state: '09' };

/** 1,000 labels at ₹3.15 = ₹3,150.00 and no charges, unless said otherwise. */
const labels = (quantity = 1000, unitPrice = 3.15): QuotationTerms => ({
  lines: [{ ...LINE, quantity, unitPrice }],
  charges: [],
});

/** An accepted order's tax invoice, after staff's word on its supply if any: its id, number and date. */
async function taxInvoice(billing: BillingBody, terms: QuotationTerms, treatment?: SupplyTreatment) {
  const quotation = await orders.sentQuotation(terms);
  expect((await giveBilling(secretOf(quotation), billing)).status).toBe(200);
  // Staff's word before the acceptance, so the proforma made on it already bills the supply so.
  if (treatment) {
    const set = await orders.setSupply(quotation._id, treatment);
    expect(set.status, JSON.stringify(set.body)).toBe(200);
  }
  await acceptOnPage(secretOf(quotation));
  const issued = await orders.issueInvoice(quotation._id, 'tax');
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body.data;
}

const gstr1Now = async (as = orders.token) => {
  const answer = await callEndpoint(returnsApi.gstr1, { query: { period: thisPeriod() }, token: as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as unknown as Gstr1;
};

type Issued = Awaited<ReturnType<typeof taxInvoice>>;
const issued: Record<string, Issued> = {};

beforeAll(async () => {
  issued.delhi = await taxInvoice(BUYERS.delhi, labels());
  issued.maharashtra = await taxInvoice(BUYERS.maharashtra, labels());
  issued.sezWith = await taxInvoice(SEZ_WITH, labels(), 'sez-with-igst');
  issued.sezWithout = await taxInvoice(SEZ_WITHOUT, labels(), 'sez-without-igst');
  issued.smallDelhi = await taxInvoice(unregisteredBuyer('Delhi'), labels(100, 10));
  issued.smallRajasthan = await taxInvoice(unregisteredBuyer('Rajasthan'), labels(2000, 10));
  issued.karnataka = await taxInvoice(unregisteredBuyer('Karnataka'), labels(10_000, 12.5));
  issued.dollars = await taxInvoice(BUYERS.abroad, { ...labels(2000, 0.04), currency: 'USD' }, 'export');
  // Without this year's LUT an export pays IGST.
  await orders.setCompanyTax({ lut: false });
  issued.paid = await taxInvoice(BUYERS.abroad, labels(1000, 20), 'export');
  await orders.setCompanyTax();
  issued.cancelled = await taxInvoice(BUYERS.delhi, labels());
  expect((await orders.cancelInvoice(issued.cancelled._id, 'Typed the wrong quantity')).status).toBe(200);
}, 120_000);

describe('GSTR-1 of this month', () => {
  it('names the company and the period', async () => {
    expect(await gstr1Now()).toMatchObject({ gstin: COMPANY_GSTIN, fp: thisPeriod() });
  });

  it('lists registered buyers in B2B by GSTIN: CGST and SGST within Delhi, IGST elsewhere, the SEZ units as SEWP and SEWOP', async () => {
    const head = (invoice: Issued, pos: string, inv_typ: string, val: number) => ({
      inum: invoice.number,
      idt: todayInGstr1(),
      val,
      pos,
      rchrg: 'N',
      inv_typ,
    });
    const b2b = Object.fromEntries((await gstr1Now()).b2b!.map(({ ctin, inv }) => [ctin, inv]));
    expect(Object.keys(b2b).sort()).toEqual(
      [BUYERS.delhi.gstin, SEZ_WITHOUT.gstin, BUYERS.maharashtra.gstin, SEZ_WITH.gstin].sort(),
    );
    // ₹3,150.00 at 18%: 9% + 9% = ₹283.50 each within Delhi, ₹567.00 IGST to another state; ₹3,717.00.
    expect(b2b[BUYERS.delhi.gstin]).toEqual([
      {
        ...head(issued.delhi, '07', 'R', 3717),
        itms: [{ num: 1, itm_det: { txval: 3150, rt: 18, iamt: 0, camt: 283.5, samt: 283.5, csamt: 0 } }],
      },
    ]);
    expect(b2b[BUYERS.maharashtra.gstin]).toEqual([
      { ...head(issued.maharashtra, '27', 'R', 3717), itms: [{ num: 1, itm_det: { txval: 3150, rt: 18, iamt: 567, csamt: 0 } }] },
    ]);
    expect(b2b[SEZ_WITH.gstin]).toEqual([
      { ...head(issued.sezWith, '27', 'SEWP', 3717), itms: [{ num: 1, itm_det: { txval: 3150, rt: 18, iamt: 567, csamt: 0 } }] },
    ]);
    // Under the LUT: no IGST, ₹3,150.00.
    expect(b2b[SEZ_WITHOUT.gstin]).toEqual([
      {
        ...head(issued.sezWithout, '09', 'SEWOP', 3150),
        itms: [{ num: 1, itm_det: { txval: 3150, rt: 18, iamt: 0, csamt: 0 } }],
      },
    ]);
  });

  it('puts the inter-state invoice above ₹1,00,000 to an unregistered buyer in B2CL, the rest in B2CS by place and rate', async () => {
    const gstr1 = await gstr1Now();
    // 10,000 labels at ₹12.50 = ₹1,25,000.00, IGST 18% = ₹22,500.00: ₹1,47,500.00.
    expect(gstr1.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: issued.karnataka.number,
            idt: todayInGstr1(),
            val: 147_500,
            itms: [{ num: 1, itm_det: { txval: 125_000, rt: 18, iamt: 22_500, csamt: 0 } }],
          },
        ],
      },
    ]);
    // 100 at ₹10 = ₹1,000.00 with ₹90.00 + ₹90.00 in Delhi; 2,000 at ₹10 = ₹20,000.00 with ₹3,600.00 IGST in Rajasthan.
    expect(gstr1.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '07', typ: 'OE', rt: 18, txval: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 },
      { sply_ty: 'INTER', pos: '08', typ: 'OE', rt: 18, txval: 20_000, iamt: 3600, camt: 0, samt: 0, csamt: 0 },
    ]);
  });

  it('lists the export with IGST paid, and the dollar export once its shipping bill gives the rupee value', async () => {
    // 1,000 labels at ₹20 = ₹20,000.00, IGST ₹3,600.00: ₹23,600.00; no shipping bill yet.
    const paid = {
      inum: issued.paid.number,
      idt: todayInGstr1(),
      val: 23_600,
      itms: [{ txval: 20_000, rt: 18, iamt: 3600, csamt: 0 }],
    };
    expect((await gstr1Now()).exp).toEqual([{ exp_typ: 'WPAY', inv: [paid] }]);

    const recorded = await callEndpoint(returnsApi.shippingBill, {
      params: { id: issued.dollars._id },
      body: { portCode: 'indel4', number: '1234567', date: todayInIndia(), exchangeRate: 83.25 },
      token: orders.token,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    // 2,000 labels at $0.04 = $80.00, at ₹83.25 = ₹6,660.00.
    expect(recorded.body.data).toMatchObject({ portCode: 'INDEL4', exchangeRate: 83.25, valueInRupees: 6660 });
    expect((await gstr1Now()).exp).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: issued.dollars.number,
            idt: todayInGstr1(),
            val: 6660,
            sbpcode: 'INDEL4',
            sbnum: '1234567',
            sbdt: todayInGstr1(),
            itms: [{ txval: 6660, rt: 18, iamt: 0, csamt: 0 }],
          },
        ],
      },
      { exp_typ: 'WPAY', inv: [paid] },
    ]);
  });

  it('splits the HSN summary into B2B and B2C, and counts the documents issued with the cancelled one', async () => {
    const gstr1 = await gstr1Now();
    const row = { num: 1, hsn_sc: LINE.hsn, desc: LINE.description, uqc: 'PCS', rt: 18, csamt: 0 };
    // Four registered invoices of 1,000 labels, ₹3,150.00 each; IGST ₹567.00 twice; CGST and SGST ₹283.50 once.
    expect(gstr1.hsn?.hsn_b2b).toEqual([{ ...row, qty: 4000, txval: 12_600, iamt: 1134, camt: 283.5, samt: 283.5 }]);
    // 100 + 2,000 + 10,000 + 2,000 + 1,000 labels; ₹1,000 + ₹20,000 + ₹1,25,000 + ₹6,660 + ₹20,000;
    // IGST ₹3,600 + ₹22,500 + ₹3,600.
    expect(gstr1.hsn?.hsn_b2c).toEqual([{ ...row, qty: 15_100, txval: 172_660, iamt: 29_700, camt: 90, samt: 90 }]);
    const year = financialYear(new Date()).label;
    expect(gstr1.doc_issue?.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: `INV/${year}/0001`, to: `INV/${year}/0010`, totnum: 10, cancel: 1, net_issue: 9 }],
      },
    ]);
  });

  it('answers the JSON as a file to import into the offline tool with format=json', async () => {
    const answer = await callEndpoint(returnsApi.gstr1, { query: { period: thisPeriod(), format: 'json' }, token: orders.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="GSTR1_${COMPANY_GSTIN}_${thisPeriod()}.json"`);
    expect(answer.body).toEqual(await gstr1Now());
  });

  it('answers the CSVs of the offline tool in one ZIP', async () => {
    const answer = await callEndpoint(returnsApi.gstr1, { query: { period: thisPeriod(), format: 'csv' }, token: orders.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toContain(`GSTR1_${COMPANY_GSTIN}_${thisPeriod()}.zip`);
    const files = unzipSync(answer.bytes);
    expect(Object.keys(files)).toEqual(GSTR1_CSV_FILES);
    const lines = (name: string) =>
      strFromU8(files[name])
        .replace(/^\ufeff/, '')
        .split('\r\n');
    const [day, month, year] = todayInGstr1().split('-');
    const csvDay = `${day}-${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(month) - 1]}-${year}`;
    expect(lines('b2b.csv')).toContain(
      `${BUYERS.maharashtra.gstin},${BUYERS.maharashtra.legalName},${issued.maharashtra.number},${csvDay},3717,27-Maharashtra,N,,Regular B2B,,18,3150,0`,
    );
    expect(lines('b2cl.csv')).toContain(`${issued.karnataka.number},${csvDay},147500,29-Karnataka,,18,125000,0,`);
    expect(lines('b2cs.csv')).toContain('OE,08-Rajasthan,,18,20000,0,');
    expect(lines('exp.csv')).toContain(`WOPAY,${issued.dollars.number},${csvDay},6660,INDEL4,1234567,${csvDay},18,6660,0`);
    expect(lines('docs.csv')[0]).toBe('Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled');
    expect(lines('docs.csv')[1]).toMatch(/^Invoices for outward supply,INV\/.+\/0001,INV\/.+\/0010,10,1$/);
  });
});

describe('who may read it', () => {
  it('is the Accountant’s as the Admin’s, and refused to Staff, who may still record a shipping bill', async () => {
    const accountant = await teamMember('Accountant');
    expect((await gstr1Now(accountant.token)).fp).toBe(thisPeriod());
    const staff = await teamMember('Staff');
    const refused = await callEndpoint(returnsApi.gstr1, { query: { period: thisPeriod() }, token: staff.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an Admin or the Accountant can work on the GST returns.');
    const bill = await callEndpoint(returnsApi.shippingBill, {
      params: { id: issued.paid._id },
      body: { portCode: 'INNSA1', number: '7654321', date: todayInIndia() },
      token: staff.token,
    });
    expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  });
});
