/**
 * The admin's screens (docs/product.md 2.1, 2.13, 2.21): path, sidebar label and the screen module, loaded on first
 * visit. The sidebar lists them in this order.
 */
import type { ComponentType } from 'react';

export interface AdminRoute {
  path: string;
  label: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Listed in the sidebar for Admins only; Staff who open it see the server's refusal (docs/product.md 2.21). */
  adminOnly?: boolean;
  /** Not in the sidebar: reached from the avatar menu. */
  accountMenu?: boolean;
  /** A screen of one record (its path ends in `/:id`): not in the sidebar, which marks this path instead. */
  within?: string;
}

export const ADMIN_HOME = '/admin/dashboard';

export const ADMIN_ROUTES: AdminRoute[] = [
  { path: '/admin/dashboard', label: 'Dashboard', load: () => import('./screens/Dashboard.tsx') },
  { path: '/admin/enquiries', label: 'All enquiries', load: () => import('./screens/AllEnquiries.tsx') },
  { path: '/admin/quick-quotes', label: 'Quick Quotes', load: () => import('./screens/QuickQuotes.tsx') },
  { path: '/admin/product-quotes', label: 'Product Quotes', load: () => import('./screens/ProductQuotes.tsx') },
  { path: '/admin/help-enquiries', label: 'Help Enquiries', load: () => import('./screens/HelpEnquiries.tsx') },
  { path: '/admin/contact-enquiries', label: 'Contact Us', load: () => import('./screens/ContactEnquiries.tsx') },
  { path: '/admin/orders', label: 'Orders', load: () => import('./screens/Orders.tsx') },
  { path: '/admin/report', label: 'Report', load: () => import('./screens/Report.tsx') },
  { path: '/admin/manage-blog', label: 'Manage Blog', load: () => import('./screens/ManageBlog.tsx') },
  { path: '/admin/manage-products', label: 'Manage Products', load: () => import('./screens/ManageProducts.tsx') },
  { path: '/admin/categories', label: 'Categories', load: () => import('./screens/Categories.tsx') },
  { path: '/admin/manage-testimonials', label: 'Manage Testimonials', load: () => import('./screens/ManageTestimonials.tsx') },
  { path: '/admin/mail', label: 'Mail', load: () => import('./screens/Mail.tsx') },
  { path: '/admin/team', label: 'Team', load: () => import('./screens/Team.tsx'), adminOnly: true },
  { path: '/admin/settings', label: 'Settings', load: () => import('./screens/Settings.tsx'), adminOnly: true },
  { path: '/admin/activity', label: 'Activity', load: () => import('./screens/Activity.tsx') },
  { path: '/admin/account', label: 'My account', load: () => import('./screens/MyAccount.tsx'), accountMenu: true },
  {
    path: '/admin/enquiries/:id',
    label: 'Enquiry',
    load: () => import('./screens/EnquiryDetail.tsx'),
    within: '/admin/enquiries',
  },
  {
    path: '/admin/quotations/:id',
    label: 'Quotation',
    load: () => import('./screens/QuotationEditor.tsx'),
    within: '/admin/enquiries',
  },
];

/** The address of a quotation's editor (issue 19). */
export const quotationPath = (id: string) => `/admin/quotations/${encodeURIComponent(id)}`;

/** The address of one enquiry's detail view (docs/product.md 2.19), which a staff mail links to. */
export const enquiryPath = (id: string) => `/admin/enquiries/${encodeURIComponent(id)}`;
