/** What a page's markup says of each element a locator finds: the attributes named, null where one is absent. */
import type { Locator } from 'playwright-core';

export const attributesOf = <Name extends string>(locator: Locator, names: readonly Name[]) =>
  locator.evaluateAll(
    (nodes, wanted) => nodes.map((node) => Object.fromEntries(wanted.map((name) => [name, node.getAttribute(name)]))),
    names,
  ) as Promise<Record<Name, string | null>[]>;
