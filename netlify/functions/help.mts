/** The help and quick-quote dialogs (docs/product.md 2.3) and their two admin inboxes, under /api/help/…. */
import type { Config } from '@netlify/functions';
import { helpApi } from '../../src/lib/api/inboxes.ts';
import { ENQUIRY_TYPES } from '../../src/lib/constants.ts';
import { MESSAGES } from '../../src/lib/messages/answers.ts';
import { anyInbox, inboxes } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/inbox/enquiries.ts';
import { json } from '../../src/lib/server/http.ts';
import { serve } from '../../src/lib/server/serve.ts';

const both = ['quick', 'help'] as const;

export default serve(helpApi, {
  create: {
    store: async ({ body }) => {
      if (body.type === ENQUIRY_TYPES.help) {
        const { name, mobile, type, question } = body;
        await inboxes.help.create({ name, mobile, type, question, remark: '', status: 'New' });
      } else {
        const { name, mobile, type, message } = body;
        await inboxes.quick.create({ name, mobile, type, message, remark: '', status: 'New' });
      }
    },
    received: (_request, raw) =>
      json({ message: raw.type === ENQUIRY_TYPES.help ? MESSAGES.helpReceived : MESSAGES.quickQuoteReceived }, 201),
  },
  listQuickQuotes: listInquiries(anyInbox('quick')),
  listHelp: listInquiries(anyInbox('help')),
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
