/**
 * What follows a write, as the collections declare it (src/lib/server/collections.ts, src/lib/server/follow-ups.ts),
 * a row a write over the real handlers and the file's store: the activity entries it adds (none for a write no
 * one signed in made), whether the public site is republished (its content version moves), and how many mails
 * go to staff (the queue drained first, so "none" is proven, not waited for).
 */
import { describe, expect, it } from 'vitest';
import {
  type BodyOf,
  type Endpoint,
  activityApi,
  blogsApi,
  contactsApi,
  helpApi,
  productsApi,
  testimonialsApi,
} from '../../src/lib/api/index.ts';
import { readContentVersion } from '../../src/lib/server/site/publish.ts';
import { type ApiAnswer, adminToken, afterAnswersSettled, callEndpoint } from '../helpers/api.ts';
import { mailDrained } from '../helpers/mail-drained.ts';
import { type TestSmtp, withTestMail } from '../helpers/smtp.ts';
import { createProduct, unique, valid } from './fixtures.ts';

let smtp: TestSmtp;
withTestMail((started) => (smtp = started), { notifyStaff: true });

/** The record a write is about: its id as the activity list targets it, and its name. */
interface Target {
  id: string;
  label: string;
}

/** An enquiry a visitor sent, found in its inbox by its name. */
async function enquiryNamed(list: typeof contactsApi.list | typeof helpApi.listHelp, name: string, token: string) {
  const rows = (await callEndpoint(list, { query: { q: name }, token })).body.data as { _id: string }[];
  expect(rows).toHaveLength(1);
  return { id: rows[0]._id, label: name };
}

const created = (answer: ApiAnswer, label: string): Target => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { id: answer.body.data._id, label };
};

/** Staff add a record named `label` (made unique) through `create`, its body made by `body`. */
const staffAdd = (create: Endpoint, body: (label: string) => BodyOf<Endpoint>, label: string) => async (token: string) => {
  const name = unique(label);
  return created(await callEndpoint(create, { body: body(name), token }), name);
};

/** A visitor named `label` (made unique) sends an enquiry through `create`; staff find it in `list`'s inbox. */
const visitorSends =
  (
    create: typeof contactsApi.create | typeof helpApi.create,
    list: typeof contactsApi.list | typeof helpApi.listHelp,
    label: string,
  ) =>
  async (token: string) => {
    const name = unique(label);
    const body = create === helpApi.create ? valid.help({ name }) : valid.contact({ name });
    expect((await callEndpoint(create as Endpoint, { body })).status).toBe(201);
    return enquiryNamed(list, name, token);
  };

describe.each<{
  write: string;
  /** What is there before the write (its own follow-ups are not counted). */
  setUp?: (token: string) => Promise<Target>;
  run: (token: string, before?: Target) => Promise<Target>;
  activity: string[];
  publishes: boolean;
  staffMails: number;
}>([
  {
    write: 'staff add a product',
    run: staffAdd(productsApi.create, (name) => valid.product({ name }), 'Follow-up label'),
    activity: ['Product added'],
    publishes: true,
    staffMails: 0,
  },
  {
    write: 'staff delete a product',
    setUp: async (token) => {
      const product = await createProduct(token, { name: unique('Deleted label') });
      return { id: product._id, label: product.name };
    },
    run: async (token, product) => {
      expect((await callEndpoint(productsApi.remove, { params: { id: product!.id }, token })).status).toBe(200);
      return product!;
    },
    activity: ['Product deleted'],
    publishes: true,
    staffMails: 0,
  },
  {
    write: 'staff add a blog post',
    run: staffAdd(blogsApi.create, (title) => valid.blog({ title }), 'Follow-up post'),
    activity: ['Blog post added'],
    publishes: true,
    staffMails: 0,
  },
  {
    write: 'staff add a testimonial',
    run: staffAdd(testimonialsApi.create, (name) => valid.testimonial({ name }), 'Follow-up buyer'),
    activity: ['Testimonial added'],
    publishes: true,
    staffMails: 0,
  },
  {
    write: 'a visitor sends a contact message',
    run: visitorSends(contactsApi.create, contactsApi.list, 'Follow-up visitor'),
    activity: [],
    publishes: false,
    staffMails: 1,
  },
  {
    write: 'a visitor asks a question',
    run: visitorSends(helpApi.create, helpApi.listHelp, 'Follow-up asker'),
    activity: [],
    publishes: false,
    staffMails: 1,
  },
  {
    write: 'staff add a remark to an enquiry',
    setUp: visitorSends(contactsApi.create, contactsApi.list, 'Remarked visitor'),
    run: async (token, enquiry) => {
      const answer = await callEndpoint(contactsApi.remark, {
        params: { id: enquiry!.id },
        body: { remark: 'Called back' },
        token,
      });
      expect(answer.status).toBe(200);
      return enquiry!;
    },
    activity: ['Remark added'],
    publishes: false,
    staffMails: 0,
  },
])('when $write', ({ setUp, run, activity, publishes, staffMails }) => {
  it(`records ${activity.length ? activity.join(', ') : 'nothing'}, ${publishes ? 'republishes' : 'leaves the site'}, and mails staff ${staffMails} time(s)`, async () => {
    const token = await adminToken();
    const entriesOf = async (target: Target) =>
      (
        (await callEndpoint(activityApi.list, { token, query: { limit: 100 } })).body.data as {
          action: string;
          target: Target & { kind: string };
        }[]
      ).filter((entry) => entry.target.id === target.id);
    const toStaff = () => smtp.received.filter((mail) => JSON.stringify(mail.to).includes('sales@example.com')).length;

    const before = setUp ? await setUp(token) : undefined;
    const entriesBefore = before ? (await entriesOf(before)).length : 0;
    await mailDrained(smtp);
    const [version, mailsBefore] = [await readContentVersion(), toStaff()];

    const target = await run(token, before);
    await afterAnswersSettled();
    await mailDrained(smtp);

    const entries = await entriesOf(target);
    const added = entries.slice(0, entries.length - entriesBefore);
    expect(added.map((entry) => entry.action)).toEqual(activity);
    for (const entry of added) expect(entry.target.label).toBe(target.label);
    expect((await readContentVersion()) !== version).toBe(publishes);
    expect(toStaff() - mailsBefore).toBe(staffMails);
  });
});
