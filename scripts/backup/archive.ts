/**
 * Backup and restore of every Blobs store (STORE_NAMES) but the derived inbox views, which an import makes
 * again from the enquiries: records, meta, users, throttle, outbox, activity and images.
 *
 * The archive is one gzip'd JSON-lines file: a header line, one line per blob (its store, key, metadata
 * and bytes, as text when they are UTF-8 and as base64 otherwise), and a trailer with the counts, so a
 * truncated archive is noticed. It goes through the store module's openStore, so it works against the
 * local store and, when Netlify's Blobs environment is present, against Netlify in the same way.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { DEMO_ADMIN } from '../runtime/local-admin.ts';
import { dataDir, startLocalBlobs } from '../runtime/local-blobs.ts';
import { accountId } from '../../src/lib/server/team/accounts.ts';
import { ENQUIRY_KINDS, ENQUIRY_KIND_TABLE, type EnquiryKind } from '../../src/lib/constants.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import type { Enquiry } from '../../src/lib/schemas/inboxes.ts';
import { STORE_NAMES, type StoreName, openStore } from '../../src/lib/server/store/index.ts';

export const ARCHIVE_FORMAT = 'labels-site-backup';
const ARCHIVE_VERSION = 1;
/** Blobs read or written at once: enough to hide latency, few enough not to swamp the store. */
const CONCURRENCY = 16;

/**
 * Stores never archived: the inbox views, derived from the enquiries and made again from them on import
 * (segments and manifests, src/lib/server/inbox/inbox.ts: a view read while a compaction ran could name segments
 * the archive then lacked, and a restored inbox failed for good); and the export files, kept a day.
 */
export const DERIVED_STORES: StoreName[] = [STORE_NAMES.inboxView, STORE_NAMES.exports];

/** The stores an archive holds. */
export const ALL_STORES = (Object.values(STORE_NAMES) as StoreName[]).filter((store) => !DERIVED_STORES.includes(store));

/** The enquiry stores and their inboxes, whose views an import builds again from the records it wrote. */
const INBOX_OF_STORE = new Map(ENQUIRY_KINDS.map((kind) => [ENQUIRY_KIND_TABLE[kind].store as StoreName, kind]));

export interface ArchiveEntry {
  store: StoreName;
  key: string;
  metadata: Record<string, unknown>;
  text?: string;
  base64?: string;
}

interface Header {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  stores: StoreName[];
}

interface Trailer {
  end: true;
  counts: Record<string, number>;
}

export type Counts = Record<StoreName, number>;

/** The bytes of an entry. */
export function entryBytes(entry: ArchiveEntry): Buffer {
  return entry.base64 !== undefined ? Buffer.from(entry.base64, 'base64') : Buffer.from(entry.text ?? '', 'utf8');
}

function toEntry(store: StoreName, key: string, bytes: Buffer, metadata: Record<string, unknown>): ArchiveEntry {
  const text = bytes.toString('utf8');
  // Text only when it turns back into exactly these bytes; images and anything else go as base64.
  return Buffer.from(text, 'utf8').equals(bytes)
    ? { store, key, metadata, text }
    : { store, key, metadata, base64: bytes.toString('base64') };
}

export async function listAllKeys(store: StoreName): Promise<string[]> {
  const keys: string[] = [];
  for await (const page of openStore(store).list({ paginate: true })) keys.push(...page.blobs.map((blob) => blob.key));
  return keys.sort();
}

export async function countStores(): Promise<Counts> {
  const counts = {} as Counts;
  for (const store of ALL_STORES) counts[store] = (await listAllKeys(store)).length;
  return counts;
}

/** Runs `work` over `items`, at most CONCURRENCY at once, keeping their order in the results. */
async function inOrder<T, R>(items: T[], work: (item: T) => Promise<R>, each: (result: R) => Promise<void> | void) {
  for (let start = 0; start < items.length; start += CONCURRENCY) {
    const results = await Promise.all(items.slice(start, start + CONCURRENCY).map(work));
    for (const result of results) await each(result);
  }
}

