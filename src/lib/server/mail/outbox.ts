/**
 * The outbox: every mail is stored before it is sent and stays until it is delivered, so no enquiry's
 * mail is lost to a failing SMTP server. In the `outbox` store:
 *   mail/{id}            the mail and its state: queued → sending → sent, or retrying → … → failed
 *   pending/{id}_{id}…   the mails of one enquiry not yet delivered, and the enquiry (what the retries and
 *                        the dashboard read)
 *   recent/{newest-first key}/{id}_{id}…  for the Mail screen's newest-first list without listing everything
 * Only the holder of a mail's claim sends it: a new mail is stored already claimed by the request that
 * made it, and a retry claims one with a conditional write, so two senders at once never send one mail
 * twice; the Message-ID is fixed when the mail is made, so a send repeated after an unknown outcome is
 * the same mail to every receiving system. Failed sends are retried with backoff for 24 hours, then
 * marked failed. An enquiry's two mails cost seven store requests: one write before the answer (the
 * pending mark), then the two mails and their list entry, each outcome and the removal of the mark.
 */
import { createHash } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { EnquiryKind } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import type { Enquiry } from '../../types.ts';
import { afterResponse } from '../background.ts';
import { idTime, newId, newestFirst } from '../ids.ts';
import { STORE_NAMES, guard, openStore, readJSONWithEtag, withinStoreBudget } from '../store.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';
import { settingsForMail } from '../site-settings.ts';
import { type ComposedMail, composeMails, mailAudiences, plainAddress } from './templates.ts';

export type MailState = 'queued' | 'sending' | 'sent' | 'retrying' | 'failed';

export interface OutboxMail extends ComposedMail {
  _id: string;
  messageId: string;
  createdAt: string;
  /** Failed sends are retried until then (a day after it was queued or resent). */
  retryUntil: string;
  /** What it is about: an enquiry of an inbox, a person's account (a password-reset link) or a quotation. */
  enquiryKind: EnquiryKind | 'account' | 'quotations';
  enquiryId: string;
  /** Carries a secret (a reset link): the Mail screen does not show its text. */
  secret?: boolean;
  state: MailState;
  attempts: number;
  /** When a retry may next send it. */
  nextAttemptAt: string;
  /** A send under way holds the mail until then; after it, a retry may take it over. */
  claimedUntil?: string;
  lastError?: string;
  sentAt?: string;
}

const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
const CLAIM_MS = 90_000;
/** 1, 2, 4 … minutes between tries, at most an hour (MAIL_RETRY_BASE_MS shortens the minute in tests). */
const backoffMs = (attempts: number) =>
  Math.min(60, 2 ** Math.max(0, attempts - 1)) * (Number(process.env.MAIL_RETRY_BASE_MS) || 60_000);

const store = () => openStore(STORE_NAMES.outbox);
const mailKey = (id: string) => `mail/${id}`;
/** One key marks or lists several mails (an enquiry's): their ids, joined. */
const GROUP = '_';
const pendingKey = (ids: string[]) => `pending/${ids.join(GROUP)}`;
const recentKey = (ids: string[]) => `recent/${newestFirst(ids[0])}/${ids.toReversed().join(GROUP)}`;
const idsOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).split(GROUP);
const settled = (mail: OutboxMail | null) => !mail || mail.state === 'sent' || mail.state === 'failed';
/** A send under way holds the mail (its sender's claim has not run out). */
const beingSent = (mail: OutboxMail, now = Date.now()) => mail.state === 'sending' && Date.parse(mail.claimedUntil ?? '') > now;

/** The sender when MAIL_FROM is not set: the company's name and first address, from the site settings. */
async function companySender(): Promise<string> {
  const company = await settingsForMail();
  return `"${company.name.replace(/["\\\r\n]/g, '')}" <${company.emails[0]}>`;
}

export function mailSettings() {
  const listed = (process.env.NOTIFY_TO ?? '')
    .split(',')
    .map(plainAddress)
    .filter((address): address is string => !!address);
  return {
    /** NOTIFY=off: new enquiries make no mail at all (none composed or queued); the outbox's mails still go. */
    notify: (process.env.NOTIFY ?? 'on').toLowerCase() !== 'off',
    /** NOTIFY_TO, else (null) the company's sales address from the site settings. */
    notifyTo: listed.length ? listed : null,
    siteUrl: (process.env.URL ?? `http://localhost:${process.env.PORT ?? 8888}`).replace(/\/$/, ''),
    autoReply: (process.env.AUTO_REPLY ?? 'on').toLowerCase() !== 'off',
    /** MAIL_FROM, else (null) the company's name and first address from the site settings. */
    from: process.env.MAIL_FROM || null,
    smtpUrl: process.env.SMTP_URL || null,
  };
}

