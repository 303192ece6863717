/**
 * Two people editing one product, post or testimonial: a save names the version it was made
 * over (If-Match), and a 409 carries the record as stored now. This compares that record with the one the
 * person opened, field by field, for the conflict dialog.
 */
import { ApiError } from '../../lib/client/api.ts';
import type { Versioned } from '../../lib/schemas/parts.ts';

/**
 * A field a save writes: its label, and how to show its value (text by default). List every one: a
 * conflict in which none differs is saved over without asking (use-content-save.ts).
 */
export interface ConflictField<R> {
  key: keyof R & string;
  label: string;
  show?: (record: R) => string;
}

export interface FieldChange {
  label: string;
  /** The stored value, shortened for the dialog. */
  stored: string;
}

const SHORT = 80;

const shorten = (text: string) => (text.length > SHORT ? `${text.slice(0, SHORT - 1).trimEnd()}…` : text);

const textOf = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(', ') : value === undefined || value === null ? '' : String(value);

/** The fields whose values differ between the record as opened and as stored now. */
export function changedFields<R>(fields: readonly ConflictField<R>[], opened: R, stored: R): FieldChange[] {
  return fields.flatMap(({ key, label, show }) => {
    const was = show ? show(opened) : textOf(opened[key]);
    const now = show ? show(stored) : textOf(stored[key]);
    return was === now ? [] : [{ label, stored: shorten(now || '(empty)') }];
  });
}

/** The request header of a save made over `version`. */
export const ifMatch = (version: number) => ({ 'If-Match': String(version) });

/** The stored record a 409 answer carries, or null for any other failure. */
export function storedOnConflict<R extends Versioned>(error: unknown): R | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = error.data as Partial<R> | null | undefined;
  return data && typeof data === 'object' && typeof data.version === 'number' ? (data as R) : null;
}
