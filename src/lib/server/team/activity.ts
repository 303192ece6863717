/**
 * Who did what (docs/product.md 2.21): every change made in the admin is recorded with the person and the
 * time. In the `activity` store, each entry is written twice, under keys that list newest first:
 *   all/{newest-first id}              every change
 *   user/{userId}/{newest-first id}    one person's changes
 * A page lists keys only up to its own end (1,000 a request) and reads just its entries, so paging never
 * reads everything, and nothing counts every entry.
 */
import type { Paged } from '../../api/define.ts';
import type { ActivityEntry, ActivityTargetKind } from '../../schemas/team.ts';
import { newId, newestFirst } from '../ids.ts';
import { pageOfLeading, pageReach } from '../paging.ts';
import { STORE_NAMES, guard, openStore, readJSON } from '../store/index.ts';

const store = () => openStore(STORE_NAMES.activity);

/** Who an entry names: a signed-in person, or a named actor (the scheduled run, customer linking). */
export interface Actor {
  id: string;
  name: string;
}

/**
 * Records one change. A failure is logged, never the caller's: the change itself has landed. Called by the
 * follow-ups of a write (src/lib/server/follow-ups.ts) alone, so no write records itself by hand.
 */
export async function recordActivity(
  actor: Actor,
  action: string,
  target: { kind: ActivityTargetKind; id: string; label: string },
): Promise<void> {
  const id = newId();
  const entry: ActivityEntry = {
    id,
    at: new Date().toISOString(),
    userId: actor.id,
    userName: actor.name,
    action,
    target: { ...target, label: target.label.slice(0, 200) },
  };
  try {
    await guard(() =>
      Promise.all([
        store().setJSON(`all/${newestFirst(id)}`, entry),
        store().setJSON(`user/${actor.id}/${newestFirst(id)}`, entry),
      ]),
    );
  } catch (error) {
    console.error(`[activity] could not record "${action}" by ${actor.name}`, error);
  }
}

/** One page, newest first, of everyone's changes or one person's. */
export async function activityPage(page: number, limit: number, userId?: string): Promise<Paged<ActivityEntry>> {
  const prefix = userId ? `user/${userId}/` : 'all/';
  const wanted = pageReach(page, limit);
  const keys: string[] = [];
  await guard(async () => {
    for await (const listed of store().list({ prefix, paginate: true })) {
      keys.push(...listed.blobs.map((blob) => blob.key));
      if (keys.length >= wanted) break;
    }
  });
  keys.sort();
  const onPage = pageOfLeading(keys, page, limit);
  const entries = await Promise.all(onPage.data.map((key) => readJSON<ActivityEntry>(STORE_NAMES.activity, key)));
  return { ...onPage, data: entries.filter((entry): entry is ActivityEntry => entry !== null) };
}
