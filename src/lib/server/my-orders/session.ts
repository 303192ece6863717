/**
 * My orders' session: an HS256 JWT (jose) naming the buyer's e-mail, valid 2 hours, answered for a used
 * sign-in link. Its key is derived from AUTH_SECRET for this use alone (HKDF, its own label) and its audience is
 * its own, so a staff token is never a buyer's and a buyer's is never staff's. Nothing is stored: signing out
 * is the page forgetting the token, and the token ends by itself.
 */
import { hkdfSync } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { MY_ORDERS_TEXTS as T } from '../../messages/my-orders.ts';
import { HttpError } from '../http.ts';

export const SESSION_LIFETIME_MS = 2 * 60 * 60 * 1000;
const ISSUER = 'labels-site';
const AUDIENCE = 'my-orders';

let derived: { from: string; key: Uint8Array } | null = null;
function sessionKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('[my-orders] AUTH_SECRET is missing or shorter than 32 characters');
    throw new HttpError(503, T.signInNotConfigured);
  }
  if (derived?.from !== secret) {
    derived = { from: secret, key: new Uint8Array(hkdfSync('sha256', secret, 'labels-site', 'my-orders session', 32)) };
  }
  return derived.key;
}

export interface Buyer {
  email: string;
}

export async function openBuyerSession(email: string, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const expiresAt = new Date(now + SESSION_LIFETIME_MS);
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(sessionKey());
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The buyer a call's `Authorization: Bearer` names: 401 without one, or with a forged, staff's or expired one. */
export async function buyerOf(request: Request): Promise<Buyer> {
  const match = /^Bearer\s+(\S+)$/i.exec((request.headers.get('authorization') ?? '').trim());
  if (!match) throw new HttpError(401, T.sessionMissing);
  const key = sessionKey();
  try {
    const { payload } = await jwtVerify(match[1], key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.email !== 'string' || !payload.email) throw new Error('claims');
    return { email: payload.email };
  } catch {
    throw new HttpError(401, T.sessionExpired);
  }
}
