/**
 * Counts for the admin dashboard, under exactly the keys of docs/product.md section 3, and how many
 * enquiries of each inbox are New. The inbox counts come from their views: no record is listed.
 */
import type { Config } from '@netlify/functions';
import { dashboardApi, type DashboardAnswer } from '../../src/lib/api/staff.ts';
import { blogs, inboxes, products } from '../../src/lib/server/collections.ts';
import { mailHealth } from '../../src/lib/server/mail/outbox.ts';
import { json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(dashboardApi, {
  counts: async () => {
    const [quick, quotes, help, contacts, productCount, blog, mail] = await Promise.all([
      inboxes.quick.counts(),
      inboxes.quotes.counts(),
      inboxes.help.counts(),
      inboxes.contacts.counts(),
      products.count(),
      blogs.count(),
      mailHealth(),
    ]);
    const answer: DashboardAnswer = {
      data: {
        Quick_Quotes: quick.total,
        product_quotes: quotes.total,
        Help_Enquiries: help.total,
        contacts: contacts.total,
        products: productCount,
        blog,
      },
      newCounts: {
        Quick_Quotes: quick.byStatus.New,
        product_quotes: quotes.byStatus.New,
        Help_Enquiries: help.byStatus.New,
        contacts: contacts.byStatus.New,
      },
      mail,
    };
    return json(answer);
  },
});

export const config: Config = { path: ['/api/dashboard', '/api/dashboard/'] };
