/**
 * A tax invoice, or a credit or debit note on one, as the Invoice Registration Portal's request JSON (schema
 * version 1.1, NIC's "INV-01"): made from the record alone, as a pure function, so the same document always
 * gives the same JSON. What the IRP needs that the record keeps as free text (the buyer's town and PIN code)
 * is read off the address as a person writes one ("…, Bhiwandi 421302, …"); when it cannot be, the rules
 * (einvoice-rules.ts) say so. Amounts are in rupees with paise, as the IRP takes them (the record keeps paise);
 * an export billed in another currency is converted at its exchange rate (src/lib/server/rupee-value.ts), each
 * line's values once, the invoice's values their sums, so every sum the IRP checks holds to the paisa.
 */
import { findCountry } from '../../gst/countries.ts';
import { findState } from '../../gst/states.ts';
import type { Invoice } from '../invoices/invoice.ts';
import type { ShippingBill } from '../../api/returns.ts';
import type { Note } from '../notes/note.ts';
import { paiseAt } from '../rupee-value.ts';

/**
 * What the IRP registers: a tax invoice, or a credit or debit note on one (kept in the same store), with the
 * IRN it was given, if any (a note keeps it as an invoice does).
 */
export type EinvoiceDocument = Invoice | (Note & { irn?: Invoice['irn'] });

/** The IRP's document type of each kind the IRP registers. */
const DOCUMENT_TYPES = { tax: 'INV', credit: 'CRN', debit: 'DBN' } as const;

/** A document's type as the IRP writes it: 'INV', 'CRN' or 'DBN'. */
export const documentType = (document: Pick<EinvoiceDocument, 'kind'>): DocumentType =>
  document.kind === 'proforma' ? 'INV' : DOCUMENT_TYPES[document.kind];

/** The IRP's code for a supply abroad, in place of a state's (BuyerDtls.Stcd and Pos). */
export const ABROAD_CODE = '96';
/** The PIN the IRP takes for a buyer abroad. */
const ABROAD_PIN = 999999;

export type SupplyType = 'B2B' | 'SEZWP' | 'SEZWOP' | 'EXPWP' | 'EXPWOP';
export type DocumentType = 'INV' | 'CRN' | 'DBN';

interface Party {
  Gstin: string;
  LglNm: string;
  Addr1: string;
  Addr2?: string;
  Loc: string;
  Pin: number;
  Stcd: string;
}

export interface EinvoiceItem {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  /** Only where a unit price to the IRP's 3 decimals cannot give the line's value: see unitPriceOf. */
  Discount?: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
}

/** The request JSON, as the IRP's schema names and orders its fields. */
export interface EinvoiceJson {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: SupplyType; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: DocumentType; No: string; Dt: string };
  SellerDtls: Party;
  BuyerDtls: Party & { Pos: string };
  ShipDtls?: Omit<Party, 'Gstin'> & { Gstin?: string };
  ItemList: EinvoiceItem[];
  ValDtls: {
    AssVal: number;
    CgstVal: number;
    SgstVal: number;
    IgstVal: number;
    CesVal: number;
    StCesVal: number;
    Discount: number;
    OthChrg: number;
    RndOffAmt: number;
    TotInvVal: number;
  };
  ExpDtls?: { ShipBNo?: string; ShipBDt?: string; Port?: string; ForCur: string; CntCode: string };
  /** A note's invoice: its number and date (PrecDocDtls). */
  RefDtls?: { PrecDocDtls: { InvNo: string; InvDt: string }[] };
}

/** Paise as rupees with two decimals. */
export const rupees = (paise: number): number => paise / 100;
/** A figure to `places` decimals, as the IRP's schema allows it. */
const fixed = (value: number, places: number) => Number(value.toFixed(places));

/**
 * A line's unit price (the IRP takes 3 decimals) and its amount at that price, for its value in paise. A rupee
 * price converted from another currency may have more decimals (2,000 labels at $0.035 and ₹84.25: ₹2.94875 each),
 * and rounded it misses the value by more than the IRP's ₹1 on a large quantity: then the price is rounded up
 * and the amount it gives less the value is the line's discount, so the assessable value stays the converted one.
 */
