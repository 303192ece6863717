/**
 * (Over 300 lines: the demo's orders tell one story of being paid, each step building on the one before.)
 * The demo's money: the company's tax registration, bank account and UPI ID (Settings) and its categories' HSN
 * codes, then one order at each step of being paid, made through the code the API runs (billing details, the
 * acceptance and its proforma, "I have paid", staff's records and confirmations, tax invoices, a cancel):
 * - North Loom (United Kingdom, in pounds): accepted, its export proforma under the LUT, the advance due;
 * - Rao Exports (Maharashtra, IGST): the customer says they paid the advance, waiting for staff to confirm it;
 * - Das Boutique (West Bengal, IGST): the advance reported and confirmed, in production;
 * - Studio K (Delhi, CGST and SGST): dispatched with its tax invoice, the balance due within its days;
 * - Bhatia Knitwear (Delhi): dispatched a month ago, its balance past the tax invoice's due date;
 * - Kaveri Apparel (Tamil Nadu): a tax invoice cancelled and issued again, paid in full, delivered.
 */
import * as v from 'valibot';
import { financialYear } from '../../src/lib/gst/financial-year.ts';
import { gstinCheckCharacter } from '../../src/lib/gst/identifiers.ts';
import { INVOICE_MESSAGES } from '../../src/lib/messages/invoices.ts';
import { type BillingDetails, billingDetailsSchema } from '../../src/lib/schemas/billing.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { asBilling, customerSetsBilling, staffSetsBilling } from '../../src/lib/server/quotations/billing.ts';
import { type Invoice, composeInvoice, issueRefusal, summaryOf } from '../../src/lib/server/invoices/invoice.ts';
import { invoiceSettings, issueInvoice } from '../../src/lib/server/invoices/issue.ts';
import { cancelStaffInvoice } from '../../src/lib/server/invoice-cancelling.ts';
import { writeRegisterEntry } from '../../src/lib/server/invoices/register.ts';
import { claimKey, invoiceSeries, invoices } from '../../src/lib/server/invoices/invoice-storage.ts';
import { reportPayment } from '../../src/lib/server/payments/buyer-payments.ts';
import { decideReport, recordPayment } from '../../src/lib/server/payments/payment-recording.ts';
import { moneyOf, paymentTerms } from '../../src/lib/server/orders/terms.ts';
import { categories } from '../../src/lib/server/products/stored-categories.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { customerAccept, customerSample } from '../../src/lib/server/quotations/buyer-page.ts';
import { moveOrder, recordAcceptance } from '../../src/lib/server/quotations/order.ts';
import { setEwayBill, setTransport } from '../../src/lib/server/eway-bills/eway-bill.ts';
import { validityDays } from '../../src/lib/schemas/eway-bills.ts';
import { siteSettings } from '../../src/lib/server/site/site-settings.ts';
import { STORE_NAMES, guard, newId, openStore } from '../../src/lib/server/store/index.ts';
import { takeNumber } from '../../src/lib/server/store/sequence.ts';
import { siteSettingsSchema } from '../../src/lib/settings.ts';
import { formatMoney } from '../../src/lib/format/money.ts';
import { type OrderStage } from '../../src/lib/quotation.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import type { InvoiceKind } from '../../src/lib/schemas/invoices.ts';
import type { Product } from '../../src/lib/schemas/content.ts';
import { DAY, HOME, STAFF, made, pastPayment, pastQuotation, sent } from './steps.ts';

/** A GSTIN from its first 14 characters and its check character. */
const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;
/** The company is registered in Delhi (07); its PAN is the one inside its GSTIN. */
const COMPANY_GSTIN = gstin('07AABCL4821K1Z');

/**
 * The first-start categories by their HSN heading, in four digits: what an invoice prints while the company's
 * turnover is under ₹5 crore.
 */
const HSN_HEADINGS: Record<string, readonly string[]> = {
  '5807': ['woven and printed labels', 'custom labels', 'clothing label', 'fashion badges', 'logo patches and badges'],
  '5806': ['printed ribbons', 'branding ribbons'],
  '4821': ['hang tags', 'designer tags', 'clothing tags', 'paper tag', 'custom jewellery tag', 'stickers', 'brand sticker'],
  '4819': ['paper bag', 'brand packaging item'],
  '4823': ['wrapping papers', 'custom wrapping papers'],
  '4909': ['custom thank you card'],
  '4911': ['business card'],
  '6305': ['shopping bags'],
  '4202': ['cotton bag'],
  '4205': ['pu and leather patche'],
  '3919': ['packaging tape'],
  '3926': ['custom seal tag'],
  '7117': ['metal badge'],
  '7326': ['Promotional Keys rings'],
};
const headingOf = (categoryId: string) => Object.keys(HSN_HEADINGS).find((code) => HSN_HEADINGS[code].includes(categoryId));

