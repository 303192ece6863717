/**
 * The team (docs/product.md 2.21): each person's account, their sessions and password-reset links.
 *
 * In the `users` store, one key a person: the SHA-256 of their e-mail, which is also their id (accounts
 * stored before roles existed read as Admins). In the `sessions` store:
 *   session/{userId}/{sessionId}   one per signed-in browser: what a call needs to know about its person
 *   reset/{sha256(token)}          a password-reset link not used yet (the token itself is never stored)
 *   reset-used/{sha256(token)}     claimed with a conditional write, so a link works once
 * Ending a session deletes its key; the next call with its token finds none and answers 401.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Role, TeamMember } from '../types.ts';
import { mailSettings } from './mail/outbox.ts';
import { hashPassword } from './passwords.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON, readJSONWithEtag, writeJSON } from './store.ts';

export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  disabled: boolean;
  dateAdded: string;
  lastSignInAt: string | null;
}

/** What a call knows about its signed-in person (read from their session, one store request). */
export interface Session {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
  expiresAt: string;
}

export const accountId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const isAccountId = (id: string) => /^[0-9a-f]{64}$/.test(id);

/** A stored account as it reads today: older records had only e-mail, hash and date. */
function asAccount(id: string, stored: Partial<Account> & { email: string; passwordHash: string; dateAdded: string }): Account {
  return {
    id,
    email: stored.email,
    name: stored.name || stored.email.split('@')[0],
    role: stored.role === 'Staff' ? 'Staff' : 'Admin',
    passwordHash: stored.passwordHash,
    disabled: stored.disabled === true,
    dateAdded: stored.dateAdded,
    lastSignInAt: stored.lastSignInAt ?? null,
  };
}

export const publicView = ({ passwordHash: _, ...member }: Account): TeamMember => member;

export async function getAccount(id: string): Promise<Account | null> {
  if (!isAccountId(id)) return null;
  const stored = await readJSON<Account>(STORE_NAMES.users, id);
  return stored ? asAccount(id, stored) : null;
}

export const findAccount = (email: string) => getAccount(accountId(email));

export async function listAccounts(): Promise<Account[]> {
  const ids = await listKeys(STORE_NAMES.users);
  const accounts = await Promise.all(ids.map(getAccount));
  return accounts.filter((account): account is Account => account !== null).sort((a, b) => a.name.localeCompare(b.name));
}

export const hasAnyAccount = async () => (await listKeys(STORE_NAMES.users)).length > 0;

/** Stores a new person; null when the e-mail already has an account. */
export async function createAccount(input: {
  email: string;
  name: string;
  role: Role;
  password: string;
}): Promise<Account | null> {
  const email = input.email.trim().toLowerCase();
  const account: Account = {
    id: accountId(email),
    email,
    name: input.name.trim(),
    role: input.role,
    passwordHash: await hashPassword(input.password),
    disabled: false,
    dateAdded: new Date().toISOString(),
    lastSignInAt: null,
  };
  const written = await guard(() => openStore(STORE_NAMES.users).setJSON(account.id, account, { onlyIfNew: true }));
  return written.modified ? account : null;
}

/** Changes an account with a conditional write (retried when another change landed first); null if gone. */
export async function updateAccount(
  id: string,
  change: (current: Account) => Account | Promise<Account>,
): Promise<Account | null> {
  if (!isAccountId(id)) return null;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const found = await readJSONWithEtag<Account>(STORE_NAMES.users, id);
    if (!found) return null;
    const next = await change(asAccount(id, found.value));
    const written = await guard(() => openStore(STORE_NAMES.users).setJSON(id, next, { onlyIfMatch: found.etag }));
    if (written.modified) return next;
  }
  throw new Error(`Account ${id} kept changing while it was being updated`);
}

export const removeAccount = (id: string) => deleteKey(STORE_NAMES.users, id);

// ── The enabled Admins ──────────────────────────────────────────────────────────────────────────

/**
 * The enabled Admins' ids, in one key changed only by conditional writes. A check over the accounts let two
 * Admins who made each other Staff at the same moment both pass (each saw the other still an Admin); one
 * value compared and swapped cannot. A change that takes an Admin away writes here before the account, one
 * that adds an Admin after it, so a change cut off in between leaves the list short (it refuses more, until
 * that person is saved as an Admin again), never long. A store from before the list builds it from the accounts.
 */
const ENABLED_ADMINS = 'team/enabled-admins';

export const isEnabledAdmin = (account: Account) => account.role === 'Admin' && !account.disabled;

async function changeEnabledAdmins(change: (ids: Set<string>) => boolean): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const found = await readJSONWithEtag<string[]>(STORE_NAMES.meta, ENABLED_ADMINS);
    const ids = new Set(found?.value ?? (await listAccounts()).filter(isEnabledAdmin).map((account) => account.id));
    if (!change(ids)) return false;
    const condition = found ? { onlyIfMatch: found.etag } : { onlyIfNew: true as const };
    const written = await guard(() => openStore(STORE_NAMES.meta).setJSON(ENABLED_ADMINS, [...ids], condition));
    if (written.modified) return true;
  }
  throw new Error('The list of Admins kept changing while it was being updated');
}

