/**
 * The team (docs/product.md 2.21), for Admins only: list, add, change, disable, remove and reset people.
 * The team always keeps an enabled Admin, and an Admin cannot remove or disable themselves. Whatever ends
 * someone's access (disable, removal, reset) is one write of their account, sessions included: once it
 * has answered, no older session of theirs is accepted; a role change applies to their next call.
 */
import type { Config } from '@netlify/functions';
import { teamMembersApi } from '../../src/lib/api/team.ts';
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../src/lib/messages/activity.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import {
  type StoredTeamMember,
  addEnabledAdmin,
  createAccount,
  createResetToken,
  getAccount,
  isEnabledAdmin,
  listAccounts,
  publicView,
  removeAccount,
  resetLink,
  takeAdminAway,
  updateAccount,
} from '../../src/lib/server/team/accounts.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

const CHANGES = ACTIVITY.personChanges;

const notFound = () => new HttpError(404, MESSAGES.personNotFound);

/** Refuses a change that would leave the team without an enabled Admin (checked and recorded in one write). */
async function keepAnAdmin(changed: StoredTeamMember, after: StoredTeamMember | null) {
  if (!isEnabledAdmin(changed) || (after && isEnabledAdmin(after))) return;
  if (!(await takeAdminAway(changed.id))) throw new HttpError(409, MESSAGES.lastAdmin);
}

export default serve(teamMembersApi, {
  list: async () => json({ data: (await listAccounts()).map(publicView) }),

  create: async ({ body }) => {
    const account = await createAccount(body, { action: ACTIVITY.personAdded(body.role) });
    if (!account) throw new HttpError(409, MESSAGES.accountExists, { errors: { email: MESSAGES.accountExists } });
    if (isEnabledAdmin(account)) await addEnabledAdmin(account.id);
    return json({ message: MESSAGES.personAdded, data: publicView(account) }, 201);
  },

  update: async ({ params, body: change, member }) => {
    const before = await getAccount(params.id);
    if (!before) throw notFound();
    if (change.disabled && before.id === member.id) throw new HttpError(409, MESSAGES.notYourself);
    await keepAnAdmin(before, { ...before, ...change });
    const what = [
      change.name !== undefined && change.name !== before.name && CHANGES.renamed,
      change.role !== undefined && change.role !== before.role && CHANGES.made(change.role),
      change.disabled !== undefined &&
        change.disabled !== before.disabled &&
        (change.disabled ? CHANGES.disabled : CHANGES.enabled),
    ].filter((said): said is string => Boolean(said));
    // Disabling ends every session in the same write.
    const after = await updateAccount(
      before.id,
      (current) => ({ ...current, ...change, sessions: change.disabled ? {} : current.sessions }),
      what.length > 0 ? { action: ACTIVITY.personChanged(what) } : {},
    );
    if (!after) throw notFound();
    if (isEnabledAdmin(after)) await addEnabledAdmin(after.id);
    return json({ message: MESSAGES.personUpdated, data: publicView(after) });
  },

  remove: async ({ params, member }) => {
    const account = await getAccount(params.id);
    if (!account) throw notFound();
    if (account.id === member.id) throw new HttpError(409, MESSAGES.notYourself);
    await keepAnAdmin(account, null);
    await removeAccount(account, { action: ACTIVITY.personRemoved });
    return json({ message: MESSAGES.personRemoved });
  },

  reset: async ({ params }) => {
    // The old password stops working at once, and every session ends with it: one write.
    const account = await updateAccount(params.id, (current) => ({ ...current, passwordHash: 'reset$', sessions: {} }), {
      action: ACTIVITY.passwordReset,
    });
    if (!account) throw notFound();
    const { token, expiresAt } = await createResetToken(account.id);
    return json({ message: MESSAGES.resetLinkMade, link: resetLink(token), expiresAt });
  },
});

export const config: Config = { path: ['/api/users', '/api/users/', '/api/users/:id', '/api/users/:id/reset'] };
