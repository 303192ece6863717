/**
 * Old product addresses → current ones (docs/decisions.md 'Public site'). The build writes them into the
 * site's `_redirects` (src/integrations/redirects-file.ts); Netlify and the local runtime answer each
 * old address with a 301 to the product's page. A new kind of old address is one more list of moves.
 */
import { productPath } from './slugs.ts';

/** An address that has moved: both paths spelled as links spell them (percent-encoded). */
export interface AddressMove {
  from: string;
  to: string;
}

/**
 * The original site's link for a product (docs/product.md 2.1): the name lower-cased, each space a
 * hyphen, encodeURIComponent. Null where it made none: a lone surrogate cannot be encoded.
 */
export function originalProductPath(name: string): string | null {
  try {
    return `/products/${encodeURIComponent(name.toLowerCase().replace(/ /g, '-'))}`;
  } catch {
    return null;
  }
}

/** The product's page as every link of this site spells it: a folder, so it ends in '/'. */
export const productPagePath = (name: string): string => `${productPath(name)}/`;

/**
 * For each product whose original-rule address differs from its current one: that address, under
 * `/products/` and under `/product/` (departure 7's other reading), moved to its page.
 */
export function originalAddressMoves(products: readonly { name: string }[]): AddressMove[] {
  return products.flatMap(({ name }) => {
    const original = originalProductPath(name);
    if (!original || original === productPath(name)) return [];
    const to = productPagePath(name);
    return [
      { from: original, to },
      { from: original.replace(/^\/products\//, '/product/'), to },
    ];
  });
}

/** Netlify matches a rule with or without a trailing slash. */
const sameAddress = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

/**
 * For each renamed product: the addresses of its former names (as this site spells them, as the original
 * site did, under `/products/` and `/product/`), moved to its page.
 */
export function renamedAddressMoves(products: readonly { name: string; formerNames?: string[] }[]): AddressMove[] {
  return products.flatMap(({ name, formerNames = [] }) => {
    const to = productPagePath(name);
    return formerNames.flatMap((former) => {
      const paths = new Set([productPath(former), originalProductPath(former) ?? productPath(former)]);
      return [...paths].flatMap((from) => [
        { from, to },
        { from: from.replace(/^\/products\//, '/product/'), to },
      ]);
    });
  });
}

/**
 * Every move the build writes: original-rule addresses and renamed products' old ones. An address that is
 * a current product's page is never moved: a new product may take a name another product gave up.
 */
export function productAddressMoves(products: readonly { name: string; formerNames?: string[] }[]): AddressMove[] {
  const pages = new Set(products.map(({ name }) => sameAddress(productPath(name))));
  return [...originalAddressMoves(products), ...renamedAddressMoves(products)].filter(
    ({ from }) => !pages.has(sameAddress(from)),
  );
}

/**
 * Whether `from` can be written as a rule that matches itself alone. Netlify's docs have rule paths
 * URL-encoded; once decoded, a segment starting with ':' would be a placeholder and a trailing '*' a
 * splat, catching other addresses too.
 */
export function isWritableRulePath(from: string): boolean {
  // One token of a `_redirects` line, every escape whole.
  if (!from.startsWith('/') || from.startsWith('/.netlify') || /\s|%(?![0-9A-F]{2})/i.test(from)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(from);
  } catch {
    return false;
  }
  return !decoded.endsWith('*') && !decoded.split('/').some((segment) => segment.startsWith(':'));
}

/**
 * The `_redirects` file for `moves`: one 301 per distinct old address, straight to where its chain of
 * moves ends (no hop through an address that has itself moved); an address that would move onto itself
 * or cannot be written as a rule is left out.
 */
export function redirectsFile(moves: readonly AddressMove[]): string {
  const next = new Map<string, string>();
  for (const { from, to } of moves) if (!next.has(sameAddress(from))) next.set(sameAddress(from), to);
  const end = (to: string) => {
    const seen = new Set<string>();
    let target = to;
    while (next.has(sameAddress(target)) && !seen.has(sameAddress(target))) {
      seen.add(sameAddress(target));
      target = next.get(sameAddress(target))!;
    }
    return target;
  };
  const lines: string[] = [];
  for (const [from, to] of next) {
    const target = end(to);
    if (sameAddress(target) === from || !isWritableRulePath(from)) continue;
    lines.push(`${from}  ${target}  301`);
  }
  return [
    '# Written by the build (src/lib/product-redirects.ts): old product addresses, each to its current page.',
    ...lines,
    '',
  ].join('\n');
}
