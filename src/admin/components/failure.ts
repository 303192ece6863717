/** How a screen tells staff that a call failed. */
import { ApiError, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';

/** The call was refused for the session: the browser is already on its way to sign-in, nothing more to say. */
export const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Says a failed call in a toast, `failure` with its reason under it, and returns the reason for the screen to
 * show beside what failed; null after a 401.
 */
export function sayFailure(failure: string, error: unknown): string | null {
  if (signedOut(error)) return null;
  void notify.error(failure, { description: errorMessage(error) });
  return errorMessage(error);
}
