/**
 * The admin's pages (docs/product.md 2.1, 2.13, 2.21): path and sidebar label, in sidebar order, and the
 * addresses screens link to. A leaf: the router, the sidebar and the screens import it; the screens
 * themselves are attached in routes.ts, which only the app's top imports, so no screen imports itself back.
 */
export interface AdminPage {
  path: string;
  label: string;
  /** Listed in the sidebar for Admins only; Staff who open it see the server's refusal (docs/product.md 2.21). */
  adminOnly?: boolean;
  /** Not in the sidebar: reached from the avatar menu. */
  accountMenu?: boolean;
  /** A screen of one record (its path ends in `/:id`): not in the sidebar, which marks this path instead. */
  within?: string;
}

export const ADMIN_HOME = '/admin/dashboard';

const PAGES = [
  { path: '/admin/dashboard', label: 'Dashboard' },
  { path: '/admin/enquiries', label: 'All enquiries' },
  { path: '/admin/quick-quotes', label: 'Quick Quotes' },
  { path: '/admin/product-quotes', label: 'Product Quotes' },
  { path: '/admin/help-enquiries', label: 'Help Enquiries' },
  { path: '/admin/contact-enquiries', label: 'Contact Us' },
  { path: '/admin/customers', label: 'Customers' },
  { path: '/admin/orders', label: 'Orders' },
  { path: '/admin/payments', label: 'Payments' },
  { path: '/admin/report', label: 'Report' },
  { path: '/admin/manage-blog', label: 'Manage Blog' },
  { path: '/admin/manage-products', label: 'Manage Products' },
  { path: '/admin/categories', label: 'Categories' },
  { path: '/admin/manage-testimonials', label: 'Manage Testimonials' },
  { path: '/admin/mail', label: 'Mail' },
  { path: '/admin/privacy-requests', label: 'Privacy requests' },
  { path: '/admin/team', label: 'Team', adminOnly: true },
  { path: '/admin/settings', label: 'Settings', adminOnly: true },
  { path: '/admin/activity', label: 'Activity' },
  { path: '/admin/account', label: 'My account', accountMenu: true },
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

/** The address of a customer's page. */
export const customerPath = (id: string) => `/admin/customers/${encodeURIComponent(id)}`;
