/**
 * What the sign-in page's script says (docs/product.md 2.12), in a module of its own: /signin loads it before
 * any interaction, so it carries only these lines (the rest of signing in: ./account.ts).
 */
export const SIGN_IN_TEXTS = {
  /** Also the API's 401 for an expired token (MESSAGES.sessionExpired). */
  sessionExpired: 'Your session has expired. Please sign in again.',
  /** The API's 401 for a session ended on the server (logout, disabled, password changed; MESSAGES.sessionEnded). */
  sessionEnded: 'You have been signed out. Please sign in again.',
  signingIn: 'Signing in…',
} as const;
