/**
 * What the tests of awkward product names share: a product body around a name, and the page's HTML read
 * back as a visitor sees it (entities decoded, the product's heading).
 */

/** An active product of the catalogue with `name`, nothing else about it unusual. */
export const productNamed = (name: string) => ({
  name,
  category: 'hang tags',
  shortDescription: 'A tag with an awkward name',
  longDescription: 'A product whose name holds characters that mean something in a web address.',
  price: 5,
  status: 'Active',
  images: [],
});

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** HTML text with its character references decoded (named, decimal and hexadecimal). */
export const decodeHtml = (html: string) =>
  html.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) =>
    code.startsWith('#')
      ? String.fromCodePoint(Number(code.startsWith('#x') || code.startsWith('#X') ? `0x${code.slice(2)}` : code.slice(1)))
      : (ENTITIES[code] ?? entity),
  );

/** The product page's heading, as the visitor reads it. */
export const productHeading = (html: string) => decodeHtml(/<h1 class="product__name"[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
