/**
 * Every text a person reads that the server writes comes from a module of src/lib/messages/: an answer's message
 * (an HttpError's, a refusal's, a `message` of a JSON answer), an activity entry's words, and a mail's subject, text
 * and words (templates may keep their layout, never their words). A text written inline at the call would be a
 * second source for words docs/product.md fixes, and one that a translation or a wording change would miss.
 * tests/unit/inline-messages.test.ts holds the browser code to the same; this reads netlify/functions and
 * src/lib/server.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../helpers/source-files.ts';
import { foundWithin, literalText, nodesWhere, valueOfProperty } from '../helpers/ts-walk.ts';

const FOLDERS = ['netlify/functions', 'src/lib/server'];

/** Properties whose value is shown or mailed: an answer's message, an activity entry's words, a mail's parts. */
const SHOWN_PROPERTIES = new Set(['message', 'action', 'subject', 'text', 'html']);
/** Calls whose arguments are shown: a mail's paragraphs, an activity entry, an HttpError's message, a 404's noun. */
const SHOWN_CALLS: Record<string, (args: readonly ts.Expression[]) => readonly ts.Expression[]> = {
  compose: (args) => args.slice(2),
  recordAction: (args) => args.slice(0, 1),
  notFound: (args) => args,
};

/** Words, not a value: a capitalised word or two words apart ('visitor', 'application/pdf', a key are values). */
const isWords = (text: string) => {
  const bare = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;/g, ' ');
  return /\p{Lu}\p{Ll}/u.test(bare) || /\p{L}{2,}[ \t]+\p{L}{2,}/u.test(bare);
};

function isText(node: ts.Node): boolean {
  const text = literalText(node, ' ');
  return text !== undefined && isWords(text);
}

/** A text literal anywhere in `node` (either side of a `?:`, inside `page(...)`), not inside a nested function. */
const containsText = (node: ts.Node) => foundWithin(node, isText);

/** Whether `node` shows or mails a text written inline: an HttpError's message, a shown call's argument, a shown property. */
function showsInlineText(node: ts.Node): boolean {
  if (ts.isNewExpression(node) && node.expression.getText() === 'HttpError' && node.arguments?.[1])
    return containsText(node.arguments[1]);
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
    return (SHOWN_CALLS[node.expression.text]?.(node.arguments) ?? []).some(containsText);
  const shown = valueOfProperty(node, SHOWN_PROPERTIES);
  return shown !== undefined && containsText(shown);
}

/** Each text written inline in one server file, as `file:line: code`. */
export const inlineTexts = (fileName: string, source: string): string[] =>
  nodesWhere(fileName, source, ts.ScriptKind.TS, showsInlineText, 140);

describe('texts the server shows and mails', () => {
  it('finds the kinds of inline text there were (samples of the code before), and lets messages and values be', () => {
    // Lines 1 to 8 write their texts inline; from line 9, texts from src/lib/messages/ and values that are not words pass.
    const found = inlineTexts(
      'example.ts',
      `if (!request) throw notFound('Privacy request');
throw new HttpError(409, 'Someone else saved it first');
await quotations.update(id, change, { action: 'Acceptance recorded' });
await recordAction(\`Copy of a person's data downloaded (\${format})\`, target);
compose('visitor', [to], \`Quotation \${number} from \${company}\`, [hello, { text: 'Open your quotation', href: link }]);
const mail = { subject: \`Set a new password for \${name}\`, text: \`\${hello}\\n\\nSet a new password: \${link}\\n\` };
const html = { html: page(\`<p><a href="\${link}">Set a new password</a></p>\`) };
return json({ message: ok ? 'Saved' : MESSAGES.notSaved });
throw new HttpError(409, MESSAGES.editConflict('quotation'), { code: 'version-conflict' });
compose('visitor', [to], TEXT.subject(number), [hello(quotation), { text: TEXT.open, href: link }], { attachments: [{ contentType: 'application/pdf', store: 'artwork' }] });
const mail = { subject: T.mailSubject(name), text: \`\${body}\\n\\n\${T.mailLink}: \${link}\\n\`, html: page(\`<p style="white-space:pre-wrap">\${body}</p>\`) };
await quotations.update(id, change, { action: ACTIVITY.acceptanceRecorded });
const row = { action: 'refused' };`,
    );
    expect(found.map((line) => Number(line.split(':')[1]))).toEqual([1, 2, 3, 4, 5, 5, 6, 6, 7, 8]);
  });

  it('takes every message, activity entry and mail text of the server from src/lib/messages/', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(folder, /\.m?ts$/));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap(({ path, text }) => inlineTexts(path, text));
    expect(found).toEqual([]);
  });
});
