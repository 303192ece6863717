/** The GST returns and the books: the periods, GSTR-1 (JSON or the offline tool's CSVs), the check, filing, Tally and the pack. */
import type { Config } from '@netlify/functions';
import { returnsApi } from '../../src/lib/api/returns.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { gstr1Of } from '../../src/lib/server/returns/gstr1.ts';
import { returnCheck } from '../../src/lib/server/returns/check.ts';
import { tallyAnswer } from '../../src/lib/server/returns/tally.ts';
import { packAnswer } from '../../src/lib/server/returns/pack.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(returnsApi, {
  periods: async () => {
    throw new HttpError(501, 'The periods are not ready yet');
  },
  gstr1: async ({ query }) => json(await gstr1Of(query.period)),
  check: async ({ query }) => json({ data: await returnCheck(query.period) }),
  filed: async () => {
    throw new HttpError(501, 'Filing is not ready yet');
  },
  shippingBill: async () => {
    throw new HttpError(501, 'Shipping bills are not ready yet');
  },
  tally: async ({ query }) => tallyAnswer(query.period),
  pack: async ({ query }) => packAnswer(query.period),
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
    '/api/returns/:period/filed',
    '/api/invoices/:id/shipping-bill',
  ],
};
