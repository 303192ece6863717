/** The public header's items, in docs/product.md 2.2 order; the desktop menu and the mobile icon strip both read them. */
import type { DialogName } from '../dialogs/open-dialog.ts';
import type { IconName } from './icons.ts';

interface NavBase {
  label: string;
  /** Shorter label under the icon in the mobile strip. */
  short: string;
  icon: IconName;
}
export type NavItem = (NavBase & { href: string }) | (NavBase & { dialog: DialogName });

/** The section of /products that "Our Product" scrolls to (docs/product.md 2.2). */
export const PRODUCT_SECTION_ID = 'product-section';

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', short: 'Home', href: '/', icon: 'home' },
  { label: 'Our Product', short: 'Products', href: `/products#${PRODUCT_SECTION_ID}`, icon: 'products' },
  { label: 'Help', short: 'Help', dialog: 'help', icon: 'help' },
  { label: 'Quick Quote', short: 'Quote', dialog: 'quick-quote', icon: 'quote' },
  { label: 'About Us', short: 'About', href: '/about', icon: 'about' },
  { label: 'Blog', short: 'Blog', href: '/blog', icon: 'blog' },
  { label: 'Contact Us', short: 'Contact', href: '/contact', icon: 'contact' },
];

/** The last slot: Dashboard when a session token exists, else Sign In (docs/product.md 4). */
export const SESSION_ITEMS = {
  visitor: { label: 'Sign In', href: '/signin', icon: 'user' },
  admin: { label: 'Dashboard', href: '/admin', icon: 'dashboard' },
} as const;

/** Whether `href` is the page at `pathname` (trailing slashes and anchors ignored). */
function isCurrent(href: string, pathname: string): boolean {
  const strip = (value: string) => value.replace(/[#?].*$/, '').replace(/\/+$/, '') || '/';
  return strip(href) === strip(pathname);
}

/** A link's `aria-current` on the page at `pathname`: 'page' for the page itself. */
export const ariaCurrentOn =
  (pathname: string) =>
  (href: string): 'page' | undefined =>
    isCurrent(href, pathname) ? 'page' : undefined;
