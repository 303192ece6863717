/** Rupees with the rupee sign and Indian digit grouping (1,00,000.50). */
const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});

export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

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
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  if (days === 1) return 'yesterday';
  if (days < 31) return `${days} days ago`;
  return new Date(time).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A date and time in the viewer's locale and zone, e.g. for a tooltip or a remark's byline. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/**
 * A phone number as international digits without '+', for tel: and wa.me links: a 10-digit number (or
 * one written with a leading 0) is Indian and gets 91; a number with its country code (+, 00 or 11–15
 * digits) keeps it. Null when it cannot be a phone number.
 */
export function internationalDigits(phone: string): string | null {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  if (digits.length === 10 && !phone.trim().startsWith('+')) return `91${digits}`;
  return digits.length >= 11 && digits.length <= 15 ? digits : null;
}

/** Sizes as people read them: '820 KB', '3.4 MB'. */
export const fileSize = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
