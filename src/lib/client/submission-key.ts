/**
 * The Idempotency-Key a public form sends (src/lib/server/submissions.ts): one per form fill, so Send
 * pressed again after a lost answer stores the enquiry once. A fill whose values changed since its last
 * send (the visitor corrected something) is a new submission and gets a new key.
 */
import { useRef } from 'react';

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; 16 random bytes do the same anywhere.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function useSubmissionKey() {
  const last = useRef<{ key: string; values: string } | null>(null);
  return {
    /** The header for sending `values`. */
    headers(values: unknown): Record<string, string> {
      const text = JSON.stringify(values);
      if (last.current?.values !== text) last.current = { key: newKey(), values: text };
      return { 'Idempotency-Key': last.current.key };
    },
    /** The fill was sent: the next one is a new submission. */
    sent(): void {
      last.current = null;
    },
  };
}
