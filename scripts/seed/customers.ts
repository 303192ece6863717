/**
 * The demo's customers: the one-off linking run over the enquiries and orders just seeded (each buyer's
 * requests, quotations and orders on one record), once the linking their own writes started has settled.
 */
import { linksSettled } from '../../src/lib/server/customers/link-later.ts';
import { type LinkRun, linkAll } from '../../src/lib/server/customers/link-all.ts';

export async function seedCustomers(): Promise<LinkRun> {
  await linksSettled();
  return linkAll();
}
