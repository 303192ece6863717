/** Records as stored and as the API answers them. Every record has a time-sortable `_id`. */
import type { CategoryId } from './categories.ts';
import type { BLOG_STATUSES, EnquiryStatus, PRODUCT_STATUSES } from './constants.ts';

export interface StoredRecord {
  _id: string;
  /** ISO-8601 UTC. */
  dateAdded: string;
}

/** Products, posts and testimonials carry a version, raised by every save (If-Match, 409 on a stale one). */
export interface Versioned {
  version: number;
}

export interface Product extends StoredRecord, Versioned {
  name: string;
  description: string;
  category: CategoryId;
  price: number;
  images: string[];
  shortDescription: string;
  longDescription: string;
  popular: boolean;
  status: (typeof PRODUCT_STATUSES)[number];
}

export interface Blog extends StoredRecord, Versioned {
  slug: string;
  title: string;
  author: string;
  status: (typeof BLOG_STATUSES)[number];
  content: string;
  tags: string[];
  coverImage: string;
}

export interface Testimonial extends StoredRecord, Versioned {
  name: string;
  company: string;
  message: string;
  star: number;
  avatar: string;
}

export interface StatusChange {
  status: EnquiryStatus;
  /** ISO-8601 UTC. */
  at: string;
  /** The staff member's e-mail. */
  by?: string;
}

export interface RemarkEntry {
  text: string;
  at: string;
  by?: string;
}

/** What every enquiry of the four inboxes has. */
export interface Enquiry extends StoredRecord {
  /** The latest remark's text ('' for none), as the original API answered it. */
  remark: string;
  /** Missing, '' (a product quote's original value) or unknown reads as New. */
  status?: string;
  statusHistory?: StatusChange[];
  /** Every remark, oldest first. */
  remarks?: RemarkEntry[];
  /** The last change staff made, for the inbox row ('Remark by Asha · 3 h ago'). */
  lastChange?: LastChange;
}

export interface LastChange {
  what: 'Remark' | 'Status';
  /** The person's name as it was then, and their account id. */
  by: string;
  byId: string;
  at: string;
}

export interface QuickQuote extends Enquiry {
  name: string;
  mobile: string;
  type: 'Quites';
  message: string;
}

export interface HelpEnquiry extends Enquiry {
  name: string;
  mobile: string;
  type: 'Help';
  question: string;
}

export interface ProductQuote extends Enquiry {
  name: string;
  email: string;
  phone: string;
  address: string;
  quantity: number;
  productId: string;
  productName: string;
  image: string;
  status: string;
}

export interface ContactEnquiry extends Enquiry {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

export type SiteState = 'live' | 'building' | 'failed';

export interface SiteStatus {
  state: SiteState;
  /** Version of the content the newest change produced. */
  contentVersion: string | null;
  /** Version of the content the live site was built from. */
  liveVersion: string | null;
  updatedAt: string | null;
  message?: string;
  /** When failed: why, for staff (which record and what is wrong with it, when the build could tell). */
  error?: string;
}

// ── Staff accounts (docs/product.md 2.21) ────────────────────────────────────────────────────────

export type Role = 'Admin' | 'Staff';

/** A person of the team as the API answers it (never the password hash). */
export interface TeamMember {
  id: string;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  dateAdded: string;
  lastSignInAt: string | null;
}

/** What the admin shows in the activity list: who changed what, when. */
export interface ActivityEntry {
  id: string;
  at: string;
  userId: string;
  userName: string;
  /** What was done, in words: 'Status changed to Won', 'Product updated', 'Person disabled'. */
  action: string;
  /** What it was done to. */
  target: { kind: ActivityTargetKind; id: string; label: string };
}

export type ActivityTargetKind = 'contacts' | 'quotes' | 'quick' | 'help' | 'products' | 'blogs' | 'testimonials' | 'team';
