/**
 * Every toast, confirm question and message fallback of the browser code comes from a module of
 * src/lib/messages/ (site.ts for the islands): a text written inline at the call would be a second source for a
 * text docs/product.md fixes word for word. Reads the admin app, the islands and the client library.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { foundWithin, literalText, nodesWhere, valueOfProperty } from '../helpers/ts-walk.ts';

const ROOTS = ['src/admin', 'src/components', 'src/lib/client'];

/** Calls whose arguments are shown to people: notify.* and toast.* (sonner), confirm, and errorMessage's fallback. */
function shownArguments(call: ts.CallExpression): readonly ts.Expression[] {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    if (['notify', 'toast'].includes(callee.expression.text)) return call.arguments;
    if (callee.expression.text === 'window' && callee.name.text === 'confirm') return call.arguments;
  }
  if (ts.isIdentifier(callee) && callee.text === 'confirm') return call.arguments;
  if (ts.isIdentifier(callee) && callee.text === 'errorMessage') return call.arguments.slice(1);
  return [];
}

/** Options the admin screens pass on to a toast or a confirm (src/admin/content/actions.ts, src/admin/inbox/types.ts). */
const SHOWN_OPTIONS = new Set([
  'question',
  'failureTitle',
  'confirm',
  'successFallback',
  'failureFallback',
  'loadFailureFallback',
  'emptyMessage',
]);

/** A string or template literal with words in it ('' and the like are values, not texts). */
const isText = (node: ts.Node) => /\p{L}/u.test(literalText(node) ?? '');

/** A text literal anywhere in `node` (e.g. either side of `editing ? 'a' : 'b'`), not inside a nested function. */
const containsShownText = (node: ts.Node) => foundWithin(node, isText);

/** Whether `node` shows a text written inline: a toast's, a confirm's or a fallback's argument, or a shown option. */
const showsInlineText = (node: ts.Node) => {
  const option = valueOfProperty(node, SHOWN_OPTIONS);
  return (
    (ts.isCallExpression(node) && shownArguments(node).some(containsShownText)) ||
    (option !== undefined && containsShownText(option))
  );
};

/** Each inline text shown to people in one file, as `file:line: code`. */
export const inlineMessages = (fileName: string, source: string): string[] =>
  nodesWhere(fileName, source, ts.ScriptKind.TSX, showsInlineText);

async function browserFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const root of ROOTS) {
    for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && /\.tsx?$/.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return files.sort();
}

describe('messages shown by the browser code', () => {
  it('finds a toast, confirm or fallback written inline', () => {
    const found = inlineMessages(
      'example.tsx',
      `void notify.error('Failed to fetch testimonials', { description: errorMessage(error) });
toast.success(editing ? 'Blog Updated' : ADMIN_TEXTS.blogSubmitted);
if (!window.confirm('Are you sure you want to delete the data?')) return;
const text = errorMessage(error, \`Could not load \${what}\`);
const config = { remove: { confirm: 'Are you sure?' }, emptyMessage: 'None yet.' };
void notify.error(ADMIN_TEXTS.statusNotUpdated, { description: ADMIN_TEXTS.productIsNow(status) });
const question = { confirm: (row) => INBOX_ACTIONS[row.kind].remove.confirm };
const values = { question: '', message: '' };`,
    );
    expect(found.map((line) => line.split(':')[1])).toEqual(['1', '2', '3', '4', '5', '5']);
  });

  it('takes every toast, confirm and fallback of the admin app, the islands and the client from src/lib/messages/', async () => {
    const files = await browserFiles();
    expect(files.length).toBeGreaterThan(50);
    const found = (await Promise.all(files.map(async (file) => inlineMessages(file, await readFile(file, 'utf8'))))).flat();
    expect(found).toEqual([]);
  });
});
