/**
 * The visitor forms and the inboxes' calls (src/lib/api/inboxes.ts, docs/product.md 5): help and quick quote,
 * contact, the product quote and the quote request, staff's additions, remarks, statuses and filters; and the
 * four kinds of enquiry as stored, derived from their forms.
 */
import * as v from 'valibot';
import {
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  type EnquiryStatus,
  ENQUIRY_TYPES,
  HONEYPOT_FIELD,
  MAX_ARTWORK_FILES,
  MAX_QUOTE_LINES,
} from '../constants.ts';
import {
  type Parsed,
  type StoredRecord,
  SEARCH_MAX,
  email,
  form,
  isBlank,
  minTrimmed,
  optionalText,
  requiredText,
} from './parts.ts';
import { newsByEmail } from './privacy.ts';

/** Also the contact form's native `title` for its phone pattern, before its island has hydrated. */
export const PHONE_DIGITS_MESSAGE = 'Phone number must be 10 digits';

/** The honeypot travels with each public form so the server can tell bots (src/lib/server/spam.ts). */
const honeypot = { [HONEYPOT_FIELD]: optionalText(200, 'Website') };

export const helpSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  mobile: requiredText('Mobile number is required', 30, 'Mobile number'),
  type: v.literal(ENQUIRY_TYPES.help, 'Type must be Help or Quites'),
  question: requiredText('Question is required', 2000, 'Question'),
  ...honeypot,
});

export const quickQuoteSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  mobile: requiredText('Mobile number is required', 30, 'Mobile number'),
  type: v.literal(ENQUIRY_TYPES.quickQuote, 'Type must be Help or Quites'),
  message: requiredText('Message is required', 2000, 'Message'),
  ...honeypot,
});

/** POST /api/help/create takes either form, told apart by `type`. */
export const helpRequestSchema = v.variant('type', [helpSchema, quickQuoteSchema], 'Type must be Help or Quites');

export const contactSchema = form({
  name: v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters')),
  email: email('Email is required'),
  phone: v.pipe(
    v.string('Phone number is required'),
    v.check((value) => !isBlank(value), 'Phone number is required'),
    v.check((value) => isBlank(value) || /^\d{10}$/.test(value.trim()), PHONE_DIGITS_MESSAGE),
  ),
  company: v.pipe(
    requiredText('Company name is required', 100, 'Company name'),
    minTrimmed(2, 'Company name should be at least 2 characters'),
  ),
  subject: v.pipe(requiredText('Subject is required', 150, 'Subject'), minTrimmed(5, 'Subject should be at least 5 characters')),
  message: v.pipe(
    requiredText('Message is required', 5000, 'Message'),
    minTrimmed(10, 'Message should be at least 10 characters'),
  ),
  marketing: newsByEmail,
  ...honeypot,
});

/** How many pieces a quote asks for: a whole number from 1. */
export const pieces = v.pipe(
  v.number('Quantity is required'),
  v.integer('Quantity must be a whole number'),
  v.minValue(1, 'Quantity must be at least 1'),
  v.maxValue(10_000_000, 'Quantity must be at most 10000000'),
);

export const productQuoteSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  email: email('Email is required'),
  phone: requiredText('Phone is required', 30, 'Phone'),
  address: optionalText(500, 'Address'),
  quantity: pieces,
  productId: requiredText('Product is required', 64, 'Product'),
  // docs/product.md 2.7: a status field exists, starts empty and is never shown.
  status: optionalText(30, 'Status'),
  marketing: newsByEmail,
  ...honeypot,
});

/** How long a product's name may be; a quotation line made from a request line starts with it. */
export const PRODUCT_NAME_LIMIT = 120;
/** The words of a request line, in the order a quotation line made from it lists them, each at most this long. */
export const LINE_TEXT_LIMITS = { size: 100, material: 100, finish: 100, colours: 200, note: 1000 } as const;
/** Between a request line's words in the quotation line made from it: `Name (size · material · note)`. */
export const LINE_SPEC_SEPARATOR = ' · ';
/**
 * The one limit of a quotation line's description, on create, on save and in the editor: room for a
 * product's name and every word of a request line, so a quotation made from any request saves unchanged.
 */
export const MAX_LINE_DESCRIPTION =
  PRODUCT_NAME_LIMIT +
  ' ()'.length +
  Object.values(LINE_TEXT_LIMITS).reduce((sum, limit) => sum + limit, 0) +
  LINE_SPEC_SEPARATOR.length * (Object.keys(LINE_TEXT_LIMITS).length - 1);

/** One line of a quote request: a product, how many, and its specification (docs/product.md 2.7). */
export const quoteLineSchema = form({
  productId: requiredText('Product is required', 64, 'Product'),
  quantity: pieces,
  size: optionalText(LINE_TEXT_LIMITS.size, 'Size'),
  material: optionalText(LINE_TEXT_LIMITS.material, 'Material'),
  finish: optionalText(LINE_TEXT_LIMITS.finish, 'Finish'),
  colours: optionalText(LINE_TEXT_LIMITS.colours, 'Colours'),
  note: optionalText(LINE_TEXT_LIMITS.note, 'Note'),
});

