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

async function run(baseUrl: string, spec: LoadRequest, options: WorkerOptions): Promise<Sample> {
  const url = new URL(baseUrl);
  let counter = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const deadline = performance.now() + (options.durationMs ?? Infinity);
  let issued = 0;
  const more = () => (options.requests === undefined ? performance.now() < deadline : issued++ < options.requests);
  const templates = spec.bodies ?? (spec.body === undefined ? [] : [spec.body]);

  const once = () =>
    new Promise<void>((resolve) => {
      counter += 1;
      const body = templates[counter % templates.length]?.replaceAll('{n}', `${options.worker}-${counter}`);
      const started = performance.now();
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
          res.on('end', () => {
            latencies.push(performance.now() - started);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(body);
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.connections }, async () => {
      while (more()) await once();
    }),
  );
  agent.destroy();
  return { latencies, statuses, errors, elapsed: (performance.now() - started) / 1000 };
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
