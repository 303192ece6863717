/** The help and quick-quote dialogs (docs/product.md 2.3) and their two admin inboxes, under /api/help/…. */
import type { Config } from '@netlify/functions';
import { ENQUIRY_TYPES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages.ts';
import { helpRequestSchema } from '../../src/lib/schemas.ts';
import { helpEnquiries, quickQuotes } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { type Handler, clientAddress, json, methods, readBody, validate, trimmed } from '../../src/lib/server/http.ts';
import { screenSubmission } from '../../src/lib/server/spam.ts';

const create = methods({
  POST: async (request, context) => {
    const body = await readBody(request);
    if (await screenSubmission(body, clientAddress(context))) {
      const isHelp = (body as { type?: unknown }).type === ENQUIRY_TYPES.help;
      return json({ message: isHelp ? MESSAGES.helpReceived : MESSAGES.quickQuoteReceived }, 201);
    }
    const input = trimmed(validate(helpRequestSchema, body));
    if (input.type === ENQUIRY_TYPES.help) {
      const { name, mobile, type, question } = input;
      await helpEnquiries.create({ name, mobile, type, question, remark: '' });
      return json({ message: MESSAGES.helpReceived }, 201);
    }
    const { name, mobile, type, message } = input;
    await quickQuotes.create({ name, mobile, type, message, remark: '' });
    return json({ message: MESSAGES.quickQuoteReceived }, 201);
  },
});

const both = [quickQuotes, helpEnquiries];
const actions: Record<string, Handler> = {
  create,
  'get-quites': methods({ GET: listInquiries(quickQuotes) }),
  'get-help': methods({ GET: listInquiries(helpEnquiries) }),
  delete: methods({ DELETE: deleteInquiry(both, MESSAGES.enquiryDeleted) }),
  'update-remark': methods({
    PUT: updateRemark(both, MESSAGES.remarkUpdated),
    PATCH: updateRemark(both, MESSAGES.remarkUpdated),
  }),
};

export default async (request: Request, context: Parameters<Handler>[1]) => {
  const action = new URL(request.url).pathname.split('/')[3] ?? '';
  const handler = actions[action];
  return handler ? handler(request, context) : json({ message: 'Not found' }, 404);
};

export const config: Config = {
  path: ['/api/help/create', '/api/help/get-quites', '/api/help/get-help', '/api/help/delete/:id', '/api/help/update-remark/:id'],
};
