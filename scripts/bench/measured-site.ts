/**
 * The site a bench measures, and what every bench does around it: a data folder seeded by the bench itself
 * (unhurried and unlogged), then the site started on it with every store request delayed by `latency` ms
 * and logged (STORE_REQUEST_LOG), signed in as the bench's staff member. `call` and `api` fail on any
 * answer but a 2xx, naming it. Below: quotations made as staff make them (outside the timing), and the
 * figures' percentiles, a bench's addresses timed and their table, the load line and the results file.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type ParseArgsOptionsConfig, parseArgs } from 'node:util';
import {
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  loginApi,
  pathOf,
  quotationsApi,
  siteStatusApi,
} from '../../src/lib/api/index.ts';
import type { QuotationAnswer } from '../../src/lib/api/quotations.ts';
import { startLocalBlobs } from '../runtime/local-blobs.ts';
import { type RunningSite, startSite } from '../runtime/spawn.ts';

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

/**
 * A fresh data folder this process seeds: its store answers at once and logs nothing, so only the site's
 * requests are delayed and counted. `tmpfs` puts it in memory (/dev/shm).
 */
export async function benchDataFolder(prefix: string, options: { tmpfs?: boolean } = {}) {
  const dir = await mkdtemp(path.join(options.tmpfs ? '/dev/shm' : tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  process.env.STORE_LATENCY_MS = '0';
  process.env.STORE_REQUEST_LOG = '';
  const blobs = await startLocalBlobs(path.join(dir, 'blobs'));
  return { dir, blobs };
}

export interface MeasuredSite {
  site: RunningSite;
  call(address: string, init?: RequestInit): Promise<Response>;
  /** One call of the API contract: its path filled in, its body typed by its schema, its answer by the contract. */
  api<E extends Endpoint>(
    endpoint: E,
    params: ParamsOf<E>,
    body?: BodyOf<E>,
    headers?: Record<string, string>,
  ): Promise<AnswerOf<E>>;
  /** The staff member's Authorization header. */
  staff: { authorization: string };
  /** How many store requests the site has logged so far. */
  logged(): number;
  /** Waits until no build is running, so none runs during the measurements. */
  idle(): Promise<void>;
}

/** A bench's command-line options, and the `--latency` every measured bench takes (ms a store request; 50 by default). */
export function benchOptions<const T extends ParseArgsOptionsConfig>(options: T) {
  return parseArgs({ options: { ...options, latency: { type: 'string', default: '50' } } as const }).values;
}

/**
 * The options of a bench at scale: `--count` records written to the store before the site starts, `--samples`
 * timed calls of each kind after a cold one, and `--latency`; each defaults to what the budgets were set at.
 */
export function scaleOptions(defaults: { count: number; samples: number }) {
  const values = benchOptions({
    count: { type: 'string', default: String(defaults.count) },
    samples: { type: 'string', default: String(defaults.samples) },
  });
  return { count: Number(values.count), samples: Number(values.samples), latency: values.latency };
}

/**
 * `dataDir`: a folder the bench seeded (benchDataFolder); without one the site makes its own and seeds the
 * demo content itself.
 */
export async function startMeasuredSite(
  dataDir: string | undefined,
  latency: string,
  env: Record<string, string> = {},
): Promise<MeasuredSite> {
  const site = await startSite({
    dataDir,
    env: {
      ...(dataDir && { SEED: '0' }),
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      STORE_LATENCY_MS: latency,
      STORE_REQUEST_LOG: '1',
      ...env,
    },
  });
  const call = async (address: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(address, site.url), init);
    if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${address} answered ${response.status}: ${await response.text()}`);
    return response;
  };
  const login = await call(loginApi.signIn.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const { token } = (await login.json()) as { token: string };
  const staff = { authorization: `Bearer ${token}` };
  const api: MeasuredSite['api'] = async (endpoint, params, body, headers = {}) => {
    const response = await call(pathOf(endpoint, params as Record<string, string>), {
      method: endpoint.method,
      headers: {
        ...(endpoint.access === 'public' ? {} : staff),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json();
  };
  const idle = async () => {
    const deadline = Date.now() + 300_000;
    for (;;) {
      const status = (await (await call(siteStatusApi.get.path, { headers: staff })).json()) as { state: string };
      if (status.state !== 'building') return;
      if (Date.now() > deadline) throw new Error('the site kept building');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const logged = () => (site.output().match(/^\[store\] /gm) ?? []).length;
  return { site, call, api, staff, logged, idle };
}

export const ifMatch = (quotation: QuotationAnswer) => ({ 'if-match': `"${quotation.version}"` });
/** The secret of a quotation's buyer's page (`/q/{secret}`). */
export const secretOf = (quotation: QuotationAnswer) => quotation.customerUrl.split('/q/')[1];

const LINES = [
  { description: 'Woven label, 50 × 20 mm, damask, navy and gold', quantity: 5000, unitPrice: 3.15 },
  { description: 'Printed care label, satin, 30 × 60 mm', quantity: 5000, unitPrice: 1.2 },
  { description: 'Hang tag, 350 gsm, matt lamination', quantity: 2000, unitPrice: 4.5 },
];
/** A draft of the enquiry, saved once more with If-Match as staff would before sending. */
export async function savedDraft({ api }: MeasuredSite, enquiryId: string, lines = LINES): Promise<QuotationAnswer> {
  const made = (await api(quotationsApi.create, {}, { enquiryId, lines, taxPercent: 18 })).data;
  const terms = { lines, taxPercent: 18, notes: 'Delivery by courier' };
  return (await api(quotationsApi.replace, { id: made._id }, terms, ifMatch(made))).data;
}
/** A saved draft, sent: its buyer's page answers. */
export async function sentQuotation(measured: MeasuredSite, enquiryId: string, lines = LINES): Promise<QuotationAnswer> {
  const draft = await savedDraft(measured, enquiryId, lines);
  return (await measured.api(quotationsApi.send, { id: draft._id }, { message: '' }, ifMatch(draft))).data;
}

/** The value below which `p` per cent of `sorted` (ascending) lie. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** A call's figures: its first (cold) time, p50 and p95 of the rest, and the store requests it made (median). */
export interface CallFigures {
  cold: number;
  p50: number;
  p95: number;
  target: number;
  storeRequests: number;
}

/**
 * Times `once` over a cold first call and `samples` more, counting the store requests each made from the
 * site's request log (`logged`). `settleMs`: the log is written as requests finish, so a moment is left for
 * the last to land before counting (longer where a call leaves work after its answer).
 */
export async function sampled(
  logged: () => number,
  once: (sample: number) => Promise<void>,
  { samples, target, settleMs = 50 }: { samples: number; target: number; settleMs?: number },
): Promise<CallFigures> {
  const times: number[] = [];
  const requests: number[] = [];
  let cold = 0;
  for (let sample = 0; sample <= samples; sample += 1) {
    const before = logged();
    const startedAt = performance.now();
    await once(sample);
    const ms = performance.now() - startedAt;
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    if (sample === 0) cold = ms;
    else {
      times.push(ms);
      requests.push(logged() - before);
    }
  }
  times.sort((a, b) => a - b);
  requests.sort((a, b) => a - b);
  return {
    cold: Math.round(cold),
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    target,
    storeRequests: percentile(requests, 50),
  };
}

/**
 * Each of `addresses` timed with `sampled`, one after another, as the staff member (a customer's call, named in
 * `publicCalls`, signed in as no one); `checks` reads each answer, so a wrong one stops the bench.
 */
export async function sampledAddresses(
  { call, staff, logged }: MeasuredSite,
  addresses: Record<string, string>,
  checks: Record<string, (response: Response) => Promise<void>>,
  { samples, targets, publicCalls = [] }: { samples: number; targets: Record<string, number>; publicCalls?: string[] },
): Promise<Record<string, CallFigures>> {
  const results: Record<string, CallFigures> = {};
  for (const [name, address] of Object.entries(addresses)) {
    const headers = publicCalls.includes(name) ? {} : staff;
    results[name] = await sampled(
      logged,
      async () => {
        await checks[name](await call(address, { headers }));
      },
      { samples, target: targets[name] },
    );
  }
  return results;
}

/** Prints each call's figures under its label, and whether its p95 met its target. */
export function printFigures(results: Record<string, CallFigures>, labels: Record<string, string>) {
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, figures]) => [
        labels[name],
        { ...figures, met: figures.p95 <= figures.target ? 'yes' : 'NO' },
      ]),
    ),
  );
}

/** The machine's load while measuring: figures from a busy machine are read with it. */
export const loadLine = () =>
  `Load average while measuring: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`;

/** Writes a bench's figures to bench-results/{name}.json. */
export async function writeResults(name: string, figures: unknown) {
  await mkdir('bench-results', { recursive: true });
  await writeFile(`bench-results/${name}.json`, JSON.stringify(figures, null, 2));
}
