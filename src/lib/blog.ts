/**
 * When a post is public (docs/product.md 2.10, 2.17): it is not a Draft, and its publish date, if it has
 * one, has come. The build leaves out a post dated later; the scheduled housekeeping run asks for a build
 * once such a date has passed (src/lib/server/site/scheduled-posts.ts), so it goes live within minutes.
 */

/** The company's offset from UTC (New Delhi, no daylight saving): a date typed without a zone is its. */
const NEW_DELHI_OFFSET = '+05:30';
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Whether the typed day exists (Date would take 30 February for 2 March) and the time is on a clock. */
function realCalendarDate(text: string): boolean {
  const [year, month, day, hour, minute] = text.split(/[-T:]/).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
}

/** The instant a typed publish date means, as ISO-8601 UTC; null when it is not a date and time. */
export function publishInstant(typed: string): string | null {
  const text = typed.trim();
  const zoned = LOCAL.test(text) ? `${text}${NEW_DELHI_OFFSET}` : ZONED.test(text) ? text : null;
  if (!zoned || !realCalendarDate(text)) return null;
  const date = new Date(zoned);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 2000 || year > 2999 ? null : date.toISOString();
}

/** The form's value for a stored instant: New Delhi's local date and time ('YYYY-MM-DDTHH:mm'). */
export function publishInputValue(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(new Date(iso).getTime() + (5 * 60 + 30) * 60_000);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** The dates of a post the public site reads (a Blog has them; named here so the blog's schema can use this module). */
interface PostDates {
  status: string;
  publishAt?: string;
  dateAdded: string;
}

export const isPublicPost = (blog: Pick<PostDates, 'status' | 'publishAt'>, now = Date.now()): boolean =>
  blog.status !== 'Draft' && (!blog.publishAt || Date.parse(blog.publishAt) <= now);

/** The date a post shows: its publish date, else the day it was added. */
export const postDate = (blog: Pick<PostDates, 'publishAt' | 'dateAdded'>): string => blog.publishAt || blog.dateAdded;

/** Paragraphs (split at blank lines), each a list of lines: the detail page keeps both. */
export function blogParagraphs(content: string): string[][] {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => paragraph.split('\n'));
}
