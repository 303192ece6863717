/**
 * Consent to news and offers by e-mail. A box ticked on a public form only asks: anyone can type anyone's
 * address, so the consent stays pending (no news may use it) until the link mailed to that address is followed
 * (consent-mail.ts; a double opt-in). My orders gives it at once: its session proves the address. It is withdrawn
 * in one click from any news mail (consent-link.ts), on My orders or by a privacy request.
 * One record an e-mail in the `meta` store under `consent/{sha256 of the lower-cased e-mail}`, so a link can
 * name it without the address. Each step (asked, given, withdrawn) is kept in its history with its time, its way
 * and the privacy notice's version: how the company shows when and how consent was given and taken back. The
 * address is kept only while it is needed: a given consent's record holds it (the news mails go to it); an
 * asked one's is kept apart, in the `sessions` store under `consent-ask/{key}` with the link's expiry, so the
 * housekeeping run removes it with the other links that ran out, and a box ticked with someone else's address
 * and never confirmed leaves that address nowhere after 30 days. A withdrawal leaves the key, the times and the
 * ways, nothing else about the person.
 * One read and at most one conditional write of the record a call (a retry when another write came first), and
 * the ask beside it when one is made, followed or withdrawn.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { wantsNews } from '../../schemas/privacy.ts';
import { afterResponse } from '../background.ts';
import { STORE_NAMES, deleteKey, guard, openStore, readJSON, readWithEtag, writeJSON } from '../store/index.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { composeNewsConfirmMail, newsConfirmLink } from './consent-mail.ts';
import { noticeVersionOf } from './consent-notice.ts';
import { mailPrivately } from '../mail/private.ts';

/** Where a step was taken: a public form, My orders, the withdraw link in a news mail, or the confirming link. */
export type ConsentSource = 'contact' | 'quote-request' | 'product-quote' | 'my-orders' | 'link' | 'confirmation';

/** A box ticked on one of these forms only asks; the confirming link gives. */
const PUBLIC_FORMS: readonly ConsentSource[] = ['contact', 'quote-request', 'product-quote'];

export interface ConsentChange {
  /** asked: a public form's box ticked, pending its confirmation; given: confirmed, or on My orders; withdrawn. */
  step: 'asked' | 'given' | 'withdrawn';
  at: string;
  source: ConsentSource;
  /** The privacy notice's version in force when the box was ticked (settings' privacy.noticeVersion). */
  noticeVersion: string;
}

/** A ticked box waiting for its link: the link's secret (hashed only) and when it runs out. */
export interface PendingConsent {
  tokenHash: string;
  expiresAt: string;
}

/** The ask's address, in the `sessions` store until the link runs out (swept then by the housekeeping run). */
interface Ask {
  email: string;
  expiresAt: string;
}

/** The e-mail's consent now (its latest step), and every step before it. */
export interface ConsentRecord extends ConsentChange {
  /** The sha256 of the address: all a withdrawn record keeps to say whose it is. */
  key: string;
  /** Whether news may be mailed: a consent given and not withdrawn since. Pending is no. */
  marketing: boolean;
  /** The address, while a consent is given. */
  email?: string;
  pending?: PendingConsent;
  /** When the last confirming mail went: one a day at most, whatever the forms send. */
  mailedAt?: string;
  history: ConsentChange[];
}

/** Steps kept per e-mail: far more than anyone takes; a record never grows past it. */
const MAX_HISTORY = 100;
const PREFIX = 'consent/';
/** How long a confirming link works. */
export const CONFIRM_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** At most one confirming mail an address in this time. */
const MAIL_EVERY_MS = 24 * 60 * 60 * 1000;

const normal = (email: string) => email.trim().toLowerCase();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The key an e-mail's consent is kept under: sha256 of the lower-cased address, hex. */
export const consentKeyOf = (email: string) => sha256(normal(email));

const storeKey = (key: string) => `${PREFIX}${key}`;
const askKey = (key: string) => `consent-ask/${key}`;
const forgetAsk = (key: string) => deleteKey(STORE_NAMES.sessions, askKey(key));

