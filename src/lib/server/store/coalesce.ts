/**
 * Shares one run of `work` among the callers that ask while it runs, without ever handing a caller a run
 * that started before it asked: a caller joins the run queued behind the one in flight (started when that
 * one ends), never the one in flight. Every caller's result thus reflects everything that had landed when
 * it asked, and any number of callers at once cost at most two runs.
 */
export function coalesced<T>(work: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const run = work().finally(() => {
      if (inFlight === run) inFlight = null;
    });
    inFlight = run;
    queued = null;
    return run;
  };
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(start, start);
    return queued;
  };
}
