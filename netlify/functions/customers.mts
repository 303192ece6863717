/**
 * Customer records: the Customers list, a customer with everything linked, staff's edits, merges, suggested contacts,
 * the export, and who viewed or exported each.
 */
import type { Config } from '@netlify/functions';
import { customersApi } from '../../src/lib/api/customers.ts';
import { CUSTOMER_MESSAGES as TEXT } from '../../src/lib/messages/customers.ts';
import { MY_ORDERS_STAFF } from '../../src/lib/messages/my-orders.ts';
import { accessLogOf } from '../../src/lib/server/customers/access-log.ts';
import { customerDetail, customerExport } from '../../src/lib/server/customers/detail.ts';
import {
  addContact,
  confirmSuggestion,
  dismissSuggestion,
  endContactSessions,
  updateCustomer,
} from '../../src/lib/server/customers/edit.ts';
import { checkGstinMerge, confirmGstinSuggestion, dismissGstinSuggestion } from '../../src/lib/server/customers/gstin.ts';
import { mergeCustomers } from '../../src/lib/server/customers/merge.ts';
import { listCustomers } from '../../src/lib/server/customers/customer-rows.ts';
import { customerById } from '../../src/lib/server/customers/lookup.ts';
import { FILE_TYPES, fileResponse } from '../../src/lib/server/files/download.ts';
import { HttpError, json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

export default serve(customersApi, {
  list: async ({ query: { q, sort, merged, page, limit }, member }) => {
    const admin = member.role === 'Admin';
    if (merged && !admin) throw new HttpError(403, TEXT.gstinMergesAdminOnly);
    return json(await listCustomers(q, sort, page, limit, { admin, gstinMerges: merged === 'gstin' }));
  },
  get: async ({ params, member }) => json({ data: await customerDetail(params.id, member) }),
  update: async ({ params, body, version }) => {
    const saved = await updateCustomer(params.id, body, version);
    return json({ message: TEXT.customerSaved(saved.name), data: saved });
  },
  addContact: async ({ params, body }) => {
    const saved = await addContact(params.id, body);
    return json({ message: TEXT.contactAdded(body.email.trim(), saved.name), data: saved });
  },
  merge: async ({ params, body, member }) => {
    const from = params.id;
    const kept = await mergeCustomers(from, body.into.trim(), { by: member.name });
    const merged = kept.merges?.findLast((note) => note.from === from);
    return json({ message: TEXT.merged(merged?.name ?? from, kept.name), data: kept });
  },
  export: async ({ params, member }) => {
    const data = await customerExport(params.id, member);
    return fileResponse({ body: JSON.stringify(data), type: FILE_TYPES.json, name: `customer-${data.customer._id}.json` });
  },
  access: async ({ params }) => {
    const customer = await customerById(params.id);
    if (!customer) throw new HttpError(404, TEXT.customerNotFound);
    return json({ data: await accessLogOf(customer) });
  },
  endSessions: async ({ params, body }) => {
    await endContactSessions(params.id, body.email);
    return json({ message: MY_ORDERS_STAFF.sessionsEnded(body.email.trim()) });
  },
  confirmSuggestion: async ({ params, body }) => {
    const saved = await confirmSuggestion(params.id, body.email);
    return json({ message: TEXT.suggestionConfirmed(body.email.trim(), saved.name), data: saved });
  },
  dismissSuggestion: async ({ params, body }) => {
    const { customer } = await dismissSuggestion(params.id, body.email);
    return json({ message: TEXT.suggestionDismissed(body.email.trim()), data: customer });
  },
  confirmGstinSuggestion: async ({ params, body, member }) => {
    const { kept, from } = await confirmGstinSuggestion(params.id, body.customer, member);
    return json({ message: TEXT.gstinSuggestionConfirmed(from, kept.name), data: kept });
  },
  dismissGstinSuggestion: async ({ params, body }) => {
    const { customer, from } = await dismissGstinSuggestion(params.id, body.customer);
    return json({ message: TEXT.gstinSuggestionDismissed(from), data: customer });
  },
  checkGstinMerge: async ({ params, body, member }) => {
    const { customer, from } = await checkGstinMerge(params.id, body.from, member);
    return json({ message: TEXT.gstinMergeChecked(from), data: customer });
  },
});

export const config: Config = {
  path: [
    '/api/customers',
    '/api/customers/',
    '/api/customers/:id',
    '/api/customers/:id/contacts',
    '/api/customers/:id/merge',
    '/api/customers/:id/export',
    '/api/customers/:id/access',
    '/api/customers/:id/end-sessions',
    '/api/customers/:id/suggestions/confirm',
    '/api/customers/:id/suggestions/dismiss',
    '/api/customers/:id/gstin-suggestions/confirm',
    '/api/customers/:id/gstin-suggestions/dismiss',
    '/api/customers/:id/gstin-merges/check',
  ],
};
