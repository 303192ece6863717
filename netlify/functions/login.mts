/** Signing in and out, and setting a new password with a reset link (docs/product.md 2.12, 2.21). */
import type { Config } from '@netlify/functions';
import { loginApi } from '../../src/lib/api/staff.ts';
import { logoutApi, passwordResetApi } from '../../src/lib/api/team.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { passwordNotEmail } from '../../src/lib/schemas/team.ts';
import {
  createResetToken,
  endSession,
  ensureFirstAdmin,
  findAccount,
  peekResetToken,
  resetLink,
  updateAccount,
  useResetToken,
} from '../../src/lib/server/team/accounts.ts';
import { signIn } from '../../src/lib/server/team/auth.ts';
import { afterResponse } from '../../src/lib/server/background.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { mailPrivately } from '../../src/lib/server/mail/private.ts';
import { composeResetMail } from '../../src/lib/server/mail/templates.ts';
import { hashPassword } from '../../src/lib/server/team/passwords.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { cachedSiteSettings } from '../../src/lib/server/site/site-settings.ts';
import { beginLoginAttempt, countLimits, loginSucceeded } from '../../src/lib/server/throttle.ts';

export default serve(
  { ...loginApi, ...logoutApi, ...passwordResetApi },
  {
    signIn: async ({ body: { email, password }, address }) => {
      const attempt = await beginLoginAttempt(email, address);
      await ensureFirstAdmin();
      const signedIn = await signIn(email, password).catch(async (error: unknown) => {
        // A disabled account's right password: not a failure to count, and not a session.
        if (error instanceof HttpError && error.status === 403) await loginSucceeded(attempt);
        throw error;
      });
      if (!signedIn) throw new HttpError(401, MESSAGES.loginFailed);
      await loginSucceeded(attempt);
      return json({ token: signedIn.token, message: MESSAGES.loginSuccess });
    },

    logout: async ({ member }) => {
      await endSession(member.id, member.sessionId);
      return json({ message: MESSAGES.logout });
    },

    /**
     * The same answer, after the same store work, whether or not the e-mail has an account: the link is
     * made and mailed after the answer (the request's count and the account's read come before it either way).
     */
    request: async ({ body: { email }, address }) => {
      // 429 past the address's limit (it says nothing about accounts); past the account's, nothing is mailed.
      const counted = countLimits([
        { limit: 'reset-address', key: address },
        { limit: 'reset-account', key: email.trim().toLowerCase() },
      ]);
      const [{ within }, account] = await Promise.all([counted, findAccount(email)]);
      if (within && account && !account.disabled) {
        afterResponse(async () => {
          const { token, expiresAt } = await createResetToken(account.id);
          const link = resetLink(token);
          const mail = composeResetMail(account, link, await cachedSiteSettings());
          await mailPrivately(
            [mail],
            { enquiryKind: 'account', enquiryId: account.id },
            { validUntil: expiresAt, cutOnceSent: [link] },
          );
        });
      }
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
      // The new password, and every session ended, in one write.
      await updateAccount(claimed.id, (current) => ({ ...current, passwordHash, sessions: {} }));
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
