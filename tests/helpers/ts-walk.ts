/** Walking TypeScript's syntax tree for the guard tests that read the source. */
import ts from 'typescript';

/** Whether `found` holds for `node` or anything in it (either side of a `?:`), not inside a nested function. */
export function foundWithin(node: ts.Node, found: (node: ts.Node) => boolean): boolean {
  if (found(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, (child) => foundWithin(child, found) || undefined) ?? false;
}
