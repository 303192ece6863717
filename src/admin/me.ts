/**
 * Who is signed in (GET /api/account), read once per page load and shared by the top bar, the sidebar
 * (Team only for Admins) and the screens. My account updates it after a rename, so the top bar follows.
 */
import { useSyncExternalStore } from 'react';
import { type Me, accountApi } from '../lib/api/team.ts';
import { callApi } from '../lib/client/api.ts';

let me: Me | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  // A failure leaves `me` unknown (a 401 has already sent the browser to /signin); the next user asks again.
  loading ??= callApi(accountApi.me)
    .then(setMe)
    .catch(() => {
      loading = null;
    });
}

export function setMe(next: Me): void {
  me = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** The signed-in person; null until the first answer. */
export function useMe(): Me | null {
  return useSyncExternalStore(
    subscribe,
    () => me,
    () => null,
  );
}
