/**
 * Staff sign-in: scrypt password hashes in the `users` store, HS256 JWTs (jose) signed with AUTH_SECRET,
 * and the check every admin call makes.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { HttpError } from './http.ts';
import { STORE_NAMES, listKeys, readJSON, writeJSON } from './store.ts';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const SCRYPT = { N: 16384, r: 8, p: 1, keylen: 32 };
const ISSUER = 'labels-site';
const AUDIENCE = 'admin';

export interface AdminUser {
  email: string;
  passwordHash: string;
  dateAdded: string;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(actual, expected);
}

/** A hash to check against when the e-mail is unknown, so both cases take the same time. */
const decoyHash = hashPassword(randomBytes(12).toString('hex'));

const userKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export const findAdmin = (email: string) => readJSON<AdminUser>(STORE_NAMES.users, userKey(email));

export async function createAdmin(email: string, password: string): Promise<AdminUser> {
  const user = {
    email: email.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    dateAdded: new Date().toISOString(),
  };
  await writeJSON(STORE_NAMES.users, userKey(email), user);
  return user;
}

export async function hasAnyAdmin(): Promise<boolean> {
  return (await listKeys(STORE_NAMES.users)).length > 0;
}

/** With no admin stored yet, the first comes from ADMIN_EMAIL / ADMIN_PASSWORD when they are set. */
export async function ensureFirstAdmin(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
  if (!(await hasAnyAdmin())) await createAdmin(ADMIN_EMAIL, ADMIN_PASSWORD);
}

/** Checks the password of a stored admin; unknown e-mails cost the same time as wrong passwords. */
export async function authenticate(email: string, password: string): Promise<AdminUser | null> {
  const user = await findAdmin(email);
  if (!user) {
    await verifyPassword(password, await decoyHash);
    return null;
  }
  return (await verifyPassword(password, user.passwordHash)) ? user : null;
}

function secretKey(): Uint8Array {
  const secret = process.env.AUTH_SECRET;
  if (!secret || secret.length < 32) {
    console.error('[auth] AUTH_SECRET is missing or shorter than 32 characters');
    throw new HttpError(503, MESSAGES.signInNotConfigured);
  }
  return new TextEncoder().encode(secret);
}

export async function signToken(user: AdminUser): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.email)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(TOKEN_LIFETIME)
    .sign(secretKey());
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

/** The signed-in admin's e-mail; 401 when the token is missing, forged, tampered with or expired. */
export async function requireAdmin(request: Request): Promise<string> {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, MESSAGES.sessionMissing);
  const key = secretKey();
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload.sub !== 'string') throw new Error('token has no subject');
    return payload.sub;
  } catch {
    throw new HttpError(401, MESSAGES.sessionExpired);
  }
}

/** For calls open to visitors that show more to staff: null without a token, 401 with a bad one. */
export async function optionalStaff(request: Request): Promise<string | null> {
  return bearerToken(request) ? requireAdmin(request) : null;
}

export const isAdminRequest = async (request: Request): Promise<boolean> => (await optionalStaff(request)) !== null;
