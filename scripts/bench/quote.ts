/**
 * `npm run bench:quote`: a quote request of 20 lines with 5 artwork files of 4 MB, submitted at 50 ms a
 * store request (STORE_LATENCY_MS, Netlify Blobs over the network): the time of each upload and of the
 * request, and the store requests each makes before its answer (STORE_REQUEST_LOG). Runs several rounds
 * and prints the medians.
 *
 * `node scripts/bench/quote.ts [--rounds 5]`
 */
import { parseArgs } from 'node:util';
import { startMeasuredSite } from './measured-site.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } });
const ROUNDS = Number(values.rounds);
const FILE_BYTES = 4 * 1024 * 1024;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const { site, logged } = await startMeasuredSite(undefined, '50', { FORM_RATE_LIMIT: '0' });
try {
  const products = (await (await fetch(new URL('/api/products?limit=20', site.url))).json()) as { _id: string }[];
  // A PDF of exactly 4 MB: its header, then padding.
  const pdf = new Uint8Array(FILE_BYTES);
  pdf.set(new TextEncoder().encode('%PDF-1.7\n'));
  const figures: Record<string, number[]> = {
    upload: [],
    'upload store requests': [],
    request: [],
    'request store requests': [],
  };
  for (let round = 1; round <= ROUNDS; round += 1) {
    const ids: string[] = [];
    for (let n = 0; n < 5; n += 1) {
      const form = new FormData();
      form.append('file', new Blob([pdf]), `artwork-${n}.pdf`);
      const before = logged();
      const started = performance.now();
      const response = await fetch(new URL('/api/artwork', site.url), { method: 'POST', body: form });
      figures.upload.push(performance.now() - started);
      figures['upload store requests'].push(logged() - before);
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      ids.push(((await response.json()) as { data: { id: string } }).data.id);
    }
    const body = {
      name: `Bench Buyer ${round}`,
      email: `bench${round}@example.com`,
      phone: '+91 98100 12345',
      company: 'Bench Apparel',
      lines: Array.from({ length: 20 }, (_, index) => ({
        productId: products[index % products.length]._id,
        quantity: 100 * (index + 1),
        size: '25 x 50 mm',
        note: `Line ${index + 1}`,
      })),
      files: ids,
    };
    const before = logged();
    const started = performance.now();
    const response = await fetch(new URL('/api/quotes', site.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    figures.request.push(performance.now() - started);
    // Counted at the answer: the mails' work goes on after it.
    figures['request store requests'].push(logged() - before);
    if (response.status !== 201) throw new Error(`request: ${response.status} ${await response.text()}`);
  }
  console.table(
    Object.fromEntries(
      Object.entries(figures).map(([name, numbers]) => [
        name,
        { median: Math.round(median(numbers)), max: Math.round(Math.max(...numbers)) },
      ]),
    ),
  );
} finally {
  await site.stop();
}
