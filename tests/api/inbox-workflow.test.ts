/**
 * (Over 300 lines: one feature, the sales inbox, a describe for each of its screens' calls.)
 * The sales inbox: statuses and their history, remark history, search and filters on every
 * inbox list, All enquiries, the dashboard's New counts, and the CSV export, over the real handlers and a
 * real Blobs store. The view's own mechanics (compaction, migration) are in tests/api/inbox-view.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactsApi, dashboardApi, enquiriesApi, helpApi, pathOf, quotesApi } from '../../src/lib/api/index.ts';
import { ENQUIRY_STATUSES } from '../../src/lib/constants.ts';
import path from 'node:path';
import { loadFunctions, matchFunction } from '../../scripts/runtime/functions.ts';
import { adminToken, call } from '../helpers/api.ts';
import { createProduct, unique, valid } from './fixtures.ts';

let token: string;
let productId: string;

beforeAll(async () => {
  token = await adminToken();
  productId = (await createProduct(token))._id;
});

/** Fields a test sets on a submission; each form takes those it has. */
type Change = Partial<Record<'name' | 'company' | 'message' | 'question' | 'address', string>>;

const INBOXES = {
  contacts: {
    list: contactsApi.list,
    submit: (over: Change) => call('POST', pathOf(contactsApi.create), { body: valid.contact(over) }),
  },
  quotes: {
    list: quotesApi.list,
    submit: (over: Change) => call('POST', pathOf(quotesApi.create), { body: valid.productQuote(productId, over) }),
  },
  quick: {
    list: helpApi.listQuickQuotes,
    submit: (over: Change) => call('POST', pathOf(helpApi.create), { body: valid.quickQuote(over) }),
  },
  help: { list: helpApi.listHelp, submit: (over: Change) => call('POST', pathOf(helpApi.create), { body: valid.help(over) }) },
} as const;
type Kind = keyof typeof INBOXES;

async function submit(kind: Kind, over: Change = {}) {
  const name = over.name ?? unique('Visitor');
  const answer = await INBOXES[kind].submit({ name, ...over });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const listed = await list(kind, { q: name });
  const record = listed.find((row) => row.name === name);
  expect(record, `${name} listed`).toBeDefined();
  return record!;
}

