/**
 * Every text of My orders (/orders), the buyer's page: the API's answers and the page's words. A module of
 * its own, so the page carries only these lines.
 */
import type { DocumentKind } from '../schemas/invoices.ts';
import { documentName } from './invoices.ts';
import { MAIL_MESSAGES } from './mail.ts';

export const MY_ORDERS_TEXTS = {
  title: 'My orders',
  lead: 'See your requests, quotations, orders and invoices. Type the e-mail you wrote to us from, and we will mail you a link to sign in. No password, no account.',
  emailLabel: 'Your e-mail',
  sendLink: 'Mail me a sign-in link',
  sending: 'Sending…',
  /**
   * The same words for any e-mail, known or not, and true for each: an address of a customer record is mailed
   * a link, one staff have not confirmed yet is mailed why it cannot sign in yet, any other nothing.
   */
  linkSent:
    'Check your mail. If this address is one we know, we have mailed it a sign-in link (it works once, within 15 minutes) or word of why it cannot sign in yet.',
  signingIn: 'Signing you in…',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  signedOutHere:
    'You are signed out on this device. We could not reach our server to end the session everywhere: it ends by itself within 2 hours.',
  signedInAs: (email: string) => `Signed in as ${email}`,
  loading: 'Loading your orders…',

  // The API's answers.
  emailRequired: 'Email is required',
  linkInvalid: 'This sign-in link is not valid. Ask for a new one below.',
  linkUsed: 'This sign-in link was already used. Ask for a new one below.',
  linkExpired: 'This sign-in link has expired (links work for 15 minutes). Ask for a new one below.',
  sessionMissing: 'Please sign in to see your orders.',
  sessionExpired: 'Your sign-in has ended. Ask for a new link to see your orders again.',
  signInNotConfigured: 'Signing in to My orders is not set up yet. Please contact us.',
  tooManyLinks: (seconds: number) =>
    `Too many sign-in links asked for from here. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
  tooManyLinksForEmail: (seconds: number) =>
    `This e-mail was asked a sign-in link three times from here this hour. Please use the last one mailed, or try again in ${Math.ceil(seconds / 60)} minutes.`,
  tooManyLinksToday: (seconds: number) =>
    `This e-mail was asked as many sign-in links today as we send in a day. Please try again in ${Math.ceil(seconds / 3600)} hours, or write to us.`,
  orderRequired: 'Choose the order to reorder',
  quantitiesList: 'Quantities must be a list of whole numbers, one per line',
  marketingChoice: 'Say yes or no to news and offers',
  privacyKind: 'Choose what you are asking for: a copy, a correction, erasure or withdrawing consent',
  notYourOrder: 'We could not find this order among yours.',
  notDelivered: 'Only a delivered order can be reordered. Write to us about this one.',
  reorderNoProducts: 'This order has no product of our catalogue left to reorder. Write to us and we will quote it.',
  reorderSent: (number: string) => `Your reorder of ${number} is sent. We will mail you its quotation.`,
  invoiceNotFound: 'We could not find this invoice among yours.',
  consentSaved: (marketing: boolean) =>
    marketing ? 'You will receive our news and offers by mail.' : 'You will no longer receive news and offers by mail.',
  privacyReceived: 'Your request is received. We answer within a month.',

  // The signed-in page.
  requests: 'Your requests',
  quotations: 'Quotations and orders',
  invoices: 'Invoices',
  nothingYet: 'Nothing here yet. Requests and quotations sent from this e-mail appear here.',
  noRequests: 'No requests yet.',
  noQuotations: 'No quotations yet.',
  noInvoices: 'No invoices yet.',
  openQuotation: 'Open quotation',
  stage: (stage: string) => `Stage: ${stage}`,
  due: (amount: string) => `Due now: ${amount}`,
  outstanding: (amount: string) => `Still to pay: ${amount}`,
  paidInFull: 'Paid in full',
  downloadPdf: 'Download PDF',
  reorder: 'Reorder',
  reorderTitle: (number: string) => `Reorder of ${number}`,
  reorderLead: 'Change the quantities if you need to, then send. The approved artwork goes with it.',
  quantityOf: (description: string) => `Quantity of ${description}`,
  sendReorder: 'Send reorder',
  cancel: 'Cancel',
  newsTitle: 'News and offers',
  newsLabel: 'Send me news and offers by mail',
  privacyTitle: 'Your data',
  privacyNotice: 'Privacy notice',
  privacyLead: 'Ask for a copy of what we hold about you, a correction, its erasure, or withdraw your consent.',
  privacyKindLabel: 'What you ask for',
  privacyKinds: {
    access: 'A copy of my data',
    correction: 'A correction',
    erasure: 'Erase my data',
    withdraw: 'Withdraw my consent',
  },
  privacyMessageLabel: 'Anything we should know (optional)',
  sendPrivacy: 'Send request',
  failed: 'Something went wrong. Please try again.',
  quantityError: 'Quantity must be a whole number from 1',
  requestKinds: { quotes: 'Quote request', quick: 'Quick quote', contacts: 'Message', help: 'Help request' },
  states: {
    open: 'Waiting for your answer',
    changes: 'Changes asked',
    revising: 'Being revised',
    accepted: 'Accepted',
    declined: 'Declined',
    expired: 'Expired',
  },
  /** A tax invoice whose every line is nil-rated is a bill of supply (rule 49). */
  invoiceKind: ({ kind, billOfSupply }: { kind: DocumentKind; billOfSupply?: boolean }) => documentName({ kind, billOfSupply }),
  cancelled: 'Cancelled',
  /** A credit or debit note names the tax invoice it corrects. */
  against: (number: string) => `against ${number}`,
} as const;

/** The sign-in link's mail. */
export const MY_ORDERS_MAIL = {
  subject: (company: string) => `Your sign-in link to My orders at ${company}`,
  body: 'Someone (we hope you) asked to see the orders of this e-mail address on our site.',
  action: 'Open My orders',
  validity: 'The link works once, within 15 minutes. If you did not ask for it, ignore this mail: nothing changes.',
  /** What the outbox's copy says in the link's place once the mail is sent. */
  linkRemoved: MAIL_MESSAGES.linkRemoved,
  /** To an address only suggested on a customer record: it cannot sign in until staff confirm it. */
  notConfirmedSubject: (company: string) => `About signing in to My orders at ${company}`,
  notConfirmed:
    'Someone (we hope you) asked to see the orders of this e-mail address on our site. We have your request, but our team has not yet confirmed this address as a contact of its company, so it cannot sign in yet. Once they have, ask for a link again; or write to us.',
  notConfirmedAfter: 'If you did not ask for this, ignore this mail: nothing changes.',
} as const;

/** Staff's side of My orders: ending a buyer's sessions from the customer's page (Admins only). */
export const MY_ORDERS_STAFF = {
  endSessions: 'End sessions',
  endSessionsLabel: (name: string) => `End ${name}’s My orders sessions`,
  sessionsEnded: (email: string) => `Every My orders session of ${email} is ended; a link mailed before no longer signs in.`,
  notAContact: (email: string) => `${email} is not a contact of this customer.`,
  failed: 'The sessions could not be ended. Please try again.',
} as const;

/** How a reorder reads in the inbox: 'Reorder of Q-2026-0012'. */
export const reorderMark = (number: string) => `Reorder of ${number}`;
