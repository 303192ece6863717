/** Business constants of docs/product.md section 9, one place each. */
export const TOKEN_KEY = 'tk';
/** Where the visitor's quote list is kept (src/lib/client/quote-list.ts). */
export const QUOTE_LIST_KEY = 'quote-list';
/** Fired on window when this tab changed the quote list; other tabs hear the browser's `storage` event. */
export const QUOTE_LIST_EVENT = 'quote-list-change';
export const ADMIN_PAGE_SIZE = 10;
export const PUBLIC_PAGE_SIZE = 10;
export const PRODUCT_FETCH_LIMIT = 1000;
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** A product's images (the first is its card's), price tiers and choices of each option. */
export const MAX_PRODUCT_IMAGES = 8;
/** A quote request's artwork: files per request, bytes per file (Netlify takes 6 MB a request, encoded), and how long an upload waits for its request. */
export const MAX_ARTWORK_FILES = 5;
/** Files one request may hold once staff have added what came later by mail. */
export const MAX_QUOTE_FILES = 20;
export const MAX_ARTWORK_BYTES = 4 * 1024 * 1024;
export const ARTWORK_CLAIM_MS = 24 * 60 * 60 * 1000;
/** Lines of one quote request. */
export const MAX_QUOTE_LINES = 100;
/** A products CSV import: at most this many rows and bytes in one file (Netlify takes 6 MB in a request). */
export const MAX_IMPORT_ROWS = 2000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** Old names a product keeps redirecting from; the oldest beyond these stop redirecting. */
export const MAX_FORMER_NAMES = 20;
export const MAX_PRICE_TIERS = 10;
export const MAX_OPTION_CHOICES = 20;
export const PRODUCT_OPTIONS = ['sizes', 'materials', 'finishes'] as const;
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
/** How a post's content is written: Markdown, or plain text (posts written before Markdown). */
export const BLOG_FORMATS = ['markdown', 'text'] as const;
export const CONTACT_SUBJECTS = ['product-inquiry', 'custom-quote', 'bulk-order', 'partnership', 'support', 'other'] as const;
/** An enquiry's place in the sales workflow; staff may move it to any other (docs/product.md 2.15). */
export const ENQUIRY_STATUSES = ['New', 'In progress', 'Quoted', 'Won', 'Lost'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];
/** A product quote's original empty `status`, and anything unknown, reads as New. */
export const statusOf = (record: { status?: unknown }): EnquiryStatus =>
  ENQUIRY_STATUSES.includes(record.status as EnquiryStatus) ? (record.status as EnquiryStatus) : 'New';
/**
 * The four kinds of enquiry, one row each. Every name a kind goes by is read from here: its id (the
 * export's `kind`, the activity list's target), its store, the dashboard's count key (the original
 * API's, kept for its clients), the help form's wire `type` ('Quites' sic, docs/product.md section 3),
 * the admin inbox's address and title, and what the All enquiries list and the CSV export call one.
 */
export const ENQUIRY_KIND_TABLE = {
  contacts: {
    store: 'contacts',
    countKey: 'contacts',
    inboxTitle: 'Contact Enquiries',
    adminPath: '/admin/contact-enquiries',
    name: 'Contact Us',
  },
  quotes: {
    store: 'product-quotes',
    countKey: 'product_quotes',
    inboxTitle: 'Product Quotes',
    adminPath: '/admin/product-quotes',
    name: 'Product quote',
  },
  quick: {
    store: 'quick-quotes',
    countKey: 'Quick_Quotes',
    wireType: 'Quites',
    inboxTitle: 'Quick Quotes',
    adminPath: '/admin/quick-quotes',
    name: 'Quick quote',
  },
  help: {
    store: 'help-enquiries',
    countKey: 'Help_Enquiries',
    wireType: 'Help',
    inboxTitle: 'Help Enquiries',
    adminPath: '/admin/help-enquiries',
    name: 'Help',
  },
} as const;
export type EnquiryKind = keyof typeof ENQUIRY_KIND_TABLE;
export const ENQUIRY_KINDS = Object.keys(ENQUIRY_KIND_TABLE) as EnquiryKind[];
export type EnquiryCountKey = (typeof ENQUIRY_KIND_TABLE)[EnquiryKind]['countKey'];
/** The wire values of the help dialog's `type`. */
export const ENQUIRY_TYPES = { help: ENQUIRY_KIND_TABLE.help.wireType, quickQuote: ENQUIRY_KIND_TABLE.quick.wireType } as const;
/** Dashboard count keys, exactly as docs/product.md section 3 names them, with their labels. */
export const DASHBOARD_LABELS = {
  [ENQUIRY_KIND_TABLE.quick.countKey]: ENQUIRY_KIND_TABLE.quick.inboxTitle,
  [ENQUIRY_KIND_TABLE.quotes.countKey]: ENQUIRY_KIND_TABLE.quotes.inboxTitle,
  [ENQUIRY_KIND_TABLE.help.countKey]: ENQUIRY_KIND_TABLE.help.inboxTitle,
  [ENQUIRY_KIND_TABLE.contacts.countKey]: ENQUIRY_KIND_TABLE.contacts.inboxTitle,
  products: 'Total Products',
  blog: 'Blog Posts',
} as const;
export type DashboardKey = keyof typeof DASHBOARD_LABELS;
