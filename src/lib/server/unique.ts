/**
 * Unique values across concurrent requests (a product's page name, a blog's slug). Checking a list and
 * then writing lets two requests both pass, so each value is claimed with a key written only if it is
 * new; the one write that lands owns the value.
 */
import { createHash } from 'node:crypto';
import { idTime } from './ids.ts';
import { STORE_NAMES, deleteKey, guard, openStore, readJSON } from './store/index.ts';

/** A claim whose record never appeared is stale after this long (the request that made it died). */
const CLAIM_GRACE_MS = 60_000;

interface Claim {
  owner: string;
  value: string;
}

const claimKey = (namespace: string, value: string) => `unique/${namespace}/${createHash('sha256').update(value).digest('hex')}`;

/**
 * Claims `value` for `owner`. True when it is now owned by `owner`; false when another live owner has
 * it. `stillOwns(owner)` tells whether an earlier claimant's record still holds the value (a deleted or
 * renamed record leaves a stale claim that may be taken over). Owners are record ids, which carry the
 * time they were made: a claim whose record does not exist yet is left alone for a grace period.
 */
export async function claimUnique(
  namespace: string,
  value: string,
  owner: string,
  stillOwns: (owner: string) => Promise<boolean>,
): Promise<boolean> {
  const key = claimKey(namespace, value);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const written = await guard(() =>
      openStore(STORE_NAMES.meta).setJSON(key, { owner, value } satisfies Claim, { onlyIfNew: true }),
    );
    if (written.modified) return true;
    const current = await readJSON<Claim>(STORE_NAMES.meta, key);
    if (!current) continue;
    if (current.owner === owner) return true;
    if (Date.now() - idTime(current.owner) < CLAIM_GRACE_MS || (await stillOwns(current.owner))) return false;
    await deleteKey(STORE_NAMES.meta, key);
  }
  return false;
}

/** Gives a value up, if `owner` holds it. */
export async function releaseUnique(namespace: string, value: string, owner: string): Promise<void> {
  const key = claimKey(namespace, value);
  const current = await readJSON<Claim>(STORE_NAMES.meta, key);
  if (current?.owner === owner) await deleteKey(STORE_NAMES.meta, key);
}

/**
 * For a write's `.catch`: a write that failed after `value` was claimed for it gives the value back (so a
 * retry is not refused as taken), then fails as it did. A lost release lapses after the grace period.
 */
export const givingBack =
  (namespace: string, value: string, owner: string) =>
  async (error: unknown): Promise<never> => {
    await releaseUnique(namespace, value, owner).catch(() => undefined);
    throw error;
  };
