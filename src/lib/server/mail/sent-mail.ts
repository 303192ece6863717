/**
 * Sent mail leaves the outbox SENT_MAIL_KEEP_DAYS after it was sent (the privacy notice names the days): long
 * enough for staff to see on the Mail screen what went out, no longer, as every mail names its receiver. A mail
 * the outbox gave up on goes as long after its last try; one still queued or being retried stays. The housekeeping
 * run does it once a day: one listing of the outbox per 1,000 keys, then a read of each mail made before the
 * cut-off (32 at a time) and the deletes of those that ran out, with their lines on the Mail screen.
 */
import { SENT_MAIL_KEEP_DAYS } from '../../privacy/keeping.ts';
import { idTime } from '../ids.ts';
import { oncePerDay } from '../privacy/daily.ts';
import { removeMails } from '../privacy/outbox-erasure.ts';
import { STORE_NAMES, guard, listKeys } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';
import { type OutboxMail, outboxStore } from './outbox.ts';

const KEEP_MS = SENT_MAIL_KEEP_DAYS * 24 * 60 * 60 * 1000;

/** When a settled mail's days began: its send, or the end of its tries; undefined for a mail not settled. */
function settledAt(mail: OutboxMail): number | undefined {
  if (mail.state === 'sent') return Date.parse(mail.sentAt ?? mail.createdAt);
  if (mail.state === 'failed') return Date.parse(mail.retryUntil);
  return undefined;
}

/** Answers how many mails it removed. */
export const sweepSentMail = oncePerDay('sent-mail', async (now, limits) => {
  const keys = await listKeys(STORE_NAMES.outbox);
  // A mail is made before it is sent: one made after the cut-off cannot have run out, and is not read.
  const old = keys.filter((key) => key.startsWith('mail/') && now - idTime(key.slice('mail/'.length)) > KEEP_MS);
  const found = await mapLimited(old.slice(0, limits.limit), async (key) => {
    if (Date.now() >= limits.deadline) return null;
    const mail = (await guard(() => outboxStore().get(key, { type: 'json' }))) as OutboxMail | null;
    const at = mail ? settledAt(mail) : undefined;
    return at !== undefined && now - at > KEEP_MS ? mail!._id : null;
  });
  const gone = new Set(found.filter((id): id is string => id !== null));
  await removeMails(gone, keys);
  return gone.size;
});
