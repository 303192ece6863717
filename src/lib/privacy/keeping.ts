/**
 * How long what the privacy notice names is kept, once: the notice (src/lib/messages/privacy-notice.ts) prints
 * these, and the housekeeping run removes by them, so the two cannot say different things.
 */

/** Mail the outbox has sent (or given up on): quotations, links, answers. Long enough for staff to see what went out. */
export const SENT_MAIL_KEEP_DAYS = 90;

/** Who in the team looked at or exported a customer's record: at least a year, as DPDP Rules 2025, rule 8(3) asks. */
export const ACCESS_LOG_KEEP_MONTHS = 24;

/** The copy of someone's data an answer mails (the outbox retries a send for a day). */
export const DATA_COPY_KEEP_DAYS = 7;

/** A sign-in link to My orders. */
export const SIGN_IN_LINK_MINUTES = 15;

/**
 * An order's accounts (its invoices, payments and billing details): 72 months from the due date of the annual
 * return of the financial year it belongs to (CGST Act, section 36); privacy/anonymise.ts counts the day.
 */
export const ACCOUNTS_KEEP_MONTHS = 72;
