/**
 * Deletes of the content screens: the browser's confirm, the call, a toast either way (docs/product.md
 * departure 12), and the publishing notice the admin layout follows.
 */
import { errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { announceContentChange } from '../publishing.ts';

interface DeleteOptions {
  /** The delete call. */
  call: () => Promise<{ message?: string } | null>;
  /** The confirm question of docs/product.md section 5. */
  question: string;
  /** Toast title on failure; the error's own message is the description. Without it, the message is the title. */
  failureTitle?: string;
  /** Toast when the server sends no message. */
  success: string;
  /** Told when the call starts and ends (after the confirm), to show progress. */
  onBusy?: (busy: boolean) => void;
}

/** Resolves true when the record was deleted. */
export async function confirmAndDelete({ call, question, failureTitle, success, onBusy }: DeleteOptions): Promise<boolean> {
  if (!window.confirm(question)) return false;
  onBusy?.(true);
  try {
    const answer = await call();
    announceContentChange();
    void notify.success(answer?.message || success);
    return true;
  } catch (error) {
    if (failureTitle) void notify.error(failureTitle, { description: errorMessage(error) });
    else void notify.error(errorMessage(error, ADMIN_TEXTS.deleteFailed));
    return false;
  } finally {
    onBusy?.(false);
  }
}
