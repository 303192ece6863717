/** E-invoices of tax invoices: the IRP's request JSON, the IRN (from the IRP or uploaded), an IRN cancelled on the portal. */
import type { Config } from '@netlify/functions';
import { einvoicesApi } from '../../src/lib/api/einvoices.ts';
import { json } from '../../src/lib/server/http.ts';
import { confirmIrnCancelled, einvoiceFor, irnStatus, registerIrn } from '../../src/lib/server/einvoices/irn.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(einvoicesApi, {
  einvoice: async ({ params }) => json(await einvoiceFor(params.id)),
  irn: async ({ params }) => json({ data: await irnStatus(params.id) }),
  registerIrn: async ({ params, body }) => {
    const { message, irn } = await registerIrn(params.id, body);
    return json({ message, data: irn });
  },
  irnCancelled: async ({ params, member }) => json(await confirmIrnCancelled(params.id, member.name)),
});

export const config: Config = {
  path: ['/api/invoices/:id/einvoice', '/api/invoices/:id/irn', '/api/invoices/:id/irn/cancelled'],
};
