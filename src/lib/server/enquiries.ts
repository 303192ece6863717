/**
 * What the four visitor inboxes share: a list paged newest first with search and filters, a status, a
 * remark history, a delete, the All enquiries list and the CSV export (docs/product.md 2.15, 7).
 * Each works through the inbox views (src/lib/server/inbox.ts), so none reads or lists every record.
 */
import * as v from 'valibot';
import { ADMIN_PAGE_SIZE, ENQUIRY_KINDS, type EnquiryKind, type EnquiryStatus } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { enquiryStatusSchema, inboxFilterSchema, remarkSchema } from '../schemas.ts';
import type { Enquiry, LastChange } from '../types.ts';
import { recordActivity } from './activity.ts';
import type { Staff } from './auth.ts';
import { inboxes } from './collections.ts';
import { HttpError, json, message, pageParams, readBody, validate } from './http.ts';
import type { InboxFilter, InboxView } from './inbox.ts';
import type { ParamsHandler } from './serve.ts';

type View = InboxView<Enquiry>;

export const MAX_ADMIN_LIMIT = 100;

/** A date alone means the whole day in India, where the business is. */
const INDIA = '+05:30';

/** The filter of a list or export address: validated (400 with the reason), dates made instants. */
export function readFilter(url: URL, schema: v.GenericSchema = inboxFilterSchema): InboxFilter & { kind?: string } {
  const raw = Object.fromEntries([...url.searchParams].filter(([name]) => name !== 'page' && name !== 'limit'));
  const result = v.safeParse(schema, raw);
  if (!result.success) throw new HttpError(400, result.issues[0].message);
  const { q, status, from, to, kind } = result.output as Record<string, string>;
  return {
    ...(q?.trim() && { q: q.trim() }),
    ...(status && { status: status as EnquiryStatus }),
    ...(from && { from: from.length === 10 ? `${from}T00:00:00.000${INDIA}` : from }),
    ...(to && { to: to.length === 10 ? `${to}T23:59:59.999${INDIA}` : to }),
    ...(kind && { kind }),
  };
}

function listParams(request: Request) {
  const url = new URL(request.url);
  return { ...pageParams(url, { limit: ADMIN_PAGE_SIZE, maxLimit: MAX_ADMIN_LIMIT }), filter: readFilter(url) };
}

export function listInquiries(view: View): ParamsHandler<unknown> {
  return async ({ request }) => {
    const { page, limit, filter } = listParams(request);
    return json({ data: await view.query(filter, page, limit), page, limit });
  };
}

/** The enquiries of every kind, newest first, each naming its kind. */
export const listAll: ParamsHandler<unknown> = async ({ request }) => {
  const { page, limit, filter } = listParams(request);
  const each = await Promise.all(
    ENQUIRY_KINDS.map(async (kind) =>
      (await inboxes[kind].query(filter, 1, page * limit)).map((record) => ({ ...record, kind })),
    ),
  );
  const merged = each.flat().sort((a, b) => b._id.localeCompare(a._id));
  return json({ data: merged.slice((page - 1) * limit, page * limit), page, limit });
};

/** Quick quotes and help enquiries share one path, and a status change names no kind: find the holder. */
async function holderOf(views: View[], id: string): Promise<View | null> {
  const found = await Promise.all(views.map((view) => view.get(id)));
  const index = found.findIndex(Boolean);
  return index === -1 ? null : views[index];
}

const kindOf = (view: View) => view.kind as EnquiryKind;

const changeBy = (staff: Staff, what: LastChange['what'], at: string): LastChange => ({
  what,
  by: staff.name,
  byId: staff.id,
  at,
});

/** An enquiry in the activity list: its inbox, id and the visitor's name. */
const targetOf = (view: View, record: Enquiry) => ({
  kind: kindOf(view),
  id: record._id,
  label: String((record as Enquiry & { name?: unknown }).name ?? record._id),
});

export function updateRemark(views: View[], success: string): ParamsHandler<{ id: string }> {
  return async ({ request, params, staff }) => {
    const { remark } = validate(remarkSchema, await readBody(request));
    const text = remark.trim();
    const view = await holderOf(views, params.id);
    const at = new Date().toISOString();
    const updated = await view?.update(
      params.id,
      (current) => ({
        ...current,
        remark: text,
        remarks: [...(current.remarks ?? []), { text, at, by: staff!.email }],
        lastChange: changeBy(staff!, 'Remark', at),
      }),
      { known: true },
    );
    if (!view || !updated) throw new HttpError(404, MESSAGES.enquiryNotFound);
    await recordActivity(staff!, 'Remark added', targetOf(view, updated));
    return json({ message: success, data: updated });
  };
}

export const setStatus: ParamsHandler<{ id: string }> = async ({ request, params, staff }) => {
  const { status } = validate(enquiryStatusSchema, await readBody(request));
  const views = ENQUIRY_KINDS.map((kind) => inboxes[kind]);
  const view = await holderOf(views, params.id);
  const at = new Date().toISOString();
  const updated = await view?.update(
    params.id,
    (current) => ({
      ...current,
      status,
      statusHistory: [...(current.statusHistory ?? []), { status, at, by: staff!.email }],
      lastChange: changeBy(staff!, 'Status', at),
    }),
    { known: true },
  );
  if (!view || !updated) throw new HttpError(404, MESSAGES.enquiryNotFound);
  await recordActivity(staff!, `Status changed to ${status}`, targetOf(view, updated));
  return json({ message: MESSAGES.statusUpdated, data: { ...updated, kind: kindOf(view) } });
};

export function deleteInquiry(views: View[], success: string): ParamsHandler<{ id: string }> {
  return async ({ params, staff }) => {
    const view = await holderOf(views, params.id);
    const removed = await view?.remove(params.id);
    if (!view || !removed) throw new HttpError(404, MESSAGES.enquiryNotFound);
    await recordActivity(staff!, 'Enquiry deleted', targetOf(view, removed));
    return message(success);
  };
}
