/** Signing in and out, and setting a new password with a reset link (docs/product.md 2.12, 2.21). */
import type { Config } from '@netlify/functions';
import { loginApi } from '../../src/lib/api/staff.ts';
import { logoutApi, passwordResetApi } from '../../src/lib/api/team.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { passwordNotEmail } from '../../src/lib/schemas.ts';
import {
  createResetToken,
  endSession,
  endSessions,
  ensureFirstAdmin,
  findAccount,
  peekResetToken,
  resetLink,
  updateAccount,
  useResetToken,
} from '../../src/lib/server/accounts.ts';
import { authenticate, signIn } from '../../src/lib/server/auth.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { mailToAccount } from '../../src/lib/server/mail/outbox.ts';
import { composeResetMail } from '../../src/lib/server/mail/templates.ts';
import { hashPassword } from '../../src/lib/server/passwords.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { beginLoginAttempt, loginSucceeded } from '../../src/lib/server/throttle.ts';

export default serve(
  { ...loginApi, ...logoutApi, ...passwordResetApi },
  {
    signIn: async ({ body: { email, password }, address }) => {
      const attempt = await beginLoginAttempt(email, address);
      await ensureFirstAdmin();
      const account = await authenticate(email, password);
      if (!account) throw new HttpError(401, MESSAGES.loginFailed);
      await loginSucceeded(attempt);
      if (account.disabled) throw new HttpError(403, MESSAGES.accountDisabled);
      return json({ token: await signIn(account), message: MESSAGES.loginSuccess });
    },

    logout: async ({ person }) => {
      await endSession({ userId: person.id, sessionId: person.sessionId });
      return json({ message: MESSAGES.logout });
    },

    request: async ({ body: { email }, address }) => {
      // Counted like a failed sign-in, so the form cannot be used to flood someone's mailbox.
      await beginLoginAttempt(email, address);
      const account = await findAccount(email);
      if (account && !account.disabled) {
        const { token, expiresAt } = await createResetToken(account.id);
        mailToAccount(composeResetMail(account, resetLink(token)), account.id, expiresAt);
      }
      // The same answer either way: it never says whether the e-mail has an account.
      return json({ message: MESSAGES.resetRequested });
    },

    confirm: async ({ body: { token, password } }) => {
      const claimed = await peekResetToken(token);
      if (!claimed) throw new HttpError(400, MESSAGES.resetLinkInvalid);
      if (!passwordNotEmail(password, claimed.email)) {
        throw new HttpError(400, MESSAGES.passwordIsEmail, { errors: { password: MESSAGES.passwordIsEmail } });
      }
      const passwordHash = await hashPassword(password);
      if (!(await useResetToken(token))) throw new HttpError(400, MESSAGES.resetLinkInvalid);
      await updateAccount(claimed.id, (current) => ({ ...current, passwordHash }));
      await endSessions(claimed.id);
      return json({ message: MESSAGES.passwordSet });
    },
  },
);

export const config: Config = {
  path: [
    '/api/login',
    '/api/login/',
    '/api/logout',
    '/api/logout/',
    '/api/password-reset',
    '/api/password-reset/',
    '/api/password-reset/confirm',
    '/api/password-reset/confirm/',
  ],
};
