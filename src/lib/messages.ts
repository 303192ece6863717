/**
 * Texts the API answers with and the site shows (docs/product.md 8), one place each. What the public pages'
 * scripts say lives in ./messages/ (site.ts, sign-in.ts, requests.ts), re-exported here: an island imports
 * those modules, so that its bundle carries only their lines.
 */
import type { OutboxMailView } from './api/mail-types.ts';
import { ENQUIRY_KIND_TABLE, type EnquiryKind, MAX_IMPORT_ROWS } from './constants.ts';
import { SIGN_IN_TEXTS } from './messages/sign-in.ts';
import { SITE_ANSWERS } from './messages/site.ts';
import type { ActivityTargetKind, SiteStatus } from './types.ts';

export * from './messages/requests.ts';
export * from './messages/sign-in.ts';
export * from './messages/site.ts';

/** '2 lines', '1 file', or nothing for none. */
const countOf = (count: number, noun: string) => (count ? `${count} ${noun}${count === 1 ? '' : 's'}` : '');

export const MESSAGES = {
  ...SITE_ANSWERS,
  loginSuccess: 'Login Successful',
  loginFailed: 'Invalid email or password',
  logout: 'Logout Successful',
  helpReceived: 'Thank you! We have received your question and will get back to you soon.',
  quickQuoteReceived: 'Thank you! We have received your quote request and will get back to you soon.',
  productUnavailable: 'The selected product is not available',
  quotationCreated: (number: string) => `Quotation ${number} created`,
  quotationSaved: (number: string, revision: number) => `Quotation ${number} saved (revision ${revision})`,
  quotationNotFound: 'Quotation not found',
  quotationAccepted: 'This quotation was accepted and cannot change: make a new quotation instead',
  quotationNeedsLines: 'Add at least one line',
  quotationSent: (number: string, revision: number) => `Quotation ${number} (revision ${revision}) sent to the customer`,
  quotationSentNoMail: (number: string) =>
    `Quotation ${number} marked sent. The enquiry has no email address: share its page’s link with the customer yourself`,
  quotationMailNotQueued:
    'Saved, but its mail could not be queued. Send it again in a minute, or share the page’s link with the customer',
  quotationCannotSend: (status: string) => `A quotation that is ${status.toLowerCase()} cannot be sent: make a new quotation`,
  quotationValidityPassed: 'Its valid-until date has passed: set a new date, save, then send',
  quotationNotSent: 'This quotation has not been sent to you yet',
  quotationExpired: 'This offer expired! Contact us to get a new quotation.',
  quotationNotLatest: 'This is no longer the latest revision of the quotation: reload the page to see the latest one',
  quotationBeingRevised: 'We are preparing a revised quotation for you: you will get it by mail',
  quotationClosed: (status: string) => `This quotation was ${status.toLowerCase()}`,
  quotationAcceptedByYou: (name: string, at: string) => `Accepted by ${name} on ${at}. Thank you!`,
  quotationAcceptedNow: 'Thank you! Your acceptance is recorded and we have mailed you a copy.',
  acceptanceRecorded: (number: string) => `Acceptance of ${number} recorded`,
  changesAsked: 'Thank you: we will send you a revised quotation',
  quotationDeclined: 'Your answer is recorded. Thank you for considering us.',
  messageSent: 'Message sent',
  fileAdded: 'File added',
  proofAdded: (name: string) => `Proof ${name} added`,
  sampleApproved: 'Thank you: the sample is approved and production comes next',
  sampleChangesAsked: 'Thank you: we will tell you when the new sample is on its way',
  sampleNotAwaited: 'There is no sample waiting for your answer',
  orderNotAccepted: 'Only an accepted quotation has an order to move through its stages',
  stageSaved: (number: string, stage: string) => `Order ${number}: ${stage}`,
  threadFull: 'This quotation has too many messages: write to us by mail or call us',
  tooManyGuesses: (seconds: number) => `Too many wrong addresses from your network. Try again in ${seconds} seconds.`,
  tooManyLines: 'At most 100 products in one request',
  tooManyFiles: 'At most 20 artwork files on one request',
  /** Staff adding to a request (POST /api/quotes/{id}/additions): the activity entry and the answer. */
  additionAction: (lines: number, files: number) =>
    `Added ${countOf(lines, 'line')}${lines && files ? ' and ' : ''}${countOf(files, 'file')}`,
  additionSaved: (lines: number, files: number) =>
    `Added ${countOf(lines, 'line')}${lines && files ? ' and ' : ''}${countOf(files, 'file')} to the request`,
  productNameTaken: 'A product with this name already exists',
  productSubmitted: 'Product Submitted',
  productUpdated: 'Product Updated',
  productDeleted: 'Product deleted successfully',
  productsChanged: (count: number, deleted: boolean) =>
    `${count} ${count === 1 ? 'product' : 'products'} ${deleted ? 'deleted' : 'updated'}`,
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
  sessionExpired: SIGN_IN_TEXTS.sessionExpired,
  signInNotConfigured: 'Sign-in is not configured on this server yet.',
  sessionEnded: SIGN_IN_TEXTS.sessionEnded,
  adminOnly: 'Only an Admin can manage the team.',
  accountDisabled: 'This account is disabled. Ask an Admin of your team to enable it.',
  accountExists: 'A person with this email already has an account',
  personAdded: 'Person added',
  personUpdated: 'Person updated',
  personRemoved: 'Person removed',
  personNotFound: 'Person not found',
  lastAdmin: 'The team needs at least one Admin: make someone else an Admin first.',
  notYourself: 'You cannot remove or disable your own account.',
  nameUpdated: 'Name updated',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordIsEmail: 'Password must not be your email address',
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Reload the page and try again.',
  badActivityUser: 'user must be the id of a person of the team',
  resetLinkMade: 'Password reset. Pass this link on to the person: it works once, within 30 minutes.',
  resetRequested:
    'If that email belongs to an account, a link to set a new password is on its way. It works once, within 30 minutes.',
  resetLinkInvalid: 'This link is not valid any more. Ask for a new one.',
  passwordSet: 'Password set. You can sign in now.',
  badIfMatch: 'If-Match must be the version number of the record you edited',
  editConflict: (what: string) => `This ${what} was changed by someone else since you opened it.`,
  /** The wait of a 429, in words: seconds under two minutes, minutes after. */
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${
      seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
    }.`,
  notAllowed: 'Not allowed',
  exportTooLargeToStream:
    'This export is too large for one download. Use Export in the admin (or POST /api/enquiries/exports), which prepares it in parts.',
  exportNotFound: 'Export not found',
  exportStarted: 'The export is being prepared',
  settingsSaved: 'Settings saved. The public site is being updated.',
  settingsConflict: 'The settings were changed by someone else since you opened them.',
  categoriesSaved: 'Categories saved. The public site is being updated.',
  categoriesConflict: 'The categories were changed by someone else since you opened them.',
  invalidCategory: 'Invalid category',
  unknownCategory: (id: string) => `There is no category "${id}" any more. Reload the categories and try again.`,
  categoryInUse: (label: string, count: number) =>
    `${count} ${count === 1 ? 'product uses' : 'products use'} the category "${label}". Move ${count === 1 ? 'it' : 'them'} to another category, or hide the category instead.`,
  exportPartNotReady: 'That part of the export is not ready',
  mailBeingSent: 'This mail is being sent right now. Look again in a minute before sending it again.',
  rateLimited: 'Too many submissions from your address. Please wait a minute and try again.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 255 visible characters.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different submission. Send a new one with each form.',
  bodyTooLarge: (kilobytes: number) => `Request body is too large (at most ${kilobytes} KB)`,
  bodyNotJson: 'Send the request body as JSON (Content-Type: application/json)',
  malformedJson: 'Malformed JSON in request body',
  bodyNotObject: 'The request body must be a JSON object',
  malformedMultipart: 'Malformed multipart form data',
  badPageParam: (name: string, max: number) => `${name} must be a whole number from 1 to ${max}`,
  pageTooDeep: (rows: number) =>
    `Pages go at most ${rows.toLocaleString('en-IN')} rows deep (page × limit). Narrow the list with search, status or dates, or export it.`,
  serverError: 'Something went wrong on our side. Please try again.',
  storeUnavailable: 'The data store is unavailable. Please try again in a moment.',
  deployEventsOff: 'Deploy notifications are not set up on this site.',
  deployEventBadSignature: 'The deploy notification signature is not valid.',
  deployEventNoTime: 'The deploy notification has no created_at time.',
  mailNoSmtp: 'Not sent: SMTP_URL is not set, so the mail is kept in the outbox.',
  mailResent: 'Mail sent again',
  mailTextHidden: '(A password-reset link: its text is not shown here.)',
  mailNotFound: 'Mail not found',
  mailUndelivered: (count: number) => `${count} ${count === 1 ? 'mail is' : 'mails are'} not delivered yet.`,
  mailKeptLocally:
    'SMTP_URL is not set on this server: mails are composed and kept here, and none is sent. Set SMTP_URL to send them.',
  mailNotSentYet: (reason: string) => `Not sent yet: ${reason}. It will be tried again.`,
  mailResendFailed: 'Failed to resend mail',
  mailLoadFailed: 'Failed to load mails',
  mailNone: 'No mails yet.',
  // Password reset pages and the admin's edit conflict.
  forgotPassword: 'Forgot password?',
  forgotPasswordLead: 'Enter the email you sign in with. We will send you a link to set a new password.',
  sendResetLink: 'Send reset link',
  setNewPassword: 'Set a new password',
  passwordRepeatRequired: 'Type the new password again',
  passwordsDiffer: 'The two passwords are not the same',
  backToSignIn: 'Back to Sign In',
  conflictTitle: 'Changed by someone else',
  conflictChanged: 'Changed since you opened it (as stored now):',
  conflictNoFieldChanged: 'No field you can edit here differs; only its version moved on.',
  conflictReload: 'Reload',
  conflictOverwrite: 'Overwrite',
  conflictHint: 'Reload discards your changes and shows the stored version. Overwrite saves yours over it.',
} as const;

/**
 * What staff are told about the public site's rebuild (GET /api/site-status, the admin's top bar). A
 * failed build names each record it could not publish (`record`: e.g. "Product 'A4 Tag' (products/0m…)")
 * and why, so staff know what to fix; the previous site stays live meanwhile.
 */
/** The products CSV import (docs/product.md 2.16). */
export const PRODUCT_IMPORT_MESSAGES = {
  notCsv: 'Send the file as text/csv',
  unreadable: (line?: number) =>
    line === undefined ? 'The file is not a CSV file we can read' : `The file cannot be read as CSV at line ${line}`,
  unknownColumn: (name: string) => `Unknown column "${name}": use the columns of an exported file`,
  missingColumn: (name: string) => `The file has no "${name}" column`,
  columnTwice: (name: string) => `The "${name}" column is in the file twice`,
  noRows: 'The file has no products',
  tooManyRows: `At most ${MAX_IMPORT_ROWS} products in one file: split it`,
  unknownId: (id: string) => `Id: no product has the id ${id}`,
  badTier: (line: string) => `Price tiers: "${line}" is not a quantity and a price (1000: 9.75)`,
  badPopular: 'Popular: write Yes or No',
  productTwice: 'Id: another row changes the same product',
  nameTwice: (row: number) => `Name: row ${row} has the same name`,
  refused: (count: number) => `Nothing was imported: ${count} ${count === 1 ? 'row is' : 'rows are'} refused`,
  imported: ({ create, update, unchanged }: { create: number; update: number; unchanged: number }) =>
    `Imported: ${create} created, ${update} updated, ${unchanged} unchanged`,
};

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

/** The quotation editor and an enquiry's quotations (issue 19, docs/product.md 2.24). */
export const QUOTATION_TEXTS = {
  section: 'Quotations',
  none: 'No quotation yet.',
  make: 'Make a quotation',
  making: 'Making…',
  title: (number: string) => `Quotation ${number}`,
  summary: (revision: number, status: string, total: string) => `Revision ${revision} · ${status} · ${total}`,
  validUntilShort: (date: string) => `valid until ${date}`,
  back: '← The enquiry',
  notLoaded: 'The quotation could not be loaded',
  lines: 'Lines',
  lineColumns: ['Description', 'Quantity', 'Unit price', 'Amount', ''],
  addLine: 'Add a line',
  removeLine: (n: number) => `Remove line ${n}`,
  charges: 'Other charges',
  addCharge: 'Add a charge',
  removeCharge: (n: number) => `Remove charge ${n}`,
  chargeLabel: 'Charge',
  amount: 'Amount',
  currency: 'Currency',
  taxPercent: 'Tax (%)',
  validUntil: 'Valid until',
  leadTime: 'Lead time',
  terms: 'Payment terms',
  notes: 'Notes',
  subtotal: 'Lines',
  chargesTotal: 'Other charges',
  tax: 'Tax',
  total: 'Total',
  inWords: 'In words',
  save: 'Save',
  saving: 'Saving…',
  accepted: 'Accepted: this quotation can no longer change.',
  revisedOnSave: 'Sent already: saving makes the next revision, and the sent one stays readable.',
  earlier: 'Earlier revisions',
  earlierRow: (revision: number, total: string, savedBy: string, when: string) =>
    `Revision ${revision}: ${total}, saved by ${savedBy}, ${when}`,
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

/** The rest of the back office (docs/product.md 2.13-2.20, 8): busy states, the content screens, publishing. */
/** Manage Products' CSV and bulk controls (docs/product.md 2.16). */
export const PRODUCT_ADMIN_TEXTS = {
  exportCsv: 'Export CSV',
  importCsv: 'Import CSV',
  fileLabel: 'Products CSV file',
  exportFailed: 'Could not export products',
  previewFailed: 'Could not read the file',
  importFailed: 'Nothing was imported',
  previewTitle: 'Import preview',
  previewCounts: ({
    create,
    update,
    unchanged,
    refused,
  }: {
    create: number;
    update: number;
    unchanged: number;
    refused: number;
  }) => `${create} to create, ${update} to update, ${unchanged} unchanged, ${refused} refused`,
  previewRefused: 'Fix the refused rows in the file and choose it again: nothing is imported while any row is refused.',
  previewColumns: ['Row', 'Name', 'What happens', 'Why'],
  actions: { create: 'Create', update: 'Update', unchanged: 'No change', refused: 'Refused' } as Record<string, string>,
  importButton: (count: number) => `Import ${count} ${count === 1 ? 'product' : 'products'}`,
  selectAll: 'Select every product on this page',
  selectOne: (name: string) => `Select ${name}`,
  selected: (count: number) => `${count} selected`,
  bulkRegion: 'Selected products',
  bulkAction: 'Action',
  bulkChoices: {
    Active: 'Set status to Active',
    Inactive: 'Set status to Inactive',
    category: 'Move to category',
    delete: 'Delete',
  } as Record<string, string>,
  bulkCategory: 'Category',
  apply: 'Apply',
  clearSelection: 'Clear selection',
  bulkFailed: 'Nothing was changed',
  confirmBulk: (count: number, what: string) =>
    `${what === 'delete' ? 'Delete' : 'Change'} ${count} ${count === 1 ? 'product' : 'products'}${what === 'delete' ? '? This cannot be undone.' : `: ${what}?`}`,
};

/** The blog form's Markdown, preview and publish date (docs/product.md 2.17). */
export const BLOG_FORM_TEXTS = {
  markdown: 'Write in Markdown',
  markdownHint:
    'Markdown: ## a heading, **bold**, *italic*, - a list, [a link](https://…), ![a picture](https://…). HTML is shown as text.',
  textHint: 'Plain text, as posts were written before Markdown: paragraphs at blank lines, web addresses become links.',
  preview: 'Preview',
  hidePreview: 'Hide preview',
  previewLabel: 'Preview of the post',
  previewEmpty: 'Nothing to preview yet.',
  publishHint: 'New Delhi time. Leave it empty to publish at once; a later date keeps the post off the site until then.',
};

export const ADMIN_TEXTS = {
  loading: 'Loading...',
  saving: 'Saving…',
  statusNotUpdated: 'Status not updated',
  deleteFailed: 'Failed to delete',
  imageUploadFailed: 'The image could not be uploaded.',
  productsLoadFailed: 'Could not load products',
  noProducts: 'No products found',
  productIsNow: (status: string) => `Product is now ${status}`,
  productSaveFailed: 'Failed to save product.',
  confirmDeleteProduct: 'Are you sure you want to delete this product?',
  blogsLoadFailed: 'Could not load blog posts',
  noBlogs: 'No blog data found',
  blogNotSubmitted: 'Blog not submitted',
  blogNotUpdated: 'Blog not updated',
  confirmDeleteBlog: 'Are you sure you want to delete the blog data?',
  testimonialsLoadFailed: 'Failed to fetch testimonials',
  noTestimonials: 'No testimonials found',
  testimonialSaveFailed: 'Failed to submit testimonial',
  testimonialDeleteFailed: 'Failed to delete testimonial',
  confirmDeleteTestimonial: 'Are you sure you want to delete this testimonial? This action cannot be undone.',
  /** The top bar's word on the public site (docs/product.md 11). */
  publishing: {
    building: 'Updating the public site…',
    live: 'Public site is up to date',
    failed: 'The public site update failed',
  } satisfies Record<SiteStatus['state'], string>,
} as const;

/** The Team, My account and Activity screens (docs/product.md 2.21). */
export const TEAM_TEXTS = {
  team: 'Team',
  addPerson: 'Add person',
  noPeople: 'No people found.',
  peopleLoadFailed: 'Could not load the team',
  neverSignedIn: 'Never',
  disabled: 'Disabled',
  active: 'Active',
  roleOf: (name: string) => `Role of ${name}`,
  disable: 'Disable',
  enable: 'Enable',
  resetPassword: 'Reset password',
  remove: 'Remove',
  changeFailed: 'The change was not saved',
  confirmRemove: (name: string) => `Remove ${name} from the team? They are signed out at once and cannot sign in again.`,
  confirmDisable: (name: string) => `Disable ${name}? They are signed out at once and cannot sign in until enabled.`,
  confirmReset: (name: string) =>
    `Reset the password of ${name}? Their password stops working and they are signed out at once; you get a link to pass on.`,
  resetLinkTitle: 'One-time password link',
  resetLinkLabel: 'Link to set a new password',
  resetLinkExpires: (time: string) => `It expires in 30 minutes, at ${time}.`,
  copy: 'Copy',
  done: 'Done',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it by hand.',
  myAccount: 'My account',
  yourName: 'Your name',
  saveName: 'Save name',
  changePassword: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  passwordHint: 'At least 12 characters; not your e-mail and not a common password.',
  activity: 'Activity',
  activityLoadFailed: 'Could not load the activity',
  noActivity: 'No changes recorded yet.',
  person: 'Person',
  everyone: 'Everyone',
  onlyMe: (name: string) => `Me (${name})`,
  somePerson: 'The chosen person',
  activityPages: 'Activity pages',
  when: 'When',
  who: 'Who',
  what: 'What',
  on: 'On',
  /** What an activity entry was done to, besides the enquiries (ENQUIRY_KIND_NAMES). */
  targetKinds: {
    products: 'Product',
    blogs: 'Blog post',
    testimonials: 'Testimonial',
    team: 'Person',
    settings: 'Site settings',
    categories: 'Categories',
    quotations: 'Quotation',
  } satisfies Record<Exclude<ActivityTargetKind, EnquiryKind>, string>,
} as const;

/** How the All enquiries screen and the CSV export name the four kinds. */
export const ENQUIRY_KIND_NAMES = Object.fromEntries(
  Object.entries(ENQUIRY_KIND_TABLE).map(([kind, { name }]) => [kind, name]),
) as { [K in EnquiryKind]: (typeof ENQUIRY_KIND_TABLE)[K]['name'] };

/** How the Mail screen names a mail's state. */
export const MAIL_STATE_NAMES = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
} as const satisfies Record<OutboxMailView['state'], string>;

/** The Settings screen (docs/product.md 2.22). */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  intro: 'What the site says about the company. Saving updates every page and the mails.',
  adminOnly: 'Only an Admin can change the site settings.',
  tryAgain: 'Try again',
  company: 'Company',
  name: 'Company name',
  tagline: 'Tagline',
  founded: 'Founding year',
  address: 'Address',
  street: 'Street',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  countryCode: 'Country code',
  countryCodeHint: 'Two capital letters, like IN.',
  contact: 'Contact',
  email: 'Email',
  addEmail: 'Add an email',
  phone: 'Phone',
  addPhone: 'Add a phone number',
  phonesHint: 'The first number is the call-now number in the header and on the home page.',
  whatsapp: 'WhatsApp number',
  hours: 'Support hours',
  map: 'Map',
  latitude: 'Latitude',
  longitude: 'Longitude',
  area: 'Area',
  areaHint: 'What the map shows, in words, for those who cannot see it.',
  social: 'Social links',
  socialLinks: 'Social link',
  socialLabel: 'Label of link',
  socialUrl: 'Address of link',
  addSocial: 'Add a social link',
  noSocial: 'No social links yet.',
  priceTable: 'Price table on the home page',
  priceTitle: 'Title',
  priceCaption: 'Caption',
  priceNote: 'Note',
  point: 'Point',
  addPoint: 'Add a point',
  priceRows: 'Price rows',
  priceRow: 'price row',
  pieces: 'Quantity of row',
  price: 'Price (₹) of row',
  original: 'Struck-through price (₹) of row',
  addPriceRow: 'Add a price row',
  claims: 'Claims and counters',
  years: 'Years of experience',
  yearsHint: 'Leave empty to count the years since the founding year.',
  clients: 'Clients',
  countries: 'Countries',
  rating: 'Rating out of 5',
  reviews: 'Reviews',
  certificates: 'Certificates',
  certificatesShown: 'Shown on the home page',
  certificateNames: { 'iso-9001-2015': 'ISO 9001:2015', 'oeko-tex-standard-100': 'OEKO-TEX Standard 100' },
  remove: 'Remove',
  save: 'Save settings',
  saving: 'Saving…',
  loadStored: 'Load the saved settings',
  fixErrors: 'Some fields need fixing: each says what is wrong.',
} as const;

/** The product form's parts added after the original (docs/product.md 2.16). */
export const PRODUCT_FORM_TEXTS = {
  images: 'Product Images',
  imagesHint:
    'Up to 8 images: JPEG, JPG, PNG or WEBP, at most 2 MB each. The first is the one on the card. JFIF is not supported.',
  addImages: 'Add images',
  tooManyImages: 'A product has at most 8 images: remove one to add another.',
  imagesAdded: (count: number) => `${count} ${count === 1 ? 'image' : 'images'} added`,
  imageMoved: (from: number, to: number) => `Image ${from} moved to place ${to}`,
  imageRemoved: (position: number) => `Image ${position} removed`,
  imageNumber: (position: number) => `image ${position}`,
  altOf: (position: number) => `Alt text of image ${position}`,
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeImage: 'Remove',
  popular: 'Popular',
  popularHint: 'Shows the Popular badge on the card and the product page.',
  tiers: 'Price by quantity',
  tiersHint: 'From how many pieces a lower price per piece applies. The price above is for fewer pieces.',
  tierQuantity: (row: number) => `Minimum quantity of tier ${row}`,
  tierPrice: (row: number) => `Price per piece (₹) of tier ${row}`,
  addTier: 'Add a price tier',
  removeTier: (row: number) => `Remove tier ${row}`,
  options: 'Options',
  optionsHint: 'One choice per line. The quote request offers them.',
} as const;

/** A product's options, as the product page and the form name them. */
export const PRODUCT_OPTION_LABELS = { sizes: 'Sizes', materials: 'Materials', finishes: 'Finishes' } as const;

/** The Categories screen (docs/product.md 2.23). */
export const CATEGORY_TEXTS = {
  title: 'Categories',
  intro:
    'The categories of the catalogue, in the order the site shows them. Renaming keeps every link and product; a hidden category leaves the public filter, the home page and the footer.',
  nameOf: (position: number) => `Name of category ${position}`,
  used: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
  unused: 'No products yet',
  hidden: 'Hidden',
  up: 'Move up',
  down: 'Move down',
  delete: 'Delete',
  newName: 'New category',
  add: 'Add category',
  save: 'Save categories',
  saving: 'Saving…',
  loadStored: 'Load the saved categories',
  moved: (label: string, position: number) => `${label} moved to place ${position}`,
  added: (label: string) => `${label} added; save to keep it`,
  deleted: (label: string) => `${label} deleted; save to keep the change`,
} as const;
