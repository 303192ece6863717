/**
 * The pieces every schema is made of (src/lib/schemas.ts, src/lib/customer-schemas.ts): required and
 * optional text, a trimmed minimum, and an object whose missing fields read like empty ones.
 */
import * as v from 'valibot';

export const isBlank = (value: string) => value.trim().length === 0;

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
