/**
 * What the lead-mail tests share (tests/api/mail.test.ts, what the mails say; mail-delivery.test.ts, how they
 * get there): a real SMTP server the site mails through, a signed-in staff member, a product to ask about,
 * and the mails found by what they are about. `lead.smtp` is replaced when a test restarts the server.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { mailApi } from '../../src/lib/api/index.ts';
import { createProduct, unique } from '../api/fixtures.ts';
import { adminToken, callEndpoint } from './api.ts';
import { type TestSmtp, startSmtp } from './smtp.ts';

export const lead = { smtp: undefined as unknown as TestSmtp, token: '', productId: '', productName: '' };

/** Starts the server and the staff member before the file's tests, and resets the server between them. */
export function useLeadMails() {
  beforeAll(async () => {
    lead.smtp = await startSmtp();
    process.env.SMTP_URL = `smtp://127.0.0.1:${lead.smtp.port}`;
    process.env.NOTIFY_TO = 'sales@example.com, owner@example.com';
    process.env.MAIL_FROM = '"Labels & Tags Co." <no-reply@example.com>';
    process.env.URL = 'https://labels.example';
    process.env.MAIL_RETRY_BASE_MS = '50';
    lead.token = await adminToken();
    const product = await createProduct(lead.token, { name: unique('Damask Woven Brand Label – End Fold') });
    lead.productId = product._id;
    lead.productName = product.name;
  });

  afterAll(async () => {
    await lead.smtp.close();
  });

  beforeEach(() => {
    lead.smtp.behaviour = {};
    delete process.env.AUTO_REPLY;
  });
}

/** The mails about `marker` arrived so far: naming it, or sent to its visitor address (visitorOf). */
export const arrivedAbout = (marker: string): ParsedMail[] =>
  lead.smtp.received.filter((mail) => {
    const to = JSON.stringify(mail.to);
    return `${mail.subject}\n${mail.text}\n${to}`.includes(marker) || to.includes(visitorOf(marker));
  });

/** The confirmations sent to `address` arrived so far. */
export const arrivedTo = (address: string): ParsedMail[] =>
  lead.smtp.received.filter((mail) => addresses(mail.to).join() === address);

/** Waits until `count` mails about `marker` arrived (arrivedAbout). */
export async function mailsAbout(marker: string, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = arrivedAbout(marker);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The confirmations sent to `address` (waiting until `count` arrived, or the time is up). */
export async function confirmationsTo(address: string, count = 1, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = arrivedTo(address);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A visitor address of its own for a test: a confirmation holds nothing the visitor typed, so it is found by
 * its recipient; and an address gets one confirmation a day, so tests do not share one.
 */
export const visitorOf = (marker: string) => `${marker.replace(/[^A-Za-z0-9]/g, '').toLowerCase()}@visitors.example`;

/** The states of the outbox's mails about `marker`, as the Mail screen shows them, sorted. */
export const mailStates = async (marker: string): Promise<string[]> =>
  (await callEndpoint(mailApi.recent, { token: lead.token })).body.data
    .filter(
      (mail: { subject: string; text: string; to: string[] }) =>
        `${mail.subject}\n${mail.text}\n${mail.to.join()}`.includes(marker) || mail.to.includes(visitorOf(marker)),
    )
    .map((mail: { state: string }) => mail.state)
    .sort();

/** The addresses of a To or Reply-To field. */
export const addresses = (field: ParsedMail['to'] | ParsedMail['replyTo']) =>
  [field ?? []].flat().flatMap((group) => group.value.map((address) => address.address));
