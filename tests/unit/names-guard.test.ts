/**
 * One word for each thing (docs/decisions.md, Names). Two source files of one name in different folders make a
 * reader guess which one an import or a comment means (three links.ts held a quotation's links, My orders'
 * sign-in links and an order's payment links), and an old word as an identifier (`Person` for a signed-in team
 * member) teaches a second name for the same thing. Name the file for what it holds, the identifier by the list.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const CODE = /\.(?:ts|tsx|mts|astro)$/;

/**
 * Folders whose files are each named after the feature they serve, one a feature: there the folder says what
 * the file is (the contract of quotations, their schemas, their texts, their function, their bench, their
 * demo data), so quotations.ts in each is the same feature seen from another layer.
 */
const LAYERS = ['src/lib/api', 'src/lib/schemas', 'src/lib/messages', 'netlify/functions', 'scripts/bench', 'scripts/seed'];

/** Names that mean the same thing in each folder that has one, with why. */
const SAME_THING: Record<string, string> = {
  'index.astro': "a folder's page at its own address (Astro's routing)",
  'index.ts': "a folder's entry point, named by its folder",
};

/** Identifiers of words the Names section retired, with the word to use. */
const OLD_WORDS: Record<string, string> = {
  Person: 'SignedInMember (who a call is made by) or TeamMember',
  person: 'member (a team member), visitor, buyer or subject (whose data a privacy request is about)',
  currentPerson: 'currentMember',
  Account: 'StoredTeamMember (a team member as stored)',
  usersApi: 'teamMembersApi (the API keeps its /api/users paths)',
};

/** Base names held by more than one file outside the layer folders: `name: path, path`. */
export function sameNamedFiles(paths: string[]): string[] {
  const byName = new Map<string, string[]>();
  for (const path of paths) {
    if (LAYERS.includes(dirname(path)) || Object.hasOwn(SAME_THING, basename(path))) continue;
    byName.set(basename(path), [...(byName.get(basename(path)) ?? []), path]);
  }
  return [...byName]
    .filter(([, held]) => held.length > 1)
    .map(([name, held]) => `${name}: ${held.sort().join(', ')}`)
    .sort();
}

/** Each identifier (never a string or a comment: SPEC.md's texts keep their words) that is an old word. */
export function oldWords(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => {
    if (path.endsWith('.astro')) return [];
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && Object.hasOwn(OLD_WORDS, node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${path}:${line} ${node.text} (say ${OLD_WORDS[node.text]})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  });
}

const sourcePaths = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => CODE.test(name))
    .map((name) => relative(ROOT, join(ROOT, folder, name)));

const SOURCES = ['src', 'netlify', 'scripts'];

describe('one word for each thing', () => {
  it('finds two files of one name in different folders, but not a feature named in each layer', () => {
    const paths = [
      'src/lib/server/ledger/links.ts',
      'src/lib/server/refunds/links.ts',
      'src/lib/server/ledger/store.ts',
      'src/admin/refunds/store.ts',
      'src/lib/api/quotations.ts',
      'src/lib/schemas/quotations.ts',
      'src/lib/messages/quotations.ts',
      'src/pages/index.astro',
      'src/pages/blog/index.astro',
    ];
    expect(sameNamedFiles(paths)).toEqual([
      'links.ts: src/lib/server/ledger/links.ts, src/lib/server/refunds/links.ts',
      'store.ts: src/admin/refunds/store.ts, src/lib/server/ledger/store.ts',
    ]);
  });

  it('finds an old word used as an identifier, never in a text or a comment', () => {
    const files = [
      { path: 'src/lib/server/a.ts', text: "import type { Person } from './person.ts';\n// a person\nconst by = (person: Person) => 'Person added';" },
      { path: 'src/admin/b.tsx', text: "export const Row = ({ member }: { member: string }) => <td>{member} (Person)</td>;" },
    ];
    expect(oldWords(files)).toEqual([
      'src/lib/server/a.ts:1 Person (say SignedInMember (who a call is made by) or TeamMember)',
      `src/lib/server/a.ts:3 person (say ${OLD_WORDS.person})`,
      'src/lib/server/a.ts:3 Person (say SignedInMember (who a call is made by) or TeamMember)',
    ]);
  });

  it('finds no two source files of one name that hold different things', () => {
    const paths = SOURCES.flatMap(sourcePaths);
    expect(paths.filter((path) => path.startsWith('src/lib/server/')).length).toBeGreaterThan(100);
    expect(sameNamedFiles(paths)).toEqual([]);
  });

  it('finds no old word as an identifier in the product’s code', () => {
    const files = SOURCES.flatMap(sourcePaths).map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
    expect(files.length).toBeGreaterThan(100);
    expect(oldWords(files)).toEqual([]);
  });
});
