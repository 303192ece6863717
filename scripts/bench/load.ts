/**
 * A small closed-loop load generator: `connections` clients, each sending its next request as soon as
 * the previous answer has been read, over keep-alive sockets, for a time or a number of requests.
 * Records every latency for exact percentiles; samples of several runs can be pooled (`summarize`).
 * The clients are spread over worker threads, so that reading answers does not become the bottleneck.
 */
import { Agent, request } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** A body template; `{n}` is replaced by a running number so each request differs. */
  body?: string;
  /** Several body templates, sent in turn (instead of `body`). */
  bodies?: string[];
}

export interface LoadOptions {
  connections: number;
  /** Sends for this long… */
  durationMs?: number;
  /** …or exactly this many requests. */
  requests?: number;
  threads?: number;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Every latency of a run (ms), for pooling runs before taking percentiles. */
export interface Sample {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  elapsed: number;
}

interface WorkerOptions {
  connections: number;
  durationMs?: number;
  requests?: number;
  worker: number;
}

/** Sends one request; answers its status once the whole answer has been read, or 0 if it failed. */
function send(agent: Agent, url: URL, spec: LoadRequest, body: string | undefined): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: spec.method ?? 'GET',
        path: spec.path,
        // As a browser asks: compressed answers welcome.
        headers: {
          'accept-encoding': 'gzip, deflate, br',
          ...spec.headers,
          ...(body ? { 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

/** Request bodies in turn, each with its own running number (`{n}`). */
function bodiesOf(spec: LoadRequest, prefix: string) {
  const templates = spec.bodies ?? (spec.body === undefined ? [] : [spec.body]);
  let counter = 0;
  return () => {
    counter += 1;
    return templates[counter % templates.length]?.replaceAll('{n}', `${prefix}-${counter}`);
  };
}

/** Records one answer in a sample. */
function record(sample: Sample, status: number, latency: number) {
  if (status === 0) {
    sample.errors += 1;
    return;
  }
  sample.latencies.push(latency);
  sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
}

async function run(baseUrl: string, spec: LoadRequest, options: WorkerOptions): Promise<Sample> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const sample: Sample = { latencies: [], statuses: {}, errors: 0, elapsed: 0 };
  const deadline = performance.now() + (options.durationMs ?? Infinity);
  let issued = 0;
  const more = () => (options.requests === undefined ? performance.now() < deadline : issued++ < options.requests);
  const nextBody = bodiesOf(spec, String(options.worker));

  const once = async () => {
    const body = nextBody();
    const started = performance.now();
    const status = await send(agent, url, spec, body);
    record(sample, status, performance.now() - started);
  };

  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (more()) await once();
    }),
  );
  agent.destroy();
  return { ...sample, elapsed: (performance.now() - started) / 1000 };
}

/**
 * Open loop: `requests` leave at a fixed rate whatever the answers, as visitors arrive (a closed loop
 * sends the next only after an answer, so it measures the server's ceiling). Each latency counts from
 * when its request was due, not when it left, so a server falling behind cannot hide its queue.
 */
export async function measureOpenLoop(
  baseUrl: string,
  spec: LoadRequest,
  options: { ratePerSecond: number; requests: number; prefix?: string },
): Promise<Sample> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true });
  const sample: Sample = { latencies: [], statuses: {}, errors: 0, elapsed: 0 };
  const nextBody = bodiesOf(spec, options.prefix ?? 'open');
  const interval = 1000 / options.ratePerSecond;
  const started = performance.now();
  const sent: Promise<void>[] = [];
  for (let index = 0; index < options.requests; index += 1) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const body = nextBody();
    sent.push(send(agent, url, spec, body).then((status) => record(sample, status, performance.now() - due)));
  }
  await Promise.all(sent);
  agent.destroy();
  return { ...sample, elapsed: (performance.now() - started) / 1000 };
}

/** `total` split into `parts` shares as even as can be. */
const share = (total: number, parts: number, index: number) => Math.floor(total / parts) + (index < total % parts ? 1 : 0);

/** One run, every latency kept. */
export async function measure(baseUrl: string, spec: LoadRequest, options: LoadOptions): Promise<Sample> {
  const threads = options.threads ?? 2;
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, worker) => {
      const workerOptions: WorkerOptions = {
        connections: share(options.connections, threads, worker),
        durationMs: options.durationMs,
        requests: options.requests === undefined ? undefined : share(options.requests, threads, worker),
        worker,
      };
      return new Promise<Sample>((resolve, reject) => {
        const thread = new Worker(new URL(import.meta.url), { workerData: { baseUrl, spec, options: workerOptions } });
        thread.once('message', resolve);
        thread.once('error', reject);
      });
    }),
  );
  // The threads ran side by side: one run lasted as long as the slowest of them.
  return { ...pool(parts), elapsed: Math.max(...parts.map((part) => part.elapsed)) };
}

/** Samples taken one after another, as one. */
function pool(samples: Sample[]): Sample {
  const statuses: Record<string, number> = {};
  for (const sample of samples)
    for (const [status, count] of Object.entries(sample.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  return {
    latencies: samples.flatMap((sample) => sample.latencies),
    statuses,
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    elapsed: samples.reduce((sum, sample) => sum + sample.elapsed, 0),
  };
}

/** Percentiles and rate of one or more runs taken one after another. */
export function summarize(samples: Sample[]): LoadResult {
  const { latencies, statuses, errors, elapsed } = pool(samples);
  const sorted = latencies.toSorted((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    requests: sorted.length,
    perSecond: Math.round(sorted.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
    statuses,
    errors,
  };
}

export async function load(baseUrl: string, spec: LoadRequest, options: LoadOptions): Promise<LoadResult> {
  return summarize([await measure(baseUrl, spec, options)]);
}

if (!isMainThread && workerData) {
  const { baseUrl, spec, options } = workerData as { baseUrl: string; spec: LoadRequest; options: WorkerOptions };
  parentPort?.postMessage(await run(baseUrl, spec, options));
}
