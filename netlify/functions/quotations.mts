/** Priced quotations made from enquiries (issue 19): making, reading and revising them. */
import type { Config } from '@netlify/functions';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { ADMIN_PAGE_SIZE } from '../../src/lib/constants.ts';
import { quotations } from '../../src/lib/server/collections.ts';
import { ifMatchVersion, json, pageParams } from '../../src/lib/server/http.ts';
import {
  asAnswer,
  createQuotation,
  quotationsOfEnquiry,
  readQuotation,
  updateQuotation,
} from '../../src/lib/server/quotations.ts';
import { serve } from '../../src/lib/server/serve.ts';

const originOf = (request: Request) => new URL(request.url).origin;

export default serve(quotationsApi, {
  create: ({ request, body, person }) => createQuotation(body, person, originOf(request)),
  list: async ({ request }) => {
    const url = new URL(request.url);
    const { page, limit } = pageParams(url, { limit: ADMIN_PAGE_SIZE, maxLimit: 100 });
    const enquiryId = url.searchParams.get('enquiryId');
    const found = enquiryId
      ? (await quotationsOfEnquiry(enquiryId)).slice((page - 1) * limit, page * limit)
      : await quotations.page(page, limit);
    return json({ data: found.map((quotation) => asAnswer(quotation, originOf(request))), page, limit });
  },
  get: async ({ request, params }) => json({ data: asAnswer(await readQuotation(params.id), originOf(request)) }),
  replace: ({ request, params, body, person }) =>
    updateQuotation(params.id, body, ifMatchVersion(request), person, originOf(request)),
});

export const config: Config = { path: ['/api/quotations', '/api/quotations/', '/api/quotations/:id'] };
