/**
 * The team (docs/product.md 2.21), for Admins only: list, add, change, disable, remove and reset people.
 * The team always keeps an enabled Admin, and an Admin cannot remove or disable themselves.
 */
import type { Config } from '@netlify/functions';
import { usersApi } from '../../src/lib/api/team.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { recordActivity } from '../../src/lib/server/activity.ts';
import {
  type Account,
  addEnabledAdmin,
  createAccount,
  createResetToken,
  endSessions,
  getAccount,
  isEnabledAdmin,
  listAccounts,
  publicView,
  refreshSessions,
  removeAccount,
  resetLink,
  takeAdminAway,
  updateAccount,
} from '../../src/lib/server/accounts.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

const notFound = () => new HttpError(404, MESSAGES.personNotFound);

/** Refuses a change that would leave the team without an enabled Admin (checked and recorded in one write). */
async function keepAnAdmin(changed: Account, after: Account | null) {
  if (!isEnabledAdmin(changed) || (after && isEnabledAdmin(after))) return;
  if (!(await takeAdminAway(changed.id))) throw new HttpError(409, MESSAGES.lastAdmin);
}

const target = (account: Account) => ({ kind: 'team' as const, id: account.id, label: account.name });

export default serve(usersApi, {
  list: async () => json({ data: (await listAccounts()).map(publicView) }),

  create: async ({ body, person }) => {
    const account = await createAccount(body);
    if (!account) throw new HttpError(409, MESSAGES.accountExists, { errors: { email: MESSAGES.accountExists } });
    if (isEnabledAdmin(account)) await addEnabledAdmin(account.id);
    await recordActivity(person, `Person added as ${account.role}`, target(account));
    return json({ message: MESSAGES.personAdded, data: publicView(account) }, 201);
  },

  update: async ({ params, body: change, person }) => {
    const before = await getAccount(params.id);
    if (!before) throw notFound();
    if (change.disabled && before.id === person.id) throw new HttpError(409, MESSAGES.notYourself);
    await keepAnAdmin(before, { ...before, ...change } as Account);
    const after = await updateAccount(before.id, (current) => ({ ...current, ...change }));
    if (!after) throw notFound();
    if (isEnabledAdmin(after)) await addEnabledAdmin(after.id);
    if (after.disabled) await endSessions(after.id);
    else if (after.role !== before.role || after.name !== before.name) await refreshSessions(after);
    const what = [
      change.name !== undefined && change.name !== before.name && 'renamed',
      change.role !== undefined && change.role !== before.role && `made ${after.role}`,
      change.disabled !== undefined && change.disabled !== before.disabled && (after.disabled ? 'disabled' : 'enabled'),
    ].filter(Boolean);
    if (what.length > 0) await recordActivity(person, `Person ${what.join(', ')}`, target(after));
    return json({ message: MESSAGES.personUpdated, data: publicView(after) });
  },

  remove: async ({ params, person }) => {
    const account = await getAccount(params.id);
    if (!account) throw notFound();
    if (account.id === person.id) throw new HttpError(409, MESSAGES.notYourself);
    await keepAnAdmin(account, null);
    await removeAccount(account.id);
    await endSessions(account.id);
    await recordActivity(person, 'Person removed', target(account));
    return json({ message: MESSAGES.personRemoved });
  },

  reset: async ({ params, person }) => {
    const account = await getAccount(params.id);
    if (!account) throw notFound();
    // The old password stops working at once: nobody who knew it stays signed in or can sign in again.
    const { token, expiresAt } = await createResetToken(account.id);
    await updateAccount(account.id, (current) => ({ ...current, passwordHash: 'reset$' }));
    await endSessions(account.id);
    await recordActivity(person, 'Password reset', target(account));
    return json({ message: MESSAGES.resetLinkMade, link: resetLink(token), expiresAt });
  },
});

export const config: Config = { path: ['/api/users', '/api/users/', '/api/users/:id', '/api/users/:id/reset'] };
