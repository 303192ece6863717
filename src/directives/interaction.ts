/**
 * `client:interaction`: hydrate an island only when the visitor reaches for it, so pages ship no
 * React until then. Triggers: pointer, focus or key inside the island, or — when a selector is given
 * (`client:interaction="[data-dialog]"`) — the same on any element matching it elsewhere on the page.
 */
import type { ClientDirective } from 'astro';

const EVENTS = ['pointerdown', 'pointerover', 'focusin', 'keydown', 'touchstart'] as const;

const interaction: ClientDirective = (load, options, el) => {
  const selector = typeof options.value === 'string' && options.value ? options.value : null;
  let started = false;
  const start = (event: Event) => {
    if (started) return;
    if (event.currentTarget === document && !(event.target instanceof Element && event.target.closest(selector!))) return;
    started = true;
    for (const name of EVENTS) {
      el.removeEventListener(name, start);
      if (selector) document.removeEventListener(name, start, true);
    }
    void load().then((hydrate) => hydrate());
  };
  for (const name of EVENTS) {
    el.addEventListener(name, start, { passive: true });
    if (selector) document.addEventListener(name, start, { passive: true, capture: true });
  }
};

export default interaction;
