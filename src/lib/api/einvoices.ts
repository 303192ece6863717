/**
 * E-invoices of tax invoices (netlify/functions/einvoices.mts), when Settings' "e-invoicing applies": the IRP's
 * request JSON (schema version 1.1), checked by the IRP's rules first (409 listing each rule broken, in
 * `data`); the IRN from the IRP the site is set up with or from its signed response uploaded by staff, kept
 * with the invoice and printed on its PDF; and staff's word that an IRN was cancelled on the portal.
 */
import { irnBodySchema, irnCancelledSchema } from '../schemas/einvoices.ts';
import { type Endpoint, endpoint } from './define.ts';
import { ADMIN_ONLY } from '../messages/admin-only.ts';

/** What an invoice keeps of its registration at the IRP. */
export interface IrnAnswer {
  irn: string;
  ackNumber: string;
  /** When the IRP acknowledged it (ISO, New Delhi's time). */
  ackDate: string;
  /** The IRP's signed QR code (a JWT), printed on the invoice as a QR code. */
  signedQr: string;
}

/** An invoice's e-invoice as staff read it. */
export interface IrnStatus {
  irn: IrnAnswer | null;
  /** Whether the invoice is one the IRP is to register, and has no IRN yet. */
  needed: boolean;
  /** The last day it may get its IRN (turnover of ₹10 crore or more), and the days left; null when no limit applies. */
  deadline: { due: string; daysLeft: number } | null;
}

export const einvoicesApi = {
  /** The IRP's request JSON for a tax invoice to a registered buyer, an SEZ unit or abroad. */
  einvoice: endpoint<Record<string, unknown>>()({ method: 'GET', path: '/api/invoices/:id/einvoice', access: 'books' }),
  /** The invoice's IRN, if it has one, and the day by which it must. */
  irn: endpoint<{ data: IrnStatus }>()({ method: 'GET', path: '/api/invoices/:id/irn', access: 'books' }),
  /**
   * The IRP's signed response `{ Irn, AckNo, AckDt, SignedInvoice, SignedQRCode }` uploaded, or `{}` to ask the
   * IRP the site is set up with (409 when none is); kept with the invoice once.
   */
  registerIrn: endpoint<{ message: string; data: IrnAnswer }>()({
    method: 'POST',
    path: '/api/invoices/:id/irn',
    access: 'signed-in',
    body: irnBodySchema,
  }),
  /** `{ confirmed: true }`: the IRN was cancelled on the e-invoice portal; the invoice may be cancelled now. */
  irnCancelled: endpoint<{ message: string }>()({
    method: 'POST',
    path: '/api/invoices/:id/irn/cancelled',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.cancelInvoice,
    body: irnCancelledSchema,
  }),
} satisfies Record<string, Endpoint>;
