/**
 * The e-way bill portal's bulk-upload JSON (its 'Generate bulk e-way bills' file, format version 1.0.0621, as
 * ERPNext's India Compliance writes it) for one tax invoice and the order's transport, and the IRP's 'generate
 * e-way bill by IRN' request for an invoice that has its IRN. Pure: what is missing is listed, never guessed.
 * Amounts in rupees with two decimals (an invoice in another currency at the exchange rate given with the
 * transport, src/lib/server/rupee-value.ts), dates dd/mm/yyyy, state codes and PINs as numbers, as the portal
 * takes them.
 */
import type { EwayBillByIrn, EwayBillItem, EwayBillOfPortal, EwayBillPortalJson } from '../../api/eway-bills.ts';
import { EWAY_BILL_MESSAGES as T } from '../../messages/eway-bills.ts';
import { type OrderTransport, type TransportMode, pinOf } from '../../schemas/eway-bills.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { paiseAt, rupeeRate } from '../rupee-value.ts';

/** The bulk file's format version the portal's upload takes. */
export const PORTAL_JSON_VERSION = '1.0.0621';

/** The portal's `transMode` of each mode. */
const TRANS_MODE = { road: 1, rail: 2, air: 3, ship: 4 } as const satisfies Record<TransportMode, number>;

/** The portal's state code for a place outside India (an export's recipient), and its PIN for one. */
const OTHER_COUNTRY = 96;
const NO_PIN = 999999;

/** The company's place of dispatch as Settings give it: its PIN and city. */
export interface DispatchPlace {
  pin: string;
  city: string;
}

const rupees = (paise: number) => Math.round(paise) / 100;

/** The invoice's amounts (minor units of its currency) as rupees at the transport's rate (1 for rupees). */
const inRupees = (invoice: Invoice, transport: OrderTransport) => {
  const rate = rupeeRate(invoice.currency, { transport }) ?? 1;
  return (minor: number) => paiseAt(minor, rate);
};

/** 'YYYY-MM-DD' as the portal writes a date: dd/mm/yyyy. */
export const portalDate = (day: string) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');

/** The portal's fields are short: an address line at most 120 characters, a place 50, a name 100. */
const cut = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** The place an address names last, before its PIN ('Unit 4, Bhiwandi Textile Park, Bhiwandi 421302' → 'Bhiwandi'). */
function placeOf(address: string): string {
  const parts = address
    .replace(/(?<!\d)[1-9]\d{2}\s?\d{3}(?!\d)/g, '')
    .split(/[,\n]/)
    .map((part) => part.replace(/[-–]\s*$/, '').trim())
    .filter(Boolean);
  return cut(parts[parts.length - 1] ?? '', 50);
}

/** Where the goods go: the shipping address when the buyer gave one, else the billing address. */
const deliveryAddress = (invoice: Invoice) => invoice.buyer.shippingAddress || invoice.buyer.address;

/** What keeps the bill from being made, each in words (empty when nothing does). */
export function portalJsonGaps(invoice: Invoice, transport: OrderTransport | undefined, from: DispatchPlace): string[] {
  const exported = invoice.supply === 'export';
  return [
    ...(transport ? [] : [T.needsTransport]),
    ...(transport && rupeeRate(invoice.currency, { transport }) === null ? [T.needsExchangeRate(invoice.currency)] : []),
    ...(/^[1-9]\d{5}$/.test(from.pin) ? [] : [T.needsCompanyPin]),
    ...(exported || pinOf(deliveryAddress(invoice)) ? [] : [T.needsBuyerPin]),
    ...invoice.lines.filter((line) => !/^\d{4,8}$/.test(line.hsn)).map((line) => T.needsHsn(line.description)),
  ];
}

/** The rates of a line as the portal splits them: CGST and SGST halves within the state, IGST otherwise, none under the LUT. */
function ratesOf(invoice: Invoice, ratePercent: number) {
  if (invoice.lut) return { sgstRate: 0, cgstRate: 0, igstRate: 0 };
  if (invoice.supply === 'intra') return { sgstRate: ratePercent / 2, cgstRate: ratePercent / 2, igstRate: 0 };
  return { sgstRate: 0, cgstRate: 0, igstRate: ratePercent };
}

