/**
 * Who may stay in the admin (docs/product.md departures 1, 8): without a token the app sends the browser to
 * /signin and back here after sign-in; a token the server refuses (401) or that has visibly expired
 * ends the session with the server's reason (expired, or ended on the server: docs/product.md 2.21); logout drops the token and reloads on /signin.
 */
import type { RefusalCode } from '../lib/api/refusal-codes.ts';
import { logoutApi } from '../lib/api/team.ts';
import { callApi } from '../lib/client/api.ts';
import { setFlash } from '../lib/client/flash.ts';
import { clearToken, getToken } from '../lib/client/member-token.ts';
import { MESSAGES } from '../lib/messages/answers.ts';
import { ROLES, type Role } from '../lib/schemas/team.ts';

const here = () => location.pathname + location.search;

let leaving = false;

/** Leaves the admin for /signin, once (several failing calls may ask at the same time). */
function leaveFor(url: string): void {
  if (leaving) return;
  leaving = true;
  location.replace(url);
}

/** Why /signin is shown: the token expired, or the server ended the session (its refusal's code 'session-ended'). */
type Reason = 'expired' | 'ended';

export const signInUrl = (next: string, reason?: Reason): string =>
  `/signin?${reason ? `${reason}=1&` : ''}next=${encodeURIComponent(next)}`;

export function goToSignIn(): void {
  leaveFor(signInUrl(here()));
}

/** A 401 (SESSION_EXPIRED_EVENT, whose detail is the refusal's code) or a token seen to have expired. */
export function sessionExpired(event?: Event): void {
  clearToken();
  const ended = event instanceof CustomEvent && (event.detail as RefusalCode | undefined) === 'session-ended';
  leaveFor(signInUrl(here(), ended ? 'ended' : 'expired'));
}

/** What a token says of itself, unchecked (the server checks it); empty when it cannot be read. */
function claimsOf(token: string): { exp?: unknown; role?: unknown } {
  try {
    const payload = token.split('.')[1];
    if (!payload) return {};
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return claims && typeof claims === 'object' ? claims : {};
  } catch {
    return {};
  }
}

/** The expiry a token carries, in ms; null when it cannot be read (the server decides then). */
function expiryOf(token: string): number | null {
  const { exp } = claimsOf(token);
  return typeof exp === 'number' ? exp * 1000 : null;
}

/**
 * The role the session's token was signed with: enough to open the first screen without waiting for
 * GET /api/account, which then says the current role (a change since sign-in takes over when it answers;
 * the server refuses by the current one in any case).
 */
export function tokenRole(): Role | null {
  const token = getToken();
  const role = token ? claimsOf(token).role : undefined;
  return (ROLES as readonly unknown[]).includes(role) ? (role as Role) : null;
}

/**
 * Checks the session before anything renders. False when the browser is already on its way to
 * /signin.
 */
export function ensureSession(): boolean {
  const token = getToken();
  if (!token) {
    goToSignIn();
    return false;
  }
  const expiry = expiryOf(token);
  if (expiry !== null && expiry <= Date.now()) {
    sessionExpired();
    return false;
  }
  return true;
}

/**
 * Ends the session on the server (its token is refused from then on), then drops the token. A server that
 * cannot be reached within 3 s does not keep the person in: the token goes either way.
 */
export function logout(): void {
  // No 'session expired' detour if the server answers 401 (the session had already ended).
  leaving = true;
  void callApi(logoutApi.logout, { signal: AbortSignal.timeout(3000) })
    .catch(() => undefined)
    .then(() => {
      clearToken();
      setFlash({ kind: 'success', message: MESSAGES.logout });
      // A full page load: docs/product.md 4 has logout reload the page.
      location.assign('/signin');
    });
}
