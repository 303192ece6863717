/**
 * The index of every API call in docs/product.md section 7, made from the contract (src/lib/api), so the
 * document lists exactly what the functions serve. `npm run docs` rewrites it; tests/unit/api-docs.test.ts
 * fails when the document is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type * as v from 'valibot';
import { FUNCTION_GROUPS, methodsOf } from '../../src/lib/api/index.ts';
import type { Endpoint } from '../../src/lib/api/define.ts';

export const DOC_PATH = 'docs/product.md';
const START = '<!-- api-index: made by `npm run docs` from src/lib/api; do not edit by hand -->';
const END = '<!-- /api-index -->';

const WHO = {
  public: 'anyone',
  'signed-in': 'anyone signed in',
  admin: 'Admin',
  'public-or-signed-in': 'anyone (more when signed in)',
} as const;

/** The top-level fields a body or query schema takes (an object, an object in a pipe, or the options of a variant). */
function fieldsOf(schema: v.GenericSchema | undefined): string[] {
  if (!schema) return [];
  const node = schema as unknown as { entries?: object; pipe?: v.GenericSchema[]; options?: v.GenericSchema[] };
  if (node.entries) return Object.keys(node.entries);
  if (node.options) return [...new Set(node.options.flatMap(fieldsOf))];
  if (node.pipe) return fieldsOf(node.pipe[0]);
  return [];
}

export function renderIndex(): string {
  const rows = Object.entries(FUNCTION_GROUPS).flatMap(([file, group]) =>
    Object.values(group as Record<string, Endpoint>).map((call) => {
      const listed = (fields: string[]) => fields.map((field) => `\`${field}\``).join(', ') || 'none';
      const body = listed(fieldsOf(call.body).filter((field) => field !== 'website'));
      const query = listed(fieldsOf(call.query));
      const notes = [call.submission && 'visitor submission: rate limited, honeypot, `Idempotency-Key`']
        .filter(Boolean)
        .join('; ');
      return `| ${methodsOf(call).join(', ')} | \`${call.path}\` | ${WHO[call.access]} | ${query} | ${body} | \`${file}.mts\`${notes ? `; ${notes}` : ''} |`;
    }),
  );
  return [
    START,
    '',
    '| Method | Path | Who may call | Query parameters | Body fields | Function |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    END,
  ].join('\n');
}

/** The document with its index made anew, formatted as `npm run format` leaves it. */
export async function documentWithIndex(): Promise<{ current: string; next: string }> {
  const current = await readFile(DOC_PATH, 'utf8');
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start === -1 || end === -1) throw new Error(`${DOC_PATH} has no api-index block`);
  const next = current.slice(0, start) + renderIndex() + current.slice(end + END.length);
  return { current, next: await format(next, { ...(await resolveConfig(DOC_PATH)), filepath: DOC_PATH }) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { current, next } = await documentWithIndex();
  if (next !== current) await writeFile(DOC_PATH, next);
  console.log(next === current ? `${DOC_PATH}: the API index is up to date` : `${DOC_PATH}: the API index was rewritten`);
}