/** The invoice's lines as the portal's items, numbered from 1, each taxable value in paise by `paise`. */
function itemsOf(invoice: Invoice, paise: (minor: number) => number): EwayBillItem[] {
  return invoice.lines.map((line, index) => ({
    itemNo: index + 1,
    productName: cut(line.description, 100),
    productDesc: cut(line.description, 100),
    hsnCode: Number(line.hsn),
    quantity: line.quantity,
    qtyUnit: line.unit,
    taxableAmount: rupees(paise(line.taxable)),
    ...ratesOf(invoice, line.ratePercent),
    cessRate: 0,
  }));
}

/** The bill of one tax invoice, its transport and the company's place of dispatch (portalJsonGaps empty first). */
export function portalBill(invoice: Invoice, transport: OrderTransport, from: DispatchPlace): EwayBillOfPortal {
  const exported = invoice.supply === 'export';
  const { supplier, buyer, totals } = invoice;
  const to = deliveryAddress(invoice);
  const fromState = Number(supplier.stateCode);
  const place = invoice.placeOfSupply;
  const road = transport.mode === 'road';
  // Goods for export leave for the port (in the company's state unless the portal is told otherwise).
  const toState = 'code' in place ? Number(place.code) : OTHER_COUNTRY;
  const actualToState = exported ? fromState : Number(buyer.stateCode) || toState;
  const goods = invoice.lines.find((line) => line.hsn && !line.hsn.startsWith('99')) ?? invoice.lines[0];
  // Each value converted once; what their sum misses of the total (the round off, a paisa of conversion) is OthValue.
  const paise = inRupees(invoice, transport);
  const [taxable, cgst, sgst, igst, total] = [totals.taxable, totals.cgst, totals.sgst, totals.igst, totals.total].map(paise);
  return {
    userGstin: supplier.gstin,
    supplyType: 'O',
    subSupplyType: exported ? 3 : 1,
    subSupplyDesc: '',
    // A tax invoice whose every line is nil-rated is a bill of supply (rule 49), as the portal names it.
    docType: invoice.billOfSupply ? 'BIL' : 'INV',
    docNo: invoice.number,
    docDate: portalDate(invoice.date),
    transType: buyer.shippingAddress ? 2 : 1,
    fromGstin: supplier.gstin,
    fromTrdName: cut(supplier.legalName, 100),
    fromAddr1: cut(supplier.address, 120),
    fromAddr2: '',
    fromPlace: cut(from.city, 50),
    fromPincode: Number(from.pin),
    fromStateCode: fromState,
    actualFromStateCode: fromState,
    toGstin: buyer.gstin || 'URP',
    toTrdName: cut(buyer.legalName, 100),
    toAddr1: cut(to, 120),
    toAddr2: '',
    toPlace: placeOf(to),
    toPincode: Number(pinOf(to) || NO_PIN),
    toStateCode: toState,
    actualToStateCode: actualToState,
    totalValue: rupees(taxable),
    cgstValue: rupees(cgst),
    sgstValue: rupees(sgst),
    igstValue: rupees(igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: rupees(total - taxable - cgst - sgst - igst),
    totInvValue: rupees(total),
    transMode: TRANS_MODE[transport.mode],
    transDistance: transport.distanceKm,
    transporterName: transport.transporter,
    transporterId: transport.transporterId,
    transDocNo: transport.document,
    transDocDate: portalDate(transport.documentDate),
    vehicleNo: road ? transport.vehicle : '',
    vehicleType: road ? 'R' : '',
    mainHsnCode: Number(goods?.hsn ?? 0),
    itemList: itemsOf(invoice, paise),
  };
}

/** The bulk-upload file of one bill. */
export const portalJson = (invoice: Invoice, transport: OrderTransport, from: DispatchPlace): EwayBillPortalJson => ({
  version: PORTAL_JSON_VERSION,
  billLists: [portalBill(invoice, transport, from)],
});

/** The IRP's 'generate e-way bill by IRN' request: the invoice's IRN and the transport (empty fields left out, as the IRP asks). */
export function byIrnJson(irn: string, transport: OrderTransport): EwayBillByIrn {
  const road = transport.mode === 'road';
  return {
    Irn: irn,
    Distance: transport.distanceKm,
    TransMode: String(TRANS_MODE[transport.mode]) as EwayBillByIrn['TransMode'],
    ...(transport.transporterId && { TransId: transport.transporterId }),
    TransName: transport.transporter,
    ...(transport.document && { TransDocNo: transport.document }),
    ...(transport.documentDate && { TransDocDt: portalDate(transport.documentDate) }),
    ...(road && { VehNo: transport.vehicle, VehType: 'R' as const }),
  };
}
