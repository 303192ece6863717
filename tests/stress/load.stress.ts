/**
 * Load on the real local runtime (`npm start`, over HTTP): 500 concurrent public submissions of the four
 * kinds, each with its own marker, while staff read the lists and the dashboard and write remarks. Then
 * every submission must be stored exactly once and every remark intact; throughput and p95 are printed.
 * Afterwards the runtime is killed outright (SIGKILL) and started again on the same data: nothing lost.
 */
import { loadavg } from 'node:os';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSite, startSite } from '../../scripts/runtime/spawn.ts';

const SUBMISSIONS = Number(process.env.LOAD_SUBMISSIONS ?? 500);
/** Staff members working at once during the burst, each on enquiries of their own. */
const STAFF = 4;
const ADMIN = { email: 'load@example.com', password: 'load-test-password-1' };
const ENV = { FORM_RATE_LIMIT: '0', SEED: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
const LISTS = {
  help: '/api/help/get-help',
  quickQuote: '/api/help/get-quites',
  productQuote: '/api/quotes',
  contact: '/api/contacts',
} as const;
type Kind = keyof typeof LISTS;
const KINDS = Object.keys(LISTS) as Kind[];

let site: RunningSite;
let token: string;
let productId: string;

async function api(method: string, path: string, body?: unknown, auth = true) {
  const response = await fetch(new URL(path, site.url), {
    method,
    headers: {
      ...(auth ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signIn() {
  const answer = await api('POST', '/api/login', ADMIN, false);
  expect(answer.status).toBe(200);
  token = answer.body.token;
}

function submission(kind: Kind, marker: string) {
  const name = `Load ${marker}`;
  switch (kind) {
    case 'help':
      return { path: '/api/help/create', body: { name, mobile: '9876543210', type: 'Help', question: `Question ${marker}` } };
    case 'quickQuote':
      return { path: '/api/help/create', body: { name, mobile: '9876543210', type: 'Quites', message: `Quote ${marker}` } };
    case 'productQuote':
      return {
        path: '/api/quotes',
        body: { name, email: 'load@example.com', phone: '9876543210', address: '', quantity: 100, productId, status: '' },
      };
    case 'contact':
      return {
        path: '/api/contacts/',
        body: {
          name,
          email: 'load@example.com',
          phone: '9876543210',
          company: 'Load Co',
          subject: 'bulk-order',
          message: `Message ${marker}`,
        },
      };
  }
}

/** Every row of an admin list, paging with the largest page. */
async function readAll(path: string) {
  const rows: { _id: string; name: string; remark: string }[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await api('GET', `${path}?page=${page}&limit=100`);
    expect(answer.status).toBe(200);
    rows.push(...answer.body.data);
    if (answer.body.data.length < 100) return rows;
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Each submission's marker and kind; and the remark last written to each of the staff's enquiries. */
const sent = new Map<string, Kind>();
const remarks = new Map<string, { kind: Kind; remark: string; staff: number }>();

beforeAll(async () => {
  site = await startSite({ env: ENV });
  await signIn();
  const product = await api('POST', '/api/products/', {
    name: 'Load Test Woven Label',
    category: 'woven and printed labels',
    shortDescription: 'Damask woven label',
    longDescription: 'High definition damask woven label for the load test.',
    price: 2.5,
    status: 'Active',
    images: [],
  });
  expect(product.status).toBe(201);
  productId = product.body.data._id;
  // The product change rebuilds the site; let that build finish so it does not share the CPU with the load.
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if ((await api('GET', '/api/site-status')).body.state !== 'building') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Two enquiries of each kind per staff member, to write remarks on during the load.
  for (const kind of KINDS) {
    for (let n = 0; n < 2 * STAFF; n += 1) {
      const { path, body } = submission(kind, `staff-${kind}-${n}`);
      expect((await api('POST', path, body, false)).status).toBe(201);
    }
    (await readAll(LISTS[kind])).forEach((row, n) => remarks.set(row._id, { kind, remark: '', staff: n % STAFF }));
  }
});

afterAll(async () => {
  await site?.stop();
});

it(`${SUBMISSIONS} concurrent public submissions are all stored exactly once while staff read and write`, async () => {
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let inFlight = true;

  const staff = async (member: number) => {
    const timings: number[] = [];
    const problems: string[] = [];
    let round = 0;
    let lastTotal = 0;
    while (inFlight) {
      round += 1;
      const started = performance.now();
      const dashboard = await api('GET', '/api/dashboard');
      if (dashboard.status !== 200) problems.push(`dashboard ${dashboard.status}`);
      const counts = dashboard.body?.data ?? {};
      const total = counts.Quick_Quotes + counts.Help_Enquiries + counts.product_quotes + counts.contacts;
      if (total < lastTotal) problems.push(`dashboard went back from ${lastTotal} to ${total}`);
      lastTotal = total;
      await Promise.all([
        ...KINDS.map(async (kind) => {
          const list = await api('GET', `${LISTS[kind]}?page=1&limit=10`);
          const rows = list.body?.data?.length ?? 0;
          if (list.status !== 200 || rows < 2 * STAFF || rows > 10)
            problems.push(`${kind} list ${list.status} with ${rows} rows`);
        }),
        ...[...remarks]
          .filter(([, entry]) => entry.staff === member)
          .map(async ([id, entry]) => {
            const remark = `remark ${member}.${round}`;
            const inbox = entry.kind === 'help' || entry.kind === 'quickQuote';
            const path = inbox ? `/api/help/update-remark/${id}` : `${LISTS[entry.kind]}/${id}`;
            const answer = await api(entry.kind === 'productQuote' ? 'PATCH' : 'PUT', path, { remark });
            if (answer.status !== 200) problems.push(`remark on ${entry.kind} ${id}: ${answer.status} ${answer.body?.message}`);
            else entry.remark = remark;
          }),
      ]);
      timings.push(performance.now() - started);
    }
    return { rounds: round, timings, problems };
  };

  const started = performance.now();
  const staffRun = Promise.all(Array.from({ length: STAFF }, (_, member) => staff(member))).then((results) => ({
    rounds: results.reduce((sum, result) => sum + result.rounds, 0),
    timings: results.flatMap((result) => result.timings),
    problems: results.flatMap((result) => result.problems),
  }));
  const answers = await Promise.all(
    Array.from({ length: SUBMISSIONS }, async (_, index) => {
      const kind = KINDS[index % KINDS.length];
      const marker = `L${String(index).padStart(4, '0')}`;
      sent.set(marker, kind);
      const { path, body } = submission(kind, marker);
      const begun = performance.now();
      const answer = await api('POST', path, body, false);
      latencies.push(performance.now() - begun);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      return answer.status;
    }),
  );
  const wall = performance.now() - started;
  inFlight = false;
  const staffResult = await staffRun;

  console.log(
    `load: ${SUBMISSIONS} concurrent submissions in ${ms(wall)} → ${((SUBMISSIONS / wall) * 1000).toFixed(0)} req/s; ` +
      `latency p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))}, ` +
      `max ${ms(Math.max(...latencies))}; statuses ${JSON.stringify(statuses)}; load average ${loadavg()[0].toFixed(1)}\n` +
      `  staff meanwhile (${STAFF} at once): ${staffResult.rounds} rounds of dashboard + 4 lists + ${remarks.size / STAFF} remarks, ` +
      `round p95 ${ms(percentile(staffResult.timings, 95))}, problems ${staffResult.problems.length}`,
  );
  expect(answers.filter((status) => status !== 201)).toEqual([]);
  expect(staffResult.problems).toEqual([]);
  await expectEverythingStored();
});

/** Every marker exactly once in its own inbox, nothing else there, every remark as last written. */
async function expectEverythingStored() {
  for (const kind of KINDS) {
    const rows = await readAll(LISTS[kind]);
    const markers = rows.map((row) => row.name.replace(/^Load /, '')).filter((marker) => marker.startsWith('L'));
    const expected = [...sent].filter(([, sentKind]) => sentKind === kind).map(([marker]) => marker);
    expect(markers.sort(), kind).toEqual(expected.sort());
    expect(rows.length, kind).toBe(expected.length + 2 * STAFF);
    for (const row of rows) if (remarks.has(row._id)) expect(row.remark, `${kind} ${row._id}`).toBe(remarks.get(row._id)!.remark);
  }
}

it('killed outright (SIGKILL) and started again on the same data: nothing lost', async () => {
  const dataDir = site.dataDir;
  const exited = new Promise((resolve) => site.child.once('exit', resolve));
  site.child.kill('SIGKILL');
  await exited;
  site = await startSite({ env: ENV, dataDir });
  await signIn();
  await expectEverythingStored();
  const product = await api('GET', `/api/products/${productId}`, undefined, false);
  expect(product.status).toBe(200);
  // The first start's data folder was made by startSite; remove it when done.
  const { rm } = await import('node:fs/promises');
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
});
