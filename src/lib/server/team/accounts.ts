// Over 300 lines, not split: an account, its sessions, the enabled admins and its reset links are one record's rules.
/**
 * The team (docs/product.md 2.21): each person's account, with their sessions in it, and password-reset links.
 *
 * In the `users` store, one key a person: the SHA-256 of their e-mail, which is also their id (accounts
 * stored before roles existed read as Admins). The account holds its open sessions (one per signed-in
 * browser) and is changed only by conditional writes on its etag, so whatever ends access — disabling,
 * a role change, removal, a password change or reset — is one write that no sign-in or session can slip
 * past: a sign-in adds its session over the account it checked the password against (a change in between
 * makes it check again), and every staff call reads the account (one store read) for its person's current
 * role and name and whether its session still stands. Removing a person deletes the key: every session
 * goes with it.
 *
 * In the `sessions` store, password-reset links:
 *   reset/{sha256(token)}          a link not used yet (the token itself is never stored)
 *   reset-used/{sha256(token)}     claimed with a conditional write, so a link works once
 */
import { createHash, randomBytes } from 'node:crypto';
import { ROLES, type Role, type TeamMember } from '../../schemas/team.ts';
import { followUps } from '../follow-ups.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import { hashPassword } from './passwords.ts';
import { STORE_NAMES, deleteKey, guard, listKeys, openStore, readJSON, readJSONWithEtag, writeJSON } from '../store/index.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';

/** One signed-in browser: the token names it (`sid`). */
export interface OpenSession {
  createdAt: string;
  expiresAt: string;
}

/** A team member as stored: what the API answers, with the password's hash and the open sessions. */
export interface StoredTeamMember extends TeamMember {
  passwordHash: string;
  /** The open sessions by id; expired ones are dropped whenever the account is written. */
  sessions: Record<string, OpenSession>;
}

export const accountId = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
const isAccountId = (id: string) => /^[0-9a-f]{64}$/.test(id);

/** A stored account as it reads today: older records had only e-mail, hash and date, and no sessions. */
function asAccount(id: string, stored: Partial<StoredTeamMember> & { email: string; passwordHash: string; dateAdded: string }): StoredTeamMember {
  return {
    id,
    email: stored.email,
    name: stored.name || stored.email.split('@')[0],
    // A record stored before roles was an Admin's; a role of today's list is kept as it is.
    role: (ROLES as readonly unknown[]).includes(stored.role) ? (stored.role as Role) : 'Admin',
    passwordHash: stored.passwordHash,
    disabled: stored.disabled === true,
    dateAdded: stored.dateAdded,
    lastSignInAt: stored.lastSignInAt ?? null,
    sessions: stored.sessions && typeof stored.sessions === 'object' ? stored.sessions : {},
  };
}

export const publicView = ({ passwordHash: _, sessions: __, ...member }: StoredTeamMember): TeamMember => member;

/** Activity entries for changes to people ('Person added as Staff', 'Person disabled'). */
const follow = followUps<StoredTeamMember & { _id: string }>({
  activity: { kind: 'team', label: (account) => account.name },
});
const recorded = (change: 'created' | 'updated' | 'deleted', account: StoredTeamMember, action?: string) =>
  action === undefined ? undefined : follow({ change, record: { ...account, _id: account.id }, action });

export async function getAccount(id: string): Promise<StoredTeamMember | null> {
  if (!isAccountId(id)) return null;
  const stored = await readJSON<StoredTeamMember>(STORE_NAMES.users, id);
  return stored ? asAccount(id, stored) : null;
}

/** The account and its etag, for a conditional write after. */
export async function getAccountWithEtag(id: string): Promise<{ value: StoredTeamMember; etag: string } | null> {
  if (!isAccountId(id)) return null;
  const found = await readJSONWithEtag<StoredTeamMember>(STORE_NAMES.users, id);
  return found && { value: asAccount(id, found.value), etag: found.etag };
}

export const findAccount = (email: string) => getAccount(accountId(email));

