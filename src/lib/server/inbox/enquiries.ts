/**
 * What the four visitor inboxes share: a list paged newest first with search and filters, a status, a
 * remark history, a delete, the All enquiries list and the CSV export (docs/product.md 2.15, 7).
 * Each works through the inbox views (src/lib/server/inbox/inbox.ts), so none reads or lists every record.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type * as v from 'valibot';
import type { inboxListQuery } from '../../api/inboxes.ts';
import { ENQUIRY_KINDS, type EnquiryKind, type EnquiryStatus } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import type { LastChange } from '../../schemas/inboxes.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { type AnyInbox, anyInbox } from '../collections.ts';
import { HttpError, json, message } from '../http.ts';
import { pageEnd, pageOfLeading } from '../paging.ts';
import type { Call } from '../serve.ts';

/** A date alone means the whole day in India, where the business is. */
const INDIA = '+05:30';

/** A validated filter (query parameters or an export job's body) as the views take it: dates made instants. */
export function toFilter({ q, status, from, to, kind }: Partial<Record<'q' | 'status' | 'from' | 'to' | 'kind', string>>) {
  return {
    ...(q?.trim() && { q: q.trim() }),
    ...(status && { status: status as EnquiryStatus }),
    ...(from && { from: from.length === 10 ? `${from}T00:00:00.000${INDIA}` : from }),
    ...(to && { to: to.length === 10 ? `${to}T23:59:59.999${INDIA}` : to }),
    ...(kind && { kind }),
  };
}

type StaffCall<Params = unknown, Body = unknown> = Call<Params, Body, SignedInMember>;
/** An inbox list's call: its page and filters parsed by the contract's query schema. */
type ListCall = Call<unknown, unknown, SignedInMember, undefined, v.InferOutput<typeof inboxListQuery>>;

export function listInquiries(view: AnyInbox) {
  return async ({ query: { page, limit, ...filter } }: ListCall): Promise<Response> =>
    json(await view.page(toFilter(filter), page, limit));
}

/**
 * The enquiries of every kind, newest first, each naming its kind: each kind's records up to the page's end,
 * merged. More follow when the merge holds more than the page's end or a kind has more past it.
 */
export async function listAll({ query: { page, limit, ...query } }: ListCall): Promise<Response> {
  const filter = toFilter(query);
  const each = await Promise.all(
    ENQUIRY_KINDS.map(async (kind) => {
      const leading = await anyInbox(kind).page(filter, 1, pageEnd(page, limit));
      return { ...leading, data: leading.data.map((record) => ({ ...record, kind })) };
    }),
  );
  const merged = each.flatMap((kind) => kind.data).sort((a, b) => b._id.localeCompare(a._id));
  const paged = pageOfLeading(merged, page, limit);
  return json({ ...paged, hasMore: paged.hasMore || each.some((kind) => kind.hasMore) });
}

/**
 * Quick quotes and help enquiries share one path, and a status change names no kind: the inbox holding
 * the enquiry, found by reading it (with its etag, so the change that follows need not read it again).
 */
export async function holderOf(kinds: readonly EnquiryKind[], id: string) {
  const found = await Promise.all(kinds.map((kind) => anyInbox(kind).getWithEtag(id)));
  const index = found.findIndex(Boolean);
  if (index === -1) throw new HttpError(404, MESSAGES.enquiryNotFound);
  return { kind: kinds[index], view: anyInbox(kinds[index]), known: found[index]! };
}

export const changeBy = (member: SignedInMember, what: LastChange['what'], at: string): LastChange => ({
  what,
  by: member.name,
  byId: member.id,
  at,
});

/** One enquiry of any kind, in full, naming its kind (the detail view). */
export async function getEnquiry({ params }: StaffCall<{ id: string }>): Promise<Response> {
  const { kind, known } = await holderOf(ENQUIRY_KINDS, params.id);
  return json({ data: { ...known.value, kind } });
}

export function updateRemark(kinds: readonly EnquiryKind[], success: string) {
  return async ({ params, body, member }: StaffCall<{ id: string }, { remark: string }>): Promise<Response> => {
    const { view, known } = await holderOf(kinds, params.id);
    const at = new Date().toISOString();
    const updated = await view.update(
      params.id,
      (current) => ({
        ...current,
        remark: body.remark,
        remarks: [...(current.remarks ?? []), { text: body.remark, at, by: member.email }],
        lastChange: changeBy(member, 'Remark', at),
      }),
      { known, action: ACTIVITY.remarkAdded },
    );
    if (!updated) throw new HttpError(404, MESSAGES.enquiryNotFound);
    return json({ message: success, data: updated });
  };
}

export async function setStatus({
  params,
  body,
  member,
}: StaffCall<{ id: string }, { status: EnquiryStatus }>): Promise<Response> {
  const { kind, view, known } = await holderOf(ENQUIRY_KINDS, params.id);
  const at = new Date().toISOString();
  const updated = await view.update(
    params.id,
    (current) => ({
      ...current,
      status: body.status,
      statusHistory: [...(current.statusHistory ?? []), { status: body.status, at, by: member.email }],
      lastChange: changeBy(member, 'Status', at),
    }),
    { known, action: ACTIVITY.statusChanged(body.status) },
  );
  if (!updated) throw new HttpError(404, MESSAGES.enquiryNotFound);
  return json({ message: MESSAGES.statusUpdated, data: { ...updated, kind } });
}

/**
 * An enquiry moved by its quotation (sent: Quoted; accepted: Won; declined: Lost, with the reason as a
 * remark), by staff or by the customer; left as it is when its status is one of `unless` (a second
 * quotation sent for a request already won). Never throws: the quotation's change has landed, and an
 * enquiry deleted or unreachable meanwhile is logged.
 */
export async function moveEnquiry(
  kind: EnquiryKind,
  id: string,
  status: EnquiryStatus,
  by: { name: string; email: string; id: string },
  remark?: string,
  unless: EnquiryStatus[] = [],
): Promise<void> {
  const at = new Date().toISOString();
  try {
    const found = await anyInbox(kind).getWithEtag(id);
    if (!found || unless.includes(found.value.status as EnquiryStatus)) return;
    await anyInbox(kind).update(
      id,
      (current) => ({
        ...current,
        status,
        statusHistory: [...(current.statusHistory ?? []), { status, at, by: by.email }],
        ...(remark && { remark, remarks: [...(current.remarks ?? []), { text: remark, at, by: by.email }] }),
        lastChange: { what: 'Status', by: by.name, byId: by.id, at },
      }),
      { known: found, action: ACTIVITY.statusChanged(status) },
    );
  } catch (error) {
    console.error(`[quotations] could not move enquiry ${id} to ${status}`, error);
  }
}

export function deleteInquiry(kinds: readonly EnquiryKind[], success: string) {
  return async ({ params }: StaffCall<{ id: string }>): Promise<Response> => {
    const { view } = await holderOf(kinds, params.id);
    if (!(await view.remove(params.id, { action: ACTIVITY.enquiryDeleted }))) throw new HttpError(404, MESSAGES.enquiryNotFound);
    return message(success);
  };
}
