/**
 * A value a helper makes once per Blobs store: a token, a record, anything the store it was made in knows.
 * The API test files share their worker's modules (vitest.config.ts), each file with a store of its own
 * (setup-blobs.ts), so a helper's module-level cache would hand one file's Admin token to the next file,
 * whose store has never heard of it. Keyed by the store's Blobs context (its address and token, new for
 * every store), a cached value never outlives its store. tests/unit/test-helpers-guard.test.ts fails on a
 * helper's module-level cache made any other way.
 */

const currentStore = () => process.env.NETLIFY_BLOBS_CONTEXT ?? '';

/** `make`'s value for the store the calling test file runs against: made on first use in each store. */
export function perStore<T>(make: () => T): () => T {
  // Only the newest store's value is kept: a file's store stops before the next file's starts.
  let made: { store: string; value: T } | undefined;
  return () => {
    const store = currentStore();
    if (made?.store !== store) made = { store, value: make() };
    return made.value;
  };
}
