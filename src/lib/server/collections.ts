/** The record collections, one per store, shared by every function and the build. */
import type { EnquiryKind } from '../constants.ts';
import type { Blog, ContactEnquiry, Enquiry, HelpEnquiry, Product, ProductQuote, QuickQuote, Testimonial } from '../types.ts';
import { InboxView } from './inbox.ts';
import { contentChanged } from './publish.ts';
import { notifyOfEnquiry } from './mail/outbox.ts';
import { type Collection, STORE_NAMES, collection } from './store.ts';

/** What the public site shows: every change republishes it (src/lib/server/publish.ts). */
const published = { afterChange: contentChanged, versioned: true };
export const products = collection<Product>(STORE_NAMES.products, published);
export const blogs = collection<Blog>(STORE_NAMES.blogs, published);
export const testimonials = collection<Testimonial>(STORE_NAMES.testimonials, published);
export const productQuotes = collection<ProductQuote>(STORE_NAMES.productQuotes);
export const quickQuotes = collection<QuickQuote>(STORE_NAMES.quickQuotes);
export const helpEnquiries = collection<HelpEnquiry>(STORE_NAMES.helpEnquiries);
export const contacts = collection<ContactEnquiry>(STORE_NAMES.contacts);

const inbox = <T extends Enquiry>(kind: EnquiryKind, records: Collection<T>) =>
  new InboxView(kind, records, { onCreated: (record) => notifyOfEnquiry(kind, record) });

/**
 * The four inboxes, each a view over its records that pages, filters and counts at any size. Every new
 * enquiry is mailed to staff (and confirmed to the visitor) through the outbox.
 */
export const inboxes = {
  contacts: inbox('contacts', contacts),
  quotes: inbox('quotes', productQuotes),
  quick: inbox('quick', quickQuotes),
  help: inbox('help', helpEnquiries),
} satisfies Record<EnquiryKind, InboxView<Enquiry>>;
