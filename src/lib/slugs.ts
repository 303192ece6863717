/**
 * Characters that cannot stand in one path segment of a built page: `/` and `\` split it, `?` and `#`
 * end it (and Netlify refuses to deploy such files), `%` starts an escape, control characters and
 * lone surrogates cannot be encoded. Each becomes a hyphen, as a space does.
 */
const UNSAFE_IN_SEGMENT = /[\s/\\?#%\p{Cc}\p{Cs}]/gu;
/** A file name holds at most 255 bytes; longer slugs keep a readable head and a hash of the whole. */
const MAX_SLUG_BYTES = 200;
const HASH_LENGTH = 8;

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/** FNV-1a (32 bits) as 8 hex digits: the same in the build and in the browser, no crypto needed. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(HASH_LENGTH, '0');
}

function bounded(slug: string): string {
  if (utf8Length(slug) <= MAX_SLUG_BYTES) return slug;
  const budget = MAX_SLUG_BYTES - HASH_LENGTH - 1;
  let head = '';
  for (const char of slug) {
    if (utf8Length(head + char) > budget) break;
    head += char;
  }
  // A vowel sign, virama or joiner cut from the letter it belongs to would dangle at the end.
  return `${head.replace(/[\p{M}\u200d]+$/u, '')}-${shortHash(slug)}`;
}

/**
 * Product route parameter (docs/product.md 2.1): the name lower-cased, spaces to hyphens; URL-encoded in links.
 * Always one safe path segment (docs/decisions.md): letters of any script stay as they are, and two
 * names with one slug are one page, so product names are unique once slugged.
 */
export function toProductSlug(name: string): string {
  const slug = name.toLowerCase().normalize('NFC').replace(UNSAFE_IN_SEGMENT, '-');
  // '.' and '..' are not addresses, and Netlify does not deploy names starting with a dot.
  const safe = bounded(slug.startsWith('.') ? `-${slug.slice(1)}` : slug);
  // Astro writes a page under its parameter in NFC: the link must name the same folder.
  return safe.normalize('NFC');
}

export function productPath(name: string): string {
  return `/products/${encodeURIComponent(toProductSlug(name))}`;
}

/** NFC, as Astro writes the page folder, and at most MAX_SLUG_BYTES, so any post publishes. */
const fitted = (slug: string): string => bounded(slug).normalize('NFC');

/** Blog slug (docs/product.md 2.10): the blog's slug, else the title cleaned to letters, digits and hyphens. */
export function toBlogSlug(blog: { slug?: string | null; title: string }): string {
  if (blog.slug) return blog.slug;
  // Marks stay: a Devanagari vowel sign or an accent belongs to its letter ('हिंदी', not 'हद').
  const slug = blog.title
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return fitted(slug);
}

/** A slug asked for by staff, fitted to one file name like a derived one (the schema checks its characters). */
export const toRequestedBlogSlug = (slug: string): string => fitted(slug.normalize('NFC'));
