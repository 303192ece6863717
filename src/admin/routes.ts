/**
 * Each admin page's screen, loaded on its first visit. Only the app's top (App.tsx) imports this module: the
 * screens link to one another through paths.ts, so none of them imports the others back through here.
 */
import type { ComponentType } from 'react';
import { ADMIN_PAGES, type AdminPage, type AdminPagePath } from './paths.ts';

export interface AdminRoute extends AdminPage {
  load: () => Promise<{ default: ComponentType }>;
}

const SCREENS: Record<AdminPagePath, AdminRoute['load']> = {
  '/admin/dashboard': () => import('./dashboard/Dashboard.tsx'),
  '/admin/enquiries': () => import('./inbox/AllEnquiries.tsx'),
  '/admin/quick-quotes': () => import('./inbox/QuickQuotes.tsx'),
  '/admin/product-quotes': () => import('./inbox/ProductQuotes.tsx'),
  '/admin/help-enquiries': () => import('./inbox/HelpEnquiries.tsx'),
  '/admin/contact-enquiries': () => import('./inbox/ContactEnquiries.tsx'),
  '/admin/customers': () => import('./customers/Customers.tsx'),
  '/admin/privacy-requests': () => import('./privacy/PrivacyRequests.tsx'),
  '/admin/orders': () => import('./quotations/Orders.tsx'),
  '/admin/payments': () => import('./payments/Payments.tsx'),
  '/admin/returns': () => import('./returns/Returns.tsx'),
  '/admin/report': () => import('./quotations/Report.tsx'),
  '/admin/manage-blog': () => import('./content/ManageBlog.tsx'),
  '/admin/manage-products': () => import('./content/ManageProducts.tsx'),
  '/admin/categories': () => import('./content/Categories.tsx'),
  '/admin/manage-testimonials': () => import('./content/ManageTestimonials.tsx'),
  '/admin/mail': () => import('./mail/Mail.tsx'),
  '/admin/team': () => import('./team/Team.tsx'),
  '/admin/settings': () => import('./settings/Settings.tsx'),
  '/admin/activity': () => import('./team/Activity.tsx'),
  '/admin/account': () => import('./team/MyAccount.tsx'),
  '/admin/enquiries/:id': () => import('./inbox/EnquiryDetail.tsx'),
  '/admin/quotations/:id': () => import('./quotations/QuotationEditor.tsx'),
  '/admin/customers/:id': () => import('./customers/CustomerPage.tsx'),
};

/** The pages of paths.ts, in its order, each with its screen. */
export const ADMIN_ROUTES: AdminRoute[] = ADMIN_PAGES.map((page) => ({
  ...page,
  load: SCREENS[page.path as AdminPagePath],
}));
