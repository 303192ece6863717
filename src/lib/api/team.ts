/**
 * Staff accounts (docs/product.md 2.21): the team (Admins only), one's own account, signing out, password
 * reset and the activity list. Every call is JSON with the Bearer token, except the reset calls, which a
 * person who cannot sign in makes.
 */
import {
  type ActivityEntry,
  type Role,
  type TeamMember,
  accountNameSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  userCreateSchema,
  userUpdateSchema,
} from '../schemas/team.ts';
import * as v from 'valibot';
import { type MessageAnswer, type Paged, type Saved, endpoint } from './define.ts';
import { TEAM_MESSAGES } from '../messages/team.ts';
import { pageEntries, withinListDepth } from './query.ts';

export const teamMembersApi = {
  list: endpoint<{ data: TeamMember[] }>()({ method: 'GET', path: '/api/users', access: 'admin' }),
  create: endpoint<Saved<TeamMember>>()({
    method: 'POST',
    path: '/api/users',
    access: 'admin',
    body: userCreateSchema,
    keepAsTyped: ['password'],
  }),
  update: endpoint<Saved<TeamMember>>()({ method: 'PATCH', path: '/api/users/:id', access: 'admin', body: userUpdateSchema }),
  remove: endpoint<MessageAnswer>()({ method: 'DELETE', path: '/api/users/:id', access: 'admin' }),
  /** Ends the person's sessions and answers a one-time link (valid 30 minutes) for the Admin to pass on. */
  reset: endpoint<{ message: string; link: string; expiresAt: string }>()({
    method: 'POST',
    path: '/api/users/:id/reset',
    access: 'admin',
  }),
};

/** Who is signed in, for the admin app (its name, and whether to show Team). */
export interface Me {
  id: string;
  email: string;
  name: string;
  role: Role;
}

export const accountApi = {
  me: endpoint<Me>()({ method: 'GET', path: '/api/account', access: 'member' }),
  rename: endpoint<Saved<Me>>()({ method: 'PATCH', path: '/api/account', access: 'member', body: accountNameSchema }),
  /** Ends every other session of the person; this one stays signed in. */
  changePassword: endpoint<MessageAnswer>()({
    method: 'PUT',
    path: '/api/account/password',
    access: 'member',
    body: passwordChangeSchema,
    keepAsTyped: ['currentPassword', 'newPassword'],
  }),
};

export const logoutApi = {
  /** Ends this session on the server: its token is refused from now on. */
  logout: endpoint<MessageAnswer>()({ method: 'POST', path: '/api/logout', access: 'member' }),
};

export const passwordResetApi = {
  /** Mails a single-use link valid 30 minutes; the answer is the same whether the e-mail is known or not. */
  request: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/password-reset',
    access: 'public',
    body: passwordResetRequestSchema,
  }),
  confirm: endpoint<MessageAnswer>()({
    method: 'POST',
    path: '/api/password-reset/confirm',
    access: 'public',
    body: passwordResetConfirmSchema,
    keepAsTyped: ['token', 'password'],
  }),
};

/** A page of the activity list, 20 entries by default; `user`: only this person's changes (their account id). */
const activityQuery = v.pipe(
  v.object({
    ...pageEntries(20, 100),
    user: v.optional(v.pipe(v.string(), v.regex(/^(?:[0-9a-f]{64})?$/, TEAM_MESSAGES.badActivityUser)), ''),
  }),
  withinListDepth(),
);

export const activityApi = {
  /** Newest first; `hasMore` says whether a next page exists (nothing counts every entry). */
  list: endpoint<Paged<ActivityEntry>>()({
    method: 'GET',
    path: '/api/activity',
    access: 'signed-in',
    query: activityQuery,
  }),
};
