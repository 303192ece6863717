/**
 * The categories as staff see them (GET /api/categories: every one, hidden too, with its product count), read
 * once per page load and shared by Manage Products, the product form and the Categories screen, which puts
 * the saved list here so the others follow.
 */
import { useSyncExternalStore } from 'react';
import { type CategoryView, categoriesApi } from '../lib/api/content.ts';
import { callApi } from '../lib/client/api.ts';

let list: CategoryView[] | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): void {
  // A failure leaves the list unknown (labels show as ids meanwhile); the next user asks again.
  loading ??= callApi(categoriesApi.list)
    .then((answer) => setCategories(answer.data))
    .catch(() => {
      loading = null;
    });
}

export function setCategories(next: CategoryView[]): void {
  list = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  load();
  return () => listeners.delete(listener);
}

/** Every category in order; empty until the first answer. */
export function useCategories(): CategoryView[] {
  return useSyncExternalStore(
    subscribe,
    () => list ?? EMPTY,
    () => EMPTY,
  );
}

const EMPTY: CategoryView[] = [];
