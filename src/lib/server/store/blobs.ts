/**
 * The Blobs stores and the one way to open them: functions, the build and the scripts alike. Every store
 * request goes through the request's budget (budget.ts); `guard` turns a failed one into
 * StoreUnavailableError, which the API answers with 503.
 */
import { getStore, type Store } from '@netlify/blobs';
import { ENQUIRY_KIND_TABLE } from '../../constants.ts';
import { budgetedFetch } from './budget.ts';
import { CorruptRecordError, RecordExistsError, StoreUnavailableError, VersionConflictError, WriteLeftUndone } from './errors.ts';

/** The store names. A prefix (BLOBS_STORE_PREFIX) lets a deploy preview keep its own data. */
export const STORE_NAMES = {
  products: 'products',
  blogs: 'blogs',
  testimonials: 'testimonials',
  // The enquiry stores, named by their kind's row of ENQUIRY_KIND_TABLE.
  productQuotes: ENQUIRY_KIND_TABLE.quotes.store,
  quickQuotes: ENQUIRY_KIND_TABLE.quick.store,
  helpEnquiries: ENQUIRY_KIND_TABLE.help.store,
  contacts: ENQUIRY_KIND_TABLE.contacts.store,
  users: 'users',
  images: 'images',
  // Buyers' artwork files: private, served to staff only (src/lib/server/uploads/artwork.ts).
  artwork: 'artwork',
  // Priced quotations made from enquiries (src/lib/server/quotations/).
  quotations: 'quotations',
  // Invoices as issued, each a snapshot never edited but to cancel it (src/lib/server/invoices/).
  invoices: 'invoices',
  // One record per buyer, everything of theirs linked to it (src/lib/server/customers/).
  customers: 'customers',
  // Buyers' privacy rights requests and their answers (src/lib/server/privacy/requests.ts).
  privacyRequests: 'privacy-requests',
  meta: 'meta',
  inboxView: 'inbox-view',
  outbox: 'outbox',
  throttle: 'throttle',
  sessions: 'sessions',
  activity: 'activity',
  exports: 'exports',
  // My orders' sign-in links (hashed) and their counts (src/lib/server/my-orders/).
  myOrders: 'my-orders',
} as const;

export type StoreName = (typeof STORE_NAMES)[keyof typeof STORE_NAMES];

let inProcessFetch: typeof fetch | undefined;

/**
 * Local runtime only: reach the BlobsServer running in this same process by calling its handler, with
 * no socket in between. Never set on Netlify.
 */
export function useInProcessBlobs(fetcher: typeof fetch | undefined): void {
  inProcessFetch = fetcher;
}

/**
 * Which stores openStore() reaches now: one site's on Netlify; locally and in tests, the Blobs context and
 * prefix one process may change between test files. A cache of what a store holds keeps it beside its value.
 */
export const storeIdentity = (): string =>
  [process.env.NETLIFY_BLOBS_CONTEXT, process.env.BLOBS_STORE_PREFIX, process.env.BLOBS_SITE_ID ?? process.env.SITE_ID].join('|');

export function openStore(name: StoreName): Store {
  const prefix = process.env.BLOBS_STORE_PREFIX ?? '';
  // Without Netlify's Blobs context (e.g. a build command not given one), a site id and token may be.
  const siteID = process.env.NETLIFY_BLOBS_CONTEXT ? undefined : (process.env.BLOBS_SITE_ID ?? process.env.SITE_ID);
  const token = siteID ? process.env.BLOBS_TOKEN : undefined;
  return getStore({
    name: `${prefix}${name}`,
    consistency: 'strong',
    ...(siteID && token ? { siteID, token } : {}),
    fetch: inProcessFetch
      ? budgetedFetch(inProcessFetch, { overNetwork: false })
      : budgetedFetch((input, init) => globalThis.fetch(input, init), { overNetwork: true }),
  });
}

/** An error the store layer passes on as it is: its own, or a refusal the API answers (a status). */
const passesThrough = (error: unknown) =>
  error instanceof StoreUnavailableError ||
  error instanceof CorruptRecordError ||
  error instanceof VersionConflictError ||
  error instanceof RecordExistsError ||
  error instanceof WriteLeftUndone ||
  typeof (error as { status?: unknown } | null)?.status === 'number';

/** Runs a store operation, turning transport and server failures into StoreUnavailableError. */
export async function guard<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (passesThrough(error)) throw error;
    throw new StoreUnavailableError(error);
  }
}
