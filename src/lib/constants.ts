/** Business constants of docs/product.md section 9, one place each. */
export const TOKEN_KEY = 'tk';
export const ADMIN_PAGE_SIZE = 10;
export const PUBLIC_PAGE_SIZE = 10;
export const PRODUCT_FETCH_LIMIT = 1000;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** How long a sign-in lasts (12 hours). */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 15_000;
export const TOAST_DURATION_MS = 5000;
export const COMING_SOON_TOAST_MS = 3000;
export const DEFAULT_BLOG_AUTHOR = 'Admin';
/** The public forms' honeypot: hidden from people, filled by bots (src/lib/server/spam.ts). */
export const HONEYPOT_FIELD = 'website';
export const PRODUCT_STATUSES = ['Active', 'Inactive'] as const;
export const BLOG_STATUSES = ['New', 'Published', 'Draft'] as const;
export const CONTACT_SUBJECTS = ['product-inquiry', 'custom-quote', 'bulk-order', 'partnership', 'support', 'other'] as const;
/** The wire values of the help dialog ('Quites' sic, docs/product.md section 3). */
/** An enquiry's place in the sales workflow; staff may move it to any other (docs/product.md 2.15). */
export const ENQUIRY_STATUSES = ['New', 'In progress', 'Quoted', 'Won', 'Lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** A product quote's original empty `status`, and anything unknown, reads as New. */
export const statusOf = (record: { status?: unknown }): EnquiryStatus =>
  ENQUIRY_STATUSES.includes(record.status as EnquiryStatus) ? (record.status as EnquiryStatus) : 'New';
/** The four inboxes, as the export and the All enquiries screen name them. */
export const ENQUIRY_KINDS = ['contacts', 'quotes', 'quick', 'help'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_TYPES = { help: 'Help', quickQuote: 'Quites' } as const;
/** Dashboard count keys, exactly as docs/product.md section 3 names them, with their labels. */
export const DASHBOARD_LABELS = {
  Quick_Quotes: 'Quick Quotes',
  product_quotes: 'Product Quotes',
  Help_Enquiries: 'Help Enquiries',
  contacts: 'Contact Enquiries',
  products: 'Total Products',
  blog: 'Blog Posts',
} as const;
export type DashboardKey = keyof typeof DASHBOARD_LABELS;
