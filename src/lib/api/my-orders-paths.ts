/**
 * My orders' addresses on their own (no schema, no valibot), so the page's first script builds its calls
 * without carrying the contract's schemas (./my-orders.ts holds the calls themselves).
 */
export const MY_ORDERS_PATHS = {
  link: '/api/my/link',
  session: '/api/my/session',
  read: '/api/my',
  reorder: '/api/my/reorder',
  consent: '/api/my/consent',
  privacy: '/api/my/privacy',
  invoicePdf: '/api/my/invoices/:id/pdf',
} as const;

/** Where the sign-in link leads; its token rides in the fragment, which no server log or Referer sees. */
export const MY_ORDERS_PAGE = '/orders';
