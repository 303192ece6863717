/**
 * Orders (accepted quotations going through their stages) and the report (docs/product.md 2.27, 2.28).
 */

/** The API's answers on orders and the report; in MESSAGES. */
export const ORDER_MESSAGES = {
  orderNotAccepted: 'Only an accepted quotation has an order to move through its stages',
  stageSaved: (number: string, stage: string) => `Order ${number}: ${stage}`,
  reportMonths: 'Months must be a whole number from 1 to 36',
} as const;

/** The Orders screen, /admin/orders (docs/product.md 2.27). */
export const ORDER_TEXTS = {
  title: 'Orders',
  caption: (page: number) => `Accepted quotations, page ${page}`,
  headings: ['Quotation', 'Customer', 'Stage', 'Whose turn', 'Days in stage', 'Value', 'Last activity'],
  stage: 'Stage',
  allStages: 'All stages',
  turn: 'Whose turn',
  anyone: 'Anyone',
  search: 'Search',
  searchHint: 'Number, customer or company',
  none: 'No order matches.',
  noneYet: 'No accepted quotation yet: orders appear here once a customer accepts.',
  loadFailed: 'Failed to load the orders',
  pages: 'Orders pages',
  days: (days: number) => (days === 1 ? '1 day' : `${days} days`),
  count: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
} as const;

/** The report, /admin/report (docs/product.md 2.28). */
export const REPORT_TEXTS = {
  title: 'Report',
  lead: 'Requests, quotations, orders and money of the last 12 months. Each event counts in the month it happened.',
  chart: 'Quotations sent, accepted and declined or expired, per month',
  sent: 'Sent',
  accepted: 'Accepted',
  lost: 'Declined or expired',
  byMonth: 'By month',
  byCategory: 'By category',
  columns: [
    'Requests',
    'Quotations sent',
    'Accepted',
    'Declined',
    'Expired',
    'Conversion',
    'Quoted value',
    'Won value',
    'Median days to quotation',
    'Median days to dispatch',
  ],
  money: 'Money by month',
  moneyLead:
    'In rupees. Invoiced: the tax invoices of the month, cancelled ones left out. Collected: the confirmed payments dated in the month. Outstanding: what is still unpaid today of the month’s tax invoices. Days to paid: from dispatch to the order paid in full, over the orders paid in full that month (0 when paid before dispatch).',
  moneyColumns: ['Invoiced', 'Collected', 'Outstanding', 'Median days from dispatch to paid in full'],
  month: 'Month',
  category: 'Category',
  csv: 'Download CSV',
  loadFailed: 'Failed to load the report',
  otherCurrency: (count: number) =>
    `${count} quotation${count === 1 ? '' : 's'} in other currencies are counted, but their value is not in the rupee totals.`,
  noCategory: 'No quotation in these months yet.',
} as const;
