/**
 * The browser acts on a refusal by its code (src/lib/api/refusal-codes.ts), never by its words: a message is
 * for people and may be reworded, and a screen that compared it would quietly stop offering its way out
 * (a reload, a "go ahead", a "different payment"). This reads the admin, the site's components and the
 * browser's client, and fails on
 * - an answer's message, an event's detail or a text a panel said, compared with anything but nothing
 *   ('' , null, undefined) or searched (`includes`, `startsWith`, a pattern's `test`);
 * - anything compared with a text of a messages module (src/lib/messages), whatever name it is imported as.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const FOLDERS = ['src/admin', 'src/components', 'src/lib/client'];
const SOURCE = /\.(?:ts|tsx|astro)$/;

const EQUALS = '(?:===?|!==?)';
const ANSWER_TEXT = String.raw`(?:\.message|\.detail|\bsaid(?:\??\.[\w$]+|\[[^\]]+\]))\b`;
const NOTHING = String.raw`(?:''|""|null\b|undefined\b)`;
const ANSWER_COMPARED = new RegExp(String.raw`(?<!typeof\s+[\w$.?]*)${ANSWER_TEXT}\s*${EQUALS}\s*(?![\s=]|${NOTHING})`);
const COMPARED_WITH_ANSWER = new RegExp(String.raw`(?<!${NOTHING}\s*)${EQUALS}\s*[\w$.?]*${ANSWER_TEXT}`);
const ANSWER_SEARCHED = new RegExp(
  String.raw`\.message\??\.(?:includes|startsWith|endsWith|match|search|indexOf)\(|\.test\([\w$.?]*\.message\)`,
);
const MESSAGES_IMPORT = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"][^'"]*\/messages\/[^'"]+['"]/g;

/** The names a file gives the texts it imports from src/lib/messages (`MONEY_TEXTS as T` is `T`). */
function messageNames(text: string): string[] {
  return [...text.matchAll(MESSAGES_IMPORT)].flatMap((found) =>
    found[1]
      .split(',')
      .map(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter((name) => /^[A-Z][\w$]*$/.test(name)),
  );
}

export interface Finding {
  line: number;
  text: string;
}

/** The comparisons of an answer's words in one file's text, each by its line (1-based). */
export function findWordComparisons(text: string): Finding[] {
  const names = messageNames(text);
  const messageText = names.length
    ? new RegExp(
        String.raw`${EQUALS}\s*(?:${names.join('|')})\.[\w$]+|\b(?:${names.join('|')})\.[\w$]+(?:\([^()]*\))?\s*${EQUALS}`,
      )
    : null;
  return text.split('\n').flatMap((line, index) => {
    const code = line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    const compared =
      ANSWER_COMPARED.test(code) ||
      COMPARED_WITH_ANSWER.test(code) ||
      ANSWER_SEARCHED.test(code) ||
      (messageText?.test(code) ?? false);
    return compared ? [{ line: index + 1, text: line.trim() }] : [];
  });
}

function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => SOURCE.test(name))
    .map((name) => join(folder, name));
}

describe('the browser branches on refusal codes, never on their words', () => {
  it.each([
    [
      'a message compared with a messages text',
      `import { MESSAGES } from '../../lib/messages/content.ts';\nconst conflict = error.message === MESSAGES.categoriesConflict;`,
      2,
    ],
    [
      'a said text compared, under another name',
      `import { PAYMENT_MESSAGES as P } from '../messages/payments.ts';\nconst ahead = action.said.stage === P.advanceNotPaid;`,
      2,
    ],
    ['an event detail compared with a literal', `const ended = event.detail === 'Your session was ended.';`, 1],
    ['a literal compared with a message', `if ('Not found' !== answer.body.message) return;`, 1],
    ['a message searched', `const late = error.message.includes('changed by someone else');`, 1],
    ['a message tested with a pattern', `const late = /changed/.test(error.message);`, 1],
    [
      'a record field compared with a messages text',
      `import { MAIL_MESSAGES as M } from './messages/mail.ts';\nif (mail.lastError === M.noSmtp) hint();`,
      2,
    ],
  ])('finds %s', (_case, sample, line) => {
    expect(findWordComparisons(sample)).toEqual([{ line, text: sample.split('\n')[line - 1] }]);
  });

  it.each([
    ['a code compared', `const conflict = refusedWith(error, 'version-conflict') || error.code === 'same-reference';`],
    [
      'a message checked for being text',
      `const message = typeof payload.message === 'string' && payload.message ? payload.message : fallback;`,
    ],
    ['a message checked for being empty', `if (answer.message === '' || said.stage !== undefined) return;`],
    [
      'a messages text shown, not compared',
      `import { MESSAGES } from './messages/x.ts';\nnotify.success(answer.message || MESSAGES.saved);`,
    ],
    [
      'a form check that chooses a messages text',
      `import { MESSAGES } from './messages/x.ts';\nconst error = repeat !== password ? MESSAGES.passwordsDiffer : undefined;`,
    ],
  ])('leaves alone %s', (_case, sample) => {
    expect(findWordComparisons(sample)).toEqual([]);
  });

  it('no screen, component or client module compares an answer’s words', () => {
    const files = FOLDERS.flatMap(sources);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      findWordComparisons(readFileSync(join(ROOT, file), 'utf8')).map(
        (finding) => `${relative(ROOT, join(ROOT, file))}:${finding.line}: ${finding.text}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
