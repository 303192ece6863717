/** Walking TypeScript's syntax tree for the guard tests that read the source. */
import ts from 'typescript';

/** Whether `found` holds for `node` or anything in it (either side of a `?:`), not inside a nested function. */
export function foundWithin(node: ts.Node, found: (node: ts.Node) => boolean): boolean {
  if (found(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, (child) => foundWithin(child, found) || undefined) ?? false;
}

/** A string or template literal's own text (a template's parts outside `${}`, joined by `between`); else undefined. */
export function literalText(node: ts.Node, between = ''): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(between);
  return undefined;
}

/** Each node of one file's `source` that `holds` holds for, as `file:line: code` (the code's first line, cut at `width`). */
export function nodesWhere(
  fileName: string,
  source: string,
  kind: ts.ScriptKind,
  holds: (node: ts.Node) => boolean,
  width = Infinity,
): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (holds(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${fileName}:${line + 1}: ${node.getText().split('\n')[0].slice(0, width)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The value `node` gives one of `names` (`{ name: value }`), or undefined when it is no such property. */
export const valueOfProperty = (node: ts.Node, names: ReadonlySet<string>): ts.Expression | undefined =>
  ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && names.has(node.name.text) ? node.initializer : undefined;
