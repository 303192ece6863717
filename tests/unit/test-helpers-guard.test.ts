/**
 * The API test files share their worker's modules (vitest.config.ts: `isolate: false`), each file with a Blobs
 * store of its own, so whatever a shared helper keeps in a module variable outlives the file that made it. A
 * token, an id or a record kept that way reaches the next file, whose store does not know it: the test Admin's
 * token cached in tests/helpers/team-members.ts once failed 11 sign-in tests that way (401). This guard reads the
 * helpers the test files share (tests/helpers, and the helpers beside the API tests) and fails on:
 * - a module-level `let` or `var`;
 * - a module-level name filled on first use (`??=`, `||=`, `&&=`), itself or a field of it;
 * - a module-level Map, Set or WeakMap;
 * - a field of a module-level object set outside a file's `beforeAll` / `beforeEach` (set there, it is per file).
 * A value made once per store goes through `perStore` (tests/helpers/per-store.ts). A value meant for the whole
 * run (a counter for unique names) says so on its line or in the comment above it: `// per run: <why>`.
 */
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findingsIn, sourceFiles } from '../helpers/source-files.ts';

export type Rule =
  | 'a module-level let'
  | 'a module-level value filled on first use'
  | 'a module-level map or set'
  | 'a module-level object filled outside a hook';

const PER_RUN = /\/\/ per run: \S.{4,}/;
const FIRST_USE = new Set([
  ts.SyntaxKind.QuestionQuestionEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
]);
const COLLECTION = /^new (?:Map|Set|WeakMap|WeakSet)\b/;
const PER_FILE_HOOK = /^(?:beforeAll|beforeEach)$/;

/** The name an assignment's target starts from: `admin` of `admin`, `cache.admin` and `cache[store]`. */
function rootName(target: ts.Expression): string | undefined {
  let node = target;
  while (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isParenthesizedExpression(node))
    node = node.expression;
  return ts.isIdentifier(node) ? node.text : undefined;
}

/** Whether `node` runs inside a `beforeAll` or `beforeEach` callback. */
function inPerFileHook(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent)
    if (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && PER_FILE_HOOK.test(parent.expression.text))
      return true;
  return false;
}

/** The module-level caches of one helper's text, each by its line (1-based), the ones marked per run left out. */
export function moduleCaches(text: string): { line: number; rule: Rule }[] {
  const source = ts.createSourceFile('helper.ts', text, ts.ScriptTarget.Latest, true);
  const lines = text.split('\n');
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line;
  /** The marker on the line itself or in the comment just above it. */
  const perRun = (line: number) => {
    if (PER_RUN.test(lines[line])) return true;
    for (let above = line - 1; above >= 0 && /^\s*(?:\/\/|\/\*|\*)/.test(lines[above]); above -= 1)
      if (PER_RUN.test(lines[above])) return true;
    return false;
  };
  const found: { line: number; rule: Rule }[] = [];
  const add = (node: ts.Node, rule: Rule) => {
    const line = lineOf(node);
    if (!perRun(line)) found.push({ line: line + 1, rule });
  };

  const moduleNames = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      moduleNames.add(declaration.name.text);
      if (!constant) add(statement, 'a module-level let');
      else if (declaration.initializer && COLLECTION.test(declaration.initializer.getText(source)))
        add(statement, 'a module-level map or set');
    }
  }

  const visit = (node: ts.Node): void => {
    if (ts.isBinaryExpression(node)) {
      const name = rootName(node.left);
      if (name && moduleNames.has(name)) {
        if (FIRST_USE.has(node.operatorToken.kind)) add(node, 'a module-level value filled on first use');
        else if (node.operatorToken.kind === ts.SyntaxKind.EqualsToken && !ts.isIdentifier(node.left) && !inPerFileHook(node))
          add(node, 'a module-level object filled outside a hook');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The helpers several test files import: tests/helpers, and the non-test modules beside the API tests. */
const sharedHelpers = () =>
  [...sourceFiles('tests/helpers', /\.ts$/), ...sourceFiles('tests/api', /\.ts$/)].filter(
    ({ path }) => !path.endsWith('.test.ts'),
  );

/** Helpers of the kinds the guard is for, each with what it finds in it (by line); the first is team-members.ts as it was. */
const SAMPLES: { scene: string; text: string; found: { line: number; rule: Rule }[] }[] = [
  {
    scene: "the Admin's token kept for the next file's store, as team-members.ts kept it",
    text: `import { adminToken, callEndpoint } from './api.ts';

let admin: Promise<string> | undefined;

export async function teamMember(role: Role = 'Staff', name = 'Meera Iyer') {
  const added = await callEndpoint(teamMembersApi.create, {
    body: { email, name, role, password },
    token: await (admin ??= adminToken()),
  });
}`,
    found: [
      { line: 3, rule: 'a module-level let' },
      { line: 8, rule: 'a module-level value filled on first use' },
    ],
  },
  {
    scene: 'a cache in a field, a map of records, an object a helper fills as it goes',
    text: `const cache: { admin?: Promise<string> } = {};
export const adminOnce = () => (cache.admin ??= adminToken());
const records = new Map<string, Customer>();
export const state = { token: "" };
export async function signedIn() {
  state.token = await adminToken();
}`,
    found: [
      { line: 3, rule: 'a module-level map or set' },
      { line: 2, rule: 'a module-level value filled on first use' },
      { line: 6, rule: 'a module-level object filled outside a hook' },
    ],
  },
  {
    scene: 'not a value made per store, one set per file in a hook, locals, nor a counter marked per run (with its reason)',
    text: `const admin = perStore(adminToken);
export const lead = { token: "" };
export function useLead() {
  beforeAll(async () => {
    lead.token = await admin();
  });
}
export function tally(rows: Row[]) {
  let total = 0;
  const seen = new Set<string>();
  for (const row of rows) byId[row.id] ??= row;
  return total;
}
// per run: a counter for unique names, across the files that share this module too.
let made = 0;
// per run: the promises answers left going, whichever file started them.
/** The work left going. */
const following = new Set<Promise<unknown>>();
// per run:
let bare = 0;`,
    found: [{ line: 20, rule: 'a module-level let' }],
  },
];

describe('the module-level caches it finds', () => {
  it.each(SAMPLES)('$scene', ({ text, found }) => expect(moduleCaches(text)).toEqual(found));
});

describe("the test files' shared helpers", () => {
  it('keep no value of a store beyond the file that made it', () => {
    const helpers = sharedHelpers();
    expect(helpers.length).toBeGreaterThan(30);
    expect(findingsIn(helpers, moduleCaches)).toEqual([]);
  });
});
