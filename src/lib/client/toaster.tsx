/**
 * The page's one sonner Toaster, mounted into its own root. Its host is a manual popover raised to the
 * top of the browser's top layer for every toast, so a toast shows above an open modal <dialog>
 * instead of under its backdrop.
 */
import { type CSSProperties, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { type ExternalToast, Toaster, toast } from 'sonner';
import { TOAST_DURATION_MS } from '../constants.ts';

export type ShowToast = (kind: 'success' | 'error' | 'info', message: string, options?: ExternalToast) => void;

/** sonner's rich colours with darker text, so every toast meets WCAG AA (4.5:1) on its background. */
const TOAST_COLOURS = {
  '--success-text': '#14532d',
  '--error-text': '#991b1b',
  '--info-text': '#1e3a8a',
  '--warning-text': '#78350f',
} as CSSProperties;

/**
 * Below the sticky header, not over it: a toast over the header's right end would cover My Account (or the
 * site's menu), and a pointer resting on a toast holds it open, so the button behind could not be reached.
 */
const BELOW_HEADER = { top: 'calc(var(--header-height, 64px) + 8px)' };

function Ready({ onReady }: { onReady: () => void }) {
  // Effects run in order, so the Toaster before this one has subscribed by now.
  useEffect(onReady, [onReady]);
  return null;
}

function raise(host: HTMLElement) {
  if (!('showPopover' in host)) return;
  if (host.matches(':popover-open')) host.hidePopover();
  host.showPopover();
}

export function mountToaster(): Promise<ShowToast> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    host.dataset.toaster = '';
    host.popover = 'manual';
    // A popover is a centred box by default; this one only carries sonner's fixed-position list.
    Object.assign(host.style, { inset: 'auto', margin: '0', padding: '0', border: '0', background: 'none', overflow: 'visible' });
    document.body.append(host);
    const show: ShowToast = (kind, message, options) => {
      raise(host);
      toast[kind](message, options);
    };
    createRoot(host).render(
      <>
        <Toaster
          position="top-right"
          offset={BELOW_HEADER}
          mobileOffset={BELOW_HEADER}
          duration={TOAST_DURATION_MS}
          richColors
          closeButton
          style={TOAST_COLOURS}
        />
        <Ready onReady={() => resolve(show)} />
      </>,
    );
  });
}
