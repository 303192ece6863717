/**
 * Toasts from any island (sonner, top-right, 5 s). sonner drops a toast fired before its <Toaster>
 * has mounted, and islands hydrate in any order, so the one Toaster is mounted here on first use and
 * every toast waits for it.
 */
import type { ExternalToast } from 'sonner';
import type { ShowToast } from './toaster.tsx';

let ready: Promise<ShowToast> | null = null;

function toaster() {
  ready ??= import('./toaster.tsx').then((module) => module.mountToaster());
  return ready;
}

async function show(kind: Parameters<ShowToast>[0], message: string, options?: ExternalToast): Promise<void> {
  (await toaster())(kind, message, options);
}

export const notify = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  info: (message: string, options?: ExternalToast) => show('info', message, options),
};
