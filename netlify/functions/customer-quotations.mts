/** The customer's own page of a quotation, by the secret of its address (src/lib/server/quotations/buyer-page.ts). */
import type { Config } from '@netlify/functions';
import { customerQuotationApi } from '../../src/lib/api/customer-quotations.ts';
import { json } from '../../src/lib/server/http.ts';
import {
  type CustomerAnswer,
  bySecret,
  customerAccept,
  customerAnswer,
  customerFile,
  customerMessage,
  customerSample,
} from '../../src/lib/server/quotations/buyer-page.ts';
import { customerPage } from '../../src/lib/server/payments/buyer-payments.ts';
import { quotationPdfFile } from '../../src/lib/server/quotations/sending.ts';
import { pdfResponse } from '../../src/lib/server/files/download.ts';
import type { Quotation } from '../../src/lib/schemas/quotations.ts';
import { serve } from '../../src/lib/server/serve.ts';

/** The page as it stands, with how to pay what is due once accepted. */
const view = (quotation: Quotation) => customerPage(quotation);
const answer = async (done: Promise<CustomerAnswer>) => {
  const { message, quotation } = await done;
  return json({ message, data: await view(quotation) });
};

export default serve(customerQuotationApi, {
  get: async ({ params, address }) => {
    const found = await bySecret(params.secret, address);
    return json({ data: await view(found.value) });
  },
  accept: ({ params, body, address }) => answer(customerAccept(params.secret, body, address)),
  changes: ({ params, body, address }) => answer(customerAnswer(params.secret, 'changes', body.message, address)),
  decline: ({ params, body, address }) => answer(customerAnswer(params.secret, 'declined', body.reason, address)),
  message: ({ params, body, address }) => answer(customerMessage(params.secret, { text: body.message }, address)),
  addFile: ({ params, body, address }) => answer(customerMessage(params.secret, { fileId: body.fileId }, address)),
  file: async ({ params, address }) => customerFile((await bySecret(params.secret, address)).value, params.fileId),
  pdf: async ({ params, query, address }) => {
    const quotation = (await bySecret(params.secret, address)).value;
    // The customer reads only revisions that went out: the latest one, or an earlier one by number.
    const revision = query.revision ?? quotation.sentRevision ?? quotation.acceptance?.revision;
    return pdfResponse(await quotationPdfFile(quotation, revision, { sentOnly: true }));
  },
  sample: ({ params, body, address }) => answer(customerSample(params.secret, body, address)),
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
