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
 * marked failed (delivery.ts sends, retries.ts is the scheduled run's part). An enquiry's two mails cost seven store requests: one write before the answer (the
 * pending mark), then the two mails and their list entry, each outcome and the removal of the mark.
 */
import type { EnquiryKind } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { idTime, newId, newestFirst } from '../ids.ts';
import { STORE_NAMES, guard, openStore, readJSONWithEtag, withinStoreBudget } from '../store/index.ts';
import { mailEnvironment } from './mail-environment.ts';
import type { ComposedMail } from './templates.ts';

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
  /** A private mail (a secret link or someone's data; mail/private.ts): the Mail screen does not show its text. */
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

export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
export const CLAIM_MS = 90_000;
export const outboxStore = () => openStore(STORE_NAMES.outbox);
export const mailKey = (id: string) => `mail/${id}`;
/** One key marks or lists several mails (an enquiry's): their ids, joined. */
const GROUP = '_';
export const pendingKey = (ids: string[]) => `pending/${ids.join(GROUP)}`;
export const recentKey = (ids: string[]) => `recent/${newestFirst(ids[0])}/${ids.toReversed().join(GROUP)}`;
export const idsOf = (key: string) => key.slice(key.lastIndexOf('/') + 1).split(GROUP);
export const settled = (mail: OutboxMail | null) => !mail || mail.state === 'sent' || mail.state === 'failed';
/** A send under way holds the mail (its sender's claim has not run out). */
export const beingSent = (mail: OutboxMail, now = Date.now()) =>
  mail.state === 'sending' && Date.parse(mail.claimedUntil ?? '') > now;

/** Removes a pending mark (one replaced by a narrower one); false if the store failed (logged). */
export async function unmark(ids: string[]): Promise<boolean> {
  try {
    await withinStoreBudget(() => guard(() => outboxStore().delete(pendingKey(ids))));
    return true;
  } catch (error) {
    console.error(`[mail] could not remove the pending mark of ${ids.join(', ')}`, error);
    return false;
  }
}

export type About = Pick<OutboxMail, 'enquiryKind' | 'enquiryId' | 'secret'> & { retryUntil?: string };

/** What a pending mark holds: what its mails are about, to make them again if they were never stored. */
export type MarkBody = Pick<OutboxMail, 'enquiryKind' | 'enquiryId'>;

/** Writes the pending mark of mails to come; false if the store failed (logged; the caller goes on). */
export async function markPending(ids: string[], about: MarkBody): Promise<boolean> {
  try {
    // A budget of its own: a failing outbox never turns the stored enquiry's answer into an error.
    await withinStoreBudget(() => guard(() => outboxStore().setJSON(pendingKey(ids), about)));
    return true;
  } catch (error) {
    console.error(`[mail] could not mark the mails of ${about.enquiryKind} ${about.enquiryId} pending`, error);
    return false;
  }
}

/** A mail as stored, and the etag its sender writes its outcome over. */
export interface StoredMail {
  mail: OutboxMail;
  etag: string;
}

/** New mails as the outbox keeps them: claimed by their maker when it is about to send them. */
export function outboxMails(composed: ComposedMail[], about: About, ids: string[], claimed: boolean): OutboxMail[] {
  const settings = mailEnvironment();
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
export async function storeMails(
  composed: ComposedMail[],
  about: About,
  options: { ids?: string[]; marked?: boolean } = {},
): Promise<StoredMail[] | null> {
  try {
    const ids = options.ids ?? composed.map(() => newId());
    const mails = outboxMails(composed, about, ids, true);
    const etags = await enqueue(mails, { mark: !options.marked });
    // Without SMTP nothing is sent now: the mails wait for the scheduled run once SMTP_URL is set.
    if (!mailEnvironment().smtpUrl) return [];
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
      Promise.all(mails.map((mail) => outboxStore().setJSON(mailKey(mail._id), mail, { onlyIfNew: true }))),
      mark && outboxStore().setJSON(pendingKey(ids), { enquiryKind, enquiryId } satisfies MarkBody),
      outboxStore().set(recentKey(ids), ''),
    ]);
    return Promise.all(
      mails.map(async (mail, index) => {
        const etag = written[index].etag ?? (await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(mail._id)))?.etag;
        if (!written[index].modified || !etag) throw new Error(`the outbox did not take mail ${mail._id}`);
        return etag;
      }),
    );
  });

/**
 * After a pending mark's mails were tried (`open`: which are still to be delivered), the mark goes once
 * none is, and names only those that are while some mails are delivered and others not.
 */
export async function updatePending(ids: string[], open: boolean[]): Promise<void> {
  const left = ids.filter((_, index) => open[index]);
  if (left.length === ids.length) return;
  try {
    if (left.length) await guard(() => outboxStore().set(pendingKey(left), ''));
    await guard(() => outboxStore().delete(pendingKey(ids)));
  } catch (error) {
    // The mark stays: the scheduled run reads its mails again and finds them delivered.
    console.error(`[mail] could not update the pending mark of ${ids.join(', ')}`, error);
  }
}

/** A conditional write of the mail; its new etag, or null when someone else changed it first. */
export async function write(mail: OutboxMail, etag: string): Promise<string | null> {
  const written = await guard(() => outboxStore().setJSON(mailKey(mail._id), mail, { onlyIfMatch: etag }));
  if (!written.modified) return null;
  return written.etag ?? (await readJSONWithEtag<OutboxMail>(STORE_NAMES.outbox, mailKey(mail._id)))?.etag ?? null;
}

/** Each pending mark's mail ids. */
export async function pendingMarks(): Promise<string[][]> {
  const marks: string[][] = [];
  await guard(async () => {
    for await (const page of outboxStore().list({ prefix: 'pending/', paginate: true })) {
      marks.push(...page.blobs.map((blob) => idsOf(blob.key)));
    }
  });
  return marks;
}
