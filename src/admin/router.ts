/**
 * The admin's tiny history-API router: the path is the state, links are real <a href> whose plain
 * left clicks are intercepted, and the back/forward buttons work as in any site.
 */
import { type MouseEvent, useSyncExternalStore } from 'react';
import { ADMIN_HOME, type AdminPage } from './paths.ts';

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', emit);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', emit);
  };
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}): void {
  const current = location.pathname + location.search + location.hash;
  if (to === current) return;
  history[replace ? 'replaceState' : 'pushState'](null, '', to);
  emit();
}

/** The current path, re-rendering its users on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.pathname,
    () => ADMIN_HOME,
  );
}

/** The current query string ('?q=acme&page=2' or ''), re-rendering its users on every navigation. */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => location.search,
    () => '',
  );
}

/**
 * The route of `routes` a path names and the path as it should be spelled; a trailing slash is forgiven. Null
 * for /admin itself and unknown paths. The routes are passed in so this module never imports the screens.
 */
export function findRoute<Route extends AdminPage>(
  routes: readonly Route[],
  pathname: string,
): { route: Route; path: string } | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = routes.find((route) => route.path === normalized);
  if (exact) return { route: exact, path: normalized };
  // A record's screen: '/admin/enquiries/:id' takes one path segment after its parent.
  const record = routes.find((route) => {
    const parent = route.path.endsWith('/:id') ? route.path.slice(0, -'/:id'.length) : null;
    return parent !== null && normalized.startsWith(`${parent}/`) && /^[^/]+$/.test(normalized.slice(parent.length + 1));
  });
  return record ? { route: record, path: normalized } : null;
}

/** The last segment of the address: the record a `/:id` screen shows. */
export const recordId = (pathname: string): string => decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');

/**
 * onClick for an <a href> inside the app: a plain left click on a same-origin admin link navigates
 * in place; modified clicks (new tab, download…) and other targets are left to the browser.
 */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget;
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (anchor.target && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  ) {
    return;
  }
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin || !url.pathname.startsWith('/admin')) return;
  event.preventDefault();
  navigate(url.pathname + url.search + url.hash);
}
