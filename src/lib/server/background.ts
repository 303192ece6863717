/**
 * Work that follows an answer (sending a new enquiry's mails): the visitor is answered first. On Netlify
 * the function is kept alive for it through `context.waitUntil`; the local runtime is one long-lived
 * process, where the work simply goes on. serve() records each request's context here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { outsideStoreBudget } from './store.ts';

const requests = new AsyncLocalStorage<{ waitUntil?: (promise: Promise<unknown>) => void }>();

export const withRequestContext = <T>(context: { waitUntil?: (promise: Promise<unknown>) => void } | undefined, work: () => T) =>
  requests.run({ waitUntil: context?.waitUntil?.bind(context) }, work);

/**
 * Starts `work` to go on after the answer, outside the request's store budget (it has its own time);
 * its failure is logged, never thrown at the caller.
 */
export function afterResponse(work: () => Promise<unknown>): void {
  const logged = outsideStoreBudget(work).catch((error) => console.error('[background]', error));
  requests.getStore()?.waitUntil?.(logged);
}
