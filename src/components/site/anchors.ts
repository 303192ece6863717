/**
 * Anchors carried across pages (docs/product.md 2.2), e.g. /products#product-section: the anchor is taken off
 * the address before the browser jumps there (it scrolls to a fragment only once the page has loaded,
 * after this module ran), and the page scrolls smoothly to it. An anchor this page does not have says
 * 'Feature Coming Soon' for 3 s; the toast code (React + sonner) and the text are loaded only then.
 */
import { COMING_SOON_TOAST_MS } from '../../lib/constants.ts';

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function scrollToCarriedAnchor(): void {
  const anchor = location.hash.slice(1);
  // A fragment holding a value (My orders' sign-in link, `#token=…`) is no anchor: the page reads it itself.
  if (!anchor || anchor.includes('=')) return;
  history.replaceState(history.state, '', location.pathname + location.search);
  const target = document.getElementById(decode(anchor));
  if (target) {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    // After layout has settled (fonts, images with sizes), so the smooth scroll ends where it should.
    requestAnimationFrame(() => target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }));
    return;
  }
  void Promise.all([import('../../lib/client/notify.ts'), import('../../lib/messages/site.ts')]).then(
    ([{ notify }, { SITE_TEXTS }]) => notify.info(SITE_TEXTS.comingSoon, { duration: COMING_SOON_TOAST_MS }),
  );
}
