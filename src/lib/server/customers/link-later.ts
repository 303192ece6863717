/**
 * Linking that runs after the answer, so neither a visitor's submission nor a staff's save waits for it: an
 * arriving enquiry is marked beside the inbox's own writes and linked once answered (the housekeeping run links
 * what a failure left marked); a quotation's write links only when what links it changed.
 */
import type { EnquiryKind } from '../../constants.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { afterResponse } from '../background.ts';
import { STORE_NAMES, guard, openStore } from '../store/index.ts';
import { contactOfEnquiry, linkEnquiry, linkQuotation } from './link.ts';
import { normalEmail } from './records.ts';

export const PENDING_PREFIX = 'customer-link-pending/';
const pendingKey = (kind: EnquiryKind, id: string) => `${PENDING_PREFIX}${kind}/${id}`;

/** Work under way after answers, so a test or a bench can wait for it. */
const underWay = new Set<Promise<unknown>>();
export async function linksSettled(): Promise<void> {
  while (underWay.size) await Promise.allSettled([...underWay]);
}

/** Runs `work` after the answer, counted in `underWay`; a failure is `failed`'s to report, never the answer's. */
function later(work: () => Promise<unknown>, failed: (error: unknown) => void): void {
  let done!: () => void;
  const settled = new Promise<void>((resolve) => (done = resolve));
  underWay.add(settled);
  afterResponse(async () => {
    try {
      await work();
    } catch (error) {
      failed(error);
    } finally {
      underWay.delete(settled);
      done();
    }
  });
}

/**
 * An inbox's follow-up of a new enquiry: the mark now (beside the inbox's own writes), the linking after
 * the answer. Never throws: the submission has landed whatever becomes of this.
 */
export async function linkArrivingEnquiry(kind: EnquiryKind, record: Enquiry): Promise<void> {
  if (!contactOfEnquiry(record)) return;
  const meta = () => openStore(STORE_NAMES.meta);
  await guard(() => meta().set(pendingKey(kind, record._id), '')).catch((error) =>
    console.error(`[customers] could not mark ${kind}/${record._id} for linking`, error),
  );
  later(
    async () => {
      await linkEnquiry(kind, record);
      await guard(() => meta().delete(pendingKey(kind, record._id)));
    },
    (error) => console.error(`[customers] ${kind}/${record._id} left for the housekeeping run to link`, error),
  );
}

/** What linking reads of a quotation, per quotation this instance linked: a write that changes none of it links nothing. */
const linkedAs = new Map<string, string>();
const LINKED_KEPT = 10_000;
const linkSignature = (quotation: Quotation) =>
  JSON.stringify([
    normalEmail(quotation.customer.email),
    quotation.enquiryKind,
    quotation.enquiryId,
    (quotation.invoices ?? []).map((invoice) => invoice._id),
    quotation.billing?.gstin ?? '',
  ]);

/**
 * The quotations collection's follow-up: a write that changes what links its quotation (its e-mail, enquiry,
 * invoices or GSTIN) links it after the answer (never the write's failure); the others cost nothing.
 */
export function linkQuotationLater(quotation: Quotation): void {
  const signature = linkSignature(quotation);
  const before = linkedAs.get(quotation._id);
  if (before === signature) return;
  const gstin = quotation.billing?.gstin ?? '';
  const gstinLinked = Boolean(gstin) && before !== undefined && (JSON.parse(before) as string[]).at(-1) === gstin;
  linkedAs.set(quotation._id, signature);
  if (linkedAs.size > LINKED_KEPT) linkedAs.delete(linkedAs.keys().next().value!);
  later(
    () => linkQuotation(quotation, { gstinLinked }),
    (error) => {
      linkedAs.delete(quotation._id);
      console.error(`[customers] quotation ${quotation._id} left for the linking run`, error);
    },
  );
}
