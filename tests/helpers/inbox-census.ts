/**
 * Run as a script (`node tests/helpers/inbox-census.ts`) over DATA_DIR's local store: prints, per inbox, the
 * ids its view lists and the ids of the records stored, as JSON. For tests of a restored store.
 */
import path from 'node:path';
import { dataDir, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';

const blobs = await startLocalBlobs(path.join(dataDir(), 'blobs'));
try {
  const { ENQUIRY_KINDS } = await import('../../src/lib/constants.ts');
  const { anyInbox } = await import('../../src/lib/server/collections.ts');
  const census: Record<string, { listed: string[]; stored: string[]; total: number }> = {};
  for (const kind of ENQUIRY_KINDS) {
    const view = anyInbox(kind);
    const listed = (await view.query({}, 1, 100_000)).map((record) => record._id);
    const stored = (await view.records.all()).map((record) => record._id);
    census[kind] = { listed, stored, total: (await view.counts()).total };
  }
  console.log(JSON.stringify(census));
} finally {
  await blobs.stop();
}
