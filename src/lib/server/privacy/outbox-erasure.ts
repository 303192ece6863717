/**
 * Erasing a person from the outbox: every mail to them (or answering to them), every mail to staff about one of
 * their records, and every mail naming their address, is removed with its line on the Mail screen and any pending
 * mark. The address is matched whole: erasing jo@x.in leaves bojo@x.in's mail. A phone is never matched in a
 * mail's words, since an office number names colleagues too; staff's mails about the person's own records go by
 * the record. Mails are many and only their bodies tell, so each is read: one listing request per 1,000 keys and
 * one read per mail, 32 at a time.
 */
import { type OutboxMail, idsOf, mailKey, outboxStore } from '../mail/outbox.ts';
import { STORE_NAMES, guard, listKeys } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';

export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `email` as a whole address, case-insensitive: not inside 'bojo@x.in' or 'jo@x.in.example'. */
export const addressPattern = (email: string, flags = 'i') =>
  new RegExp(`(?<![a-z0-9.!#$%&'*+/=?^_\`{|}~-])${escaped(email)}(?![a-z0-9_-]|\\.[a-z0-9])`, flags);

export const namesAddress = (text: string, email: string) => addressPattern(email).test(text);

const same = (address: string | undefined, email: string) => (address ?? '').trim().toLowerCase() === email;

/** Whether the mail is the person's: to them, answering to them, staff's about their records, or naming them. */
export const isTheirs = (mail: OutboxMail, email: string, records: Set<string>) =>
  mail.to.some((to) => same(to, email)) ||
  same(mail.replyTo?.address, email) ||
  (mail.audience === 'staff' && records.has(mail.enquiryId)) ||
  namesAddress(`${mail.subject}\n${mail.text}\n${mail.html}`, email);

/** Removes the person's mails (`email` lower case; `records`: their records' ids); answers how many. */
export async function eraseFromOutbox(email: string, records: Set<string>): Promise<number> {
  const keys = await listKeys(STORE_NAMES.outbox);
  const mailKeys = keys.filter((key) => key.startsWith('mail/'));
  const found = await mapLimited(mailKeys, async (key) => {
    const mail = (await guard(() => outboxStore().get(key, { type: 'json' }))) as OutboxMail | null;
    return mail !== null && isTheirs(mail, email, records) ? key.slice('mail/'.length) : null;
  });
  const erased = new Set(found.filter((id): id is string => id !== null));
  await removeMails(erased, keys);
  return erased.size;
}

/** Removes these mails with their lines on the Mail screen and any pending mark (`keys`: the outbox's, if listed already). */
export async function removeMails(ids: Set<string>, keys?: string[]): Promise<void> {
  if (ids.size === 0) return;
  keys ??= await listKeys(STORE_NAMES.outbox);
  const listings = keys.filter(
    (key) => (key.startsWith('recent/') || key.startsWith('pending/')) && idsOf(key).some((id) => ids.has(id)),
  );
  await mapLimited([...listings, ...[...ids].map(mailKey)], (key) => guard(() => outboxStore().delete(key)));
}