export async function listAccounts(): Promise<StoredTeamMember[]> {
  const ids = await listKeys(STORE_NAMES.users);
  const accounts = await Promise.all(ids.map(getAccount));
  return accounts.filter((account): account is StoredTeamMember => account !== null).sort((a, b) => a.name.localeCompare(b.name));
}

export const hasAnyAccount = async () => (await listKeys(STORE_NAMES.users)).length > 0;

/** Stores a new person; null when the e-mail already has an account. */
export async function createAccount(
  input: { email: string; name: string; role: Role; password: string },
  options: { action?: string } = {},
): Promise<StoredTeamMember | null> {
  const email = input.email.trim().toLowerCase();
  const account: StoredTeamMember = {
    id: accountId(email),
    email,
    name: input.name.trim(),
    role: input.role,
    passwordHash: await hashPassword(input.password),
    disabled: false,
    dateAdded: new Date().toISOString(),
    lastSignInAt: null,
    sessions: {},
  };
  const written = await guard(() => openStore(STORE_NAMES.users).setJSON(account.id, account, { onlyIfNew: true }));
  if (!written.modified) return null;
  await recorded('created', account, options.action);
  return account;
}

/** The open sessions that have not run out. */
export const liveSessions = (sessions: Record<string, OpenSession>, now = Date.now()): Record<string, OpenSession> =>
  Object.fromEntries(Object.entries(sessions).filter(([, session]) => Date.parse(session.expiresAt) > now));

/**
 * Changes an account with a conditional write, read again and retried when another change landed first;
 * null if the account is gone. `change` may throw to refuse (it sees the account as it is now). `known`:
 * the account and etag the caller has just read. `action`: the words of the activity entry, if any.
 */
export async function updateAccount(
  id: string,
  change: (current: StoredTeamMember) => StoredTeamMember | Promise<StoredTeamMember>,
  options: { known?: { value: StoredTeamMember; etag: string }; action?: string } = {},
): Promise<StoredTeamMember | null> {
  let found = options.known ?? (await getAccountWithEtag(id));
  for (let attempt = 0; attempt < 5 && found; attempt += 1) {
    const changed = await change(found.value);
    const next = { ...changed, sessions: liveSessions(changed.sessions) };
    const written = await guard(() => openStore(STORE_NAMES.users).setJSON(id, next, { onlyIfMatch: found!.etag }));
    if (written.modified) {
      await recorded('updated', next, options.action);
      return next;
    }
    found = await getAccountWithEtag(id);
  }
  if (!found) return null;
  throw new Error(`Account ${id} kept changing while it was being updated`);
}

/** Removes a person, and with the account every session of theirs. */
export async function removeAccount(account: StoredTeamMember, options: { action?: string } = {}): Promise<void> {
  await deleteKey(STORE_NAMES.users, account.id);
  await recorded('deleted', account, options.action);
}

// ── Sessions ────────────────────────────────────────────────────────────────────────────────────

/**
 * Opens a session on the account as it was read (`known`), after the caller has checked the password
 * against that very account: if the account changed meanwhile (a password change, a disable), the write
 * is refused and `checkAgain` decides on the account as it is now (false: refused, no session).
 */
export async function openSession(
  known: { value: StoredTeamMember; etag: string },
  lifetimeMs: number,
  checkAgain: (current: StoredTeamMember) => Promise<boolean>,
): Promise<{ account: StoredTeamMember; sessionId: string; session: OpenSession } | null> {
  const sessionId = randomBytes(16).toString('base64url');
  const now = Date.now();
  const session: OpenSession = { createdAt: new Date(now).toISOString(), expiresAt: new Date(now + lifetimeMs).toISOString() };
  let checked = known;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (checked.value.disabled) return null;
    const next: StoredTeamMember = {
      ...checked.value,
      lastSignInAt: session.createdAt,
      sessions: { ...liveSessions(checked.value.sessions, now), [sessionId]: session },
    };
    const written = await guard(() => openStore(STORE_NAMES.users).setJSON(next.id, next, { onlyIfMatch: checked.etag }));
    if (written.modified) return { account: next, sessionId, session };
    const current = await getAccountWithEtag(known.value.id);
    if (!current || !(await checkAgain(current.value))) return null;
    checked = current;
  }
  throw new Error(`Account ${known.value.id} kept changing while a session was opened`);
}

