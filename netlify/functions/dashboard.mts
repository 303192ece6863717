/**
 * Counts for the admin dashboard, under exactly the keys of docs/product.md section 3, how many
 * enquiries of each inbox are New, and each count's new records in the last 30 days against the 30 days
 * before (docs/decisions.md), and what customers owe (from the quotations' rows). The inbox counts come from
 * their views: no record is listed.
 */
import type { Config } from '@netlify/functions';
import { dashboardApi, type DashboardAnswer } from '../../src/lib/api/staff.ts';
import { blogs, inboxes, products } from '../../src/lib/server/collections.ts';
import { mailHealth } from '../../src/lib/server/mail/screen.ts';
import { dashboardMoney } from '../../src/lib/server/payments/list.ts';
import { json } from '../../src/lib/server/http.ts';
import { idTime } from '../../src/lib/server/ids.ts';
import { type StoreName, listKeys } from '../../src/lib/server/store/index.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** The trend's two periods: the last 30 days, and the 30 days before them. */
const PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

/** New records in each period, from their ids' times: an inbox from its view, a collection from its keys. */
async function trendOf(count: (bucketOf: (ms: number) => string | null, since: number) => Promise<Map<string, number>>) {
  const now = Date.now();
  const bucketOf = (ms: number) => (ms > now - PERIOD_MS ? 'current' : ms > now - 2 * PERIOD_MS ? 'previous' : null);
  const counts = await count(bucketOf, now - 2 * PERIOD_MS);
  return { current: counts.get('current') ?? 0, previous: counts.get('previous') ?? 0 };
}

const keysBy = (store: StoreName) => async (bucketOf: (ms: number) => string | null) => {
  const counts = new Map<string, number>();
  for (const key of await listKeys(store)) {
    const bucket = bucketOf(idTime(key));
    if (bucket) counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return counts;
};

export default serve(dashboardApi, {
  counts: async () => {
    const inboxTrend = (kind: keyof typeof inboxes) => trendOf((bucketOf, since) => inboxes[kind].countsBy(bucketOf, since));
    const [quick, quotes, help, contacts, productCount, blog, mail, money, ...trend] = await Promise.all([
      inboxes.quick.counts(),
      inboxes.quotes.counts(),
      inboxes.help.counts(),
      inboxes.contacts.counts(),
      products.count(),
      blogs.count(),
      mailHealth(),
      dashboardMoney(),
      inboxTrend('quick'),
      inboxTrend('quotes'),
      inboxTrend('help'),
      inboxTrend('contacts'),
      trendOf(keysBy(products.name)),
      trendOf(keysBy(blogs.name)),
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
      trend: {
        Quick_Quotes: trend[0],
        product_quotes: trend[1],
        Help_Enquiries: trend[2],
        contacts: trend[3],
        products: trend[4],
        blog: trend[5],
      },
      money,
    };
    return json(answer);
  },
});

export const config: Config = { path: ['/api/dashboard', '/api/dashboard/'] };
