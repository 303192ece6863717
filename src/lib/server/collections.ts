/** The record collections, one per store, shared by every function and the build, each with its follow-ups. */
import { ENQUIRY_KIND_TABLE, type EnquiryKind } from '../constants.ts';
import type { ContactEnquiry, Enquiry, HelpEnquiry, ProductQuote, QuickQuote } from '../schemas/inboxes.ts';
import type { Blog, Product, Testimonial } from '../schemas/content.ts';
import { linkArrivingEnquiry } from './customers/link-later.ts';
import { followUps } from './follow-ups.ts';
import { InboxView } from './inbox/inbox.ts';
import { notifyOfEnquiry } from './mail/enquiry-mails.ts';
import { collection } from './store/index.ts';

/** What the public site shows: every change republishes it (src/lib/server/site/publish.ts). */
const published = <T extends Product | Blog | Testimonial>(
  kind: 'products' | 'blogs' | 'testimonials',
  label: (record: T) => string,
) => ({ versioned: true, follow: followUps<T>({ publish: true, activity: { kind, label } }) });

export const products = collection<Product>(
  'products',
  published('products', (product) => product.name),
);
export const blogs = collection<Blog>(
  'blogs',
  published('blogs', (blog) => blog.title),
);
export const testimonials = collection<Testimonial>(
  'testimonials',
  published('testimonials', (testimonial) => testimonial.name),
);

/** An inbox: its enquiries (each new one mailed through the outbox), and the view that pages them at any size. */
const inbox = <T extends Enquiry & { name?: unknown }>(kind: EnquiryKind) =>
  new InboxView<T>(
    kind,
    collection<T>(ENQUIRY_KIND_TABLE[kind].store, {
      follow: followUps<T>({
        // Its customer is found after the answer (customers/link-later.ts): the visitor never waits for it.
        notify: (record) => Promise.all([notifyOfEnquiry(kind, record), linkArrivingEnquiry(kind, record)]).then(() => undefined),
        activity: { kind, label: (record) => String(record.name ?? record._id) },
      }),
    }),
  );

export const inboxes = {
  contacts: inbox<ContactEnquiry>('contacts'),
  quotes: inbox<ProductQuote>('quotes'),
  quick: inbox<QuickQuote>('quick'),
  help: inbox<HelpEnquiry>('help'),
};

/** Any inbox, for what works the same on each (status, remarks, counts). */
export type AnyInbox = InboxView<Enquiry>;
export const anyInbox = (kind: EnquiryKind): AnyInbox => inboxes[kind] as unknown as AnyInbox;
