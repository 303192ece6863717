/**
 * Every way the product writes a date or a time, in one client-safe module. Two families, on purpose:
 * - New Delhi's calendar (the PDFs, the mails, the buyer's page, the built site, the records' days):
 *   the same for every reader, whatever their machine's zone;
 * - the viewer's own locale and zone (the admin's bylines and tooltips): staff read their own clock.
 * A date-only value (YYYY-MM-DD) is already New Delhi's day, so it is read at noon there, never shifted.
 */
const INDIA = 'Asia/Kolkata';

const instant = (value: string) => new Date(value.length === 10 ? `${value}T12:00:00+05:30` : value);
const valid = (date: Date) => !Number.isNaN(date.getTime());

const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA });
/** Today in New Delhi, YYYY-MM-DD: a quotation valid until a date is valid through that whole day there. */
export const todayInIndia = (at: Date = new Date()): string => ISO_DAY.format(at);

/** The month an instant falls in, New Delhi's, as YYYY-MM (the report's and the files' months). */
export const monthInIndia = (iso: string): string => todayInIndia(new Date(iso)).slice(0, 7);

const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium' });
/** '25 Dec 2026': a date or an instant as New Delhi reads it (the PDFs, the buyer's page, My orders, mails). */
export const formatDay = (value: string): string => DAY.format(instant(value));

const LONG_DAY = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, day: 'numeric', month: 'long', year: 'numeric' });
/** '25 December 2026', New Delhi's day (a blog post, a due date in words, a privacy answer or notice); '' if unreadable. */
export function formatDayLong(value: string): string {
  const date = instant(value);
  return valid(date) ? LONG_DAY.format(date) : '';
}

const MONTH = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, month: 'short', year: 'numeric' });
/** 'Dec 2026' for a YYYY-MM month (the report's rows). */
export const formatMonth = (month: string): string => MONTH.format(new Date(`${month}-15T12:00:00+05:30`));

const INDIA_TIME = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA, dateStyle: 'medium', timeStyle: 'short' });
/** '25 Dec 2026, 3:04 pm', New Delhi's clock (the buyer's page, mails to staff). */
export const formatIndiaTime = (iso: string): string => INDIA_TIME.format(new Date(iso));

/** The viewer's local date: 'Dec 25, 2026' in the US, '25 Dec 2026' in India; '' if unreadable. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return valid(date) ? date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}

/** The viewer's local date in figures, as their machine writes it: '12/25/2026' in the US (the products list). */
export const formatDateFigures = (iso: string): string => new Date(iso).toLocaleDateString();

/** The viewer's zone, India's way of writing: '25 Dec 2026' (the privacy requests' dates). */
export const formatDayHere = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** A date and time in the viewer's locale and zone, e.g. for a tooltip or a remark's byline. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return valid(date)
    ? date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
    : '';
}

/** The viewer's medium date and short time: 'Nov 28, 2026, 7:00 PM' in the US, '28.11.2026, 19:00' in Germany (the Mail screen). */
export const formatDateTimeMedium = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY_MS = 24 * HOUR;

/**
 * How long ago an instant was, in a few plain words: 'just now', '5 min ago', '2 h ago', '3 days ago';
 * after a month, the viewer's local date. A future instant (a clock a little ahead) reads as 'just now'.
 */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY_MS);
  if (days === 1) return 'yesterday';
  if (days < 31) return `${days} days ago`;
  return formatDate(iso);
}
