/**
 * How long one API request may wait for a failing store, and when its writes may go.
 *
 * @netlify/blobs retries a failed store request five times, 5 s apart (1 ms under NODE_ENV=test), so a
 * store that is down held an API request for half a minute: past the browser's 15 s timeout and
 * Netlify's function limit, and the visitor saw a timeout instead of our message. Within an API request
 * (withinStoreBudget) a failed store request is retried only while the answer can still come inside the
 * budget; after that the request answers 503 at once and sends nothing more to the store, so nothing is
 * written after the visitor was told it was not. A store that is slow but answering is waited for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { currentScope } from '../request-scope.ts';
import { StoreUnavailableError } from './errors.ts';

const DEFAULT_STORE_BUDGET_MS = 8_000;
/** The Blobs client's pause before a retry (its DEFAULT_RETRY_DELAY). */
const CLIENT_RETRY_DELAY_MS = process.env.NODE_ENV === 'test' ? 1 : 5_000;

interface StoreBudget {
  deadline: number;
  /** Set once the budget is spent: every later store request of this API request fails with it. */
  spent?: Error;
  spend(error: Error): void;
}
const budgets = new AsyncLocalStorage<StoreBudget>();

function storeBudgetMs(): number {
  const value = Number(process.env.STORE_BUDGET_MS);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_STORE_BUDGET_MS;
}

/** Runs work that goes on after a request has been answered, under no request's budget. */
export const outsideStoreBudget = <T>(work: () => Promise<T>): Promise<T> => budgets.exit(work);

/**
 * Runs one API request's work; it fails with StoreUnavailableError as soon as the store budget is spent,
 * or with the error that stopped the request's writes (an ended session).
 */
export async function withinStoreBudget<T>(work: () => Promise<T>, options: { deadline?: number } = {}): Promise<T> {
  let reject!: (error: Error) => void;
  const spent = new Promise<never>((_, fail) => (reject = fail));
  const budget: StoreBudget = {
    deadline: options.deadline ?? Date.now() + storeBudgetMs(),
    spend(error) {
      budget.spent ??= error;
      reject(budget.spent);
    },
  };
  return Promise.race([budgets.run(budget, work), spent]);
}

/**
 * Runs work whose failure must stay its own (what follows a write that has landed) under a budget of its
 * own, ending when the request's does: a store failing under it fails this work, never the request.
 */
export const withinOwnBudget = <T>(work: () => Promise<T>): Promise<T> =>
  withinStoreBudget(work, { deadline: budgets.getStore()?.deadline });

const isWrite = (init: RequestInit | undefined) => !['GET', 'HEAD', undefined].includes(init?.method?.toUpperCase());

/**
 * Every store request goes through here.
 * - A write waits for the request's write gate (a staff write's session check, which runs beside the
 *   request's first reads); a refused gate stops every write of the request before it is sent.
 * - Failed answers become errors, before the Blobs client reads them: @netlify/blobs 11 reports a
 *   conditional write (onlyIfNew, onlyIfMatch) as done whatever the store answered, unless it was 412, so
 *   a store answering 500 looked like a stored record (reported upstream as netlify/primitives#741). The
 *   client retries them as it retries a failed connection, within the request's budget.
 */
export function budgetedFetch(base: typeof fetch, { overNetwork }: { overNetwork: boolean }): typeof fetch {
  return async (input, init) => {
    const budget = budgets.getStore();
    if (budget?.spent) throw budget.spent;
    const gate = isWrite(init) ? currentScope()?.writeGate : undefined;
    if (gate) {
      try {
        await gate;
      } catch (refusal) {
        budget?.spend(refusal as Error);
        throw refusal;
      }
    }
    // A store that accepts the connection and never answers is given up at the deadline too.
    const timeout = budget && overNetwork ? AbortSignal.timeout(Math.max(1, budget.deadline - Date.now())) : undefined;
    const signal = timeout && init?.signal ? AbortSignal.any([init.signal, timeout]) : (timeout ?? init?.signal);
    try {
      const response = await base(input, signal ? { ...init, signal } : init);
      if (response.status >= 400 && response.status !== 404 && response.status !== 412) {
        await response.body?.cancel().catch(() => undefined);
        throw new Error(`The Blobs store answered ${response.status}`);
      }
      return response;
    } catch (error) {
      if (budget && Date.now() + CLIENT_RETRY_DELAY_MS >= budget.deadline) budget.spend(new StoreUnavailableError(error));
      throw error;
    }
  };
}
