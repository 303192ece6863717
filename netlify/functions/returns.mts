/**
 * The GST returns and the books: the year's periods, GSTR-1 (the offline tool's JSON, or its CSVs in a ZIP),
 * the check before download, a period marked filed, an export's shipping bill, Tally and the month's pack (one
 * answer, or a job of stored parts: src/lib/server/returns/pack-jobs.ts).
 */
import type { Config } from '@netlify/functions';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { RETURNS_MESSAGES } from '../../src/lib/messages/returns.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { zipStream } from '../../src/lib/server/files/zip.ts';
import { json } from '../../src/lib/server/http.ts';
import { periodLabel } from '../../src/lib/gst/periods.ts';
import { returnCheck } from '../../src/lib/server/returns/check.ts';
import { currentFiling, markFiled } from '../../src/lib/server/returns/filed-periods.ts';
import { gstr1CsvZip, gstr1FileName, gstr1Of } from '../../src/lib/server/returns/gstr1.ts';
import { periodAnswer, returnPeriods } from '../../src/lib/server/returns/year-periods.ts';
import { recordShippingBill } from '../../src/lib/server/returns/shipping-bills.ts';
import { tallyAnswer } from '../../src/lib/server/returns/tally.ts';
import { packAnswer } from '../../src/lib/server/returns/pack.ts';
import { createPackJob, packJobs } from '../../src/lib/server/returns/pack-jobs.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(returnsApi, {
  periods: async ({ query }) => json(await returnPeriods(query.year)),
  gstr1: async ({ query }) => {
    if (query.format === 'csv') {
      const { name, files } = await gstr1CsvZip(query.period);
      return fileResponse({ body: zipStream(files), type: FILE_TYPES.zip, name });
    }
    const gstr1 = await gstr1Of(query.period);
    // `format=json`: the same as a file to save and import into the offline tool; none: for the screen.
    if (query.format === 'json')
      return fileResponse({ body: JSON.stringify(gstr1), type: FILE_TYPES.json, name: gstr1FileName(gstr1) });
    return json(gstr1);
  },
  check: async ({ query }) => json({ data: await returnCheck(query.period) }),
  filed: async ({ params, body, member }) => {
    const filing = await currentFiling();
    const period = await markFiled(params.period, filing, body, member.name);
    return json({ message: RETURNS_MESSAGES.filed(periodLabel(period, filing)), data: await periodAnswer(period) });
  },
  shippingBill: async ({ params, body, member }) => {
    const { message, bill } = await recordShippingBill(params.id, body, member.name);
    return json({ message, data: bill });
  },
  tally: async ({ query }) => tallyAnswer(query.period),
  pack: async ({ query }) => packAnswer(query.period, query.after),
  startPack: async ({ request, body }) => packJobs.started(await createPackJob(body.period, new URL(request.url).origin)),
  packJob: ({ params }) => packJobs.answer(params.id),
  packPart: ({ params }) => packJobs.partAnswer(params.id, params.n, FILE_TYPES.zip),
});

export const config: Config = {
  path: [
    '/api/returns',
    '/api/returns/',
    '/api/returns/gstr1',
    '/api/returns/gstr1/',
    '/api/returns/check',
    '/api/returns/check/',
    '/api/returns/tally',
    '/api/returns/tally/',
    '/api/returns/pack',
    '/api/returns/pack/',
    '/api/returns/packs',
    '/api/returns/packs/',
    '/api/returns/packs/:id',
    '/api/returns/packs/:id/parts/:n',
    '/api/returns/:period/filed',
    '/api/invoices/:id/shipping-bill',
  ],
};
