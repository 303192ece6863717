/**
 * What the four visitor inboxes share: an admin list paged newest first, a remark, a delete.
 * Each answers `{ message }` on success; the list answers `{ data, page, limit }`.
 */
import { ADMIN_PAGE_SIZE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { remarkSchema } from '../schemas.ts';
import type { StoredRecord } from '../types.ts';
import { HttpError, json, message, pageParams, readBody, validate } from './http.ts';
import type { ParamsHandler } from './serve.ts';
import type { Collection } from './store.ts';

type Inbox = Collection<StoredRecord & { remark: string }>;

export const MAX_ADMIN_LIMIT = 100;

export function listInquiries(inbox: Inbox): ParamsHandler<unknown> {
  return async ({ request }) => {
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

export function updateRemark(inboxes: Inbox[], success: string): ParamsHandler<{ id: string }> {
  return async ({ request, params }) => {
    const { remark } = validate(remarkSchema, await readBody(request));
    const updated = await firstHit(inboxes, (inbox) =>
      inbox.update(params.id, (current) => ({ ...current, remark: remark.trim() })),
    );
    if (!updated) throw new HttpError(404, MESSAGES.enquiryNotFound);
    return json({ message: success, data: updated });
  };
}

export function deleteInquiry(inboxes: Inbox[], success: string): ParamsHandler<{ id: string }> {
  return async ({ params }) => {
    if (!(await firstHit(inboxes, (inbox) => inbox.remove(params.id)))) throw new HttpError(404, MESSAGES.enquiryNotFound);
    return message(success);
  };
}
