/**
 * The IRP's signed response, checked against the invoice it is for before it is kept: the signed invoice and
 * the signed QR code are JWTs whose payload's `data` (a JSON text) names the seller's GSTIN, the document's
 * number and date and the IRN. A response for another invoice, or another IRN than it says, is refused:
 * the site never prints a QR code that a tax officer's scan would show as someone else's. The signature itself
 * is the IRP's, checked by whoever scans the code with NIC's public key, which the site does not hold.
 */
import { decodeJwt } from 'jose';
import { EINVOICE_MESSAGES as M } from '../../messages/einvoices.ts';
import type { IrnBody } from '../../schemas/einvoices.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { type EinvoiceDocument, documentType, irpDate } from './einvoice-json.ts';

/** What the invoice keeps of its registration (Invoice.irn). */
export type IrnRecord = NonNullable<Invoice['irn']>;

/** A response with its five fields, as the upload schema or the IRP's answer gives it. */
export type SignedResponse = Required<IrnBody>;

/** The IRP's date and time (New Delhi's, '2026-11-28 17:44:00') as an instant. */
export const ackInstant = (ackDt: string): string =>
  `${ackDt.slice(0, 10)}T${ackDt.slice(11, 16)}:${ackDt.slice(17, 19) || '00'}+05:30`;

/** The `data` a signed token carries, read; null when it is no token or carries none. */
function signedData(token: string): Record<string, unknown> | null {
  try {
    const { data } = decodeJwt(token);
    const parsed: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const field = (data: Record<string, unknown>, ...path: string[]): string => {
  let value: unknown = data;
  for (const key of path) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** Why the response is not this invoice's: each reason, none when it is. */
export function responseProblems(invoice: EinvoiceDocument, response: SignedResponse): string[] {
  const problems: string[] = [];
  const date = irpDate(invoice.date);
  const qr = signedData(response.SignedQRCode);
  const signed = signedData(response.SignedInvoice);
  if (!signed) problems.push(M.irnBadJwt('SignedInvoice'));
  else {
    if (field(signed, 'SellerDtls', 'Gstin') !== invoice.supplier.gstin)
      problems.push(M.irnMismatch('SignedInvoice', 'seller GSTIN'));
    if (field(signed, 'DocDtls', 'No') !== invoice.number) problems.push(M.irnMismatch('SignedInvoice', 'number'));
    if (field(signed, 'DocDtls', 'Dt') !== date) problems.push(M.irnMismatch('SignedInvoice', 'date'));
    if (field(signed, 'Irn').toLowerCase() !== response.Irn) problems.push(M.irnIrnMismatch('SignedInvoice'));
  }
  if (!qr) problems.push(M.irnBadJwt('SignedQRCode'));
  else {
    if (field(qr, 'SellerGstin') !== invoice.supplier.gstin) problems.push(M.irnMismatch('SignedQRCode', 'seller GSTIN'));
    if (field(qr, 'DocNo') !== invoice.number) problems.push(M.irnMismatch('SignedQRCode', 'number'));
    if (field(qr, 'DocDt') !== date) problems.push(M.irnMismatch('SignedQRCode', 'date'));
    if (field(qr, 'DocTyp') !== documentType(invoice)) problems.push(M.irnMismatch('SignedQRCode', 'document type'));
    if (field(qr, 'Irn').toLowerCase() !== response.Irn) problems.push(M.irnIrnMismatch('SignedQRCode'));
  }
  return problems;
}

/** What the invoice keeps of a response found to be its own. */
export const irnRecordOf = (response: SignedResponse): IrnRecord => ({
  irn: response.Irn,
  ackNumber: response.AckNo,
  ackDate: ackInstant(response.AckDt),
  signedQr: response.SignedQRCode,
});
