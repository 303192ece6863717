/** The footer's behaviour: this year in the copyright line, and the floating back-to-top button. */

/** The button shows once the visitor has scrolled this far. */
export const BACK_TO_TOP_AFTER_PX = 400;

export function initFooter(): void {
  const year = String(new Date().getFullYear());
  for (const element of document.querySelectorAll('[data-current-year]')) element.textContent = year;

  const button = document.querySelector<HTMLButtonElement>('[data-back-to-top]');
  if (!button) return;
  const update = () => button.classList.toggle('is-visible', window.scrollY > BACK_TO_TOP_AFTER_PX);
  update();
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => {
    const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
    // The button hides at the top: keyboard focus moves to the start of the page instead of vanishing.
    document.querySelector<HTMLElement>('[data-skip-link]')?.focus({ preventScroll: true });
  });
}
