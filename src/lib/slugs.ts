/** Product route parameter (docs/product.md 2.1): name lower-cased, spaces to hyphens; URL-encoded in links. */
export function toProductSlug(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

export function productPath(name: string): string {
  return `/products/${encodeURIComponent(toProductSlug(name))}`;
}

/** Blog slug (docs/product.md 2.10): the blog's slug, else the title cleaned to letters, digits and hyphens. */
export function toBlogSlug(blog: { slug?: string | null; title: string }): string {
  if (blog.slug) return blog.slug;
  return blog.title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
