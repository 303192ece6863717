/**
 * Ending someone's access cannot be raced. Whatever the order of events, once a disable, role change,
 * removal or password change has answered, no request made with that person's older sessions acts with
 * the old rights. Each race is made on purpose: a store request of the first call is held until the
 * second has answered (tests/helpers/store-hold.ts).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountApi, contactsApi, dashboardApi, enquiriesApi, loginApi, teamMembersApi } from '../../src/lib/api/index.ts';
import { accountId } from '../../src/lib/server/team/accounts.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { storeHolds } from '../helpers/store-hold.ts';
import { unique, valid } from './fixtures.ts';

let admin: string;
let holds: ReturnType<typeof storeHolds> | undefined;
let addresses = 0;
const freshIp = () => `198.19.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

beforeAll(async () => {
  admin = await adminToken();
});

afterEach(() => {
  holds?.stop();
  holds = undefined;
});

const PASSWORD = 'a long password for races';

async function addPerson(role: 'Admin' | 'Staff') {
  const email = `${unique('racer').replace(/\W+/g, '.')}@example.com`.toLowerCase();
  const added = await callEndpoint(teamMembersApi.create, { token: admin, body: { email, name: 'Racer', role, password: PASSWORD } });
  expect(added.status).toBe(201);
  return { id: added.body.data.id as string, email };
}

const signIn = (email: string, password = PASSWORD) =>
  callEndpoint(loginApi.signIn, { body: { email, password }, ip: freshIp() });
/** The person's account key, as the store's request path names it. */
const accountWrite = (email: string) => new RegExp(`site:users/${accountId(email)}$`);
const works = async (token: string | undefined) =>
  token !== undefined && (await callEndpoint(dashboardApi.counts, { token })).status === 200;

describe('a sign-in racing a change that ends access', () => {
  it('a sign-in that checked the password before a disable, and writes after it, gets no working session', async () => {
    const person = await addPerson('Staff');
    holds = storeHolds();
    const write = holds.hold('PUT', accountWrite(person.email));
    const signing = signIn(person.email);
    await write.reached;
    const disabled = await callEndpoint(teamMembersApi.update, { token: admin, params: { id: person.id }, body: { disabled: true } });
    expect(disabled.status).toBe(200);
    write.release();
    const answer = await signing;
    expect(answer.status).not.toBe(200);
    expect(await works(answer.body.token)).toBe(false);
  });

  it('a sign-in racing a demotion gets a session with the new role: an Admin-only call is refused', async () => {
    const person = await addPerson('Admin');
    holds = storeHolds();
    const write = holds.hold('PUT', accountWrite(person.email));
    const signing = signIn(person.email);
    await write.reached;
    expect(
      (await callEndpoint(teamMembersApi.update, { token: admin, params: { id: person.id }, body: { role: 'Staff' } })).status,
    ).toBe(200);
    write.release();
    const answer = await signing;
    expect(answer.status).toBe(200);
    expect((await callEndpoint(teamMembersApi.list, { token: answer.body.token })).status).toBe(403);
  });

  it('a sign-in with the old password racing an Admin reset gets no session', async () => {
    const person = await addPerson('Staff');
    holds = storeHolds();
    const write = holds.hold('PUT', accountWrite(person.email));
    const signing = signIn(person.email);
    await write.reached;
    expect((await callEndpoint(teamMembersApi.reset, { token: admin, params: { id: person.id } })).status).toBe(200);
    write.release();
    const answer = await signing;
    expect(answer.status).toBe(401);
    expect(await works(answer.body.token)).toBe(false);
  });

  it('a rename held while the person is disabled does not bring their sessions back', async () => {
    const person = await addPerson('Staff');
    const { token } = (await signIn(person.email)).body;
    holds = storeHolds();
    const write = holds.hold('PUT', accountWrite(person.email));
    const renaming = callEndpoint(accountApi.rename, { token, body: { name: 'Renamed Racer' } });
    await write.reached;
    expect(
      (await callEndpoint(teamMembersApi.update, { token: admin, params: { id: person.id }, body: { disabled: true } })).status,
    ).toBe(200);
    write.release();
    await renaming;
    expect(await works(token)).toBe(false);
    expect((await signIn(person.email)).status).toBe(403);
  });
});

describe('once a change that ends access has answered', () => {
  it.each([
    ['disabled', (id: string) => callEndpoint(teamMembersApi.update, { token: admin, params: { id }, body: { disabled: true } })],
    ['removed', (id: string) => callEndpoint(teamMembersApi.remove, { token: admin, params: { id } })],
    ['reset by an Admin', (id: string) => callEndpoint(teamMembersApi.reset, { token: admin, params: { id } })],
  ])('every session of a person %s is refused, on reads and writes alike', async (_what, end) => {
    const person = await addPerson('Staff');
    const tokens = [(await signIn(person.email)).body.token, (await signIn(person.email)).body.token];
    for (const token of tokens) expect(await works(token)).toBe(true);
    expect((await end(person.id)).status).toBe(200);
    for (const token of tokens) {
      expect((await callEndpoint(dashboardApi.counts, { token })).status).toBe(401);
      expect((await callEndpoint(accountApi.rename, { token, body: { name: 'Still Here' } })).status).toBe(401);
    }
  });

  it('a demoted Admin’s open session is Staff at once', async () => {
    const person = await addPerson('Admin');
    const { token } = (await signIn(person.email)).body;
    expect((await callEndpoint(teamMembersApi.list, { token })).status).toBe(200);
    expect(
      (await callEndpoint(teamMembersApi.update, { token: admin, params: { id: person.id }, body: { role: 'Staff' } })).status,
    ).toBe(200);
    expect((await callEndpoint(teamMembersApi.list, { token })).status).toBe(403);
    expect((await callEndpoint(dashboardApi.counts, { token })).status).toBe(200);
  });

  it('a password change ends every other session and keeps the one that changed it', async () => {
    const person = await addPerson('Staff');
    const [mine, other] = [(await signIn(person.email)).body.token, (await signIn(person.email)).body.token];
    const changed = await callEndpoint(accountApi.changePassword, {
      token: mine,
      body: { currentPassword: PASSWORD, newPassword: 'another long password now' },
    });
    expect(changed.status).toBe(200);
    expect(await works(mine)).toBe(true);
    expect(await works(other)).toBe(false);
    expect((await signIn(person.email)).status).toBe(401);
  });
});

describe('a write made with a session that is being ended', () => {
  it('waits for its session check, which runs beside its reads, and writes nothing once refused', async () => {
    const person = await addPerson('Staff');
    const { token } = (await signIn(person.email)).body;
    const name = unique('Gate Visitor');
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name }) })).status).toBe(201);
    const id = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0]._id as string;
    holds = storeHolds();
    // A status change reads the enquiry (not the account): the account's read is its session check.
    const check = holds.hold('GET', accountWrite(person.email));
    const changing = callEndpoint(enquiriesApi.setStatus, { token, params: { id }, body: { status: 'Won' } });
    await check.reached;
    // The enquiry's reads have gone on beside the check; its writes wait.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const disabled = await callEndpoint(teamMembersApi.update, { token: admin, params: { id: person.id }, body: { disabled: true } });
    expect(disabled.status).toBe(200);
    check.release();
    expect((await changing).status).toBe(401);
    const row = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0];
    expect(row.status).toBe('New');
    expect(row.statusHistory ?? []).toEqual([]);
  });
});
