/**
 * Every rule of docs/product.md section 5, once, in src/lib/schemas/: one module per contract module of
 * src/lib/api/. The functions validate request bodies with these schemas and the forms use the same ones
 * through @hookform/resolvers, so a rule and its message live there only. No transforms (they break
 * valibotResolver typing); the server normalises values after validation.
 *
 * This module holds the pieces every schema is made of: required and optional text, a trimmed minimum, an
 * e-mail, an object whose missing fields read like empty ones, and the errors' shape; and what every stored
 * record adds to what its schema parses (each feature's record types are derived beside its schema).
 */
import * as v from 'valibot';
import type { HONEYPOT_FIELD } from '../constants.ts';

export const isBlank = (value: string) => value.trim().length === 0;

/** The longest note or message written in one box: a quotation's terms and notes, a message, the customer's words. */
export const NOTE_MAX = 2000;

/** The longest search a list takes, in its query and in its address. */
export const SEARCH_MAX = 200;

/** A required text: missing, not text, empty or only spaces all read as "required". */
export function requiredText(message: string, max: number, label: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => !isBlank(value), message),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );
}

export function optionalText(max: number, label: string) {
  return v.optional(
    v.pipe(v.string(`${label} must be text`), v.maxLength(max, `${label} must be at most ${max} characters`)),
    '',
  );
}

/** At least `min` characters once surrounding spaces are ignored. */
export function minTrimmed(min: number, message: string) {
  return v.check((value: string) => isBlank(value) || value.trim().length >= min, message);
}

/**
 * An object schema whose missing fields read like empty ones: valibot reports a missing key with the
 * object's message, so that message runs the field's own schema on `undefined` and takes its wording
 * ('Name is required' rather than 'Invalid key').
 */
export function form<TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    if (typeof key === 'string' && key in entries) {
      const result = v.safeParse(entries[key], undefined);
      if (!result.success) return result.issues[0].message;
    }
    return 'The request body must be a JSON object';
  });
}

export const email = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.check((value) => !isBlank(value), requiredMessage),
    v.maxLength(254, 'Email must be at most 254 characters'),
    v.check((value) => isBlank(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), 'Invalid email address'),
  );

/**
 * The first message per field, the shape forms and the API's `errors` share. `whole` keys each message by its
 * whole path ('lines.0.quantity'), for a form that says it beside that very input.
 */
export function fieldErrors(issues: v.BaseIssue<unknown>[], { whole = false } = {}): Record<string, string> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[whole ? field : field.split('.')[0]] ??= messages[0];
  }
  return errors;
}

/** What the server adds to every stored record: a time-sortable `_id` and when it was added (ISO-8601 UTC). */
export interface StoredRecord {
  _id: string;
  dateAdded: string;
}

/** Records staff edit carry a version, raised by every save (If-Match, 409 on a stale one). */
export interface Versioned {
  version: number;
}

/** What a form's schema parses, without the honeypot, which is never stored. */
export type Parsed<S extends v.GenericSchema> = Omit<v.InferOutput<S>, typeof HONEYPOT_FIELD>;
