/**
 * Erasing a person from the activity list: an entry that names them (an enquiry's label is its sender's name; an
 * action may name them or their address, as a merge's does) keeps what was done, when and by whom, but names them
 * in none of its words any more. Entries list newest first, so the listing stops at the first entry older than the
 * person's oldest record: nothing before it can name them. One listing request per 1,000 keys, one read per
 * entry in the window, two writes per entry changed.
 */
import type { ActivityEntry } from '../../schemas/team.ts';
import { idTime, newestFirst } from '../ids.ts';
import { STORE_NAMES, guard, openStore, readJSON } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';
import { addressPattern, escaped } from './outbox-erasure.ts';

/** `text` with every one of the names and the address replaced by `erased`. */
function scrubbed(text: string, names: string[], email: string, erased: string): string {
  let out = email ? text.replace(addressPattern(email, 'gi'), erased) : text;
  for (const name of names) out = out.replace(new RegExp(escaped(name), 'gi'), erased);
  return out;
}

export async function eraseFromActivity(
  subject: { names: string[]; email: string },
  since: number,
  erased: string,
): Promise<number> {
  const names = subject.names
    .map((name) => name.trim())
    .filter((name) => name.length >= 3 && name.toLowerCase() !== erased.toLowerCase());
  if (names.length === 0 && !subject.email) return 0;
  const store = openStore(STORE_NAMES.activity);
  const keys: string[] = [];
  await guard(async () => {
    for await (const page of store.list({ prefix: 'all/', paginate: true })) {
      const inWindow = page.blobs.map((blob) => blob.key).filter((key) => idTime(newestFirst(key.slice('all/'.length))) >= since);
      keys.push(...inWindow);
      if (inWindow.length < page.blobs.length) break;
    }
  });
  const scrub = (text: string) => scrubbed(text, names, subject.email, erased);
  const changed = await mapLimited(keys, async (key) => {
    const entry = await readJSON<ActivityEntry>(STORE_NAMES.activity, key);
    if (!entry) return 0;
    const next: ActivityEntry = {
      ...entry,
      userName: scrub(entry.userName),
      action: scrub(entry.action),
      target: { ...entry.target, label: scrub(entry.target.label) },
    };
    if (JSON.stringify(next) === JSON.stringify(entry)) return 0;
    const id = key.slice('all/'.length);
    await guard(() => Promise.all([store.setJSON(key, next), store.setJSON(`user/${entry.userId}/${id}`, next)]));
    return 1;
  });
  return changed.reduce<number>((sum, one) => sum + one, 0);
}
