/**
 * Customer records (netlify/functions/customers.mts): one record per buyer, company or person, with its
 * contacts and everything linked to it (enquiries, quotations and orders, invoices). Enquiries are linked
 * as they arrive (src/lib/server/customers/). Money is in rupees (units, not paise).
 *
 * A merged customer keeps `mergedInto`: GET of its id answers the kept record (200, the kept record's own
 * `_id`), and so do PUT, export and the contact calls; merging it again is refused (409).
 */
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE, type EnquiryKind, type EnquiryStatus } from '../constants.ts';
import { CUSTOMER_MESSAGES } from '../messages/customers.ts';
import {
  customerContactSchema,
  customerGstinMergeSchema,
  customerGstinSuggestionSchema,
  customerListSchema,
  customerMergeSchema,
  customerSuggestionSchema,
  customerUpdateSchema,
} from '../schemas/customers.ts';
import type { QuotationStatus } from '../quotation.ts';
import type { Payment } from '../schemas/payments.ts';
import type { InvoiceSummary } from '../schemas/invoices.ts';
import type { StoredRecord, Versioned } from '../schemas/parts.ts';
import { endBuyerSessionsSchema } from '../schemas/my-orders.ts';
import { type CountedPaged, type Endpoint, type MessageAnswer, type Saved, endpoint } from './define.ts';
import { pageEntries, withinListDepth } from './query.ts';
import type { QuotationRow } from './quotations.ts';
import { ADMIN_ONLY } from '../messages/admin-only.ts';

export type { CustomerSort } from '../schemas/customers.ts';
export { CUSTOMER_SORTS } from '../schemas/customers.ts';

/**
 * A person at the customer, as staff's form parses one (a contact linked from an enquiry without a phone has
 * none). `email` is kept as given; it is matched without regard to case.
 */
export type CustomerContact = Omit<v.InferOutput<typeof customerContactSchema>, 'phone'> & { phone?: string };

/** An enquiry linked to a customer: its inbox and id. */
export interface EnquiryRef {
  kind: EnquiryKind;
  id: string;
}

/** A new contact of the customer's company e-mail domain: shown to staff, linked only once they confirm. */
export interface CustomerSuggestion {
  contact: CustomerContact;
  /** The enquiries that contact sent, linked with it on confirmation. */
  enquiries: EnquiryRef[];
  at: string;
}

/**
 * Another record whose order's billing details name a GSTIN this customer holds: the same business, or a buyer
 * typing a GSTIN not theirs (GSTINs are public). Shown to staff; the two are merged only when an Admin confirms.
 */
export interface CustomerGstinSuggestion {
  /** The record whose order named the GSTIN. */
  customer: string;
  name: string;
  gstin: string;
  /** Its orders that named it. */
  quotations: string[];
  at: string;
}

/** What a merge brought in, kept on the record kept, so a merge can be told apart afterwards. */
export interface CustomerMergeNote {
  from: string;
  name: string;
  at: string;
  /**
   * The staff member's name, or 'GSTIN' for a merge the linking made by itself when a GSTIN was named (it no
   * longer does): listed for Admins until one has `checked` it.
   */
  by: string;
  /** The GSTIN of the suggestion an Admin confirmed with this merge. */
  gstin?: string;
  /** An Admin's look at a merge the linking made by GSTIN. */
  checked?: { by: string; at: string };
  enquiries: EnquiryRef[];
  quotations: string[];
  emails: string[];
}

type CustomerFields = v.InferOutput<typeof customerUpdateSchema>;

/**
 * A customer as stored: what staff edit (its name is the company's, or the person's for someone buying for
 * themselves; a record made by linking may lack the details staff add), with what is linked to it.
 */
export interface Customer
  extends
    StoredRecord,
    Versioned,
    Pick<CustomerFields, 'name' | 'tags'>,
    Partial<Omit<CustomerFields, 'name' | 'tags' | 'contacts'>> {
  contacts: CustomerContact[];
  enquiries: EnquiryRef[];
  /** Quotations and orders, by id. */
  quotations: string[];
  /** Invoices (proforma and tax), by id: those of its orders. */
  invoices: string[];
  suggestions?: CustomerSuggestion[];
  gstinSuggestions?: CustomerGstinSuggestion[];
  /** Records whose GSTIN suggestion staff dismissed: never suggested again. */
  gstinDismissed?: string[];
  /** Set once merged: the customer kept, which answers for this id from then on. */
  mergedInto?: string;
  merges?: CustomerMergeNote[];
  updatedAt: string;
}

/** A customer's line on the Customers screen. */
export interface CustomerRow {
  _id: string;
  name: string;
  company: string;
  emails: string[];
  phones: string[];
  gstin: string;
  tags: string[];
  enquiryCount: number;
  quotationCount: number;
  /** Accepted orders. */
  orderCount: number;
  /** When the newest order was accepted (null before any). */
  lastOrderAt: string | null;
  /** What its accepted orders are worth, in rupees (orders in other currencies are not added). */
  wonValue: number;
  /** What its orders' invoices still ask, in rupees. */
  outstanding: number;
  /** The newest enquiry's time. */
  lastEnquiryAt: string | null;
  /** Suggested contacts and GSTIN suggestions waiting for staff. */
  suggestions: number;
  /** Admins only: the merges the linking made by GSTIN that no Admin has checked yet. */
  gstinMerges?: { from: string; name: string; at: string }[];
  updatedAt: string;
}

