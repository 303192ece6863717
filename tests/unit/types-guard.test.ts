/**
 * One way to write a record's type: derived from its valibot schema (`v.InferOutput`) beside that schema, with
 * only what the server adds written out. A hand-written interface that lists a schema's fields again drifts
 * from it (a field added to the form but not to the type, an optional one that is required), and the one
 * table of stored shapes, src/lib/types.ts, is gone for good: each feature's records live with its schemas.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles as readSources } from '../helpers/source-files.ts';

const ROOT = join(import.meta.dirname, '../..');
const CODE = /\.(?:ts|tsx|mts)$/;
/** A schema of fewer fields (a remark, a file id) says too little to tell a copy of it from a coincidence. */
const FEWEST_FIELDS = 3;
/** A list's or an export's query (`…ListSchema`, `…FilterSchema`, `…Query`) is an address's state, not a record. */
const QUERY = /(?:List|Filter)Schema$|Query$/;
/**
 * Interfaces that hold a form's text as it is typed, not the record the schema parses: the same names, other
 * types (a quantity as the text in its box until the editor saves).
 */
const TYPED_TEXT = new Set(['src/admin/quotations/editor/draft.ts']);

interface SchemaFields {
  name: string;
  fields: string[];
}

/** The field names of a valibot object schema, also when it is piped (checks, forwards, transforms). */
function objectFields(schema: unknown): string[] | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const entries = (schema as { entries?: unknown }).entries;
  if (typeof entries === 'object' && entries !== null) return Object.keys(entries).filter((key) => key !== 'website');
  const pipe = (schema as { pipe?: unknown[] }).pipe;
  return Array.isArray(pipe) ? objectFields(pipe[0]) : null;
}

/** Every interface of a file with its own members' names (not those of nested object types). */
export function interfaces(text: string): { name: string; members: string[] }[] {
  const found: { name: string; members: string[] }[] = [];
  for (const match of text.matchAll(/\binterface\s+(\w+)[^{]*\{/g)) {
    const members: string[] = [];
    let depth = 1;
    let index = match.index + match[0].length;
    let line = '';
    for (; index < text.length && depth > 0; index++) {
      const char = text[index];
      if (char === '{' || char === '(' || char === '[') depth++;
      else if (char === '}' || char === ')' || char === ']') depth--;
      else if (char === '\n') line = '';
      else if (depth === 1) {
        line += char;
        const member = /^\s*(?:readonly\s+)?(\w+)\??:$/.exec(line);
        if (member) members.push(member[1]);
      }
    }
    found.push({ name: match[1], members });
  }
  return found;
}

/** `file › Interface repeats schema`: each interface that lists every field of a schema's record by hand. */
export function handCopies(files: { path: string; text: string }[], schemas: SchemaFields[]): string[] {
  return files
    .filter((file) => !TYPED_TEXT.has(file.path))
    .flatMap((file) =>
      interfaces(file.text).flatMap(({ name, members }) =>
        schemas
          .filter((schema) => !QUERY.test(schema.name) && schema.fields.length >= FEWEST_FIELDS)
          .filter((schema) => schema.fields.every((field) => members.includes(field)))
          .map((schema) => `${file.path} › ${name} repeats ${schema.name}`),
      ),
    );
}

const sourceFiles = (folder: string) => readSources(folder, CODE);

async function productSchemas(): Promise<SchemaFields[]> {
  const modules = readdirSync(join(ROOT, 'src/lib/schemas'))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `src/lib/schemas/${name}`);
  const schemas: SchemaFields[] = [];
  for (const path of [...modules, 'src/lib/settings.ts']) {
    const exported: Record<string, unknown> = await import(join(ROOT, path));
    for (const [name, value] of Object.entries(exported)) {
      const fields = objectFields(value);
      if (fields) schemas.push({ name: `${path} › ${name}`, fields });
    }
  }
  return schemas;
}

describe('record types are derived from their schemas', () => {
  it('finds an interface that lists a schema’s fields by hand, and lets a derived or smaller one be', () => {
    const schemas = [
      { name: 'paymentRefundSchema', fields: ['amount', 'date', 'method', 'reference', 'reason'] },
      { name: 'remarkSchema', fields: ['remark'] },
      { name: 'inboxFilterSchema', fields: ['q', 'status', 'from', 'to'] },
    ];
    const files = [
      {
        path: 'src/lib/server/payments/refund.ts',
        text: 'export interface Refund {\n  amount: number;\n  date: string;\n  method?: string;\n  reference: string;\n  reason: string;\n  at: { when: string };\n}',
      },
      {
        path: 'src/lib/schemas/payments.ts',
        text: 'export type Refund = v.InferOutput<typeof paymentRefundSchema> & { at: string };',
      },
      { path: 'src/lib/server/inbox/remark.ts', text: 'interface Remark {\n  remark: string;\n  at: string;\n}' },
      {
        path: 'src/admin/inbox/address.ts',
        text: 'interface InboxAddress {\n  q: string;\n  status: string;\n  from: string;\n  to: string;\n  page: number;\n}',
      },
      {
        path: 'src/admin/payments/Row.tsx',
        text: 'interface Row {\n  amount: number;\n  nested: { date: string; method: string; reference: string; reason: string };\n}',
      },
    ];
    expect(handCopies(files, schemas)).toEqual(['src/lib/server/payments/refund.ts › Refund repeats paymentRefundSchema']);
  });

  it('has no table of stored shapes apart from the features', () => {
    expect(existsSync(join(ROOT, 'src/lib/types.ts'))).toBe(false);
  });

  it('finds no hand copy of a schema’s record in the product’s code', async () => {
    const schemas = await productSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    const files = [...sourceFiles('src'), ...sourceFiles('netlify')];
    expect(files.some((file) => interfaces(file.text).length > 0)).toBe(true);
    expect(handCopies(files, schemas)).toEqual([]);
  });
});
