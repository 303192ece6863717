/**
 * The password-reset forms' rules: the schemas the server's reset calls run (src/lib/api/team.ts), and
 * that both new passwords match. Loaded when the visitor first reaches for a form, so valibot is not
 * part of the pages' first load (as login-validation.ts for /signin).
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES as MESSAGES } from '../../lib/messages/account.ts';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../lib/schemas/team.ts';

const firstMessage = (result: v.SafeParseResult<v.GenericSchema>, key: string) =>
  result.success ? undefined : result.issues.find((issue) => issue.path?.[0]?.key === key)?.message;

/** What the schema says of the e-mail of 'Forgot password?', or undefined. */
export function emailError(email: string): string | undefined {
  return firstMessage(v.safeParse(passwordResetRequestSchema, { email }), 'email');
}

/** What the rules say of each new password field; the token is the server's to judge. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const result = v.safeParse(passwordResetConfirmSchema, { token: 'checked-by-the-server', password });
  const passwordError = firstMessage(result, 'password');
  return {
    password: passwordError,
    repeat: repeat === '' ? MESSAGES.passwordRepeatRequired : repeat !== password ? MESSAGES.passwordsDiffer : undefined,
  };
}
