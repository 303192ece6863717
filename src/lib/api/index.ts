/**
 * The API contract: every call the site makes or serves, one group per function file in
 * netlify/functions. Islands import a group's own module (src/lib/api/inboxes.ts …) so a page ships
 * only the schemas it uses; the admin, the scripts and the tests take the whole contract from here.
 */
import { artworkApi } from './artwork.ts';
import { blogsApi, categoriesApi, productsApi, testimonialsApi } from './content.ts';
import { customerQuotationApi } from './customer-quotations.ts';
import { customersApi } from './customers.ts';
import { einvoicesApi } from './einvoices.ts';
import { ewayBillsApi } from './eway-bills.ts';
import { imagesApi } from './images.ts';
import { consentApi } from './consent.ts';
import { contactsApi, enquiriesApi, helpApi, quotesApi } from './inboxes.ts';
import { customerInvoiceApi, invoicesApi } from './invoices.ts';
import { myOrdersApi } from './my-orders.ts';
import { paymentsApi } from './payments.ts';
import { privacyApi } from './privacy.ts';
import { quotationsApi } from './quotations.ts';
import { returnsApi } from './returns.ts';
import { dashboardApi, loginApi, mailApi, settingsApi, siteStatusApi, uploadApi } from './staff.ts';
import { accountApi, activityApi, logoutApi, passwordResetApi, teamMembersApi } from './team.ts';

export * from './define.ts';
export * from './query.ts';
export {
  artworkApi,
  consentApi,
  blogsApi,
  categoriesApi,
  contactsApi,
  customerInvoiceApi,
  customerQuotationApi,
  customersApi,
  dashboardApi,
  einvoicesApi,
  ewayBillsApi,
  enquiriesApi,
  helpApi,
  imagesApi,
  invoicesApi,
  loginApi,
  myOrdersApi,
  paymentsApi,
  privacyApi,
  productsApi,
  quotationsApi,
  quotesApi,
  siteStatusApi,
};
export { accountApi, activityApi, logoutApi, mailApi, passwordResetApi, settingsApi, testimonialsApi, uploadApi, teamMembersApi };

/** Each function file (netlify/functions/{name}.mts) and the group of calls it serves. */
export const FUNCTION_GROUPS = {
  account: { ...accountApi, ...activityApi },
  artwork: artworkApi,
  blogs: blogsApi,
  categories: categoriesApi,
  consent: consentApi,
  contacts: contactsApi,
  'customer-quotations': customerQuotationApi,
  customers: customersApi,
  dashboard: dashboardApi,
  einvoices: einvoicesApi,
  'eway-bills': ewayBillsApi,
  enquiries: enquiriesApi,
  help: helpApi,
  images: imagesApi,
  // The customer's two calls about invoices (billing details, an invoice's PDF) are served with staff's.
  invoices: { ...invoicesApi, ...customerInvoiceApi },
  login: { ...loginApi, ...logoutApi, ...passwordResetApi },
  mail: mailApi,
  'my-orders': myOrdersApi,
  payments: paymentsApi,
  'privacy-requests': privacyApi,
  products: productsApi,
  quotations: quotationsApi,
  quotes: quotesApi,
  returns: returnsApi,
  settings: settingsApi,
  'site-status': siteStatusApi,
  testimonials: testimonialsApi,
  upload: uploadApi,
  users: teamMembersApi,
} as const;
