/**
 * No request ends `npm start`: an error thrown where no caller can catch it (a library's callback, as
 * pdfkit's PNG decoder throws from zlib's) is logged, and the request whose work threw it is answered 500,
 * while the runtime goes on serving. On Netlify such an error ends only that call.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/** The request under way in this async context: how to fail it. */
const inFlight = new AsyncLocalStorage<(error: unknown) => void>();

/** Once per process: errors and rejections nobody caught are logged instead of ending it. */
export function keepServingAfterStrayErrors(log: (...parts: unknown[]) => void = console.error): void {
  process.on('uncaughtException', (error) => {
    log('[runtime] an error nobody caught:', error);
    inFlight.getStore()?.(error);
  });
  process.on('unhandledRejection', (reason) => log('[runtime] a rejection nobody handled:', reason));
}

/** Runs one request's work; an error thrown by any callback it started rejects it (then answered 500). */
export function failOnStrayErrors<T>(work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    inFlight.run(reject, () => {
      work().then(resolve, reject);
    });
  });
}
