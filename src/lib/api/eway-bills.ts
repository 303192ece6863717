/**
 * E-way bills (netlify/functions/eway-bills.mts): the transport of an order's consignment, the e-way bill
 * portal's bulk-upload JSON made from its tax invoice (or the IRP's e-way bill by IRN when e-invoicing
 * applies), and the e-way bill's number and validity kept on the order. A consignment worth more than
 * Settings' threshold is not dispatched without them.
 */
import { ewayBillNumberSchema, transportSchema } from '../schemas/eway-bills.ts';
import { type Endpoint, type Saved, endpoint } from './define.ts';
import type { QuotationAnswer } from './quotations.ts';

/** One item of the portal's bill: an HSN's line of the tax invoice, amounts in rupees. */
export interface EwayBillItem {
  itemNo: number;
  productName: string;
  productDesc: string;
  hsnCode: number;
  quantity: number;
  qtyUnit: string;
  taxableAmount: number;
  sgstRate: number;
  cgstRate: number;
  igstRate: number;
  cessRate: number;
}

/** One bill of the portal's bulk upload (its JSON's field names), amounts in rupees. */
export interface EwayBillOfPortal {
  userGstin: string;
  supplyType: 'O';
  /** 1 a supply, 3 an export. */
  subSupplyType: 1 | 3;
  subSupplyDesc: string;
  /** 'INV' a tax invoice, 'BIL' a bill of supply. */
  docType: 'INV' | 'BIL';
  docNo: string;
  /** dd/mm/yyyy. */
  docDate: string;
  /** 1 regular, 2 shipped elsewhere than billed. */
  transType: 1 | 2;
  fromGstin: string;
  fromTrdName: string;
  fromAddr1: string;
  fromAddr2: string;
  fromPlace: string;
  fromPincode: number;
  fromStateCode: number;
  actualFromStateCode: number;
  toGstin: string;
  toTrdName: string;
  toAddr1: string;
  toAddr2: string;
  toPlace: string;
  toPincode: number;
  toStateCode: number;
  actualToStateCode: number;
  totalValue: number;
  cgstValue: number;
  sgstValue: number;
  igstValue: number;
  cessValue: number;
  TotNonAdvolVal: number;
  OthValue: number;
  totInvValue: number;
  /** 1 road, 2 rail, 3 air, 4 ship. */
  transMode: 1 | 2 | 3 | 4;
  transDistance: number;
  transporterName: string;
  transporterId: string;
  transDocNo: string;
  transDocDate: string;
  vehicleNo: string;
  /** 'R' a regular vehicle. */
  vehicleType: 'R' | '';
  mainHsnCode: number;
  itemList: EwayBillItem[];
}

/** The portal's bulk-upload file: its format's version and the bills. */
export interface EwayBillPortalJson {
  version: string;
  billLists: EwayBillOfPortal[];
}

/** The IRP's 'generate e-way bill by IRN' request, for an invoice that has its IRN. */
export interface EwayBillByIrn {
  Irn: string;
  Distance: number;
  TransMode: '1' | '2' | '3' | '4';
  TransId?: string;
  TransName: string;
  TransDocNo?: string;
  TransDocDt?: string;
  VehNo?: string;
  VehType?: 'R';
}

export const ewayBillsApi = {
  /** The consignment's transport (If-Match: the order's version); kept on the order, changed until it leaves. */
  transport: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id/transport',
    access: 'signed-in',
    body: transportSchema,
    ifMatch: 'required',
  }),
  /**
   * The e-way bill portal's bulk-upload JSON from the order's tax invoice and its transport, a download; the
   * IRP's e-way bill by IRN instead when e-invoicing applies and the invoice has its IRN. 409 naming what is
   * missing.
   */
  json: endpoint<EwayBillPortalJson | EwayBillByIrn>()({
    method: 'GET',
    path: '/api/quotations/:id/eway-bill',
    access: 'signed-in',
  }),
  /** `{ number, validUntil }` as the portal gave them (If-Match: the order's version); printed on the tax invoice. */
  number: endpoint<Saved<QuotationAnswer>>()({
    method: 'PUT',
    path: '/api/quotations/:id/eway-bill',
    access: 'signed-in',
    body: ewayBillNumberSchema,
    ifMatch: 'required',
  }),
} satisfies Record<string, Endpoint>;
