/**
 * What erasing a person from a record leaves (erasure.ts at their request, retention.ts when the retention
 * period ends): an enquiry keeps its kind, dates, status, products and quantities, so the counts and the report
 * stay true, but loses the name, e-mail, phone, addresses and every text they or staff wrote about them. A
 * company name stays (a business is no person) unless it is the person's own name. A quotation likewise; an
 * order keeps its billing details, which its invoices must show (CGST Rules, rule 46), and its payments.
 * At an erasure the artwork goes too (the files' names from the request and the timeline, the proofs), unless
 * it is a company's, whose other contacts still order with it: `companyArtwork`.
 */
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';

/** The fields of the four enquiry forms that hold a person's details or their words. */
const PERSONAL_FIELDS = ['email', 'phone', 'mobile', 'subject', 'message', 'question', 'address', 'remark'] as const;

export type Anonymised<T> = T & { anonymisedAt?: string };

export const isAnonymised = (record: object) => typeof (record as { anonymisedAt?: unknown }).anonymisedAt === 'string';

/** `dropFiles`: the request's artwork goes with the person (an erasure deletes the files themselves). */
export function anonymisedEnquiry<T extends Enquiry>(record: T, at: string, { dropFiles = false } = {}): Anonymised<T> {
  const copy = { ...record } as Record<string, unknown>;
  if (dropFiles && Array.isArray(copy.files)) copy.files = [];
  const name = typeof copy.name === 'string' ? copy.name.trim().toLowerCase() : '';
  for (const field of PERSONAL_FIELDS) if (typeof copy[field] === 'string') copy[field] = '';
  if (typeof copy.name === 'string') copy.name = TEXT.erasedName;
  if (typeof copy.company === 'string' && copy.company.trim().toLowerCase() === name) copy.company = '';
  if (Array.isArray(copy.remarks)) copy.remarks = (copy.remarks as { text: string }[]).map((remark) => ({ ...remark, text: '' }));
  if (Array.isArray(copy.lines)) copy.lines = (copy.lines as { note?: string }[]).map((line) => ({ ...line, note: '' }));
  return { ...(copy as T), anonymisedAt: at };
}

/** A quotation that became an order: accepted, in production or invoiced. */
export const isOrder = (quotation: Quotation) =>
  Boolean(quotation.acceptance || quotation.stage || (quotation.invoices ?? []).length > 0);

/** The sent PDFs of a quotation (private files in the artwork store): they print the customer's e-mail and phone. */
export const pdfKeysOf = (quotation: Quotation) =>
  (quotation.events ?? []).map((event) => event.pdf).filter((key): key is string => Boolean(key));

/** The artwork of a quotation: the files the customer added on its page and the proofs made for it (every version). */
export const artworkIdsOf = (quotation: Quotation) => [
  ...(quotation.events ?? []).flatMap((event) => (event.file ? [event.file.id] : [])),
  ...(quotation.proofs ?? []).map((proof) => proof.fileId),
];

/**
 * The quotation without the person: `companyArtwork` keeps the files and proofs (a company's, shared with its other
 * contacts); otherwise the timeline keeps that a file came, not its name.
 */
export function anonymisedQuotation(quotation: Quotation, at: string, { companyArtwork = true } = {}): Anonymised<Quotation> {
  const name = quotation.customer.name.trim().toLowerCase();
  const company = quotation.customer.company.trim().toLowerCase() === name ? '' : quotation.customer.company;
  const order = isOrder(quotation);
  return {
    ...quotation,
    customer: { name: TEXT.erasedName, email: '', phone: '', company },
    events: (quotation.events ?? []).map(({ pdf: _pdf, text: _text, internalNote: _note, file, ...event }) =>
      file && companyArtwork ? { ...event, file } : event,
    ),
    declineReason: undefined,
    ...(!companyArtwork && { proofs: undefined }),
    ...(quotation.acceptance && {
      acceptance: {
        ...quotation.acceptance,
        name: TEXT.erasedName,
        address: undefined,
        words: undefined,
        ...(!companyArtwork && { proofs: undefined }),
      },
    }),
    // An order's billing details are what its invoices show and must stay; a quotation never ordered has no need of them.
    ...(!order && { billing: undefined }),
    anonymisedAt: at,
  };
}

/**
 * How long the law keeps an order's accounts: 72 months from the due date of the annual return of the
 * financial year it belongs to (CGST Act, section 36; the annual return of a year April–March is due on
 * 31 December after it), as the last day kept (YYYY-MM-DD).
 */
export function keptUntil(day: string): string {
  const [year, month] = day.split('-').map(Number);
  const yearEnds = month >= 4 ? year + 1 : year;
  return `${yearEnds + 6}-12-31`;
}

/** The day an order's accounts are kept until: from its latest invoice, or its acceptance when none is issued yet. */
export function orderKeptUntil(quotation: Quotation): string {
  const days = (quotation.invoices ?? []).map((invoice) => invoice.date);
  const accepted = quotation.acceptance?.at ?? quotation.stageAt ?? quotation.dateAdded;
  const latest = [...days, accepted.slice(0, 10)].sort().at(-1) ?? accepted.slice(0, 10);
  return keptUntil(latest);
}
