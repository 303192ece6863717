/**
 * One record of a screen with its own address (an enquiry, a quotation): read when the screen opens and
 * again on `reload`, the read left off when the screen goes; a failure keeps its status (404 reads
 * differently from a lost connection).
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/client/api.ts';

export function useRecord<T>(read: (signal?: AbortSignal) => Promise<T>) {
  const [record, setRecord] = useState<T | null>(null);
  const [failure, setFailure] = useState<{ status: number; message: string } | null>(null);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        setRecord(await read(signal));
        setFailure(null);
      } catch (error) {
        if (signal?.aborted) return;
        setFailure({ status: error instanceof ApiError ? error.status : 0, message: errorMessage(error) });
      }
    },
    [read],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { record, setRecord, failure, reload: () => load() };
}