/** The session a token names, if it still stands: the account's current state with it (one store read). */
export async function findSession(userId: string, sessionId: string): Promise<{ account: StoredTeamMember; session: OpenSession } | null> {
  const account = await getAccount(userId);
  const session = account && Object.hasOwn(account.sessions, sessionId) ? account.sessions[sessionId] : undefined;
  if (!account || account.disabled || !session || !(Date.parse(session.expiresAt) > Date.now())) return null;
  return { account, session };
}

/** Ends one session (logging out). */
export const endSession = (userId: string, sessionId: string) =>
  updateAccount(userId, (current) => {
    const { [sessionId]: _ended, ...rest } = current.sessions;
    return { ...current, sessions: rest };
  });

// ── The enabled Admins ──────────────────────────────────────────────────────────────────────────

/**
 * The enabled Admins' ids, in one key changed only by conditional writes. A check over the accounts let two
 * Admins who made each other Staff at the same moment both pass (each saw the other still an Admin); one
 * value compared and swapped cannot. A change that takes an Admin away writes here before the account, one
 * that adds an Admin after it, so a change cut off in between leaves the list short (it refuses more, until
 * that person is saved as an Admin again), never long. A store from before the list builds it from the accounts.
 */
const ENABLED_ADMINS = 'team/enabled-admins';

export const isEnabledAdmin = (account: StoredTeamMember) => account.role === 'Admin' && !account.disabled;

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

// ── Password reset links ────────────────────────────────────────────────────────────────────────

export const RESET_LIFETIME_MS = 30 * 60 * 1000;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
const sessions = () => openStore(STORE_NAMES.sessions);

/** A new single-use reset token for the person, valid 30 minutes. */
export async function createResetToken(userId: string): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + RESET_LIFETIME_MS).toISOString();
  await writeJSON(STORE_NAMES.sessions, `reset/${tokenHash(token)}`, { userId, expiresAt });
  return { token, expiresAt };
}

/** The page a reset link opens; the token rides in the fragment, so no server log or Referer sees it. */
export const resetLink = (token: string) => `${mailEnvironment().siteUrl}/reset-password#token=${token}`;

/** The enabled account a reset token is for, while it is valid and unused (without using it up). */
export async function peekResetToken(token: string): Promise<StoredTeamMember | null> {
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
  const claimed = await guard(() => sessions().set(`reset-used/${hash}`, found.expiresAt, { onlyIfNew: true }));
  if (!claimed.modified) return null;
  await deleteKey(STORE_NAMES.sessions, `reset/${hash}`);
  return found.userId;
}

/**
 * The housekeeping run: reset links that ran out, used or not (a used mark is kept as long as its link
 * could have been used: it holds the link's expiry, or in older data the time it was used, either way
 * over 30 minutes later), and the session records of the earlier layout (sessions live in the account now).
 * Reset links are few: each key's value is read to tell its age.
 */
const expiryOf = (value: string): string => {
  try {
    return String((JSON.parse(value) as { expiresAt?: unknown }).expiresAt ?? '');
  } catch {
    return '';
  }
};

export async function sweepResetLinks(now: number, limits: SweepLimits): Promise<number> {
  const store = sessions();
  const expired = new Set<string>();
  for (const key of await listKeys(STORE_NAMES.sessions)) {
    if (Date.now() >= limits.deadline || expired.size >= limits.limit) break;
    if (key.startsWith('session/')) {
      expired.add(key);
      continue;
    }
    const value = (await guard(() => store.get(key, { type: 'text' }))) ?? '';
    const until = key.startsWith('reset-used/') ? Date.parse(value) + RESET_LIFETIME_MS : Date.parse(expiryOf(value));
    if (!(until > now)) expired.add(key);
  }
  return sweepKeys(STORE_NAMES.sessions, '', (key) => expired.has(key), limits);
}
