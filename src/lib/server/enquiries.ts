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

/** Quick quotes and help enquiries share one path; each inbox is tried until one holds the id. */
async function firstHit<R>(inboxes: Inbox[], act: (inbox: Inbox) => Promise<R | null>): Promise<R | null> {
  for (const inbox of inboxes) {
    const result = await act(inbox);
    if (result) return result;
  }
  return null;
}

export function updateRemark(inboxes: Inbox[], success: string): Handler {
  return async (request, context) => {
    await requireAdmin(request);
    const { remark } = validate(remarkSchema, await readBody(request));
    const id = param(context);
    const updated = await firstHit(inboxes, (inbox) => inbox.update(id, (current) => ({ ...current, remark: remark.trim() })));
    if (!updated) throw new HttpError(404, 'Enquiry not found');
    return json({ message: success, data: updated });
  };
}

export function deleteInquiry(inboxes: Inbox[], success: string): Handler {
  return async (request, context) => {
    await requireAdmin(request);
    if (!(await firstHit(inboxes, (inbox) => inbox.remove(param(context))))) throw new HttpError(404, 'Enquiry not found');
    return message(success);
  };
}
