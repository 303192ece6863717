/**
 * The sign-in form's rules: loginSchema, the one the server's login runs. Loaded by sign-in.ts when the
 * visitor first reaches for the form, so valibot is not part of the page's first load.
 */
import * as v from 'valibot';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { type LoginInput, loginSchema } from '../../lib/schemas/staff.ts';

export type LoginField = keyof LoginInput;

/** The schema's first message for each field it refuses. */
export function loginErrors(values: LoginInput): Partial<Record<LoginField, string>> {
  const result = v.safeParse(loginSchema, values);
  return result.success ? {} : fieldErrors(result.issues);
}
