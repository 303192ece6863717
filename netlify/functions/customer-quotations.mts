/** The customer's own page of a quotation, by the secret of its address (src/lib/server/quotation-flow.ts). */
import type { Config } from '@netlify/functions';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { json } from '../../src/lib/server/http.ts';
import {
  bySecret,
  customerAccept,
  customerAnswer,
  customerFile,
  customerMessage,
  customerSample,
  customerView,
  quotationPdfFile,
  revisionOf,
} from '../../src/lib/server/quotation-flow.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(customerQuotationApi, {
  get: async ({ params, address }) => {
    const found = await bySecret(params.secret, address);
    return json({ data: customerView(found.value) }, 200, { 'cache-control': 'private, no-store' });
  },
  accept: ({ params, body, address }) => customerAccept(params.secret, body, address),
  changes: ({ params, body, address }) => customerAnswer(params.secret, 'changes', body.message, address),
  decline: ({ params, body, address }) => customerAnswer(params.secret, 'declined', body.reason, address),
  message: ({ params, body, address }) => customerMessage(params.secret, { text: body.message }, address),
  addFile: ({ params, body, address }) => customerMessage(params.secret, { fileId: body.fileId }, address),
  file: async ({ params, address }) => customerFile((await bySecret(params.secret, address)).value, params.fileId),
  pdf: async ({ request, params, address }) => {
    const quotation = (await bySecret(params.secret, address)).value;
    // The customer reads only revisions that were sent: the latest one, or an earlier one by number.
    return quotationPdfFile(quotation, revisionOf(request) ?? quotation.sentRevision, { sentOnly: true });
  },
  sample: ({ params, body, address }) => customerSample(params.secret, body, address),
});

export const config: Config = {
  path: [
    '/api/q/:secret',
    '/api/q/:secret/accept',
    '/api/q/:secret/changes',
    '/api/q/:secret/decline',
    '/api/q/:secret/messages',
    '/api/q/:secret/files',
    '/api/q/:secret/files/:fileId',
    '/api/q/:secret/pdf',
    '/api/q/:secret/sample',
  ],
};
