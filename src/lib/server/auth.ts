/**
 * Staff sign-in: HS256 JWTs (jose) signed with AUTH_SECRET that name a session of the `sessions` store
 * (src/lib/server/accounts.ts), and the check every admin call makes. A token is only as good as its
 * session: logging out, a password change, or an Admin disabling, removing or resetting the person ends
 * it, and the next call answers 401.
 */
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_MS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import type { Role } from '../types.ts';
import { type Account, type Session, findAccount, findSession, startSession, updateAccount } from './accounts.ts';
import { HttpError } from './http.ts';
import { decoyHash, verifyPassword } from './passwords.ts';

const ISSUER = 'labels-site';
const AUDIENCE = 'admin';

/** A signed-in person, Admin or Staff: who a staff call is made by. */
export interface Person {
  id: string;
  email: string;
  name: string;
  role: Role;
  sessionId: string;
}

/** Checks the password of a stored account; unknown e-mails cost the same time as wrong passwords. */
export async function authenticate(email: string, password: string): Promise<Account | null> {
  const account = await findAccount(email);
  if (!account) {
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : null;
}

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('[auth] AUTH_SECRET is missing or shorter than 32 characters');
    throw new HttpError(503, MESSAGES.signInNotConfigured);
  }
  return new TextEncoder().encode(secret);
}

/** Starts a session for the person and answers its token; their last sign-in is noted. */
export async function signIn(account: Account): Promise<string> {
  const key = secretKey();
  const [session] = await Promise.all([
    startSession(account, TOKEN_LIFETIME_MS),
    updateAccount(account.id, (current) => ({ ...current, lastSignInAt: new Date().toISOString() })),
  ]);
  return new SignJWT({ email: session.email, name: session.name, role: session.role, sid: session.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(new Date(session.expiresAt))
    .sign(key);
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
export async function tokenClaims(request: Request): Promise<Person> {
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
      role: role === 'Admin' ? 'Admin' : 'Staff',
      sessionId: sid,
    };
  } catch {
    throw new HttpError(401, MESSAGES.sessionExpired);
  }
}

/** The person as their session says now (role and name current): 401 when the session was ended. */
export async function sessionOf(claims: Person): Promise<Person> {
  const session: Session | null = await findSession(claims.id, claims.sessionId);
  if (!session) throw new HttpError(401, MESSAGES.sessionEnded);
  return { id: session.userId, email: session.email, name: session.name, role: session.role, sessionId: session.sessionId };
}

/** For calls open to visitors that show more to staff: null without a token, 401 with a bad one. */
export async function optionalClaims(request: Request): Promise<Person | null> {
  return bearerToken(request) ? tokenClaims(request) : null;
}
