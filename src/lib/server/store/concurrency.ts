/** A few reads or writes at a time over many keys, for the store's callers. */

const READ_CONCURRENCY = 32;

/**
 * Runs `work` over `items`, at most READ_CONCURRENCY at a time, keeping their order. At the first failure
 * no item starts, and the failure is thrown once the items under way have settled: a caller putting back
 * what was written then sees every write that will land.
 */
export async function mapLimited<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (!failure && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}
