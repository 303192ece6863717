/**
 * `npx node scripts/customers-link.ts`: links every stored enquiry, quotation and invoice to its customer
 * (src/lib/server/customers/link-all.ts), against the local store (DATA_DIR) or, given BLOBS_SITE_ID and
 * BLOBS_TOKEN, a site's own. Safe to repeat: a second run changes nothing.
 */
import path from 'node:path';
import { dataDir, startLocalBlobs } from './runtime/local-blobs.ts';
import { linkAll } from '../src/lib/server/customers/link-all.ts';
import { linksSettled } from '../src/lib/server/customers/link-later.ts';

const local = process.env.BLOBS_SITE_ID ? undefined : await startLocalBlobs(path.join(dataDir(), 'blobs'));
const started = Date.now();
const run = await linkAll();
await linksSettled();
console.log(
  `Linked ${run.enquiries} enquiries and ${run.quotations} quotations: ${run.customers} customers, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
await local?.stop();
