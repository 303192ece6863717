/**
 * Signing in, a session's end, a person's own account (My account) and the password-reset pages
 * (docs/product.md 2.12, 2.21). The sign-in page's script takes its few lines from ./sign-in.ts instead.
 */
import { SIGN_IN_TEXTS } from './sign-in.ts';

/** The API's answers about signing in and a person's own account, and the password-reset pages' texts; in MESSAGES. */
export const ACCOUNT_MESSAGES = {
  loginSuccess: 'Login Successful',
  loginFailed: 'Invalid email or password',
  logout: 'Logout Successful',
  sessionMissing: 'Please sign in to continue.',
  sessionExpired: SIGN_IN_TEXTS.sessionExpired,
  signInNotConfigured: 'Sign-in is not configured on this server yet.',
  sessionEnded: SIGN_IN_TEXTS.sessionEnded,
  /** The wait of a 429, in words: seconds under two minutes, minutes after. */
  signInThrottled: (seconds: number) =>
    `Too many failed sign-in attempts. Please try again in ${
      seconds < 120 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minutes`
    }.`,
  nameUpdated: 'Name updated',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  currentPasswordWrong: 'Current password is incorrect',
  passwordIsEmail: 'Password must not be your email address',
  passwordChangedMeanwhile: 'Your password was changed meanwhile. Reload the page and try again.',
  resetRequested:
    'If that email belongs to an account, a link to set a new password is on its way. It works once, within 30 minutes.',
  resetLinkInvalid: 'This link is not valid any more. Ask for a new one.',
  passwordSet: 'Password set. You can sign in now.',
  // The password-reset pages.
  forgotPassword: 'Forgot password?',
  forgotPasswordLead: 'Enter the email you sign in with. We will send you a link to set a new password.',
  sendResetLink: 'Send reset link',
  setNewPassword: 'Set a new password',
  passwordRepeatRequired: 'Type the new password again',
  passwordsDiffer: 'The two passwords are not the same',
  backToSignIn: 'Back to Sign In',
} as const;