function unitPriceOf(paise: number, quantity: number): Pick<EinvoiceItem, 'UnitPrice' | 'TotAmt' | 'Discount'> {
  const each = rupees(paise) / quantity;
  const price = fixed(each, 3);
  if (Math.abs(Math.round(price * quantity * 100) - paise) <= 100) return { UnitPrice: price, TotAmt: rupees(paise) };
  const up = Math.ceil(Number((each * 1000).toFixed(6))) / 1000;
  const gross = Math.round(up * quantity * 100);
  return { UnitPrice: up, TotAmt: rupees(gross), Discount: rupees(gross - paise) };
}

/** '2026-11-28' as the IRP's dd/mm/yyyy. */
export const irpDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** An address as the IRP's fields: the street lines, the town (Loc) and the PIN code read off the text. */
export interface SplitAddress {
  addr1: string;
  addr2: string;
  place: string;
  pin: number;
}

/**
 * Reads an address written as people write one: parts separated by commas or new lines, the PIN code (six
 * digits, never starting with 0) in the last part that has one, the town beside it or in the part before.
 * Street lines longer than the IRP's 100 characters run on into Addr2.
 */
export function splitAddress(text: string): SplitAddress {
  const parts = text
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const at = parts.findLastIndex((part) => /(?:^|\D)[1-9]\d{5}(?:\D|$)/.test(part.replaceAll(' ', '')));
  if (at === -1) return { addr1: parts.join(', ').slice(0, 100), addr2: '', place: '', pin: 0 };
  const pinMatch = /([1-9]\d{2})\s?(\d{3})(?!\d)/.exec(parts[at]) ?? ['', '', ''];
  const pin = Number(`${pinMatch[1]}${pinMatch[2]}`);
  const beside = parts[at]
    .replace(pinMatch[0], '')
    .replace(/[-–\s]+$/, '')
    .replace(/^[-–\s]+/, '')
    .trim();
  const placeAt = beside.length >= 3 ? at : at - 1;
  const place = beside.length >= 3 ? beside : (parts[at - 1] ?? '');
  const street = parts.slice(0, Math.max(placeAt, 0)).join(', ') || place;
  return { addr1: street.slice(0, 100), addr2: street.slice(100, 200), place, pin };
}

/** The supply as the IRP types it; null for a buyer without a GSTIN in India (B2C: no e-invoice). */
export function supplyTypeOf(invoice: Pick<EinvoiceDocument, 'supply' | 'sez' | 'lut' | 'buyer'>): SupplyType | null {
  if (invoice.sez) return invoice.sez === 'with-igst' ? 'SEZWP' : 'SEZWOP';
  if (invoice.supply === 'export') return invoice.lut ? 'EXPWOP' : 'EXPWP';
  return invoice.buyer.gstin ? 'B2B' : null;
}

/** An HSN code of chapter 99 is a service's SAC. */
const isService = (hsn: string) => hsn.startsWith('99');

/** A party's fields from its address text. */
function party(gstin: string, name: string, address: string, stateCode: string): Party {
  const split = splitAddress(address);
  return {
    Gstin: gstin,
    LglNm: name,
    Addr1: split.addr1,
    ...(split.addr2 && { Addr2: split.addr2 }),
    Loc: split.place,
    Pin: split.pin,
    Stcd: stateCode,
  };
}

/**
 * Where the goods go, when not to the billing address: the buyer's GSTIN, if any, and the shipping address, in
 * the state the address names (else the buyer's own).
 */
function shipTo(invoice: EinvoiceDocument): NonNullable<EinvoiceJson['ShipDtls']> {
  const address = invoice.buyer.shippingAddress;
  const named = address
    .split(/[,\n]/)
    .map((part) => findState(part.replace(/\d/g, '').trim()))
    .findLast((state) => state !== null);
  const { Gstin, ...rest } = party(invoice.buyer.gstin, invoice.buyer.legalName, address, named?.code ?? invoice.buyer.stateCode);
  return Gstin ? { Gstin, ...rest } : rest;
}

