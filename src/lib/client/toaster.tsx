/** The page's one sonner Toaster, mounted into its own root; resolves once it listens for toasts. */
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import { TOAST_DURATION_MS } from '../constants.ts';

function Ready({ onReady }: { onReady: () => void }) {
  // Effects run in order, so the Toaster before this one has subscribed by now.
  useEffect(onReady, [onReady]);
  return null;
}

export function mountToaster(): Promise<typeof toast> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.toaster = '';
    document.body.append(host);
    createRoot(host).render(
      <>
        <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
        <Ready onReady={() => resolve(toast)} />
      </>,
    );
  });
}