/** A record written before consent was confirmed by mail: a form's box then is only asked now, with no link. */
type Legacy = Omit<ConsentChange, 'step'> & {
  marketing: boolean;
  email?: string;
  history: (Omit<ConsentChange, 'step'> & { marketing: boolean })[];
};
const legacyStep = ({ marketing, source, ...rest }: Legacy['history'][number]): ConsentChange => ({
  step: !marketing ? 'withdrawn' : PUBLIC_FORMS.includes(source) ? 'asked' : 'given',
  source,
  at: rest.at,
  noticeVersion: rest.noticeVersion,
});

function fromStored(key: string, stored: ConsentRecord | Legacy): ConsentRecord {
  if ('step' in stored) return stored;
  const history = stored.history.map(legacyStep);
  const last = history.at(-1) ?? legacyStep(stored);
  const marketing = last.step === 'given';
  return { key, marketing, ...last, ...(marketing && stored.email && { email: stored.email }), history };
}

async function readByKey(key: string) {
  const found = await guard(() => readWithEtag<ConsentRecord | Legacy>(openStore(STORE_NAMES.meta), storeKey(key)));
  return found && { etag: found.etag, value: fromStored(key, found.value) };
}

/** The e-mail's consent as recorded, or null when it never gave one (one store request). */
export async function consentOf(email: string): Promise<ConsentRecord | null> {
  return (await readByKey(consentKeyOf(email)))?.value ?? null;
}

/** The one check before any news mail: a consent given and not withdrawn (pending is no). One store request. */
export async function mayMailNews(email: string): Promise<boolean> {
  const record = await consentOf(email);
  return record?.marketing === true && record.email === normal(email);
}

/**
 * Writes what `next` makes of the record under `key` (null: nothing to write), with a conditional write so two
 * calls at once never both take the same step. Answers the record as it stands, and whether it changed.
 */
async function update(
  key: string,
  next: (current: ConsentRecord | null) => ConsentRecord | null | Promise<ConsentRecord | null>,
): Promise<{ record: ConsentRecord | null; changed: boolean }> {
  const store = openStore(STORE_NAMES.meta);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readByKey(key);
    const record = await next(found?.value ?? null);
    if (!record) return { record: found?.value ?? null, changed: false };
    const written = await guard(() =>
      store.setJSON(storeKey(key), record, found ? { onlyIfMatch: found.etag } : { onlyIfNew: true }),
    );
    if (written.modified) return { record, changed: true };
  }
  throw new Error(`consent ${key} kept changing while it was being recorded`);
}

const withStep = (current: ConsentRecord | null, change: ConsentChange) => ({
  ...change,
  history: [...(current?.history ?? []), change].slice(-MAX_HISTORY),
});

// The version the notice at /privacy prints: its settings' day and the hash of its words (consent-notice.ts).
const noticeVersionNow = async () => noticeVersionOf(await cachedSiteSettings());

/**
 * A box ticked on a public form: pending, and a link mailed to the address as typed, unless a consent is
 * given already or a confirming mail went to it within the day (a newer link replaces an older one).
 */
async function askConsent(typed: string, source: ConsentSource, noticeVersion: string): Promise<ConsentRecord | null> {
  const email = normal(typed);
  const key = consentKeyOf(email);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const at = now.toISOString();
  const { record, changed } = await update(key, async (current) => {
    if (current?.marketing) return null;
    if (current?.mailedAt && now.getTime() - Date.parse(current.mailedAt) < MAIL_EVERY_MS) return null;
    const expiresAt = new Date(now.getTime() + CONFIRM_LIFETIME_MS).toISOString();
    // The address first: a record saying "asked" always has it to confirm with.
    await writeJSON(STORE_NAMES.sessions, askKey(key), { email, expiresAt } satisfies Ask);
    return {
      key,
      marketing: false,
      ...withStep(current, { step: 'asked', at, source, noticeVersion }),
      pending: { tokenHash: sha256(token), expiresAt },
      mailedAt: at,
    };
  });
  if (changed) {
    afterResponse(async () => {
      const link = newsConfirmLink(key, token);
      const mail = composeNewsConfirmMail(typed.trim(), link, await cachedSiteSettings());
      await mailPrivately(
        [mail],
        { enquiryKind: 'account', enquiryId: 'news-confirm' },
        { validUntil: record!.pending!.expiresAt, cutOnceSent: [link] },
      );
    });
  }
  return record;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Follows a confirming link: the pending consent given, once and within its 30 days; false for any other link. */
export async function confirmConsent({ c, t }: { c: string; t: string }): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(c) || !/^[\w-]{43}$/.test(t)) return false;
  const now = new Date();
  const { changed } = await update(c, async (current) => {
    const pending = current?.pending;
    if (!current || !pending || Date.parse(pending.expiresAt) <= now.getTime() || !sameHash(pending.tokenHash, sha256(t)))
      return null;
    const ask = await readJSON<Ask>(STORE_NAMES.sessions, askKey(c));
    if (!ask) return null;
    const { pending: _done, ...rest } = current;
    const change: ConsentChange = {
      step: 'given',
      at: now.toISOString(),
      source: 'confirmation',
      noticeVersion: current.noticeVersion,
    };
    return { ...rest, ...withStep(current, change), marketing: true, email: ask.email };
  });
  if (changed) await forgetAsk(c);
  return changed;
}

