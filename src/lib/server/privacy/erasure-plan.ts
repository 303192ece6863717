/**
 * An erasure's list of what it has to do, written before it changes anything and kept until the answer is
 * mailed. An erasure the store cuts off part way is finished by answering again: it reads this list back, since
 * the records it had already anonymised can no longer say whose they were (the phones that found a help request,
 * the names the activity list holds, the artwork's file ids). It names the person, so it goes once the answer is
 * sent on its way. In the meta store, `erasure-plan/{request id}`: one read, and one write per step done.
 */
import type { EnquiryKind } from '../../constants.ts';
import { sharedOrders } from '../customers/erase.ts';
import { artworkKeysOf } from '../uploads/artwork.ts';
import { STORE_NAMES, deleteKey, readJSON, writeJSON } from '../store/index.ts';
import { artworkIdsOf, isOrder, orderKeptUntil, pdfKeysOf } from './anonymise.ts';
import { heldFor } from './held.ts';

export interface ErasurePlan {
  email: string;
  names: string[];
  phones: string[];
  /** The time of their oldest record (ms): nothing in the activity list before it can name them. */
  since: number;
  enquiries: { kind: EnquiryKind; id: string; keepFiles: boolean }[];
  quotations: { id: string; number: string; order: boolean; until: string; companyArtwork: boolean }[];
  /** Keys in the artwork store to delete: their files, the proofs and sent PDFs of their quotations. */
  artwork: string[];
  /** Their records' ids: staff's mails about them go too. */
  records: string[];
  /** The GSTINs their orders' billing named: the records holding them may suggest the person. */
  gstins: string[];
  /** The steps done (erasure.ts names them), each with how many things it erased. */
  done: Record<string, number>;
  /** The answer's mail and words, once chosen: a second run does not mail twice, nor other words. */
  mailId?: string;
  words?: string;
}

const planKey = (requestId: string) => `erasure-plan/${requestId}`;

export const readPlan = (requestId: string) => readJSON<ErasurePlan>(STORE_NAMES.meta, planKey(requestId));
export const savePlan = (requestId: string, plan: ErasurePlan) => writeJSON(STORE_NAMES.meta, planKey(requestId), plan);
export const forgetPlan = (requestId: string) => deleteKey(STORE_NAMES.meta, planKey(requestId));

/** What erasing `email` has to do, from the records as they are now. */
export async function makePlan(email: string): Promise<ErasurePlan> {
  const [held, shared] = await Promise.all([heldFor(email), sharedOrders(email)]);
  const quotations = held.quotations.map((quotation) => ({
    quotation,
    companyArtwork: isOrder(quotation) && shared.has(quotation._id),
  }));
  const keptEnquiries = new Set(quotations.filter((each) => each.companyArtwork).map((each) => each.quotation.enquiryId));
  // A reorder's request names the artwork of the order it repeats, which they did not upload with it.
  const enquiryFiles = held.enquiries
    .filter(({ record }) => !keptEnquiries.has(record._id) && !record.reorderOf)
    .flatMap(({ record }) => ((record.files ?? []) as { id: string }[]).map((file) => file.id));
  const quotationFiles = quotations.filter((each) => !each.companyArtwork).flatMap((each) => artworkIdsOf(each.quotation));
  // A company's artwork stays, whichever of their records also names it.
  const companyFiles = new Set([
    ...quotations.filter((each) => each.companyArtwork).flatMap((each) => artworkIdsOf(each.quotation)),
    ...held.enquiries
      .filter(({ record }) => keptEnquiries.has(record._id))
      .flatMap(({ record }) => ((record.files ?? []) as { id: string }[]).map((file) => file.id)),
  ]);
  const theirFiles = [...enquiryFiles, ...quotationFiles].filter((id) => !companyFiles.has(id));
  const times = [...held.enquiries.map(({ record }) => record.dateAdded), ...held.quotations.map((each) => each.dateAdded)];
  return {
    email: held.email,
    names: held.names,
    phones: held.phones,
    since: Math.min(...times.map(Date.parse), Date.now()),
    enquiries: held.enquiries.map(({ kind, record }) => ({ kind, id: record._id, keepFiles: keptEnquiries.has(record._id) })),
    quotations: quotations.map(({ quotation, companyArtwork }) => ({
      id: quotation._id,
      number: quotation.number,
      order: isOrder(quotation),
      until: isOrder(quotation) ? orderKeptUntil(quotation) : '',
      companyArtwork,
    })),
    artwork: [...new Set([...theirFiles.flatMap(artworkKeysOf), ...held.quotations.flatMap(pdfKeysOf)])],
    records: [...held.enquiries.map(({ record }) => record._id), ...held.quotations.map((each) => each._id)],
    gstins: [...new Set(held.quotations.map((each) => each.billing?.gstin ?? '').filter(Boolean))],
    done: {},
  };
}
