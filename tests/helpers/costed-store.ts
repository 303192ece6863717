/**
 * A cost test file's store of its own, which counts its requests and answers each 50 ms late
 * (STORE_LATENCY_MS, as Netlify Blobs answers over the network), with the file's buyer made in it. A cost test
 * bounds what one call costs, so a change that reads per invoice or per order is seen, and prints the figures
 * for docs/decisions.md.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type LocalBlobs, startLocalBlobs } from '../../scripts/runtime/local-blobs.ts';
import { afterAnswersSettled } from './api.ts';
import { startInvoiceBuyer } from './invoice-orders.ts';
import { stopQuotationBuyer } from './quotation-buyer.ts';
import { storeRequests } from './records.ts';
import type { TestSmtp } from './smtp.ts';

export type InvoiceBuyer = Awaited<ReturnType<typeof startInvoiceBuyer>>;

export interface CostedStore {
  /** The store's requests so far. */
  requests(): number;
  /** `work`'s store requests (the work its answer left going, its activity, counted once settled) and its time. */
  measured<T>(label: string, work: () => Promise<T>): Promise<{ result: T; requests: number; ms: number }>;
}

/**
 * Before the file's tests, a counting store and `product`'s buyer (with the company's tax) in it, handed to
 * `take`; after them, both stopped. `topic` heads each figure printed. `late: false`: requests counted but
 * answered at once, for a file that bounds counts only and prints no times (its many other steps then take no
 * 50 ms each).
 */
export function withCostedStore(
  topic: string,
  product: string,
  take: (buyer: InvoiceBuyer) => void,
  { late = true } = {},
): CostedStore {
  let blobs: LocalBlobs;
  let directory: string;
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'labels-cost-'));
    if (late) process.env.STORE_LATENCY_MS = '50';
    blobs = await startLocalBlobs(directory);
    delete process.env.STORE_LATENCY_MS;
    const buyer = await startInvoiceBuyer(product);
    smtp = buyer.smtp;
    take(buyer);
  });
  afterAll(async () => {
    if (smtp) await stopQuotationBuyer({ smtp });
    await blobs?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  });
  const requests = () => storeRequests(blobs);
  return {
    requests,
    async measured(label, work) {
      // What earlier calls left going (a warm-up call's activity) is theirs, not this call's.
      await afterAnswersSettled();
      const before = requests();
      const started = performance.now();
      const result = await work();
      const ms = Math.round(performance.now() - started);
      await afterAnswersSettled();
      const counted = requests() - before;
      console.log(`[${topic}] ${label}: ${counted} store requests${late ? `, ${ms} ms at 50 ms a request` : ''}`);
      return { result, requests: counted, ms };
    },
  };
}
