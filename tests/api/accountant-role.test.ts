/**
 * The Accountant: a team member who reads the books (invoices, payments) and their own account, and is
 * refused everything of the sales team's (enquiries, customers, the team, the mail, the activity) with a 403
 * that says what the role is for, before anything is read or written. A role change reaches an open session
 * at once, both ways.
 */
import { describe, expect, it } from 'vitest';
import {
  accountApi,
  activityApi,
  contactsApi,
  mailApi,
  productsApi,
  quotesApi,
  settingsApi,
  teamMembersApi,
} from '../../src/lib/api/index.ts';
import { customersApi } from '../../src/lib/api/customers.ts';
import { invoicesApi } from '../../src/lib/api/invoices.ts';
import { paymentsApi } from '../../src/lib/api/payments.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { adminToken, callEndpoint, offContract } from '../helpers/api.ts';
import { teamMember } from '../helpers/team-members.ts';
import { valid } from './fixtures.ts';

describe('an Accountant reads the books and nothing of the sales team’s', () => {
  it('signs in and reads their account, the invoices and the payments', async () => {
    const accountant = await teamMember('Accountant', 'Asha Accounts');
    const me = await callEndpoint(accountApi.me, { token: accountant.token });
    expect(me).toMatchObject({ status: 200, body: { role: 'Accountant', name: 'Asha Accounts' } });
    expect((await callEndpoint(invoicesApi.list, { token: accountant.token })).status).toBe(200);
    expect((await callEndpoint(invoicesApi.register, { token: accountant.token })).status).toBe(200);
    expect((await callEndpoint(paymentsApi.list, { token: accountant.token })).status).toBe(200);
  });

  it.each([
    ['the contact messages', contactsApi.list],
    ['the quote requests', quotesApi.list],
    ['the customers', customersApi.list],
    ['the mail', mailApi.recent],
    ['the activity', activityApi.list],
  ])('is refused %s, told what the role is for', async (_what, endpoint) => {
    const accountant = await teamMember('Accountant');
    const answer = await callEndpoint(endpoint, { token: accountant.token });
    expect(answer).toMatchObject({ status: 403, body: { message: MESSAGES.salesTeamOnly } });
  });

  it('is refused the team and the settings as Staff are', async () => {
    const accountant = await teamMember('Accountant');
    expect(await callEndpoint(teamMembersApi.list, { token: accountant.token })).toMatchObject({
      status: 403,
      body: { message: MESSAGES.adminOnly },
    });
    const settings = await callEndpoint(settingsApi.save, { body: offContract({}), token: accountant.token });
    expect(settings.status).toBe(403);
    expect(settings.body.message).toMatch(/^Only an Admin/);
  });

  it('writes nothing of the sales team’s: a contact message keeps its remark', async () => {
    expect((await callEndpoint(contactsApi.create, { body: valid.contact({ name: 'Ledger Check' }) })).status).toBe(201);
    const admin = await adminToken();
    const listed = await callEndpoint(contactsApi.list, { token: admin, query: { q: 'Ledger Check' } });
    expect(listed.body.data).toHaveLength(1);
    const contact = listed.body.data[0];
    const accountant = await teamMember('Accountant');
    const changed = await callEndpoint(contactsApi.remark, {
      params: { id: contact._id },
      body: { remark: 'Called them back' },
      token: accountant.token,
    });
    expect(changed).toMatchObject({ status: 403, body: { message: MESSAGES.salesTeamOnly } });
    const after = await callEndpoint(contactsApi.list, { token: admin, query: { q: 'Ledger Check' } });
    expect(after.body.data[0]).toEqual(contact);
  });

  it('sees the public catalogue as a visitor does, never the drafts staff see', async () => {
    const admin = await adminToken();
    const draft = await callEndpoint(productsApi.create, { body: valid.product({ status: 'Inactive' }), token: admin });
    expect(draft.status).toBe(201);
    const accountant = await teamMember('Accountant');
    const staff = await teamMember('Staff');
    const asVisitor = await callEndpoint(productsApi.list, {});
    const asAccountant = await callEndpoint(productsApi.list, { token: accountant.token });
    const asStaff = await callEndpoint(productsApi.list, { token: staff.token });
    expect(asAccountant.status).toBe(200);
    const ids = (list: { _id: string }[]) => list.map((product) => product._id);
    expect(ids(asStaff.body)).toContain(draft.body.data._id);
    expect(ids(asAccountant.body)).not.toContain(draft.body.data._id);
    expect(ids(asAccountant.body)).toEqual(ids(asVisitor.body));
  });

  it('a role change reaches an open session at once: Staff made Accountant lose the inbox, and back', async () => {
    const member = await teamMember('Staff');
    const admin = await adminToken();
    expect((await callEndpoint(contactsApi.list, { token: member.token })).status).toBe(200);
    const toAccountant = await callEndpoint(teamMembersApi.update, {
      params: { id: member.id },
      body: { role: 'Accountant' },
      token: admin,
    });
    expect(toAccountant.status).toBe(200);
    expect((await callEndpoint(contactsApi.list, { token: member.token })).status).toBe(403);
    expect((await callEndpoint(invoicesApi.list, { token: member.token })).status).toBe(200);
    await callEndpoint(teamMembersApi.update, { params: { id: member.id }, body: { role: 'Staff' }, token: admin });
    expect((await callEndpoint(contactsApi.list, { token: member.token })).status).toBe(200);
  });
});
