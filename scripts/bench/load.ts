/**
 * A small closed-loop load generator: `connections` clients, each sending its next request as soon as
 * the previous answer has been read, over keep-alive sockets. Records every latency for exact percentiles.
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

interface Raw {
  latencies: number[];
  statuses: Record<string, number>;
  errors: number;
  elapsed: number;
}

async function run(
  baseUrl: string,
  spec: LoadRequest,
  options: { connections: number; durationMs: number; worker: number },
): Promise<Raw> {
  const url = new URL(baseUrl);
  let counter = 0;
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const deadline = performance.now() + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const body = spec.body?.replaceAll('{n}', `${options.worker}-${(counter += 1)}`);
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
      while (performance.now() < deadline) await once();
    }),
  );
  agent.destroy();
  return { latencies, statuses, errors, elapsed: (performance.now() - started) / 1000 };
}

export async function load(
  baseUrl: string,
  spec: LoadRequest,
  options: { connections: number; durationMs: number; threads?: number },
): Promise<LoadResult> {
  const threads = options.threads ?? 2;
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, worker) => {
      const connections = Math.floor(options.connections / threads) + (worker < options.connections % threads ? 1 : 0);
      return new Promise<Raw>((resolve, reject) => {
        const thread = new Worker(new URL(import.meta.url), {
          workerData: { baseUrl, spec, options: { connections, durationMs: options.durationMs, worker } },
        });
        thread.once('message', resolve);
        thread.once('error', reject);
      });
    }),
  );
  const latencies = parts.flatMap((part) => part.latencies);
  const statuses: Record<string, number> = {};
  for (const part of parts)
    for (const [status, count] of Object.entries(part.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
  const errors = parts.reduce((sum, part) => sum + part.errors, 0);
  const elapsed = Math.max(...parts.map((part) => part.elapsed));
  const sorted = latencies.sort((a, b) => a - b);
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

if (!isMainThread && workerData) {
  const { baseUrl, spec, options } = workerData as {
    baseUrl: string;
    spec: LoadRequest;
    options: { connections: number; durationMs: number; worker: number };
  };
  parentPort?.postMessage(await run(baseUrl, spec, options));
}
