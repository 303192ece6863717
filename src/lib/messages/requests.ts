/**
 * The browser's API client's own messages (src/lib/client/api.ts), in a module of their own so that they
 * travel in the client's chunk and not with the rest of the site's texts.
 */

/** Why a call from the browser failed when the server said nothing (docs/product.md 8, departure 11). */
export const REQUEST_ERRORS = {
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
  status: (status: number) => `Request failed with status code ${status}`,
  unknown: 'Something went wrong',
} as const;