/** Settings' tax, bank and UPI sections and the categories' HSN codes, each only where the store has none. */
export async function seedMoneySettings(): Promise<void> {
  const { data, version } = await siteSettings.read();
  if (!data.tax || !data.bank || !data.upi) {
    const year = financialYear(new Date());
    // Through the settings' own schema, as a save from the Settings screen is checked.
    const settings = v.parse(siteSettingsSchema, {
      ...data,
      tax: data.tax ?? {
        legalName: 'Labels & Tags Co. Private Limited',
        gstin: COMPANY_GSTIN,
        pan: COMPANY_GSTIN.slice(2, 12),
        // A letter of undertaking is filed in March for the financial year from April; its ARN carries the month.
        lut: { reference: `AD0703${String(year.start % 100).padStart(2, '0')}0048213`, financialYear: year.label },
        advancePercent: 50,
        signatory: { name: 'Asha Verma' },
      },
      bank: data.bank ?? {
        holder: 'Labels & Tags Co. Private Limited',
        account: '50200041827365',
        ifsc: 'HDFC0001234',
        bank: 'HDFC Bank',
        branch: 'Okhla Industrial Area Phase II, New Delhi',
      },
      upi: data.upi ?? { id: 'labelsandtags@hdfcbank', payee: 'Labels & Tags Co.' },
    });
    await siteSettings.save(settings, { ifVersion: version, action: 'Site settings updated' });
  }
  const stored = await categories.read();
  if (stored.version === 0)
    await categories.save(
      stored.data.map((category) => ({ ...category, hsn: category.hsn || headingOf(category.id) })),
      { ifVersion: 0, action: 'Categories updated' },
    );
}

/** The buyers' details for their invoices, as they would give them on their page. */
const BUYERS = {
  northLoom: {
    legalName: 'North Loom Ltd',
    address: '4 Dyers Yard, Leeds LS9 8AB',
    country: 'United Kingdom',
    poNumber: 'NL-PO-7731',
  },
  raoExports: {
    legalName: 'Rao Exports Private Limited',
    gstin: gstin('27AAJCR5532M1Z'),
    address: 'Unit 14, Sahar Industrial Estate, Andheri East, Mumbai 400099',
    state: 'Maharashtra',
    shippingAddress: 'Plot C-7, MIDC Tarapur, Boisar 401506',
    poNumber: 'REPL/PO/0412',
  },
  dasBoutique: {
    legalName: 'Das Boutique',
    gstin: gstin('19BQWPD7314H1Z'),
    address: 'BE-112, Sector I, Salt Lake City, Kolkata 700064',
    state: 'West Bengal',
  },
  studioK: {
    legalName: 'Studio K Design LLP',
    gstin: gstin('07ABEFS2290Q1Z'),
    address: 'M-24, Lajpat Nagar II, New Delhi 110024',
    state: 'Delhi',
    poNumber: 'SK/PO/118',
  },
  bhatia: {
    legalName: 'Bhatia Knitwear',
    gstin: gstin('07AAPFB3108D1Z'),
    address: 'B-41, Okhla Industrial Area Phase I, New Delhi 110020',
    state: 'Delhi',
    poNumber: 'BK/0877',
  },
  kaveri: {
    legalName: 'Kaveri Apparel Private Limited',
    gstin: gstin('33AAGCK6642P1Z'),
    address: '18 Kumaran Road, Tiruppur 641601',
    state: 'Tamil Nadu',
  },
};

/** Through the API's schema, for the state's name and India's spelling as a call would store them. */
const billing = (details: object): BillingDetails => v.parse(billingDetailsSchema, details);

/**
 * An invoice issued on a past day. issueInvoice dates what it issues now, so this composes the same invoice as
 * of `at` and numbers, lists and registers it as an issue does; run before any invoice of today, it keeps each
 * series in the order of its dates.
 */
async function issuedOn(quotationId: string, kind: InvoiceKind, at: number, by: string): Promise<Invoice> {
  const [quotation, settings] = await Promise.all([quotations.get(quotationId), invoiceSettings()]);
  const refusal = issueRefusal(quotation!, settings, kind);
  if (refusal) throw new Error(refusal.message);
  const id = newId(at);
  const unnumbered = composeInvoice(quotation!, settings, kind, { id, at: new Date(at), by });
  const number = await takeNumber(invoiceSeries(kind, unnumbered.financialYear), id);
  const action = INVOICE_MESSAGES.invoiceIssued({ kind, number });
  const invoice = await invoices.create({ ...unnumbered, number }, { id, action });
  await Promise.all([
    guard(() => openStore(STORE_NAMES.meta).setJSON(claimKey(quotationId, kind, 1), { invoiceId: id }, { onlyIfNew: true })),
    quotations.update(quotationId, (current) => ({ ...current, invoices: [...(current.invoices ?? []), summaryOf(invoice)] }), {
      action,
    }),
    writeRegisterEntry(invoice),
  ]);
  return invoice;
}

