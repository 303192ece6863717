/** E-way bills of orders: the consignment's transport, the portal's JSON, and the e-way bill's number kept. */
import type { Config } from '@netlify/functions';
import { ewayBillsApi } from '../../src/lib/api/eway-bills.ts';
import { json } from '../../src/lib/server/http.ts';
import { ewayBillJson, setEwayBill, setTransport } from '../../src/lib/server/eway-bills/eway-bill.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { staffAnswer } from '../../src/lib/server/quotations/staff-view.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(ewayBillsApi, {
  transport: async ({ params, body, version, member }) => {
    const { message, quotation } = await setTransport(quotations, params.id, body, version, member);
    return json({ message, data: await staffAnswer(quotation) });
  },
  json: async ({ params }) => {
    const { json: file, invoice } = await ewayBillJson(quotations, params.id);
    const name = `eway-bill-${invoice.number.replaceAll('/', '-')}.json`;
    return fileResponse({ body: JSON.stringify(file, null, 2), type: FILE_TYPES.json, name });
  },
  number: async ({ params, body, version, member }) => {
    const { message, quotation } = await setEwayBill(quotations, params.id, body, version, member);
    return json({ message, data: await staffAnswer(quotation) });
  },
});

export const config: Config = {
  path: ['/api/quotations/:id/eway-bill', '/api/quotations/:id/transport'],
};