/** What an export adds: its shipping bill once recorded, and rupees to one unit of its currency (1 for rupees). */
export interface ExportFacts {
  shippingBill?: ShippingBill | null;
  rate?: number;
}

/**
 * The IRP's request for a tax invoice ('INV') or a note on one ('CRN', 'DBN', naming the invoice). A note's
 * line that corrects a value only (no quantity returned) is one unit at its amount, as the IRP's items are
 * each a quantity at a price.
 */
export function einvoiceJson(invoice: EinvoiceDocument, { shippingBill, rate = 1 }: ExportFacts = {}): EinvoiceJson {
  const type = documentType(invoice);
  const supplyType = supplyTypeOf(invoice) ?? 'B2B';
  const abroad = invoice.supply === 'export';
  const buyer = invoice.buyer;
  const place = 'code' in invoice.placeOfSupply ? invoice.placeOfSupply.code : ABROAD_CODE;
  const buyerParty = party(abroad ? 'URP' : buyer.gstin, buyer.legalName, buyer.address, abroad ? ABROAD_CODE : buyer.stateCode);
  const paise = (minor: number) => paiseAt(minor, rate);
  // Each line's values in paise, converted once: the items and the invoice's sums are made from these.
  const lines = invoice.lines.map((line) => ({
    line,
    taxable: paise(line.taxable),
    igst: paise(line.igst),
    cgst: paise(line.cgst),
    sgst: paise(line.sgst),
  }));
  const items = lines.map(({ line, taxable, igst, cgst, sgst }, index): EinvoiceItem => {
    const quantity = line.quantity || 1;
    return {
      SlNo: String(index + 1),
      PrdDesc: line.description,
      IsServc: isService(line.hsn) ? 'Y' : 'N',
      HsnCd: line.hsn,
      Qty: quantity,
      Unit: line.unit,
      ...unitPriceOf(taxable, quantity),
      AssAmt: rupees(taxable),
      GstRt: line.ratePercent,
      IgstAmt: rupees(igst),
      CgstAmt: rupees(cgst),
      SgstAmt: rupees(sgst),
      TotItemVal: rupees(taxable + igst + cgst + sgst),
    };
  });
  const sum = (pick: (converted: (typeof lines)[number]) => number) => lines.reduce((total, each) => total + pick(each), 0);
  const [taxable, cgst, sgst, igst] = [sum((l) => l.taxable), sum((l) => l.cgst), sum((l) => l.sgst), sum((l) => l.igst)];
  // The total as GSTR-1 and the shipping bill convert it; what the lines' sums miss of it is the round off.
  const total = paise(invoice.totals.total);
  const country = abroad ? findCountry(buyer.country) : null;
  return {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: supplyType, RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: type, No: invoice.number, Dt: irpDate(invoice.date) },
    SellerDtls: party(invoice.supplier.gstin, invoice.supplier.legalName, invoice.supplier.address, invoice.supplier.stateCode),
    BuyerDtls: { ...buyerParty, ...(abroad && { Pin: ABROAD_PIN, Loc: buyerParty.Loc || buyer.country }), Pos: place },
    // Goods sent elsewhere in India than the billing address; an export's goods leave by a port, not named here.
    ...(!abroad && buyer.shippingAddress && buyer.shippingAddress !== buyer.address && { ShipDtls: shipTo(invoice) }),
    ItemList: items,
    ValDtls: {
      AssVal: rupees(taxable),
      CgstVal: rupees(cgst),
      SgstVal: rupees(sgst),
      IgstVal: rupees(igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: rupees(total - taxable - cgst - sgst - igst),
      TotInvVal: rupees(total),
    },
    ...(abroad && {
      ExpDtls: {
        ...(shippingBill && { ShipBNo: shippingBill.number, ShipBDt: irpDate(shippingBill.date), Port: shippingBill.portCode }),
        ForCur: invoice.currency,
        CntCode: country?.code ?? '',
      },
    }),
    ...('original' in invoice && {
      RefDtls: { PrecDocDtls: [{ InvNo: invoice.original.number, InvDt: irpDate(invoice.original.date) }] },
    }),
  };
}
