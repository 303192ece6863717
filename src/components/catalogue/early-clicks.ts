/**
 * The catalogue island hydrates on the visitor's first reach for it (`client:interaction`), so a press on
 * one of its buttons (a category, the view toggle, the pager, Send Quote) can come before React is
 * there to hear it. The page's script marks such a press; the island presses the button again once it
 * has hydrated. Hydration keeps the server's elements, so the marked one is the island's own.
 */
export const PENDING_CLICK_ATTRIBUTE = 'data-pending-click';

/** CatalogueSection.astro: remembers the last button pressed inside `island` before it hydrated. */
export function keepEarlyClicks(island: Element): void {
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !island.contains(button) || !island.hasAttribute('ssr')) return;
      // 'Add to quote' is the page's own (the shell's quote-link.ts): it was heard already.
      if (button.hasAttribute('data-quote-add')) return;
      island.querySelector(`[${PENDING_CLICK_ATTRIBUTE}]`)?.removeAttribute(PENDING_CLICK_ATTRIBUTE);
      button.setAttribute(PENDING_CLICK_ATTRIBUTE, '');
      // A click with no pointer, focus or key before it (assistive technology, a script) must still wake it.
      island.dispatchEvent(new Event('focusin'));
    },
    true,
  );
}

/** Catalogue.tsx, once hydrated: the press that came too early, made again. */
export function replayEarlyClick(root: Element): void {
  const button = root.querySelector<HTMLElement>(`[${PENDING_CLICK_ATTRIBUTE}]`);
  if (!button) return;
  button.removeAttribute(PENDING_CLICK_ATTRIBUTE);
  button.click();
}
