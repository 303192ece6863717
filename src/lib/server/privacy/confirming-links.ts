/**
 * The public page's requests, confirmed by a mailed link before they are opened: anyone could type anyone's
 * address, and only its owner can follow the link. The answer is the same whatever the address.
 * In the `sessions` store (swept with the reset links when they run out, team/accounts.ts):
 *   privacy-link/{sha256(token)}        the request waiting: e-mail, kind, message, expiresAt
 *   privacy-link-used/{sha256(token)}   claimed with a conditional write, so a link opens one request
 * The token (256 random bits) is never stored; the link carries it in the fragment, so no log sees it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterResponse } from '../background.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON } from '../store/index.ts';
import { mapLimited } from '../store/concurrency.ts';
import { countLimits } from '../throttle.ts';
import { mailPrivately } from '../mail/private.ts';
import { composeConfirmMail } from './privacy-mails.ts';
import type { PrivacyAsk } from '../../schemas/privacy-requests.ts';
import { type PrivacyRequest, type PrivacyRequestKind, normalEmail, openPrivacyRequest } from './requests.ts';

export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PENDING = 'privacy-link/';
const USED = 'privacy-link-used/';

interface PendingRequest extends PrivacyAsk {
  expiresAt: string;
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessions = () => openStore(STORE_NAMES.sessions);

export const confirmLink = (token: string) => `${mailEnvironment().siteUrl}/privacy-request#token=${token}`;

/**
 * A request from the public page: its link stored and mailed after the answer, so the answer takes as long
 * whatever the address. Counted like password-reset links: 429 past the caller's address's limit; past the
 * e-mail's own (3 an hour) nothing more is mailed to it, and the answer still says the same.
 */
export async function askPrivacyRequest(input: { email: string; kind: PrivacyRequestKind; message: string }, address: string) {
  const email = normalEmail(input.email);
  const { within } = await countLimits([
    { limit: 'reset-address', key: address },
    { limit: 'reset-account', key: `privacy:${email}` },
  ]);
  if (!within) return;
  const token = randomBytes(32).toString('base64url');
  const pending: PendingRequest = {
    email,
    kind: input.kind,
    message: input.message.slice(0, 2000),
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS).toISOString(),
  };
  await guard(() => sessions().setJSON(`${PENDING}${tokenHash(token)}`, pending));
  afterResponse(async () => {
    const mail = composeConfirmMail(email, input.kind, confirmLink(token), await cachedSiteSettings());
    await mailPrivately([mail], { enquiryKind: 'account', enquiryId: 'privacy-link' }, { validUntil: pending.expiresAt });
  });
}

/** Follows a link: the request it opens, once, within its 24 hours; null for an unknown, used or old one. */
export async function confirmPrivacyRequest(token: string): Promise<PrivacyRequest | null> {
  const hash = tokenHash(token);
  const found = await readJSON<PendingRequest>(STORE_NAMES.sessions, `${PENDING}${hash}`);
  if (!found || Date.parse(found.expiresAt) <= Date.now()) return null;
  const claimed = await guard(() => sessions().setJSON(`${USED}${hash}`, { expiresAt: found.expiresAt }, { onlyIfNew: true }));
  if (!claimed.modified) return null;
  await deleteKey(STORE_NAMES.sessions, `${PENDING}${hash}`);
  return openPrivacyRequest({ email: found.email, kind: found.kind, message: found.message, via: 'form' });
}

/** An erasure: links not followed yet that carry the address go too. Few (each lives a day): each is read. */
export async function erasePendingLinks(email: string): Promise<number> {
  const keys = await listKeys(STORE_NAMES.sessions, PENDING);
  const theirs = await mapLimited(keys, async (key) =>
    (await readJSON<PendingRequest>(STORE_NAMES.sessions, key))?.email === email ? key : null,
  );
  const gone = theirs.filter((key): key is string => key !== null);
  await mapLimited(gone, (key) => deleteKey(STORE_NAMES.sessions, key));
  return gone.length;
}
