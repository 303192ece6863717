/**
 * `npm run export` / `npm run import`: every store to one archive and back. The export reads this test
 * file's store over HTTP through the Blobs environment (the Netlify code path), the import writes a fresh
 * local DATA_DIR (the local code path), and a second export of the restored store must be identical.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artworkApi,
  contactsApi,
  helpApi,
  loginApi,
  myOrdersApi,
  quotationsApi,
  uploadApi,
  teamMembersApi,
} from '../../src/lib/api/index.ts';
import { STORE_NAMES, openStore } from '../../src/lib/server/store/index.ts';
import { ALL_STORES, type ArchiveEntry, entryBytes, listAllKeys, readArchive } from '../../scripts/backup/archive.ts';
import { ENQUIRY_KINDS } from '../../src/lib/constants.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { accountId } from '../../src/lib/server/team/accounts.ts';
import { DEMO_ADMIN } from '../../scripts/runtime/local-admin.ts';
import { BUYERS, acceptedOrder, setCompanyTax } from '../helpers/invoice-orders.ts';
import { formWith, oneOfEach, smallPng, unique, valid } from './fixtures.ts';
import { openPrivacyRequest } from '../../src/lib/server/privacy/requests.ts';

const run = promisify(execFile);
let work: string;

/** Runs a backup script as `npm run` would; `local` points it at a DATA_DIR instead of this test's store. */
async function script(name: 'export' | 'import', args: string[], local?: string) {
  const env = { ...process.env, ...(local ? { NETLIFY_BLOBS_CONTEXT: '', DATA_DIR: local } : {}) };
  try {
    const { stdout, stderr } = await run(process.execPath, [`scripts/backup/${name}.ts`, ...args], { env });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** An archive's entries by store/key, with their bytes and metadata. */
async function entriesOf(file: string) {
  const entries = new Map<string, { bytes: string; metadata: ArchiveEntry['metadata'] }>();
  for await (const entry of readArchive(file)) {
    entries.set(`${entry.store}/${entry.key}`, { bytes: entryBytes(entry).toString('base64'), metadata: entry.metadata });
  }
  return entries;
}

/** This test's live store, read blob by blob, in the same shape. */
async function liveStore() {
  const entries = new Map<string, { bytes: string; metadata: ArchiveEntry['metadata'] }>();
  for (const store of ALL_STORES) {
    for (const key of await listAllKeys(store)) {
      const found = await openStore(store).getWithMetadata(key, { type: 'arrayBuffer' });
      if (found) entries.set(`${store}/${key}`, { bytes: Buffer.from(found.data).toString('base64'), metadata: found.metadata });
    }
  }
  return entries;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'labels-backup-'));
  const token = await adminToken();
  const made = await oneOfEach(token);
  // A priced quotation (its store, its number and its secret's index in meta).
  const quotation = await callEndpoint(quotationsApi.create, { token, body: { enquiryId: made.productQuote } });
  expect(quotation.status).toBe(201);
  // An order accepted with billing details: its proforma is the invoices store's record.
  await setCompanyTax(token);
  await acceptedOrder(token, made.productQuote, BUYERS.delhi);
  const upload = await callEndpoint(uploadApi.image, { rawBody: formWith(await smallPng(), 'a.png', 'image/png'), token });
  expect(upload.status).toBe(201);
  // A buyer's artwork file (private, binary with metadata).
  const artwork = await callEndpoint(artworkApi.upload, { rawBody: formWith(await smallPng(), 'logo.png', 'image/png') });
  expect(artwork.status).toBe(201);
  // A failed sign-in leaves throttle records, and a reset link is kept in the sessions store: no store is empty.
  expect((await callEndpoint(loginApi.signIn, { body: { email: 'x@example.com', password: 'nope' } })).status).toBe(401);
  const person = await callEndpoint(teamMembersApi.create, {
    token,
    body: { email: 'reset.me@example.com', name: 'Reset Me', role: 'Staff', password: 'a long enough password' },
  });
  expect((await callEndpoint(teamMembersApi.reset, { token, params: { id: person.body.data.id } })).status).toBe(200);
  // A request for a My orders sign-in link leaves its counts in the my-orders store.
  expect((await callEndpoint(myOrdersApi.link, { body: { email: 'buyer@example.com' } })).status).toBe(200);
  // A request about someone's data, as a confirmed link or My orders opens it.
  await openPrivacyRequest({ email: 'buyer@example.com', kind: 'access', via: 'form' });
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The first archive of the round trip below (also read by later tests). */
const firstArchive = (dir: string) => path.join(dir, 'first.jsonl.gz');

describe('export → import into an empty store → export again', () => {
  let first: string;

  it('exports every store, with every blob of the live store byte for byte', async () => {
    first = firstArchive(work);
    const exported = await script('export', [first]);
    expect(exported.code, exported.output).toBe(0);
    expect(exported.output).toMatch(/Exported products 1, .* images 4, /);
    const archived = await entriesOf(first);
    const live = await liveStore();
    expect(archived).toEqual(live);
    const stores = new Set([...archived.keys()].map((key) => key.split('/')[0]));
    for (const store of ALL_STORES) expect(stores.has(store), store).toBe(true);
    // The inbox views are made again from the enquiries on import, never archived.
    expect(stores.has(STORE_NAMES.inboxView)).toBe(false);
    // Images keep their content type.
    const image = [...archived].find(([key]) => key.startsWith('images/') && key.endsWith('.png'));
    expect(image?.[1].metadata).toEqual({ contentType: 'image/png' });
  });

  it('imports into an empty DATA_DIR, and a second export of it is identical', async () => {
    const restoredDir = path.join(work, 'restored');
    const imported = await script('import', [first], restoredDir);
    expect(imported.code, imported.output).toBe(0);
    const second = path.join(work, 'second.jsonl.gz');
    const exported = await script('export', [second], restoredDir);
    expect(exported.code, exported.output).toBe(0);
    expect(await entriesOf(second)).toEqual(await entriesOf(first));
  });

  it('refuses a store that is not empty, and changes nothing', async () => {
    const before = await liveStore();
    const refused = await script('import', [first]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not empty .*--force/);
    expect(await liveStore()).toEqual(before);
  });

  it('with --force, replaces the contents: records made after the export are gone, the rest is as exported', async () => {
    const target = path.join(work, 'forced');
    expect((await script('import', [first], target)).code).toBe(0);
    // Something new in the target, then a forced import of the same archive.
    const extra = path.join(work, 'extra.jsonl.gz');
    const lines = gunzipSync(await readFile(first))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const header = lines[0];
    const added = { store: 'contacts', key: 'zzzzzzzzzzzzzzzzzz', metadata: {}, text: '{"_id":"zzzzzzzzzzzzzzzzzz"}' };
    const onlyExtra = [header, JSON.stringify(added), JSON.stringify({ end: true, counts: { contacts: 1 } })];
    await writeFile(extra, gzipSync(onlyExtra.join('\n')));
    const savedFirst = path.join(work, 'saved-first.jsonl.gz');
    const savedExtra = path.join(work, 'saved-extra.jsonl.gz');
    const forced = await script('import', [extra, '--force', '--backup', savedFirst], target);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain(savedFirst);
    expect((await script('import', [first, '--force', '--backup', savedExtra], target)).code).toBe(0);
    const again = path.join(work, 'again.jsonl.gz');
    expect((await script('export', [again], target)).code).toBe(0);
    expect(await entriesOf(again)).toEqual(await entriesOf(first));
    // Each forced import first saved what it replaced.
    expect(await entriesOf(savedFirst)).toEqual(await entriesOf(first));
    expect([...(await entriesOf(savedExtra)).keys()]).toEqual(['contacts/zzzzzzzzzzzzzzzzzz']);
  });

  it('refuses to bring the local demo admin into a store that is not local, and changes nothing', async () => {
    const lines = gunzipSync(await readFile(first))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const demo = {
      store: 'users',
      key: accountId(DEMO_ADMIN.email),
      metadata: {},
      text: JSON.stringify({ email: DEMO_ADMIN.email, passwordHash: 'scrypt$x', dateAdded: new Date().toISOString() }),
    };
    const trailer = JSON.parse(lines.at(-1)!);
    trailer.counts.users += 1;
    const withDemo = path.join(work, 'with-demo.jsonl.gz');
    await writeFile(withDemo, gzipSync([...lines.slice(0, -1), JSON.stringify(demo), JSON.stringify(trailer)].join('\n')));
    const before = await liveStore();
    const refused = await script('import', [withDemo, '--force', '--backup', path.join(work, 'not-needed.jsonl.gz')]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/local demo admin \(admin@example\.com\)/);
    expect(await liveStore()).toEqual(before);
    // Into a local store it is welcome: that is where it belongs.
    expect((await script('import', [withDemo], path.join(work, 'local-demo'))).code).toBe(0);
  });

  it('refuses an archive cut short, before writing anything', async () => {
    const lines = gunzipSync(await readFile(first))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const cut = path.join(work, 'cut.jsonl.gz');
    await writeFile(cut, gzipSync(lines.slice(0, -3).join('\n')));
    const target = path.join(work, 'from-cut');
    const refused = await script('import', [cut], target);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/cut short/);
    const exported = path.join(work, 'from-cut.jsonl.gz');
    expect((await script('export', [exported], target)).code).toBe(0);
    expect((await entriesOf(exported)).size).toBe(0);
  });

  it('refuses a file that is not a backup', async () => {
    const other = path.join(work, 'other.jsonl.gz');
    await writeFile(other, gzipSync('{"hello":"world"}\n'));
    const refused = await script('import', [other], path.join(work, 'from-other'));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/not a labels-site-backup archive/);
  });
});

