/**
 * Erasing a person from the activity list: an entry that names them (an enquiry's label is its sender's name)
 * keeps what was done, when and by whom, but names them no more. Entries list newest first, so the listing stops
 * at the first entry older than the person's oldest record: nothing before it can name them.
 */
import type { ActivityEntry } from '../../types.ts';
import { idTime, newestFirst } from '../ids.ts';
import { STORE_NAMES, guard, openStore, readJSON } from '../store.ts';
import { mapLimited } from '../store/concurrency.ts';

export async function eraseFromActivity(names: string[], since: number, erased: string): Promise<number> {
  const wanted = names.map((name) => name.trim().toLowerCase()).filter((name) => name.length >= 3);
  if (wanted.length === 0) return 0;
  const store = openStore(STORE_NAMES.activity);
  const keys: string[] = [];
  await guard(async () => {
    for await (const page of store.list({ prefix: 'all/', paginate: true })) {
      const inWindow = page.blobs.map((blob) => blob.key).filter((key) => idTime(newestFirst(key.slice('all/'.length))) >= since);
      keys.push(...inWindow);
      if (inWindow.length < page.blobs.length) break;
    }
  });
  const changed = await mapLimited(keys, async (key) => {
    const entry = await readJSON<ActivityEntry>(STORE_NAMES.activity, key);
    if (!entry || !wanted.some((name) => entry.target.label.toLowerCase().includes(name))) return 0;
    const next = { ...entry, target: { ...entry.target, label: erased } };
    const id = key.slice('all/'.length);
    await guard(() => Promise.all([store.setJSON(key, next), store.setJSON(`user/${entry.userId}/${id}`, next)]));
    return 1;
  });
  return changed.reduce<number>((sum, one) => sum + one, 0);
}
