/** What the blog list and detail pages show of a post, computed once at build time. */
import { markdownToText } from '../../lib/markdown.ts';
import { toBlogSlug } from '../../lib/slugs.ts';
import type { Blog } from '../../lib/schemas/content.ts';

/** The post's address (docs/product.md 2.10): /blog/{slug}, the slug URL-encoded. */
export const blogPath = (blog: Pick<Blog, 'slug' | 'title'>): string => `/blog/${encodeURIComponent(toBlogSlug(blog))}`;

/** Tags joined by commas, or 'No tags'. */
export const blogTags = (blog: Pick<Blog, 'tags'>): string => (blog.tags.length ? blog.tags.join(', ') : 'No tags');

/**
 * The content as one line of plain text (a Markdown post's words without the marks), cut near `max`
 * characters at a word: the card clamps it to four lines with CSS, and a page of 200 cards should not
 * carry 200 whole posts.
 */
export function blogPreview(blog: Pick<Blog, 'content' | 'format'>, max = 400): string {
  const text = blog.format === 'markdown' ? markdownToText(blog.content) : blog.content;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}
