/**
 * Consent to news and offers by e-mail: given only by ticking the forms' unticked box (or on My orders), kept
 * with its time, where it was given and the privacy notice's version then in force, and withdrawn in one click
 * from any such mail (consent-link.ts) or on My orders. One record an e-mail in the `meta` store under
 * `consent/{sha256 of the lower-cased e-mail}`, so a link can name it without the address; each change is
 * kept in its history, which is how the company can show when and how it was given and taken back.
 * One read and at most one conditional write a call.
 */
import { createHash } from 'node:crypto';
import { wantsNews } from '../../schemas/privacy.ts';
import { STORE_NAMES, guard, openStore, readWithEtag } from '../store.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';

/** Where an answer was given: one of the public forms, My orders, or the link in a mail. */
export type ConsentSource = 'contact' | 'quote-request' | 'product-quote' | 'my-orders' | 'link';

export interface ConsentChange {
  marketing: boolean;
  at: string;
  source: ConsentSource;
  /** The privacy notice's version in force at the time (settings' privacy.noticeVersion). */
  noticeVersion: string;
}

/** The e-mail's answer now (the latest change), and every change before it. */
export interface ConsentRecord extends ConsentChange {
  email: string;
  history: ConsentChange[];
}

/** Changes kept per e-mail: far more than anyone makes; a record never grows past it. */
const MAX_HISTORY = 100;
const PREFIX = 'consent/';

const normal = (email: string) => email.trim().toLowerCase();

/** The key an e-mail's consent is kept under: sha256 of the lower-cased address, hex. */
export const consentKeyOf = (email: string) => createHash('sha256').update(normal(email)).digest('hex');

const storeKey = (key: string) => `${PREFIX}${key}`;

async function readByKey(key: string) {
  return guard(() => readWithEtag<ConsentRecord>(openStore(STORE_NAMES.meta), storeKey(key)));
}

/** The e-mail's consent as recorded, or null when it never gave one (one store request). */
export async function consentOf(email: string): Promise<ConsentRecord | null> {
  return (await readByKey(consentKeyOf(email)))?.value ?? null;
}

/**
 * Writes `change` onto the record under `key` unless it says nothing new: a repeat of the answer in force (the
 * same consent under the same notice, or a second withdrawal) leaves the record and its time as they are.
 * A refusal where nothing was ever given records nothing. Answers the record as it stands, and whether it changed.
 */
async function change(
  key: string,
  email: string | null,
  next: ConsentChange,
): Promise<{ record: ConsentRecord | null; changed: boolean }> {
  const store = openStore(STORE_NAMES.meta);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readByKey(key);
    const current = found?.value ?? null;
    const same =
      current && current.marketing === next.marketing && (!next.marketing || current.noticeVersion === next.noticeVersion);
    if (same || (!current && !next.marketing)) return { record: current, changed: false };
    const address = current?.email ?? email;
    if (!address) return { record: null, changed: false };
    const record: ConsentRecord = { email: address, ...next, history: [...(current?.history ?? []), next].slice(-MAX_HISTORY) };
    const written = await guard(() =>
      store.setJSON(storeKey(key), record, found ? { onlyIfMatch: found.etag } : { onlyIfNew: true }),
    );
    if (written.modified) return { record, changed: true };
  }
  throw new Error(`consent ${key} kept changing while it was being recorded`);
}

const noticeVersionNow = async () => (await cachedSiteSettings()).privacy.noticeVersion;

/**
 * Records the e-mail's answer: `marketing: true` when a box was ticked (the forms call it only then), false to
 * withdraw. `noticeVersion` defaults to the one in force now.
 */
export async function recordConsent({
  email,
  marketing,
  source,
  noticeVersion,
}: {
  email: string;
  marketing: boolean;
  source: ConsentSource;
  noticeVersion?: string;
}): Promise<ConsentRecord | null> {
  const at = new Date().toISOString();
  const version = noticeVersion ?? (await noticeVersionNow());
  return (await change(consentKeyOf(email), normal(email), { marketing, at, source, noticeVersion: version })).record;
}

/** Withdraws the e-mail's consent (My orders); `withdrawn` is false when there was none in force. */
export async function withdrawConsent(email: string, source: ConsentSource = 'my-orders') {
  return withdrawByKey(consentKeyOf(email), source);
}

/** Withdraws the consent kept under `key` (the signed link names the key, not the address). */
export async function withdrawByKey(key: string, source: ConsentSource = 'link'): Promise<{ withdrawn: boolean }> {
  const next = { marketing: false, at: new Date().toISOString(), source, noticeVersion: await noticeVersionNow() };
  return { withdrawn: (await change(key, null, next)).changed };
}

/** Removes the e-mail's record whole (an erasure): the address and its history leave the store. */
export async function eraseConsent(email: string): Promise<void> {
  await guard(() => openStore(STORE_NAMES.meta).delete(storeKey(consentKeyOf(email))));
}

/**
 * A public form's news box: the consent recorded when it was ticked, nothing at all (no store request) when not.
 * Called once the enquiry is stored; should it fail, the form's retry (same Idempotency-Key) stores nothing twice
 * and records it then.
 */
export async function consentFromForm(
  { email, marketing }: { email: string; marketing?: boolean | 'true' },
  source: ConsentSource,
): Promise<void> {
  if (wantsNews(marketing)) await recordConsent({ email, marketing: true, source });
}
