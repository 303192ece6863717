/**
 * Work that follows an answer (sending a new enquiry's mails): the visitor is answered first. On Netlify
 * the function is kept alive for it through `context.waitUntil`; the local runtime is one long-lived
 * process, where the work simply goes on.
 */
import { currentScope } from './request-scope.ts';
import { outsideStoreBudget } from './store/index.ts';

/**
 * Starts `work` to go on after the answer (once the handler has returned it), outside the request's store
 * budget (it has its own time); its failure is logged, never thrown at the caller.
 */
export function afterResponse(work: () => Promise<unknown>): void {
  const logged = new Promise((resolve) => setImmediate(resolve))
    .then(() => outsideStoreBudget(work))
    .catch((error) => console.error('[background]', error));
  currentScope()?.waitUntil?.(logged);
}
