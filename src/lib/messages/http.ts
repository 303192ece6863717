/**
 * The API's answers on the request itself, whatever the endpoint: method, body, paging, versions
 * (If-Match), idempotency, and failures on our side (docs/product.md 8); in MESSAGES.
 */
import { formatQuantity } from '../format/money.ts';

export const HTTP_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: (method: string) => `Method ${method} is not allowed here`,
  recordNotFound: (what: string) => `${what} not found`,
  notAllowed: 'Not allowed',
  badIfMatch: 'If-Match must be the version number of the record you edited',
  ifMatchRequired:
    'Send the version you edited in an If-Match header (If-Match: "<version>"), so that a change someone else saved is not overwritten.',
  editConflict: (what: string) => `This ${what} was changed by someone else since you opened it.`,
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission. Send a new one with each form.',
  bodyTooLarge: (kilobytes: number) => `Request body is too large (at most ${kilobytes} KB)`,
  bodyNotJson: 'Send the request body as JSON (Content-Type: application/json)',
  malformedJson: 'Malformed JSON in request body',
  bodyNotObject: 'The request body must be a JSON object',
  malformedMultipart: 'Malformed multipart form data',
  badPageParam: (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`,
  badRevision: 'revision must be a whole number from 1',
  pageTooDeep: (rows: number) =>
    `Pages go at most ${formatQuantity(rows)} rows deep (page × limit). Narrow the list with search, status or dates, or export it.`,
  serverError: 'Something went wrong on our side. Please try again.',
  storeUnavailable: 'The data store is unavailable. Please try again in a moment.',
} as const;

/** What a 404 names (`notFound` of src/lib/server/http.ts): '{name} not found'. */
export const RECORD_NAMES = {
  artwork: 'Artwork',
  blog: 'Blog',
  product: 'Product',
  testimonial: 'Testimonial',
  'privacy-request': 'Privacy request',
} as const;