/**
 * Records the e-mail's answer: `marketing: true` gives consent from My orders (signed in: the address is proven)
 * and only asks, as a form's box does, from a public form; false withdraws. `noticeVersion` defaults to the one
 * in force now. A repeat of the answer in force changes nothing.
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
  if (!marketing) return (await withdraw(consentKeyOf(email), source)).record;
  const version = noticeVersion ?? (await noticeVersionNow());
  if (PUBLIC_FORMS.includes(source)) return askConsent(email, source, version);
  const key = consentKeyOf(email);
  const change: ConsentChange = { step: 'given', at: new Date().toISOString(), source, noticeVersion: version };
  let asked = false;
  const { record } = await update(key, (current) => {
    if (current?.marketing && current.noticeVersion === version) return null;
    const { pending, ...rest } = current ?? { key };
    asked = Boolean(pending);
    return { ...rest, key, ...withStep(current, change), marketing: true, email: normal(email) };
  });
  if (asked) await forgetAsk(key);
  return record;
}

/**
 * Withdraws what is under `key`, given or pending: the record keeps its key, its steps' times and ways and when
 * it was last mailed, and drops the address. Nothing to withdraw (none, or withdrawn already) changes nothing.
 */
async function withdraw(key: string, source: ConsentSource) {
  const change: ConsentChange = {
    step: 'withdrawn',
    at: new Date().toISOString(),
    source,
    noticeVersion: await noticeVersionNow(),
  };
  const done = await update(key, (current) => {
    if (!current || (!current.marketing && !current.pending)) return null;
    return { key, marketing: false, ...withStep(current, change), ...(current.mailedAt && { mailedAt: current.mailedAt }) };
  });
  // An ask's address goes with it (a withdrawn record read above had none to keep).
  if (done.changed) await forgetAsk(key);
  return done;
}

/** Withdraws the e-mail's consent (My orders); `withdrawn` is false when there was none given or pending. */
export async function withdrawConsent(email: string, source: ConsentSource = 'my-orders') {
  return withdrawByKey(consentKeyOf(email), source);
}

/** Withdraws the consent kept under `key` (the signed link names the key, not the address). */
export async function withdrawByKey(key: string, source: ConsentSource = 'link'): Promise<{ withdrawn: boolean }> {
  return { withdrawn: (await withdraw(key, source)).changed };
}

/** Removes the e-mail's record whole (an erasure) and any ask: the address and its history leave the stores. */
export async function eraseConsent(email: string): Promise<void> {
  const key = consentKeyOf(email);
  await Promise.all([guard(() => openStore(STORE_NAMES.meta).delete(storeKey(key))), forgetAsk(key)]);
}

/**
 * A public form's news box: asked (pending, a confirming link mailed) when ticked, nothing at all (no store
 * request) when not. Called once the enquiry is stored; should it fail, the form's retry (same Idempotency-Key)
 * stores nothing twice and asks then.
 */
export async function consentFromForm(
  { email, marketing }: { email: string; marketing?: boolean | 'true' },
  source: ConsentSource,
): Promise<void> {
  if (wantsNews(marketing)) await recordConsent({ email, marketing: true, source });
}
