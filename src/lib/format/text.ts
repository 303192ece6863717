/** How a phone number and a file's size are written for people and links, client-safe. */
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