/**
 * A new enquiry's mails. Before the visitor is answered, one write, at the same time as the inbox's
 * version bump (so on Netlify no extra round trip): the pending mark, naming the mails' ids and the
 * enquiry, which is enough for the scheduled run to make and send the mails if the function ends before
 * they are stored. After the answer (on Netlify kept alive by context.waitUntil), the mails are stored,
 * already claimed by this sender, and sent: the SMTP server costs a submission no time. Never throws.
 */
export async function notifyOfEnquiry(kind: EnquiryKind, record: Enquiry): Promise<void> {
  const settings = mailSettings();
  if (!settings.notify) return;
  const audiences = mailAudiences(kind, record, settings);
  const about = { enquiryKind: kind, enquiryId: record._id };
  const ids = audiences.map(() => newId());
  const confirmation = audiences.indexOf('visitor');
  // The confirmation's daily claim is written beside the mark: one round trip for both.
  const [marked, confirmed] = await Promise.all([
    markPending(ids, about),
    confirmation === -1 ? true : claimConfirmation(plainAddress((record as { email?: unknown }).email)!, record._id),
  ]);
  // What the mails say is composed after the answer, with the company's settings (read at most once a minute).
  const compose = async () => composeMails(kind, record, settings, await settingsForMail());
  if (confirmed) {
    afterResponse(async () => sendStored((await storeMails(await compose(), about, { ids, marked })) ?? []));
    return;
  }
  // This address had its confirmation today: the staff mail alone, under a mark naming it alone.
  const kept = (_: unknown, index: number) => index !== confirmation;
  const staffIds = ids.filter(kept);
  const remarked = marked && (await markPending(staffIds, about)) && (await unmark(ids));
  afterResponse(async () =>
    sendStored((await storeMails((await compose()).filter(kept), about, { ids: staffIds, marked: remarked })) ?? []),
  );
}

/**
 * At most one confirmation a day per recipient address: a conditional write of
 * `confirm/{UTC day}/{sha256(address)}` naming the enquiry. A visitor can type anyone's address, so the
 * confirmation carries nothing they typed (templates.ts), and this keeps the forms from mailing one address
 * more than once a day whatever is sent. Answers whether this enquiry holds today's claim; a store failure
 * counts as no (no mail rather than an unbounded one).
 */
async function claimConfirmation(address: string, enquiryId: string, now = Date.now()): Promise<boolean> {
  const key = confirmationKey(address, now);
  try {
    return await withinStoreBudget(async () => {
      const throttle = openStore(STORE_NAMES.throttle);
      const written = await guard(() => throttle.set(key, enquiryId, { onlyIfNew: true }));
      if (written.modified) return true;
      // Taken: by this very enquiry (a mail made again later), or by another.
      return (await guard(() => throttle.get(key, { type: 'text' }))) === enquiryId;
    });
  } catch (error) {
    console.error(`[mail] could not claim the confirmation of enquiry ${enquiryId}`, error);
    return false;
  }
}

