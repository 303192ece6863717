/** The help and quick-quote dialogs (docs/product.md 2.3) and their two admin inboxes, under /api/help/…. */
import type { Config } from '@netlify/functions';
import { helpApi } from '../../src/lib/api/inboxes.ts';
import { ENQUIRY_TYPES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { json, readBody, trimmed, validate } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { screenSubmission } from '../../src/lib/server/spam.ts';

const both = [inboxes.quick, inboxes.help];

export default serve(helpApi, {
  create: async ({ request, address }) => {
    const body = await readBody(request);
    if (await screenSubmission(body, address)) {
      const isHelp = (body as { type?: unknown }).type === ENQUIRY_TYPES.help;
      return json({ message: isHelp ? MESSAGES.helpReceived : MESSAGES.quickQuoteReceived }, 201);
    }
    const input = trimmed(validate(helpApi.create.body, body));
    if (input.type === ENQUIRY_TYPES.help) {
      const { name, mobile, type, question } = input;
      await inboxes.help.create({ name, mobile, type, question, remark: '', status: 'New' });
      return json({ message: MESSAGES.helpReceived }, 201);
    }
    const { name, mobile, type, message } = input;
    await inboxes.quick.create({ name, mobile, type, message, remark: '', status: 'New' });
    return json({ message: MESSAGES.quickQuoteReceived }, 201);
  },
  listQuickQuotes: listInquiries(inboxes.quick),
  listHelp: listInquiries(inboxes.help),
  remark: updateRemark(both, MESSAGES.remarkUpdated),
  remove: deleteInquiry(both, MESSAGES.enquiryDeleted),
});

export const config: Config = {
  path: [
    '/api/help/create',
    '/api/help/create/',
    '/api/help/get-quites',
    '/api/help/get-quites/',
    '/api/help/get-help',
    '/api/help/get-help/',
    '/api/help/delete/:id',
    '/api/help/update-remark/:id',
  ],
};
