/** Priced quotations made from enquiries (issue 19): making, reading and revising them. */
import type { Config } from '@netlify/functions';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { ADMIN_PAGE_SIZE } from '../../src/lib/constants.ts';
import { HttpError, ifMatchVersion, json, pageParams, validate } from '../../src/lib/server/http.ts';
import { quotationReport, reportCsv } from '../../src/lib/server/quotation-report.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { todayInIndia } from '../../src/lib/quotation.ts';
import { allRows, queryRows, rowOf } from '../../src/lib/server/quotation-index.ts';
import { quotationListSchema } from '../../src/lib/schemas.ts';
import {
  addProof,
  moveOrder,
  quotationPdfFile,
  recordAcceptance,
  revisionOf,
  sendQuotation,
  staffMessage,
} from '../../src/lib/server/quotation-flow.ts';
import {
  asAnswer,
  createQuotation,
  quotationsOfEnquiry,
  readQuotation,
  updateQuotation,
} from '../../src/lib/server/quotations.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(quotationsApi, {
  create: ({ body, person }) => createQuotation(body, person),
  list: async ({ request }) => {
    const url = new URL(request.url);
    const { page, limit } = pageParams(url, { limit: ADMIN_PAGE_SIZE, maxLimit: 100 });
    const filter = validate(quotationListSchema, Object.fromEntries(url.searchParams));
    // One enquiry's: its own index. Any other list: the rows of every quotation (quotation-index.ts).
    const rows = filter.enquiryId ? (await quotationsOfEnquiry(filter.enquiryId)).map(rowOf) : await allRows();
    return json({ ...queryRows(rows, { ...filter, orders: filter.orders === '1' }, page, limit), page, limit });
  },
  report: async ({ request }) => {
    const url = new URL(request.url);
    const months = Number(url.searchParams.get('months') ?? 12);
    if (!Number.isInteger(months) || months < 1 || months > 36) throw new HttpError(400, MESSAGES.reportMonths);
    const report = await quotationReport(months);
    if (url.searchParams.get('format') !== 'csv') return json({ data: report });
    return new Response(reportCsv(report), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="quotations-report-${todayInIndia()}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  },
  get: async ({ params }) => json({ data: asAnswer(await readQuotation(params.id)) }),
  replace: ({ request, params, body, person }) => updateQuotation(params.id, body, ifMatchVersion(request), person),
  send: ({ request, params, body, person }) => sendQuotation(params.id, body.message, ifMatchVersion(request), person),
  pdf: async ({ request, params }) => {
    return quotationPdfFile(await readQuotation(params.id), revisionOf(request));
  },
  stage: ({ params, body, person }) => moveOrder(params.id, body, person),
  acceptance: ({ params, body, person }) => recordAcceptance(params.id, body, person),
  message: ({ params, body, person }) => staffMessage(params.id, body.message, person),
  proof: ({ params, body, person }) => addProof(params.id, body.fileId, person),
});

export const config: Config = {
  path: [
    '/api/quotations',
    '/api/quotations/',
    '/api/quotations/report',
    '/api/quotations/report/',
    '/api/quotations/:id',
    '/api/quotations/:id/send',
    '/api/quotations/:id/pdf',
    '/api/quotations/:id/stage',
    '/api/quotations/:id/acceptance',
    '/api/quotations/:id/messages',
    '/api/quotations/:id/proofs',
  ],
};
