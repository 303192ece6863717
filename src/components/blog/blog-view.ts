/** What the blog list and detail pages show of a post, computed once at build time. */
import { toBlogSlug } from '../../lib/slugs.ts';
import type { Blog } from '../../lib/types.ts';

/** Dates are formatted at build, so one fixed locale and the company's time zone (the ISO date goes into <time datetime>). */
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatBlogDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/** The post's address (docs/product.md 2.10): /blog/{slug}, the slug URL-encoded. */
export const blogPath = (blog: Pick<Blog, 'slug' | 'title'>): string => `/blog/${encodeURIComponent(toBlogSlug(blog))}`;

/** Tags joined by commas, or 'No tags'. */
export const blogTags = (blog: Pick<Blog, 'tags'>): string => (blog.tags.length ? blog.tags.join(', ') : 'No tags');

/**
 * The content as one line of plain text, cut near `max` characters at a word: the card clamps it to
 * four lines with CSS, and a page of 200 cards should not carry 200 whole posts.
 */
export function blogPreview(content: string, max = 400): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 40))}…`;
}

/** Paragraphs (split at blank lines), each a list of lines: the detail page keeps both. */
export function blogParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}