async function list(kind: Kind, query: Record<string, string | number> = {}) {
  const answer = await call('GET', pathOf(INBOXES[kind].list, {}, { page: 1, limit: 100, ...query }), { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as Record<string, any>[];
}

const setStatus = (id: string, status: unknown, as = token) =>
  call('PATCH', pathOf(enquiriesApi.setStatus, { id }), { body: { status }, token: as });

describe('statuses', () => {
  it.each(Object.keys(INBOXES) as Kind[])(
    'a new %s enquiry is New; PATCH /api/enquiries/{id} moves it and keeps the history',
    async (kind) => {
      const record = await submit(kind);
      expect(record.status).toBe('New');
      const quoted = await setStatus(record._id, 'Quoted');
      expect(quoted.status).toBe(200);
      expect(quoted.body).toMatchObject({ message: 'Status Updated', data: { _id: record._id, status: 'Quoted', kind } });
      expect(quoted.body.data.statusHistory).toEqual([
        { status: 'Quoted', at: expect.any(String), by: expect.stringContaining('@') },
      ]);
      await setStatus(record._id, 'New');
      const won = await setStatus(record._id, 'Won');
      expect(won.body.data.statusHistory.map((change: { status: string }) => change.status)).toEqual(['Quoted', 'New', 'Won']);
      const again = (await list(kind, { q: record.name }))[0];
      expect(again).toMatchObject({ _id: record._id, status: 'Won' });
    },
  );

  it('a product quote stored with the original empty status reads as New', async () => {
    // Stored as the earlier site stored it, straight into the records: no status workflow yet.
    const { inboxes } = await import('../../src/lib/server/collections.ts');
    const name = unique('Legacy');
    const legacy = await inboxes.quotes.create({
      ...valid.productQuote(productId, { name }),
      productName: 'Old',
      image: '',
      remark: '',
      status: '',
    });
    const [listed] = await list('quotes', { q: name });
    expect(listed).toMatchObject({ _id: legacy._id, status: '' });
    expect(await list('quotes', { q: name, status: 'New' })).toHaveLength(1);
  });

  it('401 without a valid token, 400 for an unknown or missing status, 404 for an unknown id; nothing changes', async () => {
    const record = await submit('contacts');
    expect((await call('PATCH', pathOf(enquiriesApi.setStatus, { id: record._id }), { body: { status: 'Won' } })).status).toBe(
      401,
    );
    expect((await setStatus(record._id, 'Won', 'not-a-token')).status).toBe(401);
    const unknown = await setStatus(record._id, 'Maybe');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(`Status must be one of ${ENQUIRY_STATUSES.join(', ')}`);
    expect((await setStatus(record._id, undefined)).body.message).toBe('Status is required');
    expect((await setStatus(record._id, 'won')).status).toBe(400);
    const missing = await setStatus('0000000000000000zz', 'Won');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Enquiry not found');
    expect((await setStatus('../etc', 'Won')).status).toBe(404);
    expect((await list('contacts', { q: record.name }))[0].status).toBe('New');
  });

  it('two staff changing one enquiry at once: both changes are kept, neither is lost', async () => {
    const record = await submit('help');
    const remarkPath = pathOf(helpApi.remark, { id: record._id });
    const results = await Promise.all([
      setStatus(record._id, 'In progress'),
      setStatus(record._id, 'Quoted'),
      call('PUT', remarkPath, { body: { remark: 'Called back' }, token }),
      call('PUT', remarkPath, { body: { remark: 'Sent the price list' }, token }),
    ]);
    for (const result of results) expect(result.status, JSON.stringify(result.body)).toBe(200);
    const [stored] = await list('help', { q: record.name });
    expect(stored.statusHistory.map((change: { status: string }) => change.status).sort()).toEqual(['In progress', 'Quoted']);
    expect(['In progress', 'Quoted']).toContain(stored.status);
    expect(stored.status).toBe(stored.statusHistory.at(-1).status);
    expect(stored.remarks.map((remark: { text: string }) => remark.text).sort()).toEqual(['Called back', 'Sent the price list']);
    expect(stored.remark).toBe(stored.remarks.at(-1).text);
  });
});

describe('remarks keep their history', () => {
  it('each save adds a remark (who, when, text); the latest is the row’s remark', async () => {
    const record = await submit('contacts');
    const path = pathOf(contactsApi.remark, { id: record._id });
    await call('PUT', path, { body: { remark: 'First call: wants 5,000 labels' }, token });
    const second = await call('PUT', path, { body: { remark: '  Quoted ₹4.50 a piece  ' }, token });
    expect(second.body.data.remark).toBe('Quoted ₹4.50 a piece');
    expect(second.body.data.remarks).toEqual([
      { text: 'First call: wants 5,000 labels', at: expect.any(String), by: expect.stringContaining('@') },
      { text: 'Quoted ₹4.50 a piece', at: expect.any(String), by: expect.stringContaining('@') },
    ]);
  });
});

describe('search and filters', () => {
  it('q is case-insensitive over every searched field, remarks included; every word must match', async () => {
    const tag = unique('acme').toLowerCase().replace(' ', '-');
    const byCompany = await submit('contacts', { company: `ACME ${tag} Weavers` });
    const byMessage = await submit('contacts', { message: `Please quote for ${tag.toUpperCase()} labels, 5000 pieces` });
    const byRemark = await submit('contacts');
    await call('PUT', pathOf(contactsApi.remark, { id: byRemark._id }), { body: { remark: `Referred by ${tag}` }, token });
    const found = await list('contacts', { q: tag });
    expect(found.map((row) => row._id).sort()).toEqual([byCompany._id, byMessage._id, byRemark._id].sort());
    expect(await list('contacts', { q: `${tag} weavers` })).toHaveLength(1);
    expect(await list('contacts', { q: `${tag} nowhere-else` })).toHaveLength(0);
  });

  it('finds Devanagari, emoji, quotes and slashes as typed', async () => {
    const hindi = await submit('quick', { name: 'राजेश कुमार', message: 'बुने हुए लेबल चाहिए 🧵' });
    const quoted = await submit('help', { question: `Can you do "A4/A5" swing tags? It's urgent` });
    expect((await list('quick', { q: 'राजेश' })).map((row) => row._id)).toContain(hindi._id);
    expect((await list('quick', { q: '🧵' })).map((row) => row._id)).toContain(hindi._id);
    expect((await list('help', { q: '"a4/a5"' })).map((row) => row._id)).toContain(quoted._id);
  });

  it('status and dates filter, together with q; pages stay newest first', async () => {
    const tag = unique('filter');
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await submit('quick', { message: `${tag} number ${index}` }));
    await setStatus(made[1]._id, 'Lost');
    await setStatus(made[3]._id, 'Lost');
    const lost = await list('quick', { q: tag, status: 'Lost' });
    expect(lost.map((row) => row._id)).toEqual([made[3]._id, made[1]._id]);
    const page2 = await call('GET', pathOf(helpApi.listQuickQuotes, {}, { q: tag, page: 2, limit: 2 }), { token });
    expect(page2.body.data.map((row: { _id: string }) => row._id)).toEqual([made[2]._id, made[1]._id]);
    // A date alone is a whole day in India, where the business is.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect(await list('quick', { q: tag, from: today, to: today })).toHaveLength(5);
    expect(await list('quick', { q: tag, to: '2020-01-01' })).toHaveLength(0);
    expect(await list('quick', { q: tag, from: '2999-01-01' })).toHaveLength(0);
  });

  it.each([
    [{ status: 'Maybe' }, `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`],
    [{ from: 'yesterday' }, 'From must be a date like 2026-11-23'],
    [{ to: '2026-13-45' }, 'To must be a date like 2026-11-23'],
    [{ q: 'x'.repeat(201) }, 'Search must be at most 200 characters'],
  ])('a bad filter %j is a 400 with a clear message', async (query, message) => {
    const answer = await call('GET', pathOf(contactsApi.list, {}, query), { token });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
  });
});

describe('All enquiries', () => {
  it('lists the four kinds at once, newest first, each naming its kind, with the same search', async () => {
    const tag = unique('everyone');
    const made = [];
    for (const kind of ['help', 'contacts', 'quotes', 'quick'] as Kind[]) {
      const field =
        kind === 'help' ? { question: `${tag}?` } : kind === 'quotes' ? { address: tag } : { message: `${tag} please` };
      made.push({ kind, record: await submit(kind, field) });
    }
    const answer = await call('GET', pathOf(enquiriesApi.list, {}, { q: tag }), { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((row: { _id: string; kind: string }) => [row.kind, row._id])).toEqual(
      made.reverse().map(({ kind, record }) => [kind, record._id]),
    );
    expect((await call('GET', pathOf(enquiriesApi.list), {})).status).toBe(401);
  });
});

describe('dashboard', () => {
  it('keeps its keys and adds how many of each inbox are New', async () => {
    const before = (await call('GET', pathOf(dashboardApi.counts), { token })).body;
    expect(Object.keys(before.data).sort()).toEqual([
      'Help_Enquiries',
      'Quick_Quotes',
      'blog',
      'contacts',
      'product_quotes',
      'products',
    ]);
    const record = await submit('contacts');
    const after = (await call('GET', pathOf(dashboardApi.counts), { token })).body;
    expect(after.data.contacts).toBe(before.data.contacts + 1);
    expect(after.newCounts.contacts).toBe(before.newCounts.contacts + 1);
    await setStatus(record._id, 'Quoted');
    const quoted = (await call('GET', pathOf(dashboardApi.counts), { token })).body;
    expect(quoted.newCounts.contacts).toBe(before.newCounts.contacts);
    expect(quoted.data.contacts).toBe(before.data.contacts + 1);
  });
});

/** The export's bytes as sent (the text helper would drop the byte-order mark). */
async function exportBytes(query: Record<string, string>): Promise<Uint8Array> {
  const url = new URL(pathOf(enquiriesApi.export, {}, query), 'http://localhost:8888');
  const match = matchFunction(await loadFunctions(path.resolve('netlify/functions')), url, 'GET')!;
  const response = await match.handler(new Request(url, { headers: { authorization: `Bearer ${token}` } }), {
    params: match.params,
    ip: '203.0.113.10',
  });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('CSV export', () => {
  const exportCsv = (query: Record<string, string>, as: string | null = token) =>
    call('GET', pathOf(enquiriesApi.export, {}, query), { token: as ?? undefined });

  it('answers text/csv with a byte-order mark, a header row and one row per enquiry, every field included', async () => {
    const tag = unique('export');
    const record = await submit('contacts', { company: `Kaveri ${tag}`, message: 'नमस्ते, ₹5 a label?' });
    await setStatus(record._id, 'Quoted');
    await call('PUT', pathOf(contactsApi.remark, { id: record._id }), { body: { remark: 'Sent samples' }, token });
    const answer = await exportCsv({ kind: 'contacts', q: tag });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = await exportBytes({ kind: 'contacts', q: tag });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Kind,Received,Status,Name,Email,Phone,Company,Subject,Message,Product,Quantity,Address,Remark,Remarks,Status history,Id',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Contact Us,${record.dateAdded},Quoted,${record.name},${record.email}`);
    expect(lines[1]).toContain(`Kaveri ${tag}`);
    expect(lines[1]).toContain('नमस्ते, ₹5 a label?');
    expect(lines[1]).toContain('Sent samples');
    expect(lines[1].endsWith(record._id)).toBe(true);
  });

  it('never lets a spreadsheet run a cell as a formula, and quotes commas, quotes and new lines', async () => {
    const tag = unique('formula');
    const nasty = [`=HYPERLINK("http://evil","x") ${tag}`, `+91 98100 ${tag}`, `-2+3 ${tag}`, `@SUM(A1) ${tag}`];
    for (const message of nasty) await submit('quick', { message });
    // The forms trim what they store, so a leading tab or carriage return can only come from older data.
    const { inboxes } = await import('../../src/lib/server/collections.ts');
    for (const message of [`\tTAB ${tag}`, `\rCR ${tag}`]) {
      await inboxes.quick.create({ name: 'Imported', mobile: '9811000000', type: 'Quites', message, remark: '' });
      nasty.push(message);
    }
    await submit('quick', { message: `He said "hello, world"\nand left ${tag}` });
    const body = new TextDecoder().decode(await exportBytes({ kind: 'quick', q: tag }));
    const { parse } = await import('csv-parse/sync');
    const rows = parse(body, { columns: true, relax_column_count: false }) as Record<string, string>[];
    const messages = rows.map((row) => row.Message);
    for (const message of nasty) expect(messages).toContain(`'${message}`);
    expect(messages).toContain(`He said "hello, world"\nand left ${tag}`);
    for (const row of rows) expect(row.Phone.startsWith("'") || /^\d/.test(row.Phone)).toBe(true);
  });

  it('keeps an enquiry with several remarks and status changes on one row (every line break is quoted)', async () => {
    const tag = unique('multiline');
    const record = await submit('contacts', { message: `${tag} one line` });
    for (const remark of ['First call', 'Second call']) {
      await call('PUT', pathOf(contactsApi.remark, { id: record._id }), { body: { remark }, token });
    }
    await setStatus(record._id, 'Quoted');
    await setStatus(record._id, 'Won');
    const body = new TextDecoder().decode(await exportBytes({ kind: 'contacts', q: tag }));
    const { parse } = await import('csv-parse/sync');
    const rows = parse(body, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0].Remarks.split('\n')).toHaveLength(2);
    expect(rows[0]['Status history'].split('\n')).toHaveLength(2);
  });

  it('kind=all exports every kind newest first; status and dates filter; bad input is a 400; staff only', async () => {
    const tag = unique('allkinds');
    const help = await submit('help', { question: `${tag}?` });
    const contact = await submit('contacts', { message: `${tag} here` });
    await setStatus(help._id, 'Won');
    const all = (await exportCsv({ kind: 'all', q: tag })).body as string;
    const ids = all
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map((line) => line.split(',').at(-1));
    expect(ids).toEqual([contact._id, help._id]);
    const won = (await exportCsv({ q: tag, status: 'Won' })).body as string;
    expect(won).toContain(help._id);
    expect(won).not.toContain(contact._id);
    expect((await exportCsv({ kind: 'orders' })).status).toBe(400);
    expect((await exportCsv({ kind: 'contacts', from: 'soon' })).status).toBe(400);
    expect((await exportCsv({ kind: 'contacts' }, null)).status).toBe(401);
  });
});