export const CONFIRMATION_PREFIX = 'confirm/';
const confirmationKey = (address: string, now: number) =>
  `${CONFIRMATION_PREFIX}${new Date(now).toISOString().slice(0, 10)}/${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

/** The housekeeping run: confirmation claims of days before today. */
export const sweepConfirmationClaims = (now: number, limits: SweepLimits) =>
  sweepKeys(
    STORE_NAMES.throttle,
    CONFIRMATION_PREFIX,
    (key) => key.slice(CONFIRMATION_PREFIX.length, CONFIRMATION_PREFIX.length + 10) < new Date(now).toISOString().slice(0, 10),
    limits,
  );

/** Removes a pending mark (one replaced by a narrower one); false if the store failed (logged). */
async function unmark(ids: string[]): Promise<boolean> {
  try {
    await withinStoreBudget(() => guard(() => store().delete(pendingKey(ids))));
    return true;
  } catch (error) {
    console.error(`[mail] could not remove the pending mark of ${ids.join(', ')}`, error);
    return false;
  }
}

/**
 * A password-reset link, stored and mailed (its caller runs it after the answer, so the answer takes as long
 * whether or not the address has an account); retried only while the link is valid, and its text kept off
 * the Mail screen.
 */
export async function mailToAccount(mail: ComposedMail, accountId: string, validUntil: string): Promise<void> {
  await sendStored(
    (await storeMails([mail], { enquiryKind: 'account', enquiryId: accountId, secret: true, retryUntil: validUntil })) ?? [],
  );
}

/**
 * A quotation's mails (its send, the customer's answers, the order's stages): stored before the caller
 * answers, so a mail the caller reports is in the outbox, and sent after the answer. Answers false when
 * the outbox could not take them (logged; the caller says so).
 */
export async function mailForQuotation(composed: ComposedMail[], quotationId: string): Promise<boolean> {
  if (composed.length === 0) return true;
  const stored = await storeMails(composed, { enquiryKind: 'quotations', enquiryId: quotationId, secret: true });
  if (stored) afterResponse(() => sendStored(stored));
  return stored !== null;
}

type About = Pick<OutboxMail, 'enquiryKind' | 'enquiryId' | 'secret'> & { retryUntil?: string };

/** What a pending mark holds: what its mails are about, to make them again if they were never stored. */
type MarkBody = Pick<OutboxMail, 'enquiryKind' | 'enquiryId'>;

/** Writes the pending mark of mails to come; false if the store failed (logged; the caller goes on). */
async function markPending(ids: string[], about: MarkBody): Promise<boolean> {
  try {
    // A budget of its own: a failing outbox never turns the stored enquiry's answer into an error.
    await withinStoreBudget(() => guard(() => store().setJSON(pendingKey(ids), about)));
    return true;
  } catch (error) {
    console.error(`[mail] could not mark the mails of ${about.enquiryKind} ${about.enquiryId} pending`, error);
    return false;
  }
}

/** A mail as stored, and the etag its sender writes its outcome over. */
interface StoredMail {
  mail: OutboxMail;
  etag: string;
}

/** New mails as the outbox keeps them: claimed by their maker when it is about to send them. */
function outboxMails(composed: ComposedMail[], about: About, ids: string[], claimed: boolean): OutboxMail[] {
  const settings = mailSettings();
  const now = Date.now();
  const at = new Date(now).toISOString();
  // Made when its id was chosen (its pending mark, before the answer): the Mail screen's order is the ids'.
  const madeAt = (id: string) => idTime(id) || now;
  return composed.map((mail, index) => ({
    ...mail,
    ...about,
    _id: ids[index],
    messageId: `<${ids[index]}.${about.enquiryKind}@${new URL(settings.siteUrl).hostname}>`,
    createdAt: new Date(madeAt(ids[index])).toISOString(),
    retryUntil: about.retryUntil ?? new Date(madeAt(ids[index]) + RETRY_FOR_MS).toISOString(),
    attempts: 0,
    nextAttemptAt: at,
    ...(!settings.smtpUrl
      ? { state: 'queued', lastError: MESSAGES.mailNoSmtp }
      : claimed
        ? { state: 'sending', claimedUntil: new Date(now + CLAIM_MS).toISOString() }
        : { state: 'queued' }),
  }));
}

/**
 * Stores new mails (and their pending mark, unless written already) and their Mail screen entry, claimed
 * by this sender when SMTP is set; answers those it is to send, or null when the outbox could not take them.
 */
async function storeMails(
  composed: ComposedMail[],
  about: About,
  options: { ids?: string[]; marked?: boolean } = {},
): Promise<StoredMail[] | null> {
  try {
    const ids = options.ids ?? composed.map(() => newId());
    const mails = outboxMails(composed, about, ids, true);
    const etags = await enqueue(mails, { mark: !options.marked });
    // Without SMTP nothing is sent now: the mails wait for the scheduled run once SMTP_URL is set.
    if (!mailSettings().smtpUrl) return [];
    return mails.map((mail, index) => ({ mail, etag: etags[index] }));
  } catch (error) {
    // What the mail is about is stored and its caller answered whatever happens here; the log says what was lost.
    console.error(`[mail] could not queue the mails of ${about.enquiryKind} ${about.enquiryId}`, error);
    return null;
  }
}

/** The mails, their pending mark if asked, and one list entry for them all; answers each mail's etag. */
const enqueue = (mails: OutboxMail[], { mark }: { mark: boolean }) =>
  guard(async () => {
    const ids = mails.map((mail) => mail._id);
    const { enquiryKind, enquiryId } = mails[0];
    // The index keys may land first: a pending or recent key whose mail is missing is skipped by readers.
    const [written] = await Promise.all([
      Promise.all(mails.map((mail) => store().setJSON(mailKey(mail._id), mail, { onlyIfNew: true }))),
      mark && store().setJSON(pendingKey(ids), { enquiryKind, enquiryId } satisfies MarkBody),
      store().set(recentKey(ids), ''),
    ]);
    return Promise.all(
      mails.map(async (mail, index) => {
        const etag = written[index].etag ?? (await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(mail._id)))?.etag;
        if (!written[index].modified || !etag) throw new Error(`the outbox did not take mail ${mail._id}`);
        return etag;
      }),
    );
  });

/** Sends mails stored claimed by this sender; all go through the one pooled SMTP connection. */
async function sendStored(stored: StoredMail[]): Promise<void> {
  const settings = mailSettings();
  if (!settings.smtpUrl) return;
  const results = await Promise.all(stored.map(({ mail, etag }) => attempt(mail, etag, settings.smtpUrl!)));
  await updatePending(
    stored.map(({ mail }) => mail._id),
    results.map((mail) => !settled(mail)),
  );
}

/**
 * After a pending mark's mails were tried (`open`: which are still to be delivered), the mark goes once
 * none is, and names only those that are while some mails are delivered and others not.
 */
async function updatePending(ids: string[], open: boolean[]): Promise<void> {
  const left = ids.filter((_, index) => open[index]);
  if (left.length === ids.length) return;
  try {
    if (left.length) await guard(() => store().set(pendingKey(left), ''));
    await guard(() => store().delete(pendingKey(ids)));
  } catch (error) {
    // The mark stays: the scheduled run reads its mails again and finds them delivered.
    console.error(`[mail] could not update the pending mark of ${ids.join(', ')}`, error);
  }
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
  const settings = mailSettings();
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
  const settings = mailSettings();
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

/** A conditional write of the mail; its new etag, or null when someone else changed it first. */
async function write(mail: OutboxMail, etag: string): Promise<string | null> {
  const written = await guard(() => store().setJSON(mailKey(mail._id), mail, { onlyIfMatch: etag }));
  if (!written.modified) return null;
  return written.etag ?? (await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(mail._id)))?.etag ?? null;
}

/** The scheduled run: sends what is due, oldest first, until the time budget is spent. */
export async function retryDue(options: { budgetMs?: number } = {}): Promise<{ tried: number; sent: number }> {
  // Without SMTP nothing can be sent: the mails wait, and the run costs nothing.
  if (!mailSettings().smtpUrl) return { tried: 0, sent: 0 };
  const deadline = Date.now() + (options.budgetMs ?? 20_000);
  const marks = (await pendingMarks()).sort();
  let tried = 0;
  let sent = 0;
  for (const ids of marks) {
    if (Date.now() >= deadline) break;
    const open = await Promise.all(
      ids.map(async (id) => {
        let found = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
        // A mark is written before its mails: missing long after, they were never stored (the function
        // ended); they are made again from the enquiry, with the same ids, or the mark is dropped.
        if (!found && Date.now() - idTime(id) < CLAIM_MS) return true;
        if (!found && (await remake(ids))) found = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
        if (!found) return false;
        const { state, nextAttemptAt, claimedUntil } = found.value;
        // Not due yet, or its sender is still at it (a new mail is stored claimed by the request that made it).
        const busy = state === 'sending' && Date.parse(claimedUntil ?? '') > Date.now();
        if (settled(found.value) || busy || Date.parse(nextAttemptAt) > Date.now()) return !settled(found.value);
        tried += 1;
        const after = await deliver(id, { found });
        if (after?.state === 'sent') sent += 1;
        return !settled(after);
      }),
    );
    await updatePending(ids, open);
  }
  return { tried, sent };
}

/**
 * Makes and stores, unclaimed, the mails a pending mark names that were never stored, from the enquiry
 * it names; false when that cannot be done (a mark of older data, an enquiry deleted since).
 */
async function remake(ids: string[]): Promise<boolean> {
  const mark = await guard(() => store().get(pendingKey(ids), { type: 'json' }) as Promise<MarkBody | null>).catch(() => null);
  // An account's and a quotation's mails are stored with their mark: nothing to make again.
  if (!mark?.enquiryKind || mark.enquiryKind === 'account' || mark.enquiryKind === 'quotations') return false;
  // Imported here: the inboxes tell this module of each new enquiry, so it cannot import them at load time.
  const { inboxes } = await import('../collections.ts');
  const record = await inboxes[mark.enquiryKind].get(mark.enquiryId);
  if (!record) return false;
  const about = { enquiryKind: mark.enquiryKind, enquiryId: mark.enquiryId };
  const composed = composeMails(mark.enquiryKind, record, mailSettings(), await settingsForMail());
  // The confirmation only if this enquiry holds (or now takes) its address's claim of the day it came in.
  const made: ComposedMail[] = [];
  for (const mail of composed) {
    if (mail.audience !== 'visitor' || (await claimConfirmation(mail.to[0], record._id, Date.parse(record.dateAdded))))
      made.push(mail);
  }
  const mails = outboxMails(made, about, ids, false).slice(0, ids.length);
  const [written] = await Promise.all([
    Promise.all(mails.map((mail) => guard(() => store().setJSON(mailKey(mail._id), mail, { onlyIfNew: true })))),
    guard(() => store().set(recentKey(mails.map((mail) => mail._id)), '')),
  ]);
  // Two runs at once may both try: only the one whose write made the mail says so.
  if (written.some((result) => result.modified))
    console.error(`[mail] made again the mails of ${mark.enquiryKind} ${mark.enquiryId}, never stored by their request`);
  return true;
}

/** Each pending mark's mail ids. */
async function pendingMarks(): Promise<string[][]> {
  const marks: string[][] = [];
  await guard(async () => {
    for await (const page of store().list({ prefix: 'pending/', paginate: true })) {
      marks.push(...page.blobs.map((blob) => idsOf(blob.key)));
    }
  });
  return marks;
}

/** The newest mails, for the Mail screen. */
export async function recentMails(limit: number): Promise<OutboxMail[]> {
  const page = await guard(() => store().list({ prefix: 'recent/' }));
  const ids = [...new Set(page.blobs.flatMap((blob) => idsOf(blob.key)))].slice(0, limit);
  const mails = await Promise.all(
    ids.map((id) => guard(() => store().get(mailKey(id), { type: 'json' }) as Promise<OutboxMail | null>)),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

/**
 * For the dashboard: how many mails are not delivered yet, and the newest error among them. One listing
 * page (1,000 keys) and a few reads, however long the outbox: more than a page reads as "1000".
 */
export async function mailHealth(): Promise<{ undelivered: number; lastError: string | null }> {
  const page = await guard(() => store().list({ prefix: 'pending/' }));
  const ids = [...new Set(page.blobs.flatMap((blob) => idsOf(blob.key)))].sort();
  const newest = ids.slice(-5);
  const mails = await Promise.all(
    newest.map((id) => guard(() => store().get(mailKey(id), { type: 'json' }) as Promise<OutboxMail | null>)),
  );
  const withError = mails.filter((mail) => mail?.lastError).at(-1);
  return { undelivered: ids.length, lastError: withError?.lastError ?? null };
}

/** Resend refused: the mail is being sent right now, and a second send would deliver it twice. */
export class MailBeingSentError extends Error {
  constructor() {
    super(MESSAGES.mailBeingSent);
    this.name = 'MailBeingSentError';
  }
}

/**
 * Resend from the Mail screen: back in the queue and sent now. Only over the state it read (a
 * conditional write): a mail being sent is refused (MailBeingSentError), and so is one whose sender
 * claimed it between the read and the requeue.
 */
export async function resend(id: string): Promise<OutboxMail | null> {
  const found = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
  if (!found) return null;
  const now = Date.now();
  if (beingSent(found.value, now)) throw new MailBeingSentError();
  const requeued: OutboxMail = {
    ...found.value,
    state: 'queued',
    nextAttemptAt: new Date(now).toISOString(),
    retryUntil: new Date(now + RETRY_FOR_MS).toISOString(),
  };
  delete requeued.claimedUntil;
  const etag = await write(requeued, found.etag);
  if (!etag) {
    const again = await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(id));
    if (again && beingSent(again.value)) throw new MailBeingSentError();
    return again?.value ?? null;
  }
  await guard(() => store().set(pendingKey([id]), ''));
  const after = await deliver(id, { found: { value: requeued, etag } });
  await updatePending([id], [!settled(after)]);
  return after;
}
