/**
 * The team's accounts over the real handlers and a real Blobs store: roles, the last-Admin guard (two Admins
 * at once too), and the activity list of who did what. Signing in, sessions ended, password resets and
 * throttling are ./team-sign-in.test.ts; versions that stop a save over someone else's are
 * tests/api/if-match.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountApi, activityApi, contactsApi, enquiriesApi, productsApi, teamMembersApi } from '../../src/lib/api/index.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import type { TeamMember } from '../../src/lib/schemas/team.ts';
import { adminToken, callEndpoint } from '../helpers/api.ts';
import { teamMember, dashboardFor } from '../helpers/team-members.ts';
import { unique, valid } from './fixtures.ts';

let admin: string;

beforeAll(async () => {
  admin = await adminToken();
});

describe('people and roles', () => {
  it('an Admin adds a person; the answer never carries the password or its hash', async () => {
    const meera = await teamMember('Staff');
    expect(meera).toMatchObject({ role: 'Staff', name: 'Meera Iyer', disabled: false, lastSignInAt: null });
    expect(JSON.stringify(meera)).not.toMatch(/scrypt|passwordHash/);
    const listed = (await callEndpoint(teamMembersApi.list, { token: admin })).body.data as TeamMember[];
    const again = listed.find((member) => member.id === meera.id)!;
    expect(again.lastSignInAt).toEqual(expect.any(String));
    expect(JSON.stringify(listed)).not.toMatch(/scrypt|passwordHash/);
    expect((await callEndpoint(accountApi.me, { token: meera.token })).body).toEqual({
      id: meera.id,
      email: meera.email,
      name: 'Meera Iyer',
      role: 'Staff',
    });
  });

  it('Staff work the inboxes and content but get 403 with a clear message on every team call', async () => {
    const staff = await teamMember('Staff');
    expect((await dashboardFor(staff.token)).status).toBe(200);
    expect(
      (await callEndpoint(productsApi.create, { body: valid.product({ name: unique('Staff tag') }), token: staff.token })).status,
    ).toBe(201);
    const calls = [
      callEndpoint(teamMembersApi.list, { token: staff.token }),
      callEndpoint(teamMembersApi.create, {
        body: { email: 'x@example.com', name: 'X Y', role: 'Admin', password: 'woven labels since 2008' },
        token: staff.token,
      }),
      callEndpoint(teamMembersApi.update, { params: { id: staff.id }, body: { role: 'Admin' }, token: staff.token }),
      callEndpoint(teamMembersApi.remove, { params: { id: staff.id }, token: staff.token }),
      callEndpoint(teamMembersApi.reset, { params: { id: staff.id }, token: staff.token }),
    ];
    for (const answer of await Promise.all(calls))
      expect(answer).toMatchObject({ status: 403, body: { message: MESSAGES.adminOnly } });
    expect((await callEndpoint(accountApi.me, { token: staff.token })).body.role).toBe('Staff');
  });

  it('a role change reaches the person’s open session at once', async () => {
    const staff = await teamMember('Staff');
    expect((await callEndpoint(teamMembersApi.list, { token: staff.token })).status).toBe(403);
    expect(
      (await callEndpoint(teamMembersApi.update, { params: { id: staff.id }, body: { role: 'Admin' }, token: admin })).status,
    ).toBe(200);
    expect((await callEndpoint(teamMembersApi.list, { token: staff.token })).status).toBe(200);
  });

  it.each([
    ['shorter than 12 characters', 'short pass1', 'Password must be at least 12 characters'],
    ['a common password', 'Password1234', 'This password is too common. Choose one that is harder to guess'],
    ['a run of digits', '123456789012345', 'This password is too common. Choose one that is harder to guess'],
    ['the e-mail itself', 'rules.test@example.com', 'Password must not be your email address'],
  ])('refuses a password that is %s, under the password field', async (_case, password, message) => {
    const answer = await callEndpoint(teamMembersApi.create, {
      body: { email: 'rules.test@example.com', name: 'Rule Test', role: 'Staff', password },
      token: admin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.password).toBe(message);
  });

  it('refuses a second account for the same e-mail, whatever its case (409)', async () => {
    const meera = await teamMember('Staff');
    const answer = await callEndpoint(teamMembersApi.create, {
      body: { email: meera.email.toUpperCase(), name: 'Other', role: 'Staff', password: 'another long password' },
      token: admin,
    });
    expect(answer).toMatchObject({ status: 409, body: { message: MESSAGES.accountExists } });
  });

  it('answers 400 for an empty change and 404 for an unknown person', async () => {
    const meera = await teamMember('Staff');
    expect((await callEndpoint(teamMembersApi.update, { params: { id: meera.id }, body: {}, token: admin })).status).toBe(400);
    const unknown = 'f'.repeat(64);
    expect((await callEndpoint(teamMembersApi.update, { params: { id: unknown }, body: { name: 'Xy' }, token: admin })).status).toBe(
      404,
    );
    expect((await callEndpoint(teamMembersApi.remove, { params: { id: '../x' }, token: admin })).status).toBe(404);
  });
});

describe('the team always keeps an Admin', () => {
  it('the last enabled Admin can be neither made Staff, disabled nor removed, and nobody removes or disables themselves', async () => {
    const me = (await callEndpoint(accountApi.me, { token: admin })).body;
    const others = ((await callEndpoint(teamMembersApi.list, { token: admin })).body.data as TeamMember[]).filter(
      (member) => member.id !== me.id && member.role === 'Admin' && !member.disabled,
    );
    // Any Admin another test made is made Staff first, so the test Admin is the last one.
    for (const other of others) {
      await callEndpoint(teamMembersApi.update, { params: { id: other.id }, body: { role: 'Staff' }, token: admin });
    }
    const demote = await callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: admin });
    expect(demote).toMatchObject({ status: 409, body: { message: MESSAGES.lastAdmin } });
    const disable = await callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { disabled: true }, token: admin });
    expect(disable.status).toBe(409);
    const remove = await callEndpoint(teamMembersApi.remove, { params: { id: me.id }, token: admin });
    expect(remove.status).toBe(409);
    expect((await callEndpoint(accountApi.me, { token: admin })).body.role).toBe('Admin');

    // With a second Admin, the first may become Staff (and is made Admin again by the second).
    const second = await teamMember('Admin', 'Kabir Das');
    expect(
      (await callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: second.token })).status,
    ).toBe(200);
    expect(
      (await callEndpoint(teamMembersApi.update, { params: { id: second.id }, body: { role: 'Staff' }, token: second.token })).status,
    ).toBe(409);
    expect(
      (await callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { role: 'Admin' }, token: second.token })).status,
    ).toBe(200);
  });
});

describe('two Admins at once', () => {
  it('making each other Staff at the same moment: one change is refused, so an enabled Admin always stays', async () => {
    const me = (await callEndpoint(accountApi.me, { token: admin })).body;
    const enabledAdmins = async (token: string) =>
      ((await callEndpoint(teamMembersApi.list, { token })).body.data as TeamMember[]).filter(
        (member) => member.role === 'Admin' && !member.disabled,
      );
    for (let round = 0; round < 5; round += 1) {
      for (const other of await enabledAdmins(admin)) {
        if (other.id !== me.id)
          await callEndpoint(teamMembersApi.update, { params: { id: other.id }, body: { role: 'Staff' }, token: admin });
      }
      const second = await teamMember('Admin', 'Kabir Das');
      const [mine, theirs] = await Promise.all([
        callEndpoint(teamMembersApi.update, { params: { id: second.id }, body: { role: 'Staff' }, token: admin }),
        callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { role: 'Staff' }, token: second.token }),
      ]);
      expect([mine.status, theirs.status].sort(), `round ${round}`).toEqual([200, 409]);
      expect((mine.status === 409 ? mine : theirs).body.message).toBe(MESSAGES.lastAdmin);
      const [stays, token] = mine.status === 200 ? [me.id, admin] : [second.id, second.token];
      expect((await enabledAdmins(token)).map((member) => member.id)).toEqual([stays]);
      // The test Admin is made Admin again for the tests after this one.
      if (stays !== me.id)
        expect((await callEndpoint(teamMembersApi.update, { params: { id: me.id }, body: { role: 'Admin' }, token })).status).toBe(200);
    }
  });
});
describe('who did what', () => {
  it('an inbox row carries its last change, and the activity list has it, newest first, filterable by person', async () => {
    const meera = await teamMember('Staff', 'Meera Iyer');
    const name = unique('Activity visitor');
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name }) })).status).toBe(201);
    const row = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0];
    await callEndpoint(contactsApi.remark, { params: { id: row._id }, body: { remark: 'Called back' }, token: meera.token });
    const changed = await callEndpoint(enquiriesApi.setStatus, {
      params: { id: row._id },
      body: { status: 'Won' },
      token: meera.token,
    });
    expect(changed.body.data.lastChange).toMatchObject({ what: 'Status', by: 'Meera Iyer', byId: meera.id });
    const listed = (await callEndpoint(contactsApi.list, { token: admin, query: { q: name } })).body.data[0];
    expect(listed.lastChange).toMatchObject({ what: 'Status', by: 'Meera Iyer' });

    const mine = await callEndpoint(activityApi.list, { token: admin, query: { user: meera.id } });
    expect(mine.body.data.map((entry: { action: string }) => entry.action)).toEqual(['Status changed to Won', 'Remark added']);
    expect(mine.body.data[0]).toMatchObject({ userName: 'Meera Iyer', target: { kind: 'contacts', id: row._id, label: name } });
    expect(mine.body.hasMore).toBe(false);
    // Staff read the activity list too.
    expect((await callEndpoint(activityApi.list, { token: meera.token })).status).toBe(200);
  });

  it('pages newest first without gaps or repeats, and says when there is more', async () => {
    const kabir = await teamMember('Staff', 'Kabir Das');
    const made: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const product = await callEndpoint(productsApi.create, {
        body: valid.product({ name: unique(`Paged ${index}`) }),
        token: kabir.token,
      });
      made.push(product.body.data._id);
    }
    const pages = [];
    for (let page = 1; page <= 3; page += 1) {
      pages.push((await callEndpoint(activityApi.list, { token: admin, query: { user: kabir.id, page, limit: 5 } })).body);
    }
    expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
    const ids = pages.flatMap((page) => page.data.map((entry: { target: { id: string } }) => entry.target.id));
    expect(ids).toEqual([...made].reverse());
    expect((await callEndpoint(activityApi.list, { token: admin, query: { user: 'not-an-id' } })).status).toBe(400);
    expect((await callEndpoint(activityApi.list, { token: admin, query: { limit: 500 } })).status).toBe(400);
  });

  it('records team changes too', async () => {
    const meera = await teamMember('Staff', 'Meera Iyer');
    await callEndpoint(teamMembersApi.update, { params: { id: meera.id }, body: { disabled: true }, token: admin });
    const recent = (await callEndpoint(activityApi.list, { token: admin, query: { limit: 5 } })).body.data;
    expect(recent[0]).toMatchObject({ action: 'Person disabled', userName: 'Asha', target: { kind: 'team', id: meera.id } });
  });
});
