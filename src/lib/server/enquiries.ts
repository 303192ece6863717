/**
 * What the four visitor inboxes share: an admin list paged newest first, a remark, a delete.
 * Each answers `{ message }` on success; the list answers `{ data, page, limit }`.
 */
import { ADMIN_PAGE_SIZE } from '../constants.ts';
import { remarkSchema } from '../schemas.ts';
import type { StoredRecord } from '../types.ts';
import { requireAdmin } from './auth.ts';
import { type Handler, HttpError, json, message, pageParams, param, readBody, validate } from './http.ts';
import type { Collection } from './store.ts';

type Inbox = Collection<StoredRecord & { remark: string }>;

export const MAX_ADMIN_LIMIT = 100;

export function listInquiries(inbox: Inbox): Handler {
  return async (request) => {
    await requireAdmin(request);
    const { page, limit } = pageParams(new URL(request.url), { limit: ADMIN_PAGE_SIZE, maxLimit: MAX_ADMIN_LIMIT });
    return json({ data: await inbox.page(page, limit), page, limit });
  };
}

/** Finds the record in the first inbox that has it (quick quotes and help share one delete path). */
async function locate(inboxes: Inbox[], id: string) {
  for (const inbox of inboxes) {
    if (await inbox.get(id)) return inbox;
  }
  return null;
}

export function updateRemark(inboxes: Inbox[], success: string): Handler {
  return async (request, context) => {
    await requireAdmin(request);
    const { remark } = validate(remarkSchema, await readBody(request));
    const id = param(context);
    const inbox = await locate(inboxes, id);
    const updated = inbox && (await inbox.update(id, (current) => ({ ...current, remark: remark.trim() })));
    if (!updated) throw new HttpError(404, 'Enquiry not found');
    return json({ message: success, data: updated });
  };
}

export function deleteInquiry(inboxes: Inbox[], success: string): Handler {
  return async (request, context) => {
    await requireAdmin(request);
    const id = param(context);
    const inbox = await locate(inboxes, id);
    if (!inbox || !(await inbox.remove(id))) throw new HttpError(404, 'Enquiry not found');
    return message(success);
  };
}
