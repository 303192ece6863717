/**
 * What follows a write goes through one channel, so a new write cannot forget it or do it a second way:
 * - the activity list is written by the follow-ups (src/lib/server/follow-ups.ts: a collection's declared
 *   follow-ups, `runAs` for a named actor, `recordAction` for what is not one record's write), never by a
 *   handler or a domain function appending an entry itself;
 * - mails are stored and sent by src/lib/server/mail/ alone;
 * - a private mail (a secret link, someone's data) is stored by mail/private.ts alone, the one way that keeps
 *   its text off the Mail screen, its retries within the link's life and its link out of the outbox once sent.
 * This reads the source of netlify/functions and src/lib/server and fails on any of them done elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../helpers/source-files.ts';

const FOLDERS = ['netlify/functions', 'src/lib/server'];

const RULES = [
  {
    rule: 'writes the activity list by hand (declare it in the collection’s follow-ups, or use recordAction)',
    pattern: /\brecordActivity\b/,
    homes: ['src/lib/server/follow-ups.ts', 'src/lib/server/team/activity.ts'],
  },
  {
    rule: 'stores or sends a mail outside src/lib/server/mail/',
    pattern: /\b(?:storeMails|sendStored|outboxMails)\b|setJSON\(\s*mailKey\(/,
    homes: ['src/lib/server/mail/'],
  },
  {
    rule: 'stores a private mail another way than mailPrivately (src/lib/server/mail/private.ts)',
    // Setting what a mail loses once sent; delivery.ts clears it (`redactOnceSent: undefined`) once it has.
    pattern: /\bsecret:\s*true\b|\bredactOnceSent:(?!\s*undefined\b)/,
    homes: ['src/lib/server/mail/private.ts'],
  },
] as const;

export interface Finding {
  line: number;
  rule: (typeof RULES)[number]['rule'];
}

/** What one source file does outside its channel, each by its line (1-based). Comments may name them freely. */
export function findSideEffects(file: string, text: string): Finding[] {
  const found: Finding[] = [];
  text.split('\n').forEach((line, index) => {
    if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
    for (const { rule, pattern, homes } of RULES) {
      if (homes.some((home) => file === home || (home.endsWith('/') && file.startsWith(home)))) continue;
      if (pattern.test(line)) found.push({ line: index + 1, rule });
    }
  });
  return found;
}

describe('every side effect of a write through one channel', () => {
  it('catches the kinds there were (samples of the code before), and lets comments and the homes be', () => {
    const activityByHand = `    await recordActivity(person, \`Privacy request answered: \${KINDS[kind]}\`, { kind: 'privacy', id, label });`;
    const mailByHand = `  const stored = await storeMails([mail], { enquiryKind: 'account', enquiryId: about, secret: true, retryUntil });
  await sendStored(stored ?? []);`;
    const ownRedaction = `    redactOnceSent: { pattern: LINK_PATTERN, with: M.linkRemoved },`;
    const file = 'src/lib/server/privacy/answer-request.ts';
    expect(findSideEffects(file, activityByHand)).toEqual([{ line: 1, rule: RULES[0].rule }]);
    expect(findSideEffects(file, mailByHand)).toEqual([
      { line: 1, rule: RULES[1].rule },
      { line: 1, rule: RULES[2].rule },
      { line: 2, rule: RULES[1].rule },
    ]);
    expect(findSideEffects('src/lib/server/my-orders/link-mail.ts', ownRedaction)).toEqual([{ line: 1, rule: RULES[2].rule }]);
    // A mail module may store mails, but only private.ts a private one.
    expect(findSideEffects('src/lib/server/mail/delivery.ts', mailByHand)).toEqual([{ line: 1, rule: RULES[2].rule }]);
    expect(findSideEffects('src/lib/server/mail/private.ts', mailByHand)).toEqual([]);
    expect(findSideEffects('src/lib/server/follow-ups.ts', activityByHand)).toEqual([]);
    expect(findSideEffects(file, ' * it never calls recordActivity or storeMails itself')).toEqual([]);
  });

  it('finds none in netlify/functions and src/lib/server', () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(folder, /\.m?ts$/));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap(({ path, text }) =>
      findSideEffects(path, text).map((each) => `${path}:${each.line}: ${each.rule}`),
    );
    expect(found).toEqual([]);
  });
});
