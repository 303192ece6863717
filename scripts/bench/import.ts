/**
 * How long a products CSV import of 1,000 rows takes with every store request taking 50 ms
 * (STORE_LATENCY_MS, Netlify Blobs over the network): the preview, the import that creates them, and the
 * same file with every price changed (1,000 updates), each with its store requests (STORE_REQUEST_LOG).
 * The budget: under 30 s for the import (Netlify gives a synchronous function 60 s).
 *
 * `node scripts/bench/import.ts [--rows 1000]`
 */
import { parseArgs } from 'node:util';
import { csvFile } from '../../src/lib/server/files/csv.ts';
import { startMeasuredSite } from './measured-site.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '1000' } } });
const ROWS = Number(values.rows);
const BUDGET_MS = 30_000;

const COLUMNS = ['Name', 'Category', 'Status', 'Price', 'Price tiers', 'Short description', 'Long description', 'Sizes'];
/** The file as the products export writes one (files/csv.ts: a byte-order mark, CRLF lines). */
const file = (price: number) =>
  csvFile([
    COLUMNS,
    ...Array.from({ length: ROWS }, (_, index) => [
      `Bench Import Tag ${index + 1}`,
      index % 2 ? 'hang tags' : 'Woven And Printed Labels',
      'Active',
      String(price),
      '100: 13\n1000: 3',
      'A tag from the import bench',
      `Imported by the bench, row ${index + 2}, with a "quote", a comma and हिंदी.`,
      'S\nM\nL',
    ]),
  ]);

const { site, staff, logged } = await startMeasuredSite(undefined, '50');
try {
  const send = async (label: string, csv: string, dryRun: boolean) => {
    const before = logged();
    const started = performance.now();
    const response = await fetch(new URL(`/api/products/import${dryRun ? '?dryRun=1' : ''}`, site.url), {
      method: 'POST',
      headers: { 'content-type': 'text/csv', ...staff },
      body: csv,
    });
    const answer = (await response.json()) as { message?: string; counts?: Record<string, number> };
    const ms = Math.round(performance.now() - started);
    if (!response.ok) throw new Error(`${label}: ${response.status} ${JSON.stringify(answer).slice(0, 500)}`);
    return { label, ms, 'store requests': logged() - before, counts: JSON.stringify(answer.counts), within: ms < BUDGET_MS };
  };
  console.log(`Importing ${ROWS} rows, 50 ms a store request…`);
  const created = file(4.5);
  const changed = file(5.25);
  const figures = [
    await send('preview (dryRun), all new', created, true),
    await send('import: creates', created, false),
    await send('import: same file again (unchanged)', created, false),
    await send('import: every price changed (updates)', changed, false),
  ];
  console.table(figures);
  if (figures.some((figure) => !figure.within)) process.exitCode = 1;
} finally {
  await site.stop();
}
