/** Counts for the admin dashboard, under exactly the keys of docs/product.md section 3. */
import type { Config } from '@netlify/functions';
import type { DashboardKey } from '../../src/lib/constants.ts';
import { requireAdmin } from '../../src/lib/server/auth.ts';
import { blogs, contacts, helpEnquiries, productQuotes, products, quickQuotes } from '../../src/lib/server/collections.ts';
import { json, methods } from '../../src/lib/server/http.ts';

export default methods({
  GET: async (request) => {
    await requireAdmin(request);
    const [Quick_Quotes, product_quotes, Help_Enquiries, contactCount, productCount, blog] = await Promise.all(
      [quickQuotes, productQuotes, helpEnquiries, contacts, products, blogs].map((collection) => collection.count()),
    );
    const data: Record<DashboardKey, number> = {
      Quick_Quotes,
      product_quotes,
      Help_Enquiries,
      contacts: contactCount,
      products: productCount,
      blog,
    };
    return json({ data });
  },
});

export const config: Config = { path: '/api/dashboard' };
