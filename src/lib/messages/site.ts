/**
 * What the browser says on the public site (docs/product.md 8): the islands' own texts and the API answers
 * they fall back on. Kept apart from the rest of src/lib/messages.ts, which re-exports it, so that an island
 * ships these lines and not every server and admin text (./requests.ts: the API client's own).
 */
/** Answers of the API that the islands also show when an answer carries no message; MESSAGES includes them. */
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
