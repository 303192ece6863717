/**
 * My orders (netlify/functions/my-orders.mts): the buyer asks for a sign-in link by e-mail, trades the link's
 * token for a session token, and with it (`Authorization: Bearer`) reads everything of their customer record,
 * reorders a delivered order, says yes or no to news by mail and asks about their data. No password, no
 * account: the calls are public to the contract, and the handlers check the buyer's own session token (a
 * staff token is no buyer's). Amounts are in the currency's units.
 */
import type { DocumentKind } from '../schemas/invoices.ts';
import type { OrderStage, QuotationCurrency, QuotationStatus } from '../quotation.ts';
import { myConsentSchema, myLinkSchema, myPrivacySchema, myReorderSchema, mySessionSchema } from '../schemas/my-orders.ts';
import type { CustomerState } from './customer-quotation-reads.ts';
import { type Endpoint, type MessageAnswer, endpoint } from './define.ts';
import { MY_ORDERS_PATHS as P } from './my-orders-paths.ts';
import type { MoneyAnswer } from './quotations.ts';

/** A request the buyer sent (any of the four kinds), as they see it. */
export interface MyRequest {
  _id: string;
  kind: 'quotes' | 'quick' | 'contacts' | 'help';
  dateAdded: string;
  /** The products asked for, or the subject or the first words. */
  summary: string;
  /** 'Reorder of Q-2026-0012' on a reorder. */
  reorderOf?: string;
}

export interface MyInvoice {
  _id: string;
  number: string;
  /** An invoice's kind, or a credit or debit note's. */
  kind: DocumentKind;
  /** A credit or debit note's: the number of the tax invoice it corrects. */
  original?: string;
  /** A tax invoice whose every line is nil-rated: titled "Bill of supply" (rule 49). */
  billOfSupply?: true;
  date: string;
  total: number;
  currency: QuotationCurrency;
  status: 'issued' | 'cancelled';
  quotationId: string;
  quotationNumber: string;
}

/** A quotation sent to the buyer, and the order it became. */
export interface MyQuotation {
  _id: string;
  number: string;
  status: QuotationStatus;
  state: CustomerState;
  sentAt: string | null;
  total: number;
  currency: QuotationCurrency;
  stage: OrderStage | null;
  /** The quotation's own page, `/q/{secret}` (the secret is the buyer's: only ever in this signed-in answer). */
  page: string;
  /** Once accepted: what the order comes to, is paid and is due. */
  money: MoneyAnswer | null;
  /** A delivered order's lines, to reorder (null when it cannot be reordered). */
  reorder: { lines: { description: string; quantity: number }[] } | null;
}

export interface MyOrdersPage {
  /** The customer record as the buyer may see it (never staff's notes or tags); null before there is one. */
  customer: { name: string; company: string; email: string } | null;
  enquiries: MyRequest[];
  quotations: MyQuotation[];
  invoices: MyInvoice[];
  /** Whether the buyer said yes to news and offers by mail (null when consent is not recorded yet). */
  marketing: boolean | null;
}

export const myOrdersApi = {
  /**
   * Mails a sign-in link (single use, 15 minutes) to an address a customer record holds, or word of why it
   * cannot sign in yet to one only suggested on a record; the same answer, after the same work, for any e-mail;
   * 429 past 3 asks an hour per e-mail and network address, 20 per address, 10 a day per e-mail.
   */
  link: endpoint<MessageAnswer>()({ method: 'POST', path: P.link, access: 'public', body: myLinkSchema }),
  /** The link's token for a session token (2 hours); the link is used up. */
  session: endpoint<{ token: string; email: string; expiresAt: string }>()({
    method: 'POST',
    path: P.session,
    access: 'public',
    body: mySessionSchema,
    keepAsTyped: ['token'],
  }),
  /** Sign out: the session ends on the server (Bearer: the session token). */
  signOut: endpoint<MessageAnswer>()({ method: 'DELETE', path: P.session, access: 'public' }),
  /** Everything of the signed-in buyer's customer record (Bearer: the session token). */
  read: endpoint<{ data: MyOrdersPage }>()({ method: 'GET', path: P.read, access: 'public' }),
  /** A new quote request from a delivered order: its lines (quantities as given) and the approved artwork. */
  reorder: endpoint<{ message: string; _id: string }>()({
    method: 'POST',
    path: P.reorder,
    access: 'public',
    body: myReorderSchema,
  }),
  /** Yes or no to news and offers by mail, recorded with its time and the privacy notice's version. */
  consent: endpoint<MessageAnswer & { marketing: boolean }>()({
    method: 'POST',
    path: P.consent,
    access: 'public',
    body: myConsentSchema,
  }),
  /** A request about the buyer's data; it and news by mail count as the buyer's writes (429 past their limit). */
  privacy: endpoint<MessageAnswer & { _id: string }>()({
    method: 'POST',
    path: P.privacy,
    access: 'public',
    body: myPrivacySchema,
  }),
  /** One of the buyer's invoices as a PDF, by the session (never a public address). */
  invoicePdf: endpoint<Blob>()({ method: 'GET', path: P.invoicePdf, access: 'public' }),
} satisfies Record<string, Endpoint>;
