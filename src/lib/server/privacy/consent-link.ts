/**
 * The link that withdraws consent to news by e-mail in one click, for a news mail's footer and its
 * List-Unsubscribe header: it names the e-mail's key (never the address) and an HMAC-SHA256 of it with a
 * server secret, so nobody can make one for someone else's address. CONSENT_SECRET signs it when set; else a
 * key derived from AUTH_SECRET does (changing AUTH_SECRET then breaks the links in mails already sent).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathOf } from '../../api/define.ts';
import { consentApi } from '../../api/consent.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { consentKeyOf } from './consent.ts';

function secret(): string {
  const own = process.env.CONSENT_SECRET;
  if (own && own.length >= 32) return own;
  const auth = process.env.AUTH_SECRET;
  if (!auth) throw new Error('CONSENT_SECRET (or AUTH_SECRET) must be set to sign the links that withdraw consent');
  return `consent-withdraw:${auth}`;
}

const signatureOf = (key: string) => createHmac('sha256', secret()).update(`consent-withdraw:${key}`).digest('base64url');

/** The query of the e-mail's withdraw link: its key and the key's signature. */
export function withdrawQuery(email: string): { c: string; t: string } {
  const c = consentKeyOf(email);
  return { c, t: signatureOf(c) };
}

/** The full address that withdraws the e-mail's consent (GET shows a button; POST, as mail clients' one click, withdraws). */
export function withdrawLink(email: string): string {
  const { c, t } = withdrawQuery(email);
  return `${mailEnvironment().siteUrl}${pathOf(consentApi.withdraw)}?c=${c}&t=${t}`;
}

/** The key a link names when its signature is this server's; null for a forged, changed or cut link. */
export function signedKey({ c, t }: { c: string; t: string }): string | null {
  if (!/^[0-9a-f]{64}$/.test(c) || !/^[\w-]{43}$/.test(t)) return null;
  const expected = Buffer.from(signatureOf(c));
  const given = Buffer.from(t);
  return given.length === expected.length && timingSafeEqual(given, expected) ? c : null;
}
