/**
 * Erasing a person from the outbox: every mail to them or naming their e-mail or phone is removed, with its
 * line on the Mail screen and any pending mark. Mails are many and only their bodies tell, so each is read:
 * one listing request per 1,000 keys and one read per mail, 32 at a time.
 */
import { idsOf, mailKey, outboxStore } from '../mail/outbox.ts';
import { STORE_NAMES, guard, listKeys } from '../store.ts';
import { mapLimited } from '../store/concurrency.ts';

/** Whether a stored text names one of `needles` (each already lower case, none empty). */
export const names = (text: string, needles: string[]) => {
  const lower = text.toLowerCase();
  return needles.some((needle) => lower.includes(needle));
};

/** Removes the mails naming the e-mail or phones; answers how many. `keep` names a mail to leave (the answer itself). */
export async function eraseFromOutbox(needles: string[], keep: Set<string> = new Set()): Promise<number> {
  const keys = await listKeys(STORE_NAMES.outbox);
  const mailKeys = keys.filter((key) => key.startsWith('mail/'));
  const found = await mapLimited(mailKeys, async (key) => {
    const text = await guard(() => outboxStore().get(key, { type: 'text' }));
    return text !== null && names(text, needles) ? key.slice('mail/'.length) : null;
  });
  const erased = new Set(found.filter((id): id is string => id !== null && !keep.has(id)));
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
