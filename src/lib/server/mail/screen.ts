/** The Mail screen's calls and the dashboard's mail health: the newest mails, what is undelivered, a resend. */
import { MESSAGES } from '../../messages/answers.ts';
import { guard, readJSONWithEtag, STORE_NAMES } from '../store/index.ts';
import { deliver } from './delivery.ts';
import {
  type OutboxMail,
  RETRY_FOR_MS,
  beingSent,
  idsOf,
  mailKey,
  outboxStore,
  pendingKey,
  settled,
  updatePending,
  write,
} from './outbox.ts';

/** The newest mails, for the Mail screen. */
export async function recentMails(limit: number): Promise<OutboxMail[]> {
  const page = await guard(() => outboxStore().list({ prefix: 'recent/' }));
  const ids = [...new Set(page.blobs.flatMap((blob) => idsOf(blob.key)))].slice(0, limit);
  const mails = await Promise.all(
    ids.map((id) => guard(() => outboxStore().get(mailKey(id), { type: 'json' }) as Promise<OutboxMail | null>)),
  );
  return mails.filter((mail): mail is OutboxMail => mail !== null);
}

/**
 * For the dashboard: how many mails are not delivered yet, and the newest error among them. One listing
 * page (1,000 keys) and a few reads, however long the outbox: more than a page reads as "1000".
 */
export async function mailHealth(): Promise<{ undelivered: number; lastError: string | null }> {
  const page = await guard(() => outboxStore().list({ prefix: 'pending/' }));
  const ids = [...new Set(page.blobs.flatMap((blob) => idsOf(blob.key)))].sort();
  const newest = ids.slice(-5);
  const mails = await Promise.all(
    newest.map((id) => guard(() => outboxStore().get(mailKey(id), { type: 'json' }) as Promise<OutboxMail | null>)),
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
  await guard(() => outboxStore().set(pendingKey([id]), ''));
  const after = await deliver(id, { found: { value: requeued, etag } });
  await updatePending([id], [!settled(after)]);
  return after;
}