/** Writes every store to `file`; answers the counts written. */
export async function exportArchive(file: string): Promise<Counts> {
  const gzip = createGzip({ level: 6 });
  const output = createWriteStream(file);
  gzip.pipe(output);
  const writeLine = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await once(gzip, 'drain');
  };
  const header: Header = {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    createdAt: new Date().toISOString(),
    stores: ALL_STORES,
  };
  await writeLine(header);
  const counts = {} as Counts;
  for (const store of ALL_STORES) {
    const blobs = openStore(store);
    const keys = await listAllKeys(store);
    counts[store] = 0;
    await inOrder(
      keys,
      async (key) => {
        const found = await blobs.getWithMetadata(key, { type: 'arrayBuffer' });
        return found ? toEntry(store, key, Buffer.from(found.data), found.metadata ?? {}) : null;
      },
      async (entry) => {
        // A key deleted between the listing and the read is simply not in the backup.
        if (!entry) return;
        await writeLine(entry);
        counts[store] += 1;
      },
    );
  }
  await writeLine({ end: true, counts } satisfies Trailer);
  gzip.end();
  await finished(output);
  return counts;
}

export class ArchiveError extends Error {}

/** Reads an archive: every entry in order; throws if it is not one of ours or is cut short. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: Header | undefined;
  let trailer: Trailer | undefined;
  const seen: Record<string, number> = {};
  for await (const line of lines) {
    if (!line) continue;
    const value = JSON.parse(line);
    if (!header) {
      if (value?.format !== ARCHIVE_FORMAT || value.version !== ARCHIVE_VERSION) {
        throw new ArchiveError(`${file} is not a ${ARCHIVE_FORMAT} archive of version ${ARCHIVE_VERSION}`);
      }
      header = value;
      continue;
    }
    if (trailer) throw new ArchiveError(`${file} has data after its end`);
    if (value?.end === true) {
      trailer = value;
      continue;
    }
    const entry = value as ArchiveEntry;
    if (!header.stores.includes(entry.store) || typeof entry.key !== 'string') {
      throw new ArchiveError(`${file} holds an entry of an unknown store: ${String(entry.store)}`);
    }
    seen[entry.store] = (seen[entry.store] ?? 0) + 1;
    // An archive made before views were left out holds them: they are made again from the records instead.
    if (DERIVED_STORES.includes(entry.store)) continue;
    yield entry;
  }
  if (!header) throw new ArchiveError(`${file} is empty`);
  if (!trailer) throw new ArchiveError(`${file} is cut short (no end record): it was not written completely`);
  for (const [store, count] of Object.entries(trailer.counts)) {
    if ((seen[store] ?? 0) !== count) {
      throw new ArchiveError(`${file} should hold ${count} ${store} entries but holds ${seen[store] ?? 0}`);
    }
  }
}

/** Counts per store in an archive, checking it end to end without writing anything. */
export async function archiveCounts(file: string): Promise<Counts> {
  const counts = Object.fromEntries(ALL_STORES.map((store) => [store, 0])) as Counts;
  for await (const entry of readArchive(file)) counts[entry.store] += 1;
  return counts;
}

/** The local demo admin (scripts/runtime/local-admin.ts): never meant for a site on the internet. */
const DEMO_ADMIN_KEY = accountId(DEMO_ADMIN.email);

export interface ImportOptions {
  /** Replace what the target holds; an export of it is written to `backupFile` first. */
  force?: boolean;
  backupFile?: string;
  /** The target is the local store (DATA_DIR), not Netlify's. */
  local?: boolean;
}

/**
 * Restores `file` into the current stores. They must be empty unless `force`, which exports them to
 * `backupFile` and then empties them. The archive is checked end to end before anything is written (and
 * one holding the local demo admin is refused for a store that is not local); the counts are verified
 * afterwards. Answers the counts, and where the replaced contents were saved.
 */
