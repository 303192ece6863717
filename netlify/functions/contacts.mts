/** The contact form (SPEC.md 2.9) and the Contact Us inbox. */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages.ts';
import { contactSchema } from '../../src/lib/schemas.ts';
import { contacts } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, trimmed, updateRemark } from '../../src/lib/server/enquiries.ts';
import { json, methods, readBody, validate } from '../../src/lib/server/http.ts';

const collectionRoute = methods({
  POST: async (request) => {
    const { name, email, phone, company, subject, message } = trimmed(validate(contactSchema, await readBody(request)));
    await contacts.create({ name, email, phone, company, subject, message, remark: '' });
    return json({ message: MESSAGES.contactReceived }, 201);
  },
  GET: listInquiries(contacts),
});

const recordRoute = methods({
  PUT: updateRemark([contacts], MESSAGES.remarkUpdatedDetail),
  PATCH: updateRemark([contacts], MESSAGES.remarkUpdatedDetail),
  DELETE: deleteInquiry([contacts], MESSAGES.contactDeleted),
});

export default (request: Request, context: Parameters<typeof recordRoute>[1]) =>
  context.params.id ? recordRoute(request, context) : collectionRoute(request, context);

export const config: Config = { path: ['/api/contacts', '/api/contacts/', '/api/contacts/:id'] };
