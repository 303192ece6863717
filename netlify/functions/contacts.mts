/** The contact form (SPEC.md 2.9) and the Contact Us inbox. */
import type { Config } from '@netlify/functions';
import { MESSAGES } from '../../src/lib/messages.ts';
import { contactSchema } from '../../src/lib/schemas.ts';
import { contacts } from '../../src/lib/server/collections.ts';
import { deleteInquiry, listInquiries, updateRemark } from '../../src/lib/server/enquiries.ts';
import { json, methods, readBody, resource, validate, trimmed } from '../../src/lib/server/http.ts';

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

export default resource({ collection: collectionRoute, record: recordRoute });

export const config: Config = { path: ['/api/contacts', '/api/contacts/', '/api/contacts/:id'] };