/**
 * An order dispatched a month ago whose balance is now past its due date. Invoices are issued with today's
 * date, so this order is written as the year behind is (./steps.ts), with its invoices dated their days: the
 * proforma on acceptance, the advance paid before production, the tax invoice at dispatch, nothing since.
 */
export async function seedOverdueOrder(active: readonly Product[]): Promise<void> {
  // A knitwear maker's order: labels, when the catalogue has them.
  const product = active.find((each) => each.category.includes('label')) ?? active[0];
  if (!product) return;
  // Its line carries the HSN code a quotation made today would take from the product or its category.
  const category = (await categories.read()).data.find((each) => each.id === product.category);
  const hsn = product.hsn || category?.hsn;
  const requestAt = Date.now() - 44 * DAY;
  const at = (days: number) => requestAt + days * DAY;
  const buyer = { name: 'Harpreet Bhatia', email: 'harpreet@bhatiaknitwear.in', phone: '9810567123', company: 'Bhatia Knitwear' };
  const stages: [number, OrderStage][] = [
    [4, 'Artwork approved'],
    [6, 'Sample sent'],
    [8, 'Sample approved'],
    [9, 'In production'],
    [12, 'Dispatched'],
  ];
  const { _id: id } = await pastQuotation(
    { requestAt, buyer, product: { ...product, hsn }, quantity: 3000 },
    { status: 'Accepted', day: 4, stages },
  );
  // Given on their page with the acceptance, as the proforma needs.
  const given = asBilling(billing(BUYERS.bhatia), 'customer', new Date(at(4)).toISOString());
  await quotations.update(id, (current) => ({ ...current, billing: given }), { action: 'Billing details given by the customer' });
  const proforma = await issuedOn(id, 'proforma', at(4) + 60_000, '');
  const advance = pastPayment(proforma.advance ?? 0, at(6), 'Bank transfer', 'NEFT-HDFCN26104417');
  const recorded = `Payment of ${formatMoney(advance.amount / 100, 'INR')} recorded (${advance.method}, ${advance.reference})`;
  await quotations.update(id, (current) => ({ ...current, payments: [advance] }), { action: recorded });
  await issuedOn(id, 'tax', at(12), STAFF.name);
}

/** A move of the order, the customer told unless `extra` says otherwise. */
const stage = (name: OrderStage, extra: Partial<Parameters<typeof moveOrder>[1]> = {}) => ({
  stage: name,
  note: '',
  internalNote: '',
  notify: true,
  ...extra,
});
const moneyNow = async (id: string) => moneyOf((await quotations.get(id))!, await paymentTerms());

/** Sent, the buyer's billing details given on their page, then accepted there: the proforma follows. */
async function acceptedWithBilling(enquiryId: string, details: object, extra: object = {}): Promise<Quotation> {
  const quotation = await sent(enquiryId, extra);
  await customerSetsBilling(quotation.secret, billing(details), HOME);
  await customerAccept(quotation.secret, { name: quotation.customer.name, revision: 1 }, HOME);
  return quotation;
}

/**
 * A consignment worth more than the e-way bill threshold leaves with its transport by road and its e-way bill,
 * as staff give them on the order's panel, valid as the portal gives it for the distance (from now).
 */
async function withEwayBill(id: string, road: { transporter: string; vehicle: string; distanceKm: number }, number: string) {
  const order = await quotations.get(id);
  if (!order) return;
  const transport = { ...road, transporterId: '', mode: 'road', document: '', documentDate: '' } as const;
  const { quotation } = await setTransport(quotations, id, transport, order.version, STAFF);
  const validUntil = new Date(Date.now() + validityDays(road.distanceKm) * DAY).toISOString();
  await setEwayBill(quotations, id, { number, validUntil }, quotation.version, STAFF);
}

