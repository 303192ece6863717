/**
 * What the browser says on the public site (docs/product.md 8): the islands' own texts and the API answers
 * they fall back on. Kept apart from the server's and the admin's texts (MESSAGES in ./answers.ts includes
 * SITE_ANSWERS), so that an island ships these lines only (./requests.ts: the API client's own).
 */
/** Answers of the API that the islands also show when an answer carries no message; in MESSAGES. */
export const SITE_ANSWERS = {
  contactReceived: "Thanks for reaching out! We'll be in touch soon.",
  quoteReceived: 'Quote submitted successfully!',
  quoteReceivedCatalogue: 'Your request for custom assistance has been submitted successfully.',
  quoteFailedDetail: 'Something went wrong while submitting the quote.',
} as const;

/** The public forms' and pages' own messages. */
export const SITE_TEXTS = {
  sending: 'Sending…',
  requestNotSent: (reason: string) => `Your request was not sent: ${reason}`,
  quoteNotSent: (reason: string) => `Your quote request was not sent: ${reason}`,
  comingSoon: 'Feature Coming Soon',
} as const;

/** Artwork files of a quote request (docs/product.md 2.7). */
export const ARTWORK_MESSAGES = {
  missing: 'Choose a file to upload',
  empty: 'The file is empty',
  tooLarge: 'A file can be at most 4 MB',
  wrongType: 'Send artwork as PDF, AI, EPS, SVG, PNG, JPEG or WEBP',
  activeSvg: 'This SVG contains scripts or links to other files; export it again as plain artwork or send a PDF',
  unknownFile: 'An artwork file was not found: upload it again',
  expired: (name: string) => `The upload of ${name} is older than a day: upload it again`,
  otherRequest: 'An artwork file belongs to another request: upload it again',
  tooMany: 'At most 5 artwork files per request',
  unreadableImage: 'This picture cannot be read (damaged, cut short, or over 40 megapixels): save it again or send a PDF',
  uploadBudget: 'Too many files uploaded from your address for now. Please try again later, or send the files by mail.',
};

/** The quote list and its page, /quote (docs/product.md 2.18). */
export const QUOTE_TEXTS = {
  addToQuote: 'Add to quote',
  added: (count: number) => `Added to your quote list (${count} ${count === 1 ? 'line' : 'lines'})`,
  viewList: 'View quote list',
  listFull: 'Your quote list is full: at most 100 products in one request',
  listBlocked: 'Your browser would not keep the quote list: allow this site to store data, or use Send Quote',
  yourProducts: (count: number) => `Your products (${count})`,
  quantityNotGiven: 'Quantity not given yet',
  empty: 'Your quote list is empty. Add products from the catalogue with Add to quote.',
  remove: (name: string) => `Remove ${name}`,
  addAnother: 'Add another of this product',
  unavailable: 'This product is no longer in our catalogue: remove it to send the request',
  waitForUploads: 'Wait until the files have uploaded',
  uploadFailed: 'The file did not upload',
  received: 'Quote submitted successfully!',
  receivedDetail: "We'll price your request and reply within 24 hours.",
} as const;
