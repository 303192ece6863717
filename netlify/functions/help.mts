/** The help and quick-quote dialogs (docs/product.md 2.3) and their two admin inboxes, under /api/help/…. */
import type { Config } from '@netlify/functions';
import { helpApi } from '../../src/lib/api/inboxes.ts';
import { ENQUIRY_TYPES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { helpEnquiries, quickQuotes } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { json, readBody, trimmed, validate } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';
import { screenSubmission } from '../../src/lib/server/spam.ts';

const both = [quickQuotes, helpEnquiries];

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
      await helpEnquiries.create({ name, mobile, type, question, remark: '' });
      return json({ message: MESSAGES.helpReceived }, 201);
    }
    const { name, mobile, type, message } = input;
    await quickQuotes.create({ name, mobile, type, message, remark: '' });
    return json({ message: MESSAGES.quickQuoteReceived }, 201);
  },
  listQuickQuotes: listInquiries(quickQuotes),
  listHelp: listInquiries(helpEnquiries),
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
