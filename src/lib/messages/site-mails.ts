/**
 * The words of the mails src/lib/server/mail/templates.ts lays out (docs/product.md 2.20): a new enquiry's mail to
 * staff and its confirmation to the visitor, and the password-reset mail. What a visitor typed is never here: it
 * is data the templates put beside these words.
 */
import type { EnquiryKind } from '../constants.ts';

export const ENQUIRY_MAIL_TEXTS = {
  kindTitles: {
    contacts: 'Contact Us message',
    quotes: 'Product quote request',
    quick: 'Quick quote request',
    help: 'Help request',
  } satisfies Record<EnquiryKind, string>,
  /** The enquiry's fields as staff's mail labels them, in the inbox's order. */
  labels: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    country: 'Country',
    line: (index: number) => `Line ${index}`,
    product: 'Product',
    quantity: 'Quantity',
    artwork: (index: number) => `Artwork ${index}`,
    address: 'Address',
    subject: 'Subject',
    question: 'Question',
    message: 'Message',
  },
  subjects: {
    quoteLines: (count: number, product: string, from: string) =>
      `New quote request: ${count} lines, ${product} and more, from ${from}`,
    quote: (product: string, from: string) => `New quote request: ${product}, from ${from}`,
    contact: (subject: string, from: string) => `New message: ${subject}, from ${from}`,
    quick: (from: string) => `New quick quote request from ${from}`,
    help: (from: string) => `New help request from ${from}`,
  },
  received: (title: string, at: string) => `${title}, received ${at}.`,
  receivedAt: (at: string) => `Received ${at}.`,
  openWithArtwork: 'Open it and download the artwork in the admin',
  open: 'Open it in the admin',

  // The visitor's confirmation: nothing the visitor typed, only the company's words and the catalogue's names.
  quoteRequest: 'quote request',
  message: 'message',
  askedLines: (lines: string) => `You asked for prices for: ${lines}.`,
  askedLine: (quantity: string, product: string) => `${quantity} pieces of ${product}`,
  askedOne: (quantity: string, product: string) => `You asked for a price for ${quantity} pieces of ${product}.`,
  hello: 'Hello,',
  thanks: (what: string, at: string) => `Thank you for your ${what}, which reached us on ${at}. We reply within 24 hours.`,
  notYou: (what: string) =>
    `This confirmation went to the address given with the ${what}. If that was not you, ignore it: we send an address one confirmation a day at most, and nothing more unless you write to us.`,
  urgentLead: 'For anything urgent, call us on',
  urgent: (phone: string, whatsapp: string) => `For anything urgent, call us on ${phone} or write to us on WhatsApp: ${whatsapp}`,
  /** The HTML's same sentence, its phone and WhatsApp as links: before, between and after them. */
  urgentHtml: ['For anything urgent, call us on ', ' or write to us on ', 'WhatsApp', '.'],
  signature: (company: string, city: string) => `${company}, ${city}`,
  quoteSubject: (company: string) => `We have received your quote request – ${company}`,
  messageSubject: (company: string) => `We have received your message – ${company}`,
} as const;

/** The mail 'Forgot password?' sends. */
export const RESET_MAIL_TEXTS = {
  hello: (name: string) => `Dear ${name},`,
  body: 'Someone (we hope you) asked to set a new password for your account on the admin of the site.',
  validity: 'The link works once, within 30 minutes. If you did not ask for it, ignore this mail: your password stays as it is.',
  subject: (company: string) => `Set a new password for ${company}`,
  action: 'Set a new password',
} as const;
