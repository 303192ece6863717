/**
 * The local Blobs store under concurrent writes (scripts/runtime/local-blobs.ts). Netlify's BlobsServer
 * writes a blob to a temporary file beside it and renames it into place; its listing used to read the
 * folder, then look at each entry, so an entry renamed away in between cut the listing short (and a
 * temporary file could be listed as a key). Staff then saw an inbox with rows missing, or a 404 for a
 * record that was there. Every listing taken while writes land must hold every record, and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { collection, openStore, STORE_NAMES } from '../../src/lib/server/store/index.ts';
import type { ContactEnquiry } from '../../src/lib/schemas/inboxes.ts';

const RECORDS = 40;
const WRITES = 600;
const WRITERS = 16;

describe('listing the local store while records are written', () => {
  it('always lists every record, and no temporary file', async () => {
    const contacts = collection<ContactEnquiry>(STORE_NAMES.contacts);
    const ids: string[] = [];
    for (let n = 0; n < RECORDS; n += 1) {
      const record = await contacts.create({
        name: `Listed ${n}`,
        email: 'listed@example.com',
        phone: '9876543210',
        company: '',
        subject: 'general',
        message: 'Listed while others write',
        remark: '',
      } as Omit<ContactEnquiry, '_id' | 'dateAdded'>);
      ids.push(record._id);
    }
    const expected = [...ids].sort();

    let writing = true;
    const listings: string[][] = [];
    const lister = (async () => {
      while (writing) {
        const { blobs } = await openStore(STORE_NAMES.contacts).list();
        listings.push(blobs.map((blob) => blob.key).sort());
      }
    })();
    let next = 0;
    const lost: string[] = [];
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < WRITES) {
          const id = ids[next++ % RECORDS];
          // Found by its own listing first: a short listing answered 'not found' for a record that was there.
          const updated = await contacts.update(id, (current) => ({ ...current, remark: `remark ${next}` }));
          if (!updated) lost.push(id);
        }
      }),
    );
    writing = false;
    await lister;

    expect(lost, 'updates that did not find their record').toEqual([]);
    expect(listings.length).toBeGreaterThan(10);
    const wrong = listings.filter((keys) => keys.join() !== expected.join());
    expect(wrong.map((keys) => `${keys.length} keys: ${keys.filter((key) => !ids.includes(key)).join(' ')}`)).toEqual([]);
  });
});
