/**
 * The inboxes: the requests visitors send (quote request, quick quote, contact, help), the inbox screens, an
 * enquiry's detail and the enquiries' export (docs/product.md 2.3, 2.7, 2.9, 2.15, 2.19).
 */
import { ENQUIRY_KIND_TABLE, type EnquiryKind } from '../constants.ts';
import { countOf } from './count.ts';

/** The API's answers on requests and the inboxes; in MESSAGES. */
export const INBOX_MESSAGES = {
  helpReceived: 'Thank you! We have received your question and will get back to you soon.',
  quickQuoteReceived: 'Thank you! We have received your quote request and will get back to you soon.',
  productUnavailable: 'The selected product is not available',
  tooManyLines: 'At most 100 products in one request',
  tooManyFiles: 'At most 20 artwork files on one request',
  /** Staff adding to a request (POST /api/quotes/{id}/additions): the activity entry and the answer. */
  additionAction: (lines: number, files: number) =>
    `Added ${countOf(lines, 'line')}${lines && files ? ' and ' : ''}${countOf(files, 'file')}`,
  additionSaved: (lines: number, files: number) =>
    `Added ${countOf(lines, 'line')}${lines && files ? ' and ' : ''}${countOf(files, 'file')} to the request`,
  statusUpdated: 'Status Updated',
  remarkUpdated: 'Remark updated',
  remarkUpdatedDetail: 'Remark updated successfully',
  enquiryDeleted: 'Deleted successfully',
  quoteDeleted: 'Quote deleted successfully',
  contactDeleted: 'Contact deleted successfully',
  enquiryNotFound: 'Enquiry not found',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
  exportTooLargeToStream:
    'This export is too large for one download. Use Export in the admin (or POST /api/enquiries/exports), which prepares it in parts.',
  exportNotFound: 'Export not found',
  exportStarted: 'The export is being prepared',
  exportPartNotReady: 'That part of the export is not ready',
  exportStartFailed: 'The export could not be started. Please try again.',
  exportStoreFailed: 'The export stopped because the data store failed. Please start it again.',
} as const;

/** How the All enquiries screen and the CSV export name the four kinds. */
export const ENQUIRY_KIND_NAMES = Object.fromEntries(
  Object.entries(ENQUIRY_KIND_TABLE).map(([kind, { name }]) => [kind, name]),
) as { [K in EnquiryKind]: (typeof ENQUIRY_KIND_TABLE)[K]['name'] };

/** The inbox screens' search, filters, status and export (docs/product.md 2.15). */
export const INBOX_TEXTS = {
  lineCount: (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`,
  downloadArtwork: (name: string, size: string) => `${name} (${size})`,
  artworkNotDownloaded: 'The file could not be downloaded',
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
  exportHeading: 'Export',
  exportPreparing: 'Preparing the export…',
  exportProgress: (rows: string, of: string | null) => (of ? `${rows} of ${of} enquiries written` : `${rows} enquiries written`),
  exportReady: (rows: string, parts: number) =>
    parts === 1
      ? `The export is ready: ${rows} enquiries in one file.`
      : `The export is ready: ${rows} enquiries in ${parts} files.`,
  exportDownload: (n: number, of: number, rows: string, size: string) =>
    of === 1 ? `Download the file (${rows} rows, ${size})` : `Download part ${n} of ${of} (${rows} rows, ${size})`,
  exportDownloaded: (name: string) => `Downloaded ${name}`,
  exportCutShort: (name: string) => `The download of ${name} was cut short, so it was not saved. Download it again.`,
  exportJobFailed: 'The export failed',
  exportClose: 'Close',
  exportAgain: 'Try again',
  noMatches: 'No enquiries match your search.',
  noEnquiries: 'No enquiries found.',
  deleteFailed: 'Failed to delete the enquiry',
  statusOf: (name: string) => `Status of ${name}`,
  statusSince: (status: string, ago: string) => `${status} · ${ago}`,
  /** Who last changed an enquiry: 'Remark by Asha · 3 h ago'. */
  lastChange: (what: string, by: string, ago: string) => `${what} by ${by} · ${ago}`,
  newCount: (count: string) => `${count} new`,
  whatsApp: 'WhatsApp',
  emailLink: 'E-mail',
  callLink: 'Call',
  remarkHistory: 'Remark history',
  remarkFailed: 'Failed to update remark',
  confirmDelete: 'Are you sure you want to delete the data?',
  confirmDeleteContact: 'Are you sure you want to delete this message?',
  noContacts: 'No contact enquiries found.',
  noProductQuotes: 'No product quote requests found.',
  noQuickQuotes: 'No quick quote requests found.',
  noHelpEnquiries: 'No help enquiries found.',
  contactsLoadFailed: 'Failed to fetch contact data',
  contactDeleteFailed: 'Failed to delete contact',
  quoteDeleteFailed: 'Failed to delete the quote',
  quickQuoteDeleteFailed: 'Failed to delete the quick quote request',
  helpDeleteFailed: 'Failed to delete the help enquiry',
} as const;

/** One enquiry's detail view, /admin/enquiries/{id} (docs/product.md 2.19). */
export const DETAIL_TEXTS = {
  title: (kind: string, name: string) => `${kind} from ${name}`,
  back: '← All enquiries',
  received: 'Received',
  notFound: 'Enquiry not found',
  notLoaded: 'The enquiry could not be loaded',
  tryAgain: 'Try again',
  addRemark: 'Add Remark',
  editRemark: 'View Remark',
  delete: 'Delete',
  latestRemark: 'Latest remark',
  lines: 'Products asked for',
  lineColumns: ['Product', 'Quantity', 'Size', 'Material', 'Finish', 'Colours', 'Note'],
  files: 'Artwork',
  noFiles: 'No artwork files.',
  history: 'History',
  noHistory: 'No status changes or remarks yet.',
  statusChange: (status: string, by?: string) => `Status changed to ${status}${by ? ` by ${by}` : ''}`,
  remark: (by: string | undefined, text: string) => `Remark${by ? ` by ${by}` : ''}: ${text}`,
  addedBy: (by: string, when: string) => ` · added by ${by}, ${when}`,
  /** Adding what came by mail or phone to a quote request. */
  addTitle: 'Add to this request',
  addHint: 'A product, artwork, or both, that the buyer sent by mail or asked for by phone.',
  product: 'Product',
  chooseProduct: 'Choose a product',
  artworkFiles: 'Artwork files',
  addButton: 'Add to request',
  adding: 'Adding…',
  nothingToAdd: 'Add a line or a file',
  productsNotLoaded: 'The products could not be loaded',
} as const;
