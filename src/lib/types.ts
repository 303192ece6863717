/** Records as stored and as the API answers them. Every record has a time-sortable `_id`. */
import type { CategoryId } from './categories.ts';
import type { BLOG_STATUSES, EnquiryStatus, PRODUCT_STATUSES } from './constants.ts';

export interface StoredRecord {
  _id: string;
  /** ISO-8601 UTC. */
  dateAdded: string;
}

export interface Product extends StoredRecord {
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

export interface Blog extends StoredRecord {
  slug: string;
  title: string;
  author: string;
  status: (typeof BLOG_STATUSES)[number];
  content: string;
  tags: string[];
  coverImage: string;
}

export interface Testimonial extends StoredRecord {
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