/** Takes the person off the enabled Admins; false, changing nothing, when they are the last one. */
export const takeAdminAway = (id: string) =>
  changeEnabledAdmins((ids) => {
    ids.delete(id);
    return ids.size > 0;
  });

export const addEnabledAdmin = (id: string) => changeEnabledAdmins((ids) => ids.add(id).size > 0);

/** With no account stored yet, the first Admin comes from ADMIN_EMAIL / ADMIN_PASSWORD when they are set. */
export async function ensureFirstAdmin(): Promise<void> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (!ADMIN_EMAIL || !ADMIN_PASSWORD || (await hasAnyAccount())) return;
  await createAccount({ email: ADMIN_EMAIL, name: ADMIN_EMAIL.split('@')[0], role: 'Admin', password: ADMIN_PASSWORD });
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────────

const sessionKey = (userId: string, sessionId: string) => `session/${userId}/${sessionId}`;
const sessions = () => openStore(STORE_NAMES.sessions);

export async function startSession(account: Account, lifetimeMs: number): Promise<Session> {
  const now = Date.now();
  const session: Session = {
    userId: account.id,
    sessionId: randomBytes(16).toString('base64url'),
    email: account.email,
    name: account.name,
    role: account.role,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + lifetimeMs).toISOString(),
  };
  await writeJSON(STORE_NAMES.sessions, sessionKey(session.userId, session.sessionId), session);
  // Sessions that ran out are removed here, the only place that starts new ones.
  const expired = (await sessionsOf(account.id)).filter((other) => Date.parse(other.expiresAt) <= now);
  await Promise.all(expired.map((other) => deleteKey(STORE_NAMES.sessions, sessionKey(other.userId, other.sessionId))));
  return session;
}

/** The session a token names, if it has not been ended: one store request. */
export async function findSession(userId: string, sessionId: string): Promise<Session | null> {
  if (!isAccountId(userId) || !/^[A-Za-z0-9_-]{10,64}$/.test(sessionId)) return null;
  const session = await readJSON<Session>(STORE_NAMES.sessions, sessionKey(userId, sessionId));
  return session && Date.parse(session.expiresAt) > Date.now() ? session : null;
}

async function sessionsOf(userId: string): Promise<Session[]> {
  const keys = await listKeys(STORE_NAMES.sessions, `session/${userId}/`);
  const found = await Promise.all(keys.map((key) => readJSON<Session>(STORE_NAMES.sessions, key)));
  return found.filter((session): session is Session => session !== null);
}

export const endSession = (session: Pick<Session, 'userId' | 'sessionId'>) =>
  deleteKey(STORE_NAMES.sessions, sessionKey(session.userId, session.sessionId));

/** Ends every session of a person, but `keep` (the one changing its own password). */
export async function endSessions(userId: string, keep?: string): Promise<void> {
  const keys = await listKeys(STORE_NAMES.sessions, `session/${userId}/`);
  await Promise.all(
    keys.filter((key) => key !== sessionKey(userId, keep ?? '')).map((key) => deleteKey(STORE_NAMES.sessions, key)),
  );
}

/** A role or name change reaches the person's open sessions at once. */
export async function refreshSessions(account: Account): Promise<void> {
  const open = await sessionsOf(account.id);
  await Promise.all(
    open.map((session) =>
      writeJSON(STORE_NAMES.sessions, sessionKey(session.userId, session.sessionId), {
        ...session,
        name: account.name,
        role: account.role,
      }),
    ),
  );
}

// ── Password reset links ────────────────────────────────────────────────────────────────────────

export const RESET_LIFETIME_MS = 30 * 60 * 1000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new single-use reset token for the person, valid 30 minutes. */
export async function createResetToken(userId: string): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LIFETIME_MS).toISOString();
  await writeJSON(STORE_NAMES.sessions, `reset/${tokenHash(token)}`, { userId, expiresAt });
  return { token, expiresAt };
}

/** The page a reset link opens; the token rides in the fragment, so no server log or Referer sees it. */
export const resetLink = (token: string) => `${mailSettings().siteUrl}/reset-password#token=${token}`;

/** The enabled account a reset token is for, while it is valid and unused (without using it up). */
export async function peekResetToken(token: string): Promise<Account | null> {
  const found = await readJSON<{ userId: string; expiresAt: string }>(STORE_NAMES.sessions, `reset/${tokenHash(token)}`);
  if (!found || Date.parse(found.expiresAt) <= Date.now()) return null;
  const account = await getAccount(found.userId);
  return account && !account.disabled ? account : null;
}

/** Uses a reset token: the person's id, once, within its 30 minutes; null for an unknown, used or old one. */
export async function useResetToken(token: string): Promise<string | null> {
  const hash = tokenHash(token);
  const found = await readJSON<{ userId: string; expiresAt: string }>(STORE_NAMES.sessions, `reset/${hash}`);
  if (!found || Date.parse(found.expiresAt) <= Date.now()) return null;
  const claimed = await guard(() => sessions().set(`reset-used/${hash}`, new Date().toISOString(), { onlyIfNew: true }));
  if (!claimed.modified) return null;
  await deleteKey(STORE_NAMES.sessions, `reset/${hash}`);
  return found.userId;
}
