/** Texts the API answers with and the site shows (docs/product.md 8), one place each. */
import type { EnquiryKind } from './constants.ts';

export const MESSAGES = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Invalid email or password',
  logout: 'Logout Successful',
  helpReceived: 'Thank you! We have received your question and will get back to you soon.',
  quickQuoteReceived: 'Thank you! We have received your quote request and will get back to you soon.',
  contactReceived: "Thanks for reaching out! We'll be in touch soon.",
  quoteReceived: 'Quote submitted successfully!',
  quoteReceivedCatalogue: 'Your request for custom assistance has been submitted successfully.',
  quoteFailedDetail: 'Something went wrong while submitting the quote.',
  productUnavailable: 'The selected product is not available',
  productNameTaken: 'A product with this name already exists',
  productSubmitted: 'Product Submitted',
  productUpdated: 'Product Updated',
  productDeleted: 'Product deleted successfully',
  statusUpdated: 'Status Updated',
  blogSubmitted: 'Blog submitted',
  blogUpdated: 'Blog Updated',
  blogDeleted: 'Blog deleted successfully',
  testimonialAdded: 'Testimonial added successfully',
  testimonialUpdated: 'Testimonial updated successfully',
  testimonialDeleted: 'Testimonial deleted successfully',
  remarkUpdated: 'Remark updated',
  remarkUpdatedDetail: 'Remark updated successfully',
  enquiryDeleted: 'Deleted successfully',
  quoteDeleted: 'Quote deleted successfully',
  contactDeleted: 'Contact deleted successfully',
  imageTypeRefused: 'Only JPEG, JPG, PNG, WEBP files are allowed!',
  imageTooLarge: 'File size must be less than 2MB!',
  imageUnreadable: 'The file is not a readable image.',
  imageNotPlain: 'The file carries more than an image (hidden content or markup) and was refused.',
  imageMissing: 'Choose an image file to upload (form field "file").',
  imageNotFound: 'Image not found',
  enquiryNotFound: 'Enquiry not found',
  notFound: 'Not found',
  methodNotAllowed: (method: string) => `Method ${method} is not allowed here`,
  recordNotFound: (what: string) => `${what} not found`,
  sessionMissing: 'Please sign in to continue.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInNotConfigured: 'Sign-in is not configured on this server yet.',
  signInThrottled: (minutes: number) => `Too many failed sign-in attempts. Please try again in ${minutes} minutes.`,
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
  bodyTooLarge: (kilobytes: number) => `Request body is too large (at most ${kilobytes} KB)`,
  bodyNotJson: 'Send the request body as JSON (Content-Type: application/json)',
  malformedJson: 'Malformed JSON in request body',
  bodyNotObject: 'The request body must be a JSON object',
  malformedMultipart: 'Malformed multipart form data',
  badPageParam: (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`,
  serverError: 'Something went wrong on our side. Please try again.',
  storeUnavailable: 'The data store is unavailable. Please try again in a moment.',
  deployEventsOff: 'Deploy notifications are not set up on this site.',
  deployEventBadSignature: 'The deploy notification signature is not valid.',
  deployEventNoTime: 'The deploy notification has no created_at time.',
} as const;

/**
 * What staff are told about the public site's rebuild (GET /api/site-status, the admin's top bar). A
 * failed build names each record it could not publish (`record`: e.g. "Product 'A4 Tag' (products/0m…)")
 * and why, so staff know what to fix; the previous site stays live meanwhile.
 */
export const PUBLISH_MESSAGES = {
  updateFailed: 'The last update of the public site failed; the previous version is still live.',
  buildFailed: 'The site build failed.',
  buildFailedBecause: (detail: string) => `The site build failed: ${detail}`,
  /** A record as staff can find it: kind, name if it has one, and where it is stored. */
  record: (kind: string, ref: string, name?: string) => (name ? `${kind} '${name}' (${ref})` : `${kind} (${ref})`),
  unreadable: (record: string) => `${record} cannot be read: what is stored is not a JSON object. Fix or delete it.`,
  unpublishable: (record: string, reason: string) => `${record} cannot be published: ${reason}.`,
  sameAddress: (first: string, second: string, path: string) =>
    `${first} and ${second} would have the same address ${path}. Rename one of them.`,
  moreProblems: (count: number) => `…and ${count} more.`,
  reasons: {
    noName: 'it has no name',
    noTitle: 'it has no title',
    notText: (field: string) => `its ${field} is not text`,
    priceNotNumber: 'its price is not a number',
    imagesNotList: 'its images are not a list of image addresses',
    tagsNotList: 'its tags are not a list of words',
    addressUnsafe: (slug: string) => `its address "${slug}" is not one safe path segment`,
    addressTooLong: (bytes: number, max: number) => `its address is ${bytes} bytes long; a page address may have at most ${max}`,
  },
} as const;

/** The inbox screens' search, filters, status and export (docs/product.md 2.15, issue 10). */
export const INBOX_TEXTS = {
  allEnquiries: 'All enquiries',
  search: 'Search',
  searchPlaceholder: 'Name, e-mail, phone, company, message or remark',
  status: 'Status',
  allStatuses: 'All statuses',
  from: 'From',
  to: 'To',
  clearFilters: 'Clear filters',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  exportFailed: 'Export failed',
  exportTimeout: 'The export did not start in time. Please try again.',
  noMatches: 'No enquiries match your search.',
  noEnquiries: 'No enquiries found.',
  deleteFailed: 'Failed to delete the enquiry',
  statusOf: (name: string) => `Status of ${name}`,
  statusNotUpdated: 'Status not updated',
  statusSince: (status: string, ago: string) => `${status} · ${ago}`,
  newCount: (count: string) => `${count} new`,
  whatsApp: 'WhatsApp',
  emailLink: 'E-mail',
  callLink: 'Call',
  remarkHistory: 'Remark history',
} as const;

/** How the All enquiries screen and the CSV export name the four kinds. */
export const ENQUIRY_KIND_NAMES = {
  contacts: 'Contact Us',
  quotes: 'Product quote',
  quick: 'Quick quote',
  help: 'Help',
} as const satisfies Record<EnquiryKind, string>;
