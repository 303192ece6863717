/** Priced quotations made from enquiries (issue 19): making, reading and revising them. */
import type { Config } from '@netlify/functions';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { ADMIN_PAGE_SIZE } from '../../src/lib/constants.ts';
import { quotations } from '../../src/lib/server/collections.ts';
import { ifMatchVersion, json, pageParams } from '../../src/lib/server/http.ts';
import {
  addProof,
  moveOrder,
  quotationPdfFile,
  recordAcceptance,
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
    const enquiryId = url.searchParams.get('enquiryId');
    const found = enquiryId
      ? (await quotationsOfEnquiry(enquiryId)).slice((page - 1) * limit, page * limit)
      : await quotations.page(page, limit);
    return json({ data: found.map((quotation) => asAnswer(quotation)), page, limit });
  },
  get: async ({ params }) => json({ data: asAnswer(await readQuotation(params.id)) }),
  replace: ({ request, params, body, person }) => updateQuotation(params.id, body, ifMatchVersion(request), person),
  send: ({ request, params, body, person }) => sendQuotation(params.id, body.message, ifMatchVersion(request), person),
  pdf: async ({ request, params }) => {
    const revision = Number(new URL(request.url).searchParams.get('revision'));
    return quotationPdfFile(await readQuotation(params.id), Number.isInteger(revision) && revision > 0 ? revision : undefined);
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
    '/api/quotations/:id',
    '/api/quotations/:id/send',
    '/api/quotations/:id/pdf',
    '/api/quotations/:id/stage',
    '/api/quotations/:id/acceptance',
    '/api/quotations/:id/messages',
    '/api/quotations/:id/proofs',
  ],
};
