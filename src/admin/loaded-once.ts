/**
 * A value the admin reads once per page load and shares between screens (who is signed in, the categories):
 * the first screen that needs it asks, the others wait for the same answer, and a screen that saves a new one
 * puts it here so every other follows. A failed ask leaves it unknown; the next screen that needs it asks again.
 */
import { useSyncExternalStore } from 'react';

export interface LoadedOnce<T> {
  set: (next: T) => void;
  use: () => T | null;
}

export function loadedOnce<T>(ask: () => Promise<T>): LoadedOnce<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  function set(next: T): void {
    value = next;
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    loading ??= ask()
      .then(set)
      .catch(() => {
        loading = null;
      });
    return () => listeners.delete(listener);
  }

  return {
    set,
    use: () =>
      useSyncExternalStore(
        subscribe,
        () => value,
        () => null,
      ),
  };
}
