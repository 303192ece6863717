/**
 * The admin's pages (docs/product.md 2.1, 2.13, 2.21): path, sidebar label and group, in sidebar order, and
 * the addresses screens link to. A leaf: the router, the sidebar and the screens import it; the screens
 * themselves are attached in routes.ts, which only the app's top imports, so no screen imports itself back.
 */
import type { Access } from '../lib/api/define.ts';
import { ROLES_OF_ACCESS, type Role } from '../lib/schemas/team.ts';

/**
 * The sidebar's groups, as the work is split: what comes in and is sold, the money, the public site, and the
 * office's own records. Their headings are in ADMIN_TEXTS.navigation.
 */
export const ADMIN_GROUPS = ['sales', 'money', 'site', 'team'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminPage {
  path: string;
  label: string;
  /** The sidebar group it is listed under; the dashboard, above them all, has none. */
  group?: AdminGroup;
  /**
   * Who it is for, as the server's calls behind it say (src/lib/api/define.ts): the sales team's ('signed-in')
   * when left out. The sidebar lists only the pages the role opens; a page opened by address anyway shows the
   * server's refusal (docs/product.md 2.21).
   */
  access?: Extract<Access, 'member' | 'books' | 'returns' | 'admin'>;
  /** Not in the sidebar: reached from the avatar menu. */
  accountMenu?: boolean;
  /** A screen of one record (its path ends in `/:id`): not in the sidebar, which marks this path instead. */
  within?: string;
}

export const ADMIN_HOME = '/admin/dashboard';

/** Where the Accountant lands: the dashboard is the sales team's, the month's return is theirs. */
export const ACCOUNTANT_HOME = '/admin/returns';

/** The first screen of a role: the dashboard, or Returns for the Accountant. */
export const homeOf = (role: Role): string => (role === 'Accountant' ? ACCOUNTANT_HOME : ADMIN_HOME);

/** Whether a role opens a page: the roles of its access (src/lib/schemas/team.ts), as the server checks them. */
export const opensPage = (page: AdminPage, role: Role): boolean =>
  (ROLES_OF_ACCESS[page.access ?? 'signed-in'] as readonly Role[]).includes(role);

const PAGES = [
  { path: '/admin/dashboard', label: 'Dashboard' },
  { path: '/admin/enquiries', label: 'All enquiries', group: 'sales' },
  { path: '/admin/quick-quotes', label: 'Quick Quotes', group: 'sales' },
  { path: '/admin/product-quotes', label: 'Product Quotes', group: 'sales' },
  { path: '/admin/help-enquiries', label: 'Help Enquiries', group: 'sales' },
  { path: '/admin/contact-enquiries', label: 'Contact Us', group: 'sales' },
  { path: '/admin/customers', label: 'Customers', group: 'sales' },
  { path: '/admin/orders', label: 'Orders', group: 'sales' },
  { path: '/admin/payments', label: 'Payments', group: 'money', access: 'books' },
  { path: '/admin/returns', label: 'Returns', group: 'money', access: 'returns' },
  { path: '/admin/report', label: 'Report', group: 'money' },
  { path: '/admin/manage-products', label: 'Manage Products', group: 'site' },
  { path: '/admin/categories', label: 'Categories', group: 'site' },
  { path: '/admin/manage-blog', label: 'Manage Blog', group: 'site' },
  { path: '/admin/manage-testimonials', label: 'Manage Testimonials', group: 'site' },
  { path: '/admin/mail', label: 'Mail', group: 'team' },
  { path: '/admin/privacy-requests', label: 'Privacy requests', group: 'team' },
  { path: '/admin/team', label: 'Team', group: 'team', access: 'admin' },
  { path: '/admin/settings', label: 'Settings', group: 'team', access: 'admin' },
  { path: '/admin/activity', label: 'Activity', group: 'team' },
  { path: '/admin/account', label: 'My account', accountMenu: true, access: 'member' },
  { path: '/admin/enquiries/:id', label: 'Enquiry', within: '/admin/enquiries' },
  { path: '/admin/quotations/:id', label: 'Quotation', within: '/admin/enquiries' },
  { path: '/admin/customers/:id', label: 'Customer', within: '/admin/customers' },
] as const satisfies readonly AdminPage[];

/** A page's path: routes.ts gives each one its screen, and the compiler says when one is missing. */
export type AdminPagePath = (typeof PAGES)[number]['path'];

export const ADMIN_PAGES: readonly AdminPage[] = PAGES;

/** The address of a quotation's editor. */
export const quotationPath = (id: string) => `/admin/quotations/${encodeURIComponent(id)}`;

/** The address of one enquiry's detail view (docs/product.md 2.19), which a staff mail links to. */
export const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;

/** The address of a buyer's page. */
export const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;
