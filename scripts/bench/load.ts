/**
 * A small closed-loop load generator: `connections` clients, each sending its next request as soon as
 * the previous answer has been read, over keep-alive sockets. Records every latency for exact percentiles.
 */
import { Agent, request } from 'node:http';

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: () => string;
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

export async function load(baseUrl: string, spec: LoadRequest, options: { connections: number; durationMs: number }): Promise<LoadResult> {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const deadline = performance.now() + options.durationMs;

  const once = () =>
    new Promise<void>((resolve) => {
      const body = spec.body?.();
      const started = performance.now();
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? 'GET',
          path: spec.path,
          // As a browser asks: compressed answers welcome.
          headers: { 'accept-encoding': 'gzip, deflate, br', ...spec.headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
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
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
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