/** An enquiry as a customer's page shows it. */
export interface CustomerEnquiry extends EnquiryRef {
  name: string;
  email: string;
  status: EnquiryStatus;
  dateAdded: string;
  /** Its message or request, shortened. */
  summary: string;
}

/** An approved artwork proof of one of its orders. */
export interface CustomerArtwork {
  quotationId: string;
  number: string;
  fileId: string;
  name: string;
  at: string;
}

/** GET /api/customers/{id}: the record, its figures and everything linked, read once. */
export interface CustomerDetail extends Customer {
  lastOrderAt: string | null;
  wonValue: number;
  outstanding: number;
  linked: {
    enquiries: CustomerEnquiry[];
    /** Quotations and orders as the Orders screen lists them. */
    quotations: QuotationRow[];
    invoices: (InvoiceSummary & { quotationId: string; quotationNumber: string })[];
    payments: (Payment & { quotationId: string; quotationNumber: string })[];
    artwork: CustomerArtwork[];
  };
}

/** GET /api/customers/{id}/export: the record and everything linked, whole (the buyer's own details included). */
export interface CustomerExport {
  exportedAt: string;
  customer: Customer;
  enquiries: (Record<string, unknown> & { _id: string; kind: EnquiryKind })[];
  quotations: (Record<string, unknown> & { _id: string; number: string; status: QuotationStatus })[];
  invoices: (Record<string, unknown> & { _id: string })[];
}

/** One look at a customer's data: who, when, and whether they viewed the record or exported it. */
export interface CustomerAccessEntry {
  at: string;
  userId: string;
  userName: string;
  what: 'viewed' | 'exported';
  /** The record looked at: the customer's own id, or one merged into it since. */
  customerId: string;
}

const customerListQuery = v.pipe(
  v.object({ ...pageEntries(ADMIN_PAGE_SIZE, 100), ...customerListSchema.entries }),
  withinListDepth(),
);

export const customersApi = {
  /**
   * Every customer, found by `q` (name, company, e-mail, phone, GSTIN), by `sort`: last-order (default), value,
   * outstanding, name. `merged=gstin` (Admins only, 403 for Staff): those the linking merged by GSTIN, not checked.
   */
  list: endpoint<CountedPaged<CustomerRow>>()({
    method: 'GET',
    path: '/api/customers',
    access: 'signed-in',
    query: customerListQuery,
  }),
  /** A customer with everything linked; a merged one's id answers the customer kept. Logged as viewed. */
  get: endpoint<{ data: CustomerDetail }>()({ method: 'GET', path: '/api/customers/:id', access: 'signed-in' }),
  /** Staff's edit (If-Match: the version it was made over; 409 on a stale one). */
  update: endpoint<Saved<Customer>>()({
    method: 'PUT',
    path: '/api/customers/:id',
    access: 'signed-in',
    body: customerUpdateSchema,
    ifMatch: 'required',
  }),
  /** One more contact; its e-mail must not be another customer's (409). */
  addContact: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/contacts',
    access: 'signed-in',
    body: customerContactSchema,
  }),
  /** Merges this customer into `into`: everything linked moves there, this id answers the kept one from then on. */
  merge: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/merge',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.merge,
    body: customerMergeSchema,
  }),
  /** Everything held about the customer, as JSON (a download). Logged as exported. */
  export: endpoint<CustomerExport>()({
    method: 'GET',
    path: '/api/customers/:id/export',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.exportCustomer,
  }),
  /** Who viewed or exported the customer's data (and of the records merged into it), newest first: Admins only. */
  access: endpoint<{ data: CustomerAccessEntry[] }>()({
    method: 'GET',
    path: '/api/customers/:id/access',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.accessLog,
  }),
  /** Ends every My orders session of one of its contacts, and a sign-in link mailed before: Admins only. */
  endSessions: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/customers/:id/end-sessions',
    access: 'admin',
    adminOnlyMessage: ADMIN_ONLY.endSessions,
    body: endBuyerSessionsSchema,
  }),
  /** A suggested contact is the customer's: linked, with the enquiries it sent. */
  confirmSuggestion: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/suggestions/confirm',
    access: 'signed-in',
    body: customerSuggestionSchema,
  }),
  /** A suggested contact is not the customer's: it gets a customer record of its own. */
  dismissSuggestion: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/suggestions/dismiss',
    access: 'signed-in',
    body: customerSuggestionSchema,
  }),
  /** The record that named this customer's GSTIN is this customer: merged into it, so Admins only. */
  confirmGstinSuggestion: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/gstin-suggestions/confirm',
    access: 'admin',
    adminOnlyMessage: CUSTOMER_MESSAGES.gstinConfirmAdminOnly,
    body: customerGstinSuggestionSchema,
  }),
  /** The record that named this customer's GSTIN is not this customer: the suggestion goes, and is not made again. */
  dismissGstinSuggestion: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/gstin-suggestions/dismiss',
    access: 'signed-in',
    body: customerGstinSuggestionSchema,
  }),
  /** An Admin has checked a merge the linking made by GSTIN (`from`, the record merged): it leaves the list. */
  checkGstinMerge: endpoint<Saved<Customer>>()({
    method: 'POST',
    path: '/api/customers/:id/gstin-merges/check',
    access: 'admin',
    adminOnlyMessage: CUSTOMER_MESSAGES.gstinMergeAdminOnly,
    body: customerGstinMergeSchema,
  }),
} satisfies Record<string, Endpoint>;
