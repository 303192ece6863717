/**
 * What the contract declares (src/lib/api/define.ts) is done in one place, serve() and the answer helpers of
 * src/lib/server/http.ts, never a second time by hand in a handler: a handler that read If-Match itself could
 * skip the 428 or the 400 serve() gives, one that set Cache-Control itself could let a cache keep what is
 * private, one that claimed an Idempotency-Key itself could store a repeat twice. Limits are counted by the
 * one limiter (throttle.ts: no second window, no 429 answered elsewhere, and a limit keyed by the caller's
 * address is declared on the call, not counted by its handler), and a list's page is cut by the one paging
 * helper (paging.ts). This reads the source of netlify/functions and src/lib/server and fails on any of them
 * outside its home.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Endpoint } from '../../src/lib/api/define.ts';
import * as contract from '../../src/lib/api/index.ts';
import { LIMITS } from '../../src/lib/server/throttle.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['netlify/functions', 'src/lib/server'];
const SERVE = ['src/lib/server/http.ts', 'src/lib/server/serve.ts'];
const LIMITER = 'src/lib/server/throttle.ts';
/** The limits a handler may not count itself: keyed by the caller's address alone, so the contract can say them. */
const DECLARABLE = Object.entries(LIMITS)
  .filter(([, limit]) => limit.keyedBy === 'address')
  .map(([name]) => name);