/** The artwork a request names by the ids POST /api/artwork answered: at most 5 at a time. */
const artworkIds = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string('Each file is named by its id'), v.maxLength(64, 'Each file is named by its id')),
      'Files must be a list',
    ),
    v.maxLength(MAX_ARTWORK_FILES, `At most ${MAX_ARTWORK_FILES} artwork files per request`),
  ),
  [],
);

/** A quote request of several lines with the buyer's details and artwork (the /quote page). */
export const quoteRequestSchema = form({
  name: v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters')),
  email: email('Email is required'),
  phone: v.pipe(
    v.string('Phone number is required'),
    v.check((value) => !isBlank(value), 'Phone number is required'),
    v.check((value) => isBlank(value) || /^\+?[\d\s-]{7,20}$/.test(value.trim()), 'Phone number must be 7 to 20 digits'),
  ),
  company: optionalText(100, 'Company name'),
  country: optionalText(60, 'Country'),
  address: optionalText(500, 'Address'),
  message: optionalText(5000, 'Message'),
  lines: v.pipe(
    v.array(quoteLineSchema, 'Add at least one product'),
    v.minLength(1, 'Add at least one product'),
    v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} products in one request`),
  ),
  files: artworkIds,
  marketing: newsByEmail,
  ...honeypot,
});

/** Staff adding to a request what came by mail or phone: lines, artwork files already uploaded, or both. */
export const quoteAdditionSchema = v.pipe(
  form({
    lines: v.optional(
      v.pipe(
        v.array(quoteLineSchema, 'Lines must be a list'),
        v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} products in one request`),
      ),
      [],
    ),
    files: artworkIds,
  }),
  v.check((input) => input.lines.length + input.files.length > 0, 'Add a line or a file'),
);

/** What POST /api/quotes takes: the original one-product body, or a request of lines (when it has `lines`). */
export const quoteSubmissionSchema = v.lazy((input: unknown) =>
  typeof input === 'object' && input !== null && 'lines' in input ? quoteRequestSchema : productQuoteSchema,
);

export const remarkSchema = form({
  remark: requiredText('Remark is required', 2000, 'Remark'),
});

export const enquiryStatusSchema = form({
  status: v.pipe(
    v.string('Status is required'),
    v.nonEmpty('Status is required'),
    v.picklist(ENQUIRY_STATUSES, `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`),
  ),
});

/** An ISO date (2026-11-23) or instant; empty means no bound. */
const isoDate = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          value === '' ||
          (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value))),
        `${label} must be a date like 2026-11-23`,
      ),
    ),
    '',
  );

/** The search and filters of the inboxes and of their export (query parameters, so all text). */
export const inboxFilterSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)), ''),
  status: v.optional(
    v.union([v.literal(''), v.picklist(ENQUIRY_STATUSES)], `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`),
    '',
  ),
  from: isoDate('From'),
  to: isoDate('To'),
});

export const exportQuerySchema = v.object({
  ...inboxFilterSchema.entries,
  kind: v.optional(v.picklist([...ENQUIRY_KINDS, 'all'], `Kind must be one of ${[...ENQUIRY_KINDS, 'all'].join(', ')}`), 'all'),
});

export type HelpInput = v.InferInput<typeof helpSchema>;
export type QuickQuoteInput = v.InferInput<typeof quickQuoteSchema>;
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ProductQuoteInput = v.InferInput<typeof productQuoteSchema>;

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
  what: 'Remark' | 'Status' | 'Addition';
  /** The person's name as it was then, and their account id. */
  by: string;
  byId: string;
  at: string;
}

export type QuickQuote = Enquiry & Parsed<typeof quickQuoteSchema>;

export type HelpEnquiry = Enquiry & Parsed<typeof helpSchema>;

/** Who added a line or file to a request after it came in (staff, from a mail or a call), and when. */
export interface AddedByStaff {
  addedBy?: string;
  addedAt?: string;
}

/** A line of a quote request as stored: what was asked, with the product's name and image of the day. */
export type QuoteLine = v.InferOutput<typeof quoteLineSchema> & { productName: string; image: string } & AddedByStaff;

/** An artwork file as a request names it (src/lib/server/uploads/artwork.ts). */
export interface QuoteFile extends AddedByStaff {
  id: string;
  name: string;
  size: number;
  type: string;
}

/**
 * A product quote: the original one-product enquiry (keeping the product's name and first image as they were
 * when it came in), or a request of lines (its first line also fills
 * `productId`, `quantity`, `productName`), with the buyer's company, country, message and artwork.
 */
export type ProductQuote = Enquiry &
  Omit<Parsed<typeof productQuoteSchema>, 'marketing'> & {
    productName: string;
    image: string;
    status: string;
    company?: string;
    country?: string;
    message?: string;
    lines?: QuoteLine[];
    files?: QuoteFile[];
  };

/** The forms' news box (`marketing`) is kept as a consent of its own (src/lib/server/privacy/consent.ts), not on the enquiry. */
export type ContactEnquiry = Enquiry & Omit<Parsed<typeof contactSchema>, 'marketing'>;
