/**
 * Two tables made from the contract (src/lib/api), so the documents say exactly what the functions serve: the
 * index of every API call in docs/product.md section 7, and who may make each call in docs/decisions.md (the
 * roles). `npm run docs` rewrites both; tests/unit/api-docs.test.ts fails when either is out of date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import type * as v from 'valibot';
import { FUNCTION_GROUPS, methodsOf } from '../../src/lib/api/index.ts';
import type { Endpoint } from '../../src/lib/api/define.ts';

/** A document and the markers its generated table stands between. */
interface GeneratedTable {
  path: string;
  start: string;
  end: string;
  render: () => string;
}

const WHO = {
  public: 'anyone',
  member: 'anyone signed in',
  'signed-in': 'Admin, Staff',
  books: 'Admin, Staff, Accountant',
  returns: 'Admin, Accountant',
  admin: 'Admin',
  'public-or-signed-in': 'anyone (more for Admin, Staff)',
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

/** Every call of the contract with the function file that serves it, in the contract's order. */
const allCalls = () =>
  Object.entries(FUNCTION_GROUPS).flatMap(([file, group]) =>
    Object.values(group as Record<string, Endpoint>).map((call) => ({ file, call })),
  );

export function renderIndex(): string {
  const rows = allCalls().map(({ file, call }) => {
    const listed = (fields: string[]) => fields.map((field) => `\`${field}\``).join(', ') || 'none';
    const body = listed(fieldsOf(call.body).filter((field) => field !== 'website'));
    const query = listed(fieldsOf(call.query));
    const notes = [
      call.submission && 'visitor submission: honeypot',
      call.limit && `limit \`${call.limit}\``,
      call.idempotent && '`Idempotency-Key`',
    ]
      .filter(Boolean)
      .join('; ');
    return `| ${methodsOf(call).join(', ')} | \`${call.path}\` | ${WHO[call.access]} | ${query} | ${body} | \`${file}.mts\`${notes ? `; ${notes}` : ''} |`;
  });
  return [
    '| Method | Path | Who may call | Query parameters | Body fields | Function |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** Who may make each call, Admin-only calls first, then by path: what serve() enforces, as the contract says it. */
export function renderRoles(): string {
  const rank = (call: Endpoint) => (call.access === 'admin' ? 0 : 1);
  const rows = allCalls()
    .map(({ call }) => call)
    .sort((a, b) => rank(a) - rank(b) || a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
    .map((call) => `| ${methodsOf(call).join(', ')} | \`${call.path}\` | ${WHO[call.access]} |`);
  return ['| Method | Path | Who may call |', '| --- | --- | --- |', ...rows].join('\n');
}

const marker = (name: string) => ({
  start: `<!-- ${name}: made by \`npm run docs\` from src/lib/api; do not edit by hand -->`,
  end: `<!-- /${name} -->`,
});

export const DOCUMENTS: GeneratedTable[] = [
  { path: 'docs/product.md', ...marker('api-index'), render: renderIndex },
  { path: 'docs/decisions.md', ...marker('api-roles'), render: renderRoles },
];

/** The document with its table made anew. */
export async function documentWithTable(table: GeneratedTable): Promise<{ current: string; next: string }> {
  const current = await readFile(table.path, 'utf8');
  const start = current.indexOf(table.start);
  const end = current.indexOf(table.end);
  if (start === -1 || end === -1) throw new Error(`${table.path} has no block between ${table.start} and ${table.end}`);
  // Only the block is formatted (as `npm run format` would): the rest of the document is its writers'.
  const options = { ...(await resolveConfig(table.path)), filepath: table.path };
  const block = (await format([table.start, '', table.render(), '', table.end].join('\n'), options)).trimEnd();
  return { current, next: current.slice(0, start) + block + current.slice(end + table.end.length) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const table of DOCUMENTS) {
    const { current, next } = await documentWithTable(table);
    if (next !== current) await writeFile(table.path, next);
    console.log(next === current ? `${table.path}: its table is up to date` : `${table.path}: its table was rewritten`);
  }
}
