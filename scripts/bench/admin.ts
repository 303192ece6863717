/**
 * What a staff member waits for the admin's hot calls, one call at a time, with every store request taking
 * 50 ms (STORE_LATENCY_MS, Netlify Blobs over the network): the dashboard, an inbox's first page, one
 * enquiry in full (the detail view), a status change, a remark, a quotation made, saved and sent, an order's
 * stage, the buyer's page, and the store
 * requests each makes (the median over the calls, from the site's STORE_REQUEST_LOG). A call's session check
 * runs beside its reads; its writes wait for it.
 *
 * `node scripts/bench/admin.ts [--calls 40] [--before DIR]`: DIR is a checkout of an older commit with its
 * own node_modules (e.g. `git worktree add DIR 7463b54^`, the commit before staff accounts); its runtime is
 * measured the same way, and both are printed side by side. The calls are named by path, so an older
 * runtime answers them as long as it has the sales inbox.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as Spawn from '../runtime/spawn.ts';
import { percentile } from './measured-site.ts';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '40' },
    before: { type: 'string' },
  },
});
const CALLS = Number(values.calls);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };
const STORE_LATENCY_MS = '50';

type Figures = Record<string, { p50: number; p95: number; requests?: number }>;

async function measureRepo(repo: string): Promise<Figures> {
  const spawn = (await import(pathToFileURL(path.join(repo, 'scripts/runtime/spawn.ts')).href)) as typeof Spawn;
  const site = await spawn.startSite({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STORE_LATENCY_MS,
      FORM_RATE_LIMIT: '0',
      STORE_REQUEST_LOG: '1',
    },
  });
  try {
    const call = async (method: string, pathname: string, body?: unknown, token?: string) => {
      const response = await fetch(new URL(pathname, site.url), {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(answer)}`);
      return answer;
    };
    const { token } = await call('POST', '/api/login', ADMIN);
    const { data } = await call('GET', '/api/contacts?page=1&limit=10', undefined, token);
    const id: string = data[0]._id;
    const quotes = await call('GET', '/api/quotes?page=1&limit=1', undefined, token);
    const request: string = quotes.data[0]._id;
    let quotation = (await call('POST', '/api/quotations', { enquiryId: request }, token)).data;
    // One to send again and again, and an order to move through its stages.
    let sending = (await call('POST', '/api/quotations', { enquiryId: request }, token)).data;
    const order = (await call('POST', '/api/quotations', { enquiryId: request }, token)).data;
    const sentOrder = (
      await fetch(new URL(`/api/quotations/${order._id}/send`, site.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': `"${order.version}"` },
        body: '{}',
      })
    ).status;
    if (sentOrder !== 200) throw new Error(`the order's quotation was not sent: ${sentOrder}`);
    const secret = order.customerUrl.split('/q/')[1];
    await call('POST', `/api/q/${secret}/accept`, { name: 'Bench Buyer', revision: 1, approve: true });
    const scenarios: [string, (n: number) => Promise<unknown>][] = [
      ['GET /api/dashboard', () => call('GET', '/api/dashboard', undefined, token)],
      ['GET /api/contacts (first page)', () => call('GET', '/api/contacts?page=1&limit=10', undefined, token)],
      ['GET /api/enquiries/{id} (detail view)', () => call('GET', `/api/enquiries/${id}`, undefined, token)],
      [
        'PATCH /api/enquiries/{id} (status)',
        (n) => call('PATCH', `/api/enquiries/${id}`, { status: n % 2 ? 'Quoted' : 'In progress' }, token),
      ],
      [
        'PUT /api/contacts/{id} (remark)',
        (n) => call('PUT', `/api/contacts/${id}`, { remark: `Called back, round ${n}` }, token),
      ],
      // A quotation made from a quote request (its lines at their tier prices, a number) and a save.
      ['POST /api/quotations (from a request)', () => call('POST', '/api/quotations', { enquiryId: request }, token)],
      [
        'PUT /api/quotations/{id}',
        async (n) => {
          const { lines } = quotation;
          quotation = (await call('PUT', `/api/quotations/${quotation._id}`, { lines, notes: `Round ${n}` }, token)).data;
        },
      ],
      [
        'POST /api/quotations/{id}/send (PDF, mail queued)',
        async () => {
          const response = await fetch(new URL(`/api/quotations/${sending._id}/send`, site.url), {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'if-match': `"${sending.version}"` },
            body: '{}',
          });
          if (!response.ok) throw new Error(`send: ${response.status} ${await response.text()}`);
          sending = ((await response.json()) as { data: typeof sending }).data;
        },
      ],
      [
        'POST /api/quotations/{id}/stage',
        (n) =>
          call(
            'POST',
            `/api/quotations/${order._id}/stage`,
            { stage: n % 2 ? 'In production' : 'Sample sent', notify: true, goAheadReason: 'Bench order' },
            token,
          ),
      ],
      ['GET /api/q/{secret} (customer page)', () => call('GET', `/api/q/${secret}`)],
    ];
    const figures: Figures = {};
    for (const [name, run] of scenarios) {
      await run(0); // warm
      const times: number[] = [];
      const requests: number[] = [];
      const logged = () => (site.output().match(/^\[store\] /gm) ?? []).length;
      for (let n = 1; n <= CALLS; n += 1) {
        const before = logged();
        const started = performance.now();
        await run(n);
        times.push(performance.now() - started);
        // Counted once the call's work after the answer (e.g. mails) has had time to show in the log.
        requests.push(logged() - before);
      }
      times.sort((a, b) => a - b);
      requests.sort((a, b) => a - b);
      figures[name] = {
        p50: Math.round(percentile(times, 50)),
        p95: Math.round(percentile(times, 95)),
        // An older runtime without the request log counts none.
        ...(requests.at(-1) ? { requests: percentile(requests, 50) } : {}),
      };
    }
    return figures;
  } finally {
    await site.stop();
  }
}

const here = path.resolve(import.meta.dirname, '../..');
const runs: [string, string][] = [
  ...(values.before ? [['before', path.resolve(values.before)] as [string, string]] : []),
  ['now', here],
];
const results: Record<string, Figures> = {};
for (const [label, repo] of runs) {
  console.log(`Measuring ${label} (${repo}), ${CALLS} calls each, ${STORE_LATENCY_MS} ms a store request…`);
  results[label] = await measureRepo(repo);
}
console.table(
  Object.fromEntries(
    Object.keys(results.now).map((name) => [
      name,
      Object.fromEntries(
        runs.flatMap(([label]) => [
          [`${label} p50`, results[label][name].p50],
          [`${label} p95`, results[label][name].p95],
          [`${label} store requests`, results[label][name].requests ?? '–'],
        ]),
      ),
    ]),
  ),
);