/** Per inbox of a restored DATA_DIR: the ids its view lists, the ids stored, its count. */
async function census(dataDir: string): Promise<Record<string, { listed: string[]; stored: string[]; total: number }>> {
  const { stdout } = await run(process.execPath, ['tests/helpers/inbox-census.ts'], {
    env: { ...process.env, NETLIFY_BLOBS_CONTEXT: '', DATA_DIR: dataDir },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('a backup taken while the inboxes are compacted', () => {
  it('restores inboxes that list every record they hold', { timeout: 120_000 }, async () => {
    const submit = async (n: number) => {
      await callEndpoint(contactsApi.create, { body: valid.contact({ name: unique(`Busy ${n}`) }) });
      await callEndpoint(helpApi.create, { body: valid.help({ name: unique(`Busy ${n}`) }) });
    };
    for (let n = 0; n < 30; n += 1) await submit(n);
    const archive = path.join(work, 'busy.jsonl.gz');
    // Compactions (which replace segments and delete the old ones) and new submissions all through the export.
    let exporting = true;
    const busy = (async () => {
      for (let n = 30; exporting; n += 1) {
        await submit(n);
        await Promise.all(ENQUIRY_KINDS.map((kind) => anyInbox(kind).compact({ graceMs: 0, keepMs: 0 })));
      }
    })();
    const exported = await script('export', [archive]);
    exporting = false;
    await busy;
    expect(exported.code, exported.output).toBe(0);

    const restored = path.join(work, 'busy-restored');
    const imported = await script('import', [archive], restored);
    expect(imported.code, imported.output).toBe(0);
    const inboxes = await census(restored);
    for (const kind of ENQUIRY_KINDS) {
      const { listed, stored, total } = inboxes[kind];
      expect([...listed].sort(), kind).toEqual([...stored].sort());
      expect(total, kind).toBe(stored.length);
    }
    expect(inboxes.contacts.stored.length).toBeGreaterThan(30);
  });

  it('an archive made before views were left out (one that names missing segments) still restores whole inboxes', async () => {
    const lines = gunzipSync(await readFile(firstArchive(work)))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const broken = {
      store: 'inbox-view',
      key: 'manifest/contacts',
      metadata: {},
      text: JSON.stringify({
        segments: [{ key: 'seg/contacts/gone', start: '', newest: 0, oldest: 0, count: 5, byStatus: { New: 5 } }],
        updatedAt: new Date().toISOString(),
      }),
    };
    const header = JSON.parse(lines[0]);
    header.stores.push('inbox-view');
    const trailer = JSON.parse(lines.at(-1)!);
    trailer.counts['inbox-view'] = 1;
    const old = path.join(work, 'old-layout.jsonl.gz');
    await writeFile(
      old,
      gzipSync([JSON.stringify(header), ...lines.slice(1, -1), JSON.stringify(broken), JSON.stringify(trailer)].join('\n')),
    );
    const restored = path.join(work, 'old-restored');
    const imported = await script('import', [old], restored);
    expect(imported.code, imported.output).toBe(0);
    const inboxes = await census(restored);
    for (const kind of ENQUIRY_KINDS) expect([...inboxes[kind].listed].sort(), kind).toEqual([...inboxes[kind].stored].sort());
  });
});