/** The orders of today, each at its step (this file's heading), from the demo's requests and contacts. */
export async function seedOrders(request: (index: number) => string): Promise<void> {
  const contacts = await inboxes.contacts.records.all();
  const contact = (company: string, otherwise: string) => contacts.find((each) => each.company === company)?._id ?? otherwise;

  // An export in pounds: the proforma carries the LUT's endorsement and no IGST; the advance is asked by bank transfer.
  await acceptedWithBilling(contact('North Loom', request(1)), BUYERS.northLoom, {
    currency: 'GBP',
    lines: [
      {
        description: 'Kraft hang tag, 50 × 90 mm, printed both sides, with cotton string',
        quantity: 5000,
        unitPrice: 0.11,
        hsn: '4821',
      },
      { description: 'Printed satin ribbon, 25 mm, logo repeat, roll of 100 m', quantity: 40, unitPrice: 14.5, hsn: '5806' },
    ],
    charges: [
      { label: 'Artwork and sample', amount: 20 },
      { label: 'Air freight to Leeds', amount: 85 },
    ],
  });

  const rao = await acceptedWithBilling(request(1), BUYERS.raoExports);
  await reportPayment(rao.secret, { reference: '633021458897', fileId: '' }, HOME);

  const das = await acceptedWithBilling(request(2), BUYERS.dasBoutique);
  await moveOrder(das._id, stage('Sample sent', { tracking: { courier: 'Blue Dart', number: 'BD40211873', link: '' } }), STAFF);
  await customerSample(das.secret, { approve: true, message: 'The colours are right.' }, HOME);
  // Production waits for the advance: the buyer paid it by UPI and said so on their page, and staff found it in the bank.
  const { quotation: reported } = await reportPayment(das.secret, { reference: '612345678901', fileId: '' }, HOME);
  const report = reported.payments!.find((payment) => payment.status === 'reported')!;
  await decideReport(das._id, report._id, 'confirm', undefined, STAFF);
  await moveOrder(das._id, stage('In production'), STAFF);

  const studio = await made(request(0));
  await recordAcceptance(studio._id, { name: 'Neha Kapoor', words: 'Approved on the phone: go ahead with 2,000 pieces.' }, STAFF);
  // The buyer's details came by mail after the call: staff enter them and issue the proforma themselves.
  await staffSetsBilling(studio._id, billing(BUYERS.studioK), STAFF.name);
  await issueInvoice(quotations, studio._id, 'proforma', STAFF.name);
  // A regular buyer: production went ahead of the advance, with the reason recorded.
  for (const name of ['Sample sent', 'Sample approved', 'In production'] as const)
    await moveOrder(studio._id, stage(name, { notify: false, goAheadReason: 'Regular buyer: pays in full on dispatch' }), STAFF);
  await issueInvoice(quotations, studio._id, 'tax', STAFF.name);
  await withEwayBill(studio._id, { transporter: 'DTDC Express', vehicle: 'DL1LX0912', distanceKm: 8 }, '071009876541');
  await moveOrder(
    studio._id,
    stage('Dispatched', {
      note: 'Two cartons.',
      tracking: { courier: 'DTDC', number: 'D8812094', link: 'https://www.dtdc.in/tracking' },
    }),
    STAFF,
  );

  const kaveri = await acceptedWithBilling(contact('Kaveri Apparel', request(2)), BUYERS.kaveri, {
    lines: [
      { description: 'Woven neck label, damask, 40 × 20 mm, end fold', quantity: 20000, unitPrice: 1.85, hsn: '5807' },
      { description: 'Printed satin care label, 30 × 60 mm', quantity: 20000, unitPrice: 0.65, hsn: '5807' },
    ],
  });
  const advance = (await moneyNow(kaveri._id)).advance / 100;
  await recordPayment(kaveri._id, { amount: advance, date: '', method: 'Bank transfer', reference: 'NEFT-SBIN526331207' }, STAFF);
  await moveOrder(kaveri._id, stage('In production'), STAFF);
  const { invoice: first } = await issueInvoice(quotations, kaveri._id, 'tax', STAFF.name);
  // Their accounts need their PO number on it: an issued invoice is never edited, so it is cancelled, the details
  // corrected and another issued under the next number.
  await cancelStaffInvoice(quotations, first._id, "Issued without the buyer's PO number", STAFF.name);
  await staffSetsBilling(kaveri._id, billing({ ...BUYERS.kaveri, poNumber: 'KA/PO/0093' }), STAFF.name);
  await issueInvoice(quotations, kaveri._id, 'tax', STAFF.name);
  await withEwayBill(kaveri._id, { transporter: 'Blue Dart Express', vehicle: 'DL01LA4521', distanceKm: 2480 }, '331009876543');
  await moveOrder(kaveri._id, stage('Dispatched', { tracking: { courier: 'Blue Dart', number: 'BD40388125', link: '' } }), STAFF);
  const balance = (await moneyNow(kaveri._id)).outstanding / 100;
  await recordPayment(kaveri._id, { amount: balance, date: '', method: 'Bank transfer', reference: 'RTGS-UTIBR52026112' }, STAFF);
  await moveOrder(kaveri._id, stage('Delivered'), STAFF);
}
