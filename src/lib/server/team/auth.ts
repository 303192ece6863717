/**
 * Staff sign-in: HS256 JWTs (jose) signed with AUTH_SECRET that name a session held in the person's
 * account (src/lib/server/team/accounts.ts), and the check every staff call makes. A token is only as good as
 * its session: logging out, a password change, or an Admin disabling, removing or resetting the person
 * ends it, and the next call answers 401; a role or name change applies to the next call.
 */
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_MS } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { ROLES, type Role } from '../../schemas/team.ts';
import { type StoredTeamMember, accountId, findSession, getAccountWithEtag, openSession } from './accounts.ts';
import { HttpError } from '../http.ts';
import { decoyHash, verifyPassword } from './passwords.ts';
import type { SignedInMember } from '../signed-in-member.ts';

const ISSUER = 'labels-site';
const AUDIENCE = 'admin';

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('[auth] AUTH_SECRET is missing or shorter than 32 characters');
    throw new HttpError(503, MESSAGES.signInNotConfigured);
  }
  return new TextEncoder().encode(secret);
}

/**
 * Checks the password and opens a session over the very account it was checked against (a password change
 * or a disable landing in between makes it check again, on the account as it is then): the person's token,
 * or null for an unknown e-mail or a wrong password (both cost the same time). 403 when disabled.
 */
export async function signIn(email: string, password: string): Promise<{ token: string; account: StoredTeamMember } | null> {
  const key = secretKey();
  const found = await getAccountWithEtag(accountId(email));
  if (!found) {
    await verifyPassword(password, await decoyHash);
    return null;
  }
  if (!(await verifyPassword(password, found.value.passwordHash))) return null;
  if (found.value.disabled) throw new HttpError(403, MESSAGES.accountDisabled);
  const checkAgain = async (current: StoredTeamMember) =>
    !current.disabled &&
    (current.passwordHash === found.value.passwordHash || (await verifyPassword(password, current.passwordHash)));
  const opened = await openSession(found, TOKEN_LIFETIME_MS, checkAgain);
  if (!opened) return null;
  const { account, sessionId, session } = opened;
  const token = await new SignJWT({ email: account.email, name: account.name, role: account.role, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(account.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(new Date(session.expiresAt))
    .sign(key);
  return { token, account };
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/**
 * What a token says, checked without the store: who, and which session. 401 when the token is missing,
 * forged, tampered with or expired. Whether the session still stands is `sessionOf`'s to say.
 */
export async function tokenClaims(request: Request): Promise<SignedInMember> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, MESSAGES.sessionMissing);
  const key = secretKey();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    const { sub, email, name, role, sid } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof email !== 'string') throw new Error('token claims');
    return {
      id: sub,
      email,
      name: typeof name === 'string' ? name : email,
      // The least a token can claim, when what it says is no role of today's list.
      role: (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'Staff',
      sessionId: sid,
    };
  } catch {
    throw new HttpError(401, MESSAGES.sessionExpired);
  }
}

/**
 * The person as their account says now (role and name current): 401 when the session was ended, the
 * person disabled or removed. One store read: the account.
 */
export async function sessionOf(claims: SignedInMember): Promise<SignedInMember> {
  const found = await findSession(claims.id, claims.sessionId);
  if (!found) throw new HttpError(401, MESSAGES.sessionEnded, { code: 'session-ended' });
  const { account } = found;
  return { id: account.id, email: account.email, name: account.name, role: account.role, sessionId: claims.sessionId };
}

/** For calls open to visitors that show more to staff: null without a token, 401 with a bad one. */
export async function optionalClaims(request: Request): Promise<SignedInMember | null> {
  return bearerToken(request) ? tokenClaims(request) : null;
}
