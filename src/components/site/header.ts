/**
 * The header's behaviour (docs/product.md 2.2), vanilla so pages ship no framework for it: solid background past
 * 20 px of scroll, the phone menu toggle, the icon strip's 200 px steps, and the dialog buttons.
 */
import { TOKEN_KEY } from '../../lib/constants.ts';
import { isDialogName, openDialog } from '../dialogs/open-dialog.ts';

export const SCROLLED_THRESHOLD_PX = 20;
export const STRIP_STEP_PX = 200;

const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Dashboard instead of Sign In while a session token is held (docs/product.md 4); both share one slot, so nothing moves. */
function markSession(): void {
  let signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(TOKEN_KEY));
  } catch {
    // Storage blocked: a visitor.
  }
  if (signedIn) document.documentElement.dataset.session = 'admin';
  else delete document.documentElement.dataset.session;
}

export function initHeader(): void {
  markSession();
  // A page restored from the back-forward cache, or a sign-in/out in another tab, may have changed it.
  window.addEventListener('pageshow', markSession);
  window.addEventListener('storage', markSession);
  const header = document.querySelector<HTMLElement>('[data-site-header]');
  if (!header) return;

  const markScrolled = () => header.classList.toggle('is-scrolled', window.scrollY > SCROLLED_THRESHOLD_PX);
  markScrolled();
  window.addEventListener('scroll', markScrolled, { passive: true });

  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const setMenu = (open: boolean) => {
    toggle?.setAttribute('aria-expanded', String(open));
    header.toggleAttribute('data-menu-open', open);
  };
  toggle?.addEventListener('click', () => setMenu(toggle.getAttribute('aria-expanded') !== 'true'));
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && header.hasAttribute('data-menu-open')) {
      setMenu(false);
      toggle?.focus();
    }
  });
  // A tap outside the open menu closes it (dialogs excepted: they return focus into the menu).
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    if (header.hasAttribute('data-menu-open') && target?.isConnected && !header.contains(target) && !target.closest('dialog'))
      setMenu(false);
  });

  const strip = header.querySelector<HTMLElement>('[data-strip]');
  // The current page's shortcut starts in view.
  const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
  if (strip && current && current.offsetLeft + current.offsetWidth > strip.clientWidth) {
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }
  for (const arrow of header.querySelectorAll<HTMLButtonElement>('[data-strip-step]')) {
    arrow.addEventListener('click', () => {
      strip?.scrollBy({
        left: Number(arrow.dataset.stripStep) * STRIP_STEP_PX,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
    });
  }

  // Any [data-dialog] button on the page, header or not, opens its dialog (even before React is loaded).
  document.addEventListener('click', (event) => {
    const trigger = (event.target as Element | null)?.closest<HTMLElement>('[data-dialog]');
    const name = trigger?.dataset.dialog;
    if (trigger && isDialogName(name)) {
      event.preventDefault();
      openDialog(name);
    }
  });
}