/** Each rule and the files that are its one home. */
const RULES = [
  {
    rule: 'reads If-Match by hand (the contract says ifMatch; the handler is given `version`)',
    pattern: /\bifMatchVersion\s*\(|['"`]if-match['"`]/i,
    homes: SERVE,
  },
  {
    rule: "sets Cache-Control by hand (every answer is private, no-store; the contract says cache: 'immutable')",
    pattern: /['"`]cache-control['"`]/i,
    homes: SERVE,
  },
  {
    rule: 'reads Idempotency-Key by hand (the contract says idempotent; the handler is given `recordId`)',
    pattern: /\bidempotencyKeyOf\s*\(|\bclaimSubmission\s*\(|['"`]idempotency-key['"`]/i,
    homes: [...SERVE, 'src/lib/server/submissions.ts'],
  },
  {
    rule: 'counts a limit by hand (a window or a 429 outside the limiter; name a limit of throttle.ts LIMITS)',
    pattern: /\bnew HttpError\(\s*429\b|\bwindowMs\b|\bWINDOW_MS\b|\bcount(?:\w*Write|Submission|\w*Request)\s*\(/,
    homes: [LIMITER],
  },
  {
    rule: "counts an address's limit in a handler (declare it on the call: `limit: '<name>'`, counted by serve())",
    pattern: new RegExp(`\\bcountLimit\\s*\\(\\s*['"\`](?:${DECLARABLE.join('|')})['"\`]`),
    homes: [LIMITER, 'src/lib/server/serve.ts'],
  },
  {
    rule: 'slices a page by hand (src/lib/server/paging.ts: pageOf, pageItems, pageStart…)',
    pattern: /\bpage\b[^;]*?\*\s*limit\b|\blimit\s*\*[^;]*?\bpage\b/,
    homes: ['src/lib/server/paging.ts'],
  },
];

export interface Finding {
  line: number;
  rule: string;
}

/** What one source file (`file`, for the homes) does by hand, each by its line (1-based). Comments may name it freely. */
export function findHandWork(text: string, file = ''): Finding[] {
  const found: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
    for (const { rule, pattern, homes } of RULES) {
      if (!homes.includes(file) && pattern.test(line)) found.push({ line: index + 1, rule });
    }
  });
  return found;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|mts)$/.test(name))
    .map((name) => `${folder}/${name.replaceAll('\\', '/')}`);
}

describe('the contract is enforced in one place', () => {
  it('catches a handler of the kind there was (inline samples), and lets comments and the homes be', () => {
    const readsIfMatch = `  replace: async ({ request, params, body }) => {
    const ifVersion = ifMatchVersion(request);`;
    const readsHeader = `const header = request.headers.get('If-Match');`;
    const setsCache = `const PRIVATE = { 'cache-control': 'private, no-store' };`;
    const setsCacheInline = `      headers: { location: THANK_YOU_PAGE, "Cache-Control": 'no-store' },`;
    expect(findHandWork(readsIfMatch)).toEqual([{ line: 2, rule: RULES[0].rule }]);
    expect(findHandWork(readsHeader)).toEqual([{ line: 1, rule: RULES[0].rule }]);
    expect(findHandWork(setsCache)).toEqual([{ line: 1, rule: RULES[1].rule }]);
    expect(findHandWork(setsCacheInline)).toEqual([{ line: 1, rule: RULES[1].rule }]);
    const fine = `/**
 * Saved with If-Match ('if-match' names the version), never cached ('cache-control' by serve()).
 */
// ifMatchVersion(request) is serve()'s
  replace: async ({ params, body, version }) => json(await save(params.id, body, version)),`;
    expect(findHandWork(fine)).toEqual([]);
  });

  it('catches an Idempotency-Key, a limit and a page done by hand (inline samples of what there was)', () => {
    const claims = `    const key = idempotencyKeyOf(request);
    const id = key ? await claimSubmission(quotationsApi.create.path, key, body) : undefined;`;
    expect(findHandWork(claims).map(({ rule }) => rule)).toEqual([RULES[2].rule, RULES[2].rule]);
    const ownWindow = `const WINDOW_MS = 60_000;
    if (now - at < UPLOAD_BUDGET.windowMs) recent.push(found);
  throw new HttpError(429, MESSAGES.rateLimited, { headers });
  await countCustomerWrite(found.value._id);
    await countSubmission(address, Date.now());`;
    expect(findHandWork(ownWindow).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5]);
    expect(findHandWork(`    await countLimit('form', address);`)).toEqual([{ line: 1, rule: RULES[4].rule }]);
    expect(findHandWork(`  await countLimit('customer-write', found.value._id);`)).toEqual([]);
    const slices = `  return { data: matching.slice((page - 1) * limit, page * limit), total: matching.length };
    const first = ((page ?? 1) - 1) * limit;
  const wanted = page * limit + 1;`;
    expect(findHandWork(slices).map(({ line, rule }) => [line, rule])).toEqual([
      [1, RULES[5].rule],
      [2, RULES[5].rule],
      [3, RULES[5].rule],
    ]);
    expect(findHandWork(`  return json(queryRows(rows, filter, page, limit));`)).toEqual([]);
    expect(findHandWork(`const WINDOW_MS = 60_000;`, LIMITER)).toEqual([]);
  });

  it('no handler or server module reads a header, counts a limit, slices a page or sets Cache-Control by hand', () => {
    const files = FOLDERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('netlify/functions/products.mts');
    const found = files.flatMap((file) =>
      findHandWork(readFileSync(join(ROOT, file), 'utf8'), file).map(({ line, rule }) => `${relative('.', file)}:${line} ${rule}`),
    );
    expect(found).toEqual([]);
  });

  it("declares only limits keyed by the caller's address on a call, and only limits the limiter has", () => {
    const calls = Object.values(contract).flatMap((group) =>
      group && typeof group === 'object' ? Object.values(group as Record<string, unknown>) : [],
    ) as Endpoint[];
    const limited = calls.filter((call) => call && typeof call === 'object' && 'limit' in call && call.limit);
    expect(limited.map((call) => call.path)).toContain('/api/artwork');
    for (const call of limited) expect(DECLARABLE, `${call.method} ${call.path}`).toContain(call.limit);
    // Every visitor's submission is counted: the public forms' limit.
    const submissions = calls.filter((call) => call && typeof call === 'object' && call.submission);
    expect(submissions.length).toBeGreaterThan(3);
    for (const call of submissions) expect(call.limit, `${call.method} ${call.path}`).toBe('form');
  });
});
