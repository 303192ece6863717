/**
 * An erasure takes the person and nobody else: their address matched whole (erasing jo@… leaves bojo@…'s
 * mail), a phone matched only on their own records (a colleague sharing the office number keeps theirs), the
 * artwork of an order of a company record that other contacts share stays with the company (and the answer
 * says so), and the activity list loses their name and e-mail in every field it holds them.
 */
import { describe, expect, it } from 'vitest';
import type { Customer } from '../../src/lib/api/customers.ts';
import { contactsApi, helpApi } from '../../src/lib/api/index.ts';
import { PRIVACY_REQUEST_MESSAGES as TEXT } from '../../src/lib/messages/privacy-requests.ts';
import { anyInbox } from '../../src/lib/server/collections.ts';
import { customerOfEmail } from '../../src/lib/server/customers/lookup.ts';
import { claim, customers, emailKey } from '../../src/lib/server/customers/records.ts';
import { type OutboxMail, mailKey, outboxStore } from '../../src/lib/server/mail/outbox.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { STORE_NAMES, listKeys, readJSON } from '../../src/lib/server/store/index.ts';
import { activityPage, recordActivity } from '../../src/lib/server/team/activity.ts';
import { callEndpoint } from '../helpers/api.ts';
import { BUYERS, withInvoiceBuyer } from '../helpers/invoice-orders.ts';
import { unique, valid } from './fixtures.ts';
import { type Setup, eraseAsAdmin, keysHolding, personWithEverything } from './erasure-person.ts';

const setup = {} as Setup;

withInvoiceBuyer('Matching label', (buyer) => Object.assign(setup, buyer), 'Asha Admin');

/** The outbox's mails to `email` or answering to it (staff's notice of their message). */
async function mailsTo(email: string): Promise<string[]> {
  const keys = (await listKeys(STORE_NAMES.outbox, 'mail/')).filter((key) => key.startsWith('mail/'));
  const mails = await Promise.all(keys.map((key) => readJSON<OutboxMail>(STORE_NAMES.outbox, key)));
  return mails.filter((mail) => mail?.to.includes(email) || mail?.replyTo?.address === email).map((mail) => mail!._id);
}

describe('an erasure takes the person, nobody else', () => {
  it('matches the address whole and a shared office phone only on the person’s own records', async () => {
    const stamp = Date.now();
    const office = `11${String(stamp).slice(-8)}`;
    const jo = `jo.${stamp}@x.in`;
    const bojo = `bojo.${stamp}@x.in`;
    const colleague = { name: unique('Kiran Office'), email: `kiran.${stamp}@y.in` };
    expect(
      (
        await callEndpoint(contactsApi.create, {
          body: valid.contact({ name: unique('Bo Jo'), email: bojo, message: 'Hello, a question about labels.' }),
        })
      ).status,
    ).toBe(201);
    expect((await callEndpoint(helpApi.create, { body: valid.help({ name: colleague.name, mobile: office }) })).status).toBe(201);
    expect(
      (
        await callEndpoint(contactsApi.create, {
          body: valid.contact({ ...colleague, phone: office, message: 'Please ring the office about labels.' }),
        })
      ).status,
    ).toBe(201);
    await setup.smtp.mailsAbout(colleague.email, 1);
    await personWithEverything(setup, 'jo', BUYERS.delhi, { email: jo, phone: office });
    const bojoMails = await mailsTo(bojo);
    expect(bojoMails.length).toBeGreaterThan(0);
    const colleagueKeys = await keysHolding([colleague.name]);

    const answered = await eraseAsAdmin(jo, setup.token);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    // The answer alone, until it is sent.
    expect(await mailsTo(jo)).toEqual([expect.any(String)]);
    expect(await mailsTo(bojo)).toEqual(bojoMails);
    const mails = await Promise.all(bojoMails.map((id) => outboxStore().get(mailKey(id), { type: 'json' })));
    expect(mails.map((mail) => mail?.text).join('')).toContain(bojo);
    // The colleague's records, and staff's mails about them, are as they were: the office number with them.
    expect(colleagueKeys[colleague.name].length).toBeGreaterThan(3);
    expect((await keysHolding([colleague.name]))[colleague.name]).toEqual(expect.arrayContaining(colleagueKeys[colleague.name]));
    const help: Record<string, unknown>[] = [];
    for await (const record of anyInbox('help').stream({ q: office.slice(-5) }))
      help.push(record as unknown as Record<string, unknown>);
    expect(help.map((record) => [record.name, record.mobile])).toEqual([[colleague.name, office]]);
  });

  it('leaves the artwork of a company’s order to the company, saying so, and erases the name from every field of the activity', async () => {
    const person = await personWithEverything(setup, 'company', BUYERS.delhi);
    const other = { name: unique('Nisha Colleague'), email: `nisha.${Date.now()}@okhla.example` };
    // The order is on a company record that another contact shares.
    let record = await customerOfEmail(person.email);
    if (!record) {
      record = await customers.create({
        name: 'Okhla Garments',
        contacts: [{ name: person.name, email: person.email }],
        tags: [],
        enquiries: [],
        quotations: [],
        invoices: [],
      } as unknown as Customer);
      await claim(emailKey(person.email), record._id);
    }
    await customers.update(record._id, (current) => ({
      ...current,
      name: 'Okhla Garments',
      company: 'Okhla Garments',
      contacts: [...current.contacts, other],
      quotations: [...new Set([...current.quotations, person.orderId])],
    }));
    const staff = { id: 'staff-1', email: 'asha@labels.example', name: 'Asha', role: 'Admin' as const, sessionId: '' };
    await recordActivity(staff, `Called ${person.name} (${person.email})`, { kind: 'customers', id: record._id, label: 'Okhla' });
    const order = (await quotations.get(person.orderId))!;

    const answered = await eraseAsAdmin(person.email, setup.token);
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.answer?.message).toContain(TEXT.companyArtworkKept(person.orderNumber));

    // The order's proof and the file added on its page stay; the declined quotation's files (theirs) go.
    const [enquiryArt, messageArt, proofArt, orderArt] = person.files;
    const left = await keysHolding([enquiryArt, messageArt, proofArt, orderArt]);
    expect(left[enquiryArt]).toEqual([]);
    expect(left[messageArt]).toEqual([]);
    expect(left[proofArt]).toEqual([`artwork/files/${order.proofs![0].fileId}`]);
    expect(left[orderArt]).toHaveLength(1);
    const kept = (await quotations.get(person.orderId))!;
    expect(kept.proofs).toEqual(order.proofs);

    const entries = (await activityPage(1, 100)).data;
    const text = JSON.stringify(entries).toLowerCase();
    expect(text).not.toContain(person.name.toLowerCase());
    expect(text).not.toContain(person.email);
    expect(entries.map((entry: { action: string }) => entry.action)).toContain(`Called ${TEXT.erasedName} (${TEXT.erasedName})`);
  });
});
