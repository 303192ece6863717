/** One's own account, and the activity list (docs/product.md 2.21): for every signed-in person. */
import type { Config } from '@netlify/functions';
import { accountApi, activityApi } from '../../src/lib/api/team.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { passwordNotEmail } from '../../src/lib/schemas.ts';
import { activityPage } from '../../src/lib/server/activity.ts';
import { endSessions, getAccount, refreshSessions, updateAccount } from '../../src/lib/server/accounts.ts';
import type { Staff } from '../../src/lib/server/auth.ts';
import { HttpError, json, pageParams, readBody, trimmed, validate } from '../../src/lib/server/http.ts';
import { hashPassword, verifyPassword } from '../../src/lib/server/passwords.ts';
import { serve } from '../../src/lib/server/serve.ts';

const me = (staff: Staff) => ({ id: staff.id, email: staff.email, name: staff.name, role: staff.role });

export default serve(
  { ...accountApi, ...activityApi },
  {
    me: async ({ staff }) => json(me(staff!)),

    rename: async ({ request, staff }) => {
      const { name } = trimmed(validate(accountApi.rename.body, await readBody(request)));
      const account = await updateAccount(staff!.id, (current) => ({ ...current, name }));
      if (!account) throw new HttpError(401, MESSAGES.sessionEnded);
      await refreshSessions(account);
      return json({ message: MESSAGES.nameUpdated, data: me({ ...staff!, name }) });
    },

    changePassword: async ({ request, staff }) => {
      const { currentPassword, newPassword } = validate(accountApi.changePassword.body, await readBody(request));
      const account = await getAccount(staff!.id);
      if (!account) throw new HttpError(401, MESSAGES.sessionEnded);
      if (!(await verifyPassword(currentPassword, account.passwordHash))) {
        throw new HttpError(400, MESSAGES.currentPasswordWrong, { errors: { currentPassword: MESSAGES.currentPasswordWrong } });
      }
      if (!passwordNotEmail(newPassword, account.email)) {
        throw new HttpError(400, MESSAGES.passwordIsEmail, { errors: { newPassword: MESSAGES.passwordIsEmail } });
      }
      const passwordHash = await hashPassword(newPassword);
      await updateAccount(account.id, (current) => ({ ...current, passwordHash }));
      await endSessions(account.id, staff!.sessionId);
      return json({ message: MESSAGES.passwordChanged });
    },

    list: async ({ request }) => {
      const url = new URL(request.url);
      const { page, limit } = pageParams(url, { limit: 20, maxLimit: 100 });
      const user = url.searchParams.get('user') || undefined;
      if (user !== undefined && !/^[0-9a-f]{64}$/.test(user)) throw new HttpError(400, MESSAGES.badActivityUser);
      return json({ ...(await activityPage(page, limit, user)), page, limit });
    },
  },
);

export const config: Config = {
  path: ['/api/account', '/api/account/', '/api/account/password', '/api/account/password/', '/api/activity', '/api/activity/'],
};
