/** Priced quotations made from enquiries: making, reading, revising and sending them, and the order's steps. */
import type { Config } from '@netlify/functions';
import { quotationsApi } from '../../src/lib/api/quotations.ts';
import { json } from '../../src/lib/server/http.ts';
import { quotationReport, reportCsv } from '../../src/lib/server/quotations/report.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { allRows, queryRows, rowOf } from '../../src/lib/server/quotations/quotation-rows.ts';
import { addProof, moveOrder, recordAcceptance, staffMessage } from '../../src/lib/server/quotations/order.ts';
import { paymentTerms } from '../../src/lib/server/orders/terms.ts';
import { staffAnswer } from '../../src/lib/server/quotations/staff-view.ts';
import { createQuotation, quotationsOfEnquiry, readQuotation, updateQuotation } from '../../src/lib/server/quotations/quotation-edits.ts';
import { quotationPdfFile, sendQuotation } from '../../src/lib/server/quotations/sending.ts';
import { FILE_TYPES, fileResponse, pdfResponse } from '../../src/lib/server/files/download.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** A step's answer: its words and the quotation as staff read it. */
const answer = async (done: Promise<{ message: string; quotation: Quotation }>, status = 200) => {
  const { message, quotation } = await done;
  return json({ message, data: await staffAnswer(quotation) }, status);
};

export default serve(quotationsApi, {
  create: async ({ body, member, recordId }) => {
    // A repeated request (same Idempotency-Key: the same record id) finishes what the first one left.
    const { quotation, created } = await createQuotation(body, member, recordId);
    return json(
      { message: MESSAGES.quotationCreated(quotation.number), data: await staffAnswer(quotation) },
      created ? 201 : 200,
    );
  },
  list: async ({ query: { page, limit, ...filter } }) => {
    // One enquiry's: its own index. Any other list: the rows of every quotation (quotation-rows.ts).
    const rows = filter.enquiryId ? (await quotationsOfEnquiry(filter.enquiryId)).map(rowOf) : await allRows();
    return json(queryRows(rows, filter, page, limit));
  },
  report: async ({ query: { months, format } }) => {
    const report = await quotationReport(months);
    if (format !== 'csv') return json({ data: report });
    return fileResponse({ body: reportCsv(report), type: FILE_TYPES.csv, name: `quotations-report-${todayInIndia()}.csv` });
  },
  get: async ({ params }) => {
    // The Settings' advance is read beside the order (cached a minute: seldom a store request of its own).
    const [quotation, terms] = await Promise.all([readQuotation(params.id), paymentTerms()]);
    return json({ data: await staffAnswer(quotation, terms) });
  },
  replace: async ({ params, body, member, version }) => {
    const saved = await updateQuotation(params.id, body, version, member);
    return json({ message: MESSAGES.quotationSaved(saved.number, saved.revision), data: await staffAnswer(saved) });
  },
  send: ({ params, body, member, version }) => answer(sendQuotation(params.id, body.message, version, member)),
  pdf: async ({ params, query }) => pdfResponse(await quotationPdfFile(await readQuotation(params.id), query.revision)),
  stage: ({ params, body, member }) => answer(moveOrder(params.id, body, member)),
  acceptance: ({ params, body, member }) => answer(recordAcceptance(params.id, body, member)),
  message: ({ params, body, member }) => answer(staffMessage(params.id, body.message, member)),
  proof: ({ params, body, member }) => answer(addProof(params.id, body.fileId, member), 201),
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
