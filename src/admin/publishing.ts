/**
 * Screens that change products, blog posts or testimonials call `announceContentChange()` after a
 * successful save or delete; the admin layout then follows GET /api/site-status until the public site
 * is live again (or the update failed) and shows it.
 */
export const CONTENT_CHANGED_EVENT = 'admin:content-changed';

export function announceContentChange(): void {
  window.dispatchEvent(new CustomEvent(CONTENT_CHANGED_EVENT));
}
