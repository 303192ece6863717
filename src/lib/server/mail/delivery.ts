/**
 * Sending the outbox's mails (outbox.ts keeps them): one pooled SMTP connection, a claim before each send so
 * two senders never send one mail twice, the outcome written over the claim, retries with backoff.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { MESSAGES } from '../../messages/answers.ts';
import { afterResponse } from '../background.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, guard, openStore, readJSONWithEtag } from '../store/index.ts';
import { mailEnvironment } from './mail-environment.ts';
import {
  CLAIM_MS,
  type OutboxMail,
  type StoredMail,
  beingSent,
  mailKey,
  settled,
  storeMails,
  updatePending,
  write,
} from './outbox.ts';
import type { ComposedMail } from './templates.ts';

/** 1, 2, 4 … minutes between tries, at most an hour (MAIL_RETRY_BASE_MS shortens the minute in tests). */
const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * (Number(process.env.MAIL_RETRY_BASE_MS) || 60_000);

/** The sender when MAIL_FROM is not set: the company's name and first address, from the site settings. */
async function companySender(): Promise<string> {
  const company = await cachedSiteSettings();
  return `"${company.name.replace(/["\\\r\n]/g, '')}" <${company.emails[0]}>`;
}

/**
 * Mails that carry no secret and no one's data beyond their recipient's (an address told it is not confirmed
 * yet): stored, then sent after the answer. A mail with a link or someone's data goes through mail/private.ts.
 */
export async function mailAfterAnswer(composed: ComposedMail[], about: Pick<OutboxMail, 'enquiryKind' | 'enquiryId'>) {
  const stored = await storeMails(composed, about);
  if (stored) afterResponse(() => sendStored(stored));
}

/** Sends mails stored claimed by this sender; all go through the one pooled SMTP connection. */
export async function sendStored(stored: StoredMail[]): Promise<void> {
  const settings = mailEnvironment();
  if (!settings.smtpUrl) return;
  const results = await Promise.all(stored.map(({ mail, etag }) => attempt(mail, etag, settings.smtpUrl!)));
  await updatePending(
    stored.map(({ mail }) => mail._id),
    results.map((mail) => !settled(mail)),
  );
}

let transport: { url: string; mailer: Transporter } | null = null;
function mailerFor(url: string) {
  if (transport?.url !== url) {
    transport = {
      url,
      // A pool: one connection serves many mails instead of a new session for each.
      mailer: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return transport.mailer;
}

/**
 * Sends one mail if it is due and nobody else is sending it. `force` sends a failed or sent mail again
 * (the Mail screen's Resend); `found` is the mail and etag when the caller has just read them.
 * Answers the mail as it is afterwards.
 */
export async function deliver(
  id: string,
  options: { force?: boolean; found?: { value: OutboxMail; etag: string } } = {},
): Promise<OutboxMail | null> {
  const found = options.found ?? (await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id)));
  if (!found) return null;
  const { value: mail, etag } = found;
  const now = Date.now();
  const done = mail.state === 'sent' || mail.state === 'failed';
  if (beingSent(mail, now) || (!options.force && (done || Date.parse(mail.nextAttemptAt) > now))) return mail;
  const settings = mailEnvironment();
  if (!settings.smtpUrl) {
    // Nothing leaves the machine: the mail waits, readable on the Mail screen, until SMTP_URL is set.
    if (mail.lastError !== MESSAGES.mailNoSmtp) await write({ ...mail, lastError: MESSAGES.mailNoSmtp }, etag);
    return { ...mail, lastError: MESSAGES.mailNoSmtp };
  }
  // The claim: a conditional write, so of two senders at once only one goes on.
  const sending: OutboxMail = { ...mail, state: 'sending', claimedUntil: new Date(now + CLAIM_MS).toISOString() };
  const claimedEtag = await write(sending, etag);
  if (!claimedEtag) return mail;
  return attempt(sending, claimedEtag, settings.smtpUrl);
}

/**
 * One send of a mail this sender has claimed (state `sending`, stored with `etag`), then its outcome,
 * written over that etag: sent, or retrying with backoff, or failed once its retries have run out.
 */
async function attempt(sending: OutboxMail, etag: string, smtpUrl: string): Promise<OutboxMail> {
  const settings = mailEnvironment();
  let result: OutboxMail;
  try {
    await mailerFor(smtpUrl).sendMail({
      from: settings.from ?? (await companySender()),
      to: sending.to,
      ...(sending.replyTo && { replyTo: sending.replyTo }),
      subject: sending.subject,
      text: sending.text,
      html: sending.html,
      messageId: sending.messageId,
      ...(sending.attachments?.length && { attachments: await attachmentsOf(sending.attachments) }),
      disableFileAccess: true,
      disableUrlAccess: true,
    });
    result = {
      ...sending,
      ...redacted(sending),
      state: 'sent',
      attempts: sending.attempts + 1,
      sentAt: new Date().toISOString(),
      lastError: undefined,
    };
  } catch (error) {
    const attempts = sending.attempts + 1;
    const expired = Date.now() >= Date.parse(sending.retryUntil);
    result = {
      ...sending,
      state: expired ? 'failed' : 'retrying',
      attempts,
      nextAttemptAt: new Date(Date.now() + backoffMs(attempts)).toISOString(),
      lastError: oneLineError(error),
    };
  }
  delete result.claimedUntil;
  try {
    // Refused when the claim ran out and another sender took the mail over: its outcome is that sender's to write.
    if (!(await write(result, etag))) return { ...result, state: 'sending' };
  } catch (error) {
    // The mail stays `sending` and pending: once its claim expires, the scheduled run takes it over.
    console.error(`[mail] could not record the outcome of mail ${sending._id}`, error);
    return { ...result, state: 'sending' };
  }
  return result;
}

/** The mail without the secret it carried, once it has left: only the recipient's copy still holds it. */
function redacted(mail: OutboxMail): Partial<OutboxMail> {
  if (!mail.redactOnceSent) return {};
  const { pattern, with: replacement } = mail.redactOnceSent;
  const cut = (text: string) => text.replace(new RegExp(pattern, 'g'), replacement);
  return { subject: cut(mail.subject), text: cut(mail.text), html: cut(mail.html), redactOnceSent: undefined };
}

/** A mail's attachments, read from the store where their bytes are kept (a quotation's PDF as it was sent). */
async function attachmentsOf(attachments: NonNullable<OutboxMail['attachments']>) {
  return Promise.all(
    attachments.map(async (attachment) => {
      const bytes = await guard(() => openStore(attachment.store).get(attachment.key, { type: 'arrayBuffer' }));
      if (!bytes) throw new Error(`The attachment ${attachment.filename} is no longer stored`);
      return { filename: attachment.filename, contentType: attachment.contentType, content: Buffer.from(bytes) };
    }),
  );
}

const oneLineError = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 300);
