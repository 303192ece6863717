/**
 * GET /api/returns/pack: the month's ZIP, unzipped: each month's register and HSN summary, GSTR-1's JSON and
 * CSVs, every tax invoice's and note's PDF, the payments CSV, the Tally XML and the one-page summary, whose
 * text shows the sums worked out by hand (tests/helpers/period-books.ts). For Admins and Accountants; Staff
 * are refused.
 */
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { packAnswer } from '../../src/lib/server/returns/pack.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { callEndpoint } from '../helpers/api.ts';
import { useInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { ODD_BUYER, monthOfBooks } from '../helpers/period-books.ts';
import { thisPeriod } from '../helpers/returns.ts';
import { pdfText } from '../helpers/pdf-text.ts';
import { teamMember } from '../helpers/team-members.ts';

const orders = useInvoiceBuyer('Pack Label');

let books: Awaited<ReturnType<typeof monthOfBooks>>;
let files: Record<string, Uint8Array>;
const text = (name: string) => new TextDecoder().decode(files[name]);
const pdfName = (number: string) => `${number.replaceAll('/', '-')}.pdf`;

beforeAll(async () => {
  books = await monthOfBooks(orders.token, orders.enquiryId);
  const accountant = await teamMember('Accountant', 'Asha Accounts');
  const answer = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token: accountant.token });
  expect(answer.status, new TextDecoder().decode(answer.bytes)).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/zip');
  expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="gst-pack-${thisPeriod()}.zip"`);
  files = unzipSync(answer.bytes);
  // A slow machine may reach a part's time before every PDF is in: the parts that follow, as the last names them.
  for (let more = files['MORE-PDFS.txt']; more;) {
    const after = new TextDecoder().decode(more).match(/after=(\w+)/)![1];
    const next = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod(), after }, token: accountant.token });
    expect(next.status).toBe(200);
    const part = unzipSync(next.bytes);
    delete files['MORE-PDFS.txt'];
    files = { ...files, ...part };
    more = part['MORE-PDFS.txt'];
  }
});

describe("the month's pack", () => {
  it('holds the register, the HSN summary, GSTR-1, every PDF, the payments, the Tally file and the summary', () => {
    const month = todayInIndia().slice(0, 7);
    const period = thisPeriod();
    const names = Object.keys(files);
    for (const name of [
      `register-${month}.csv`,
      `hsn-summary-${month}.csv`,
      `gstr1/gstr1-${period}.json`,
      `payments-${period}.csv`,
      `tally-${period}.xml`,
      `summary-${period}.pdf`,
      ...Object.values(books.invoices).map((invoice) => `invoices/${pdfName(invoice.number)}`),
      ...Object.values(books.notes).map((note) => `notes/${pdfName(note.number)}`),
    ])
      expect(names, name).toContain(name);
    // The four tax invoices and two notes; the proformas ask for money, they are not the books'.
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(7);
    expect(names.filter((name) => /^gstr1\/.+\.csv$/.test(name)).length).toBeGreaterThanOrEqual(1);
  });

  it('has each PDF whole, and the register with a line per tax invoice and note', async () => {
    const pdf = await pdfText(files[`invoices/${pdfName(books.invoices.inter.number)}`]);
    expect(pdf).toContain(books.invoices.inter.number);
    expect((await pdfText(files[`notes/${pdfName(books.notes.credit.number)}`])).replace(/\s+/g, ' ')).toContain(
      books.invoices.inter.number,
    );
    const register = text(`register-${todayInIndia().slice(0, 7)}.csv`);
    for (const document of [...Object.values(books.invoices), ...Object.values(books.notes)])
      expect(register).toContain(document.number);
  });

  it('has GSTR-1 for the month as the portal names it', () => {
    const gstr1 = JSON.parse(text(`gstr1/gstr1-${thisPeriod()}.json`));
    expect(gstr1.fp).toBe(thisPeriod());
  });

  it("lists the month's payment and refund in the payments CSV", () => {
    const lines = text(`payments-${thisPeriod()}.csv`)
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Date,Kind,Order,Party,GSTIN,Method,Reference,Currency,Amount,Reason');
    const today = todayInIndia();
    const party = `"Shah & Sons ""Delhi"" <Ltd> शाह"`;
    expect(lines.slice(1).sort()).toEqual(
      [
        `${today},Payment,${books.orders.intra.number},${party},${ODD_BUYER.gstin},UPI,412345678901,INR,2000.00,`,
        `${today},Refund,${books.orders.intra.number},${party},${ODD_BUYER.gstin},Bank transfer,HDFCR2026000123,INR,500.00,Short supply of 150 labels`,
      ].sort(),
    );
  });

  it('has the Tally file with every voucher', () => {
    const xml = text(`tally-${thisPeriod()}.xml`);
    expect(xml.match(/<VOUCHER /g)).toHaveLength(8);
    expect(xml.match(/<LEDGER /g)).toHaveLength(4);
  });

  it('sums the month on one page: by rate, by place of supply, the documents and what is still owed', async () => {
    const summary = files[`summary-${thisPeriod()}.pdf`];
    const page = (await pdfText(summary)).replace(/\s+/g, ' ');
    expect(new TextDecoder('latin1').decode(summary).match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    // The summary's rows, by rate, by place of supply, then the documents.
    for (const row of [
      // 18%: ₹3,650.00 + ₹3,653.15 − ₹315.00 (credit note) + ₹100.00 (debit note) = ₹7,088.15; IGST ₹657.57 − ₹56.70 =
      // ₹600.87; CGST and SGST ₹328.50 + ₹9.00 = ₹337.50 each; tax ₹1,275.87. The export under the LUT: ₹3,650.00.
      '18% ₹7,088.15 ₹600.87 ₹337.50 ₹337.50 ₹1,275.87',
      '18%, under LUT (no tax) ₹3,650.00 ₹0.00 ₹0.00 ₹0.00 ₹0.00',
      'Total ₹10,738.15 ₹600.87 ₹337.50 ₹337.50 ₹1,275.87',
      // Delhi ₹3,650.00 + ₹100.00; Maharashtra ₹3,653.15 − ₹315.00; abroad ₹3,650.00.
      'Delhi ₹3,750.00 ₹0.00 ₹337.50 ₹337.50 ₹675.00',
      'Maharashtra ₹3,338.15 ₹600.87 ₹0.00 ₹0.00 ₹600.87',
      'Other countries ₹3,650.00 ₹0.00 ₹0.00 ₹0.00 ₹0.00',
      'Tax invoices issued: 4',
      'Cancelled: 1',
      'Credit notes: 1',
      'Debit notes: 1',
    ])
      expect(page).toContain(row);
    // Owed: Delhi's ₹4,307.00 + ₹118.00 − ₹1,500.00 paid net = ₹2,925.00; Maharashtra's ₹4,311.00 − ₹372.00 =
    // ₹3,939.00; the export's ₹3,650.00; the cancelled invoice's order still owes its proforma's ₹4,307.00.
    expect(page).toContain('Outstanding on orders: ₹14,821.00');
  });
});

describe('a month whose PDFs do not fit in one download', () => {
  it('answers a later part by its call: the PDFs after the document named, without the small files again', async () => {
    const accountant = await teamMember('Accountant');
    const first = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token: accountant.token });
    const pdfs = Object.keys(unzipSync(first.bytes)).filter((name) => name.endsWith('.pdf') && !name.startsWith('summary'));
    const after = books.notes.debit._id;
    const later = await callEndpoint(returnsApi.pack, { query: { period: thisPeriod(), after }, token: accountant.token });
    expect(later.status).toBe(200);
    const names = Object.keys(unzipSync(later.bytes));
    expect(names.some((name) => name.endsWith('.csv') || name.endsWith('.xml'))).toBe(false);
    expect(names.length).toBeLessThan(pdfs.length);
    expect(names).not.toContain(`notes/${pdfName(books.notes.debit.number)}`);
  });

  it('ends the pack with the next part’s address, which holds the PDFs that follow, each once', async () => {
    // A part stops before 60 kB: the small files (about 25 kB deflated) and one or two PDFs of about 18 kB each.
    const budget = 60 * 1024;
    const names: string[] = [];
    let address = `/api/returns/pack?period=${thisPeriod()}`;
    let parts = 0;
    for (let part = 1; address; part += 1) {
      if (part > 1) {
        // The address the part names is the call's own: the handler answers it with the part that follows.
        const query = Object.fromEntries(new URL(address, 'https://labels.example').searchParams);
        expect(Object.keys(query).sort()).toEqual(['after', 'period']);
      }
      parts = part;
      expect(part, 'the parts come to an end').toBeLessThanOrEqual(7);
      const after = new URL(address, 'https://labels.example').searchParams.get('after') ?? '';
      // The part's size is the test's, smaller than a download's: the same function the call answers with.
      const answer = await packAnswer(thisPeriod(), after, { bytes: budget });
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(bytes.byteLength).toBeLessThanOrEqual(budget + 20 * 1024);
      const partFiles = unzipSync(bytes);
      names.push(...Object.keys(partFiles).filter((name) => name.endsWith('.pdf') && !name.startsWith('summary')));
      const more = partFiles['MORE-PDFS.txt'];
      address = more ? new TextDecoder().decode(more).match(/\/api\/returns\/pack\S+/)![0] : '';
    }
    // Seven PDFs of about 18 kB: the first part has room for one or two, so three parts at least.
    expect(parts).toBeGreaterThanOrEqual(3);
    const all = [...Object.values(books.invoices), ...Object.values(books.notes)].map((document) => document.number);
    expect(names.map((name) => name.replace(/^\w+\//, '')).sort()).toEqual(all.map(pdfName).sort());
  });
});

describe('who may download it', () => {
  it('refuses Staff', async () => {
    const staff = await teamMember('Staff');
    expect((await callEndpoint(returnsApi.pack, { query: { period: thisPeriod() }, token: staff.token })).status).toBe(403);
  });
});
