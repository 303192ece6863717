/**
 * A My orders buyer for the API tests: a customer record holding their e-mails (indexed as linking does), the
 * sign-in links mailed to them as a real SMTP server received them, and a session opened from one.
 */
import { expect } from 'vitest';
import type { Customer } from '../../src/lib/api/customers.ts';
import { myOrdersApi } from '../../src/lib/api/my-orders.ts';
import { claim, customers, emailKey } from '../../src/lib/server/customers/records.ts';
import { callEndpoint } from './api.ts';
import type { TestSmtp } from './smtp.ts';

// per run: a counter for e-mails no other test uses, across the files that share this module too.
let made = 0;
/** An e-mail no other test uses: `meera.{n}.{run}@{domain}`. */
export const freshEmail = (domain = 'brand.example') => `meera.${++made}.${RUN}@${domain}`;
const RUN = Math.random().toString(36).slice(2, 8);

/** A customer record whose contacts are these e-mails. */
export async function buyerRecord(emails: string[], more: Partial<Customer> = {}): Promise<Customer> {
  const customer = await customers.create({
    name: 'Meera',
    contacts: emails.map((email) => ({ name: 'Meera', email })),
    tags: [],
    enquiries: [],
    quotations: [],
    invoices: [],
    ...more,
  } as unknown as Customer);
  await Promise.all(emails.map((email) => claim(emailKey(email), customer._id)));
  return customer;
}

export const askLink = (email: string, ip: string) => callEndpoint(myOrdersApi.link, { body: { email }, ip });

const tokenIn = (text: string) => /orders#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? '';

/** The sign-in links mailed to `email` so far, waiting until there are `count`. */
export async function linksTo(smtp: TestSmtp, email: string, count: number): Promise<string[]> {
  const mails = await smtp.mailsAbout(email, count);
  return mails.flatMap((mail) => tokenIn(mail.text ?? '') || []);
}

/** Asks for a link from `ip`, opens it: the session token. */
export async function signIn(smtp: TestSmtp, email: string, ip: string): Promise<string> {
  const before = (await smtp.mailsAbout(email, 0)).length;
  const asked = await askLink(email, ip);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const link = (await linksTo(smtp, email, before + 1))[before];
  const session = await callEndpoint(myOrdersApi.session, { body: { token: link } });
  expect(session.status, JSON.stringify(session.body)).toBe(200);
  return session.body.token;
}

/** What GET /api/my answers the session: 200 while it lives, 401 once it is ended. */
export const readStatus = async (token: string) => (await callEndpoint(myOrdersApi.read, { token })).status;
