/** One's own account, and the activity list (docs/product.md 2.21): for every signed-in person. */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import type { Config } from '@netlify/functions';
import { accountApi, activityApi } from '../../src/lib/api/team.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { passwordNotEmail } from '../../src/lib/schemas/team.ts';
import { activityPage } from '../../src/lib/server/team/activity.ts';
import { getAccountWithEtag, updateAccount } from '../../src/lib/server/team/accounts.ts';
import type { SignedInMember } from '../../src/lib/server/signed-in-member.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { hashPassword, verifyPassword } from '../../src/lib/server/team/passwords.ts';
import { serve } from '../../src/lib/server/serve.ts';

const me = (member: SignedInMember) => ({ id: member.id, email: member.email, name: member.name, role: member.role });

export default serve(
  { ...accountApi, ...activityApi },
  {
    me: async ({ member }) => json(me(member)),

    rename: async ({ body: { name }, member }) => {
      const account = await updateAccount(member.id, (current) => ({ ...current, name }), { action: ACTIVITY.personRenamed });
      if (!account) throw new HttpError(401, MESSAGES.sessionEnded);
      return json({ message: MESSAGES.nameUpdated, data: me({ ...member, name }) });
    },

    changePassword: async ({ body: { currentPassword, newPassword }, member }) => {
      const found = await getAccountWithEtag(member.id);
      if (!found) throw new HttpError(401, MESSAGES.sessionEnded);
      if (!(await verifyPassword(currentPassword, found.value.passwordHash))) {
        throw new HttpError(400, MESSAGES.currentPasswordWrong, { errors: { currentPassword: MESSAGES.currentPasswordWrong } });
      }
      if (!passwordNotEmail(newPassword, found.value.email)) {
        throw new HttpError(400, MESSAGES.passwordIsEmail, { errors: { newPassword: MESSAGES.passwordIsEmail } });
      }
      const passwordHash = await hashPassword(newPassword);
      // The new password, and every other session ended, in one write over the account whose password was checked.
      const changed = await updateAccount(
        member.id,
        (current) => {
          const mine = current.sessions[member.sessionId];
          if (current.disabled || !mine) throw new HttpError(401, MESSAGES.sessionEnded);
          if (current.passwordHash !== found.value.passwordHash) throw new HttpError(409, MESSAGES.passwordChangedMeanwhile);
          return { ...current, passwordHash, sessions: { [member.sessionId]: mine } };
        },
        { known: found, action: ACTIVITY.passwordChanged },
      );
      if (!changed) throw new HttpError(401, MESSAGES.sessionEnded);
      return json({ message: MESSAGES.passwordChanged });
    },

    list: async ({ query: { page, limit, user } }) => json(await activityPage(page, limit, user || undefined)),
  },
);

export const config: Config = {
  path: ['/api/account', '/api/account/', '/api/account/password', '/api/account/password/', '/api/activity', '/api/activity/'],
};