export async function importArchive(file: string, options: ImportOptions = {}): Promise<Counts> {
  const expected = await archiveCounts(file);
  if (!options.local && (await holdsDemoAdmin(file))) {
    throw new ArchiveError(
      `The archive holds the local demo admin (${DEMO_ADMIN.email}), whose password is public. It is not imported into ` +
        'a store that is not local: remove that person in the Team screen of the local site (after adding a real Admin) and export again.',
    );
  }
  const before = await countStores();
  const filled = ALL_STORES.filter((store) => before[store] > 0);
  if (filled.length > 0) {
    if (!options.force) {
      throw new ArchiveError(
        `The target store is not empty (${filled.map((store) => `${store}: ${before[store]}`).join(', ')}). ` +
          'Import into an empty store, or pass --force to replace its contents.',
      );
    }
    if (!options.backupFile) throw new ArchiveError('A forced import needs a file to save the contents it replaces to.');
    await exportArchive(options.backupFile);
    for (const store of filled) await openStore(store).deleteAll();
  }
  for (const store of DERIVED_STORES) await openStore(store).deleteAll();
  const enquiries = new Map<EnquiryKind, Enquiry[]>(ENQUIRY_KINDS.map((kind) => [kind, []]));
  let batch: ArchiveEntry[] = [];
  const flush = async () => {
    await Promise.all(
      batch.map((entry) => {
        const bytes = entryBytes(entry);
        return openStore(entry.store).set(entry.key, new Blob([new Uint8Array(bytes)]), { metadata: entry.metadata });
      }),
    );
    batch = [];
  };
  for await (const entry of readArchive(file)) {
    batch.push(entry);
    const kind = INBOX_OF_STORE.get(entry.store);
    if (kind && entry.text !== undefined) enquiries.get(kind)!.push(JSON.parse(entry.text) as Enquiry);
    if (batch.length >= CONCURRENCY) await flush();
  }
  await flush();
  // Every inbox's view made again from the enquiries just written (as they are in the archive, not read back).
  for (const [kind, records] of enquiries) await anyInbox(kind).build({ records, replace: true });
  const after = await countStores();
  const wrong = ALL_STORES.filter((store) => after[store] !== expected[store]);
  if (wrong.length > 0) {
    throw new ArchiveError(
      `Counts differ after the import: ${wrong.map((store) => `${store} ${after[store]} (archive ${expected[store]})`).join(', ')}`,
    );
  }
  return after;
}

async function holdsDemoAdmin(file: string): Promise<boolean> {
  for await (const entry of readArchive(file)) if (entry.store === STORE_NAMES.users && entry.key === DEMO_ADMIN_KEY) return true;
  return false;
}

/**
 * The store the scripts work on: Netlify's when its Blobs environment is present (NETLIFY_BLOBS_CONTEXT,
 * or a site id with BLOBS_TOKEN), else the local one in DATA_DIR. Answers a description and a stop.
 */
export async function openTarget(): Promise<{ where: string; local: boolean; stop(): Promise<void> }> {
  const siteID = process.env.BLOBS_SITE_ID ?? process.env.SITE_ID;
  if (process.env.NETLIFY_BLOBS_CONTEXT || (siteID && process.env.BLOBS_TOKEN)) {
    const prefix = process.env.BLOBS_STORE_PREFIX ? ` (store prefix ${process.env.BLOBS_STORE_PREFIX})` : '';
    return { where: `Netlify Blobs${prefix}`, local: false, stop: async () => undefined };
  }
  const local = await startLocalBlobs(path.join(dataDir(), 'blobs'));
  return { where: `the local store in ${local.directory}`, local: true, stop: () => local.stop() };
}

export const describeCounts = (counts: Counts) =>
  ALL_STORES.map((store) => `${store} ${counts[store]}`).join(', ') +
  ` (${Object.values(counts).reduce((sum, count) => sum + count, 0)} blobs)`;
