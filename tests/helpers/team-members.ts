/**
 * Team members for the tests of accounts and sessions: added by the test Admin and signed in, each sign-in
 * from an address no earlier one of the file used, so only a throttling test meets the sign-in limit.
 */
import { expect } from 'vitest';
import { dashboardApi, loginApi, teamMembersApi } from '../../src/lib/api/index.ts';
import type { Role, TeamMember } from '../../src/lib/schemas/team.ts';
import { unique } from '../api/fixtures.ts';
import { adminToken, callEndpoint } from './api.ts';
import { perStore } from './per-store.ts';

// per run: a counter, not a value of the store; an address no earlier file used either is as fresh.
let addresses = 0;
/** A sign-in address this file has not used yet. */
export const freshSignInIp = () => `198.18.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

/** Signs in by e-mail and password, from a fresh address unless one is given. */
export const signIn = (email: string, password: string, ip = freshSignInIp()) =>
  callEndpoint(loginApi.signIn, { body: { email, password }, ip });

/** The test Admin's token, signed in once per store: another file's store would refuse it (401). */
const admin = perStore(adminToken);

/** A team member the test Admin adds and who signs in: the record, their password and token. */
export async function teamMember(role: Role = 'Staff', name = 'Meera Iyer') {
  const email = `${unique('person').replace(/\W+/g, '.')}@example.com`.toLowerCase();
  const password = 'woven labels since 2008';
  const added = await callEndpoint(teamMembersApi.create, {
    body: { email, name, role, password },
    token: await admin(),
  });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const login = await signIn(email, password);
  expect(login.status).toBe(200);
  return { ...(added.body.data as TeamMember), password, token: login.body.token as string };
}

/** The dashboard's counts as `token`'s holder asks for them: 200 while their session lasts. */
export const dashboardFor = (token: string) => callEndpoint(dashboardApi.counts, { token });
