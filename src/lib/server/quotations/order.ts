/**
 * Staff's steps on a quotation after it is made: proofs added, an acceptance that came by mail or phone
 * recorded, the order moved through its stages (its tax invoice issued as the goods leave), messages to the
 * customer. Each is one conditional write whose rule (quotation-rules.ts) is checked on the record as it is then; what
 * follows each step (mails, the open index, the enquiry's status) is in step-follow-ups.ts.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { MESSAGES } from '../../messages/answers.ts';
import type { OrderStage } from '../../quotation.ts';
import type { Quotation, QuotationAcceptance, QuotationEvent } from '../../schemas/quotations.ts';
import { ARTWORK_TYPES, claimArtwork } from '../uploads/artwork.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { HttpError } from '../http.ts';
import { quotations } from './quotation-collection.ts';
import { reviseTerms } from './quotation-edits.ts';
import {
  latestProofs,
  proofMakesRevision,
  proofRefusal,
  proofStem,
  proofsOfRevision,
  recordedAcceptanceRefusal,
  sentTerms,
  advanceRefusal,
  dispatchRefusal,
  goodsLeave,
  hasTaxInvoice,
  stageRefusal,
  waitsForAdvance,
} from './quotation-rules.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import { issueInvoice } from '../invoices/issue.ts';
import { type PaymentTerms, moneyOf, paymentTerms } from '../orders/terms.ts';
import { withEvent } from '../orders/events.ts';
import { refused } from '../orders/refusals.ts';
import { ewayBillRefusal } from '../eway-bills/rules.ts';
import { dropPdf, keepPdf } from './sending.ts';

const found = (quotation: Quotation | null): Quotation => {
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
};

/**
 * The acceptance itself: the quotation Accepted at the revision the customer was sent, the proofs of that
 * revision approved with the price, and the order at its first stage.
 */
export function accept(current: Quotation, acceptance: QuotationAcceptance, by: string, pdf?: string): Quotation {
  const terms = sentTerms(current);
  const approved = latestProofs(proofsOfRevision(current, acceptance.revision)).map((proof) => proof.fileId);
  const accepted = withEvent(
    {
      ...terms,
      status: 'Accepted',
      acceptance: { ...acceptance, proofs: approved },
      sentRevision: acceptance.revision,
      revision: acceptance.revision,
    },
    {
      kind: 'accepted',
      at: acceptance.at,
      by,
      revision: acceptance.revision,
      ...(acceptance.words && { text: acceptance.words }),
      ...(pdf && { pdf }),
    },
  );
  return withEvent(
    { ...accepted, stage: 'Artwork approved', stageAt: acceptance.at },
    { kind: 'stage', at: acceptance.at, by, stage: 'Artwork approved', notified: false },
  );
}

/**
 * Before the goods leave (Dispatched, or Delivered reached without it), the order's tax invoice, issued now if
 * it has none (src/lib/server/invoices/issue.ts), after the move's own rules pass on the order as read. Refused,
 * the move is refused naming why (no billing details, an export to be confirmed, ...). The invoice comes first
 * and the stage after, each its own write: a store failing in between leaves an invoiced order not yet
 * dispatched, and the same move again finds its invoice and goes on. One read more than a move before (the
 * order), and an issue's requests when it issues.
 */
async function taxInvoiceBeforeGoodsLeave(id: string, stage: OrderStage, reason: string, terms: PaymentTerms, by: string) {
  const before = found(await quotations.get(id));
  // Goods worth more than the e-way bill threshold wait for their e-way bill (src/lib/server/eway-bills/).
  const unready = ewayBillRefusal(before, terms.tax);
  if (unready) throw refused(unready);
  if (hasTaxInvoice(before)) return;
  const wanted = waitsForAdvance(before, stage, moneyOf(before, terms), terms.payments.productionWaitsForAdvance);
  const early = stageRefusal(before) ?? advanceRefusal(wanted, reason);
  if (early) throw refused(early);
  try {
    await issueInvoice(quotations, id, 'tax', by);
  } catch (error) {
    if (error instanceof HttpError && error.status === 409)
      throw new HttpError(409, INVOICE_MESSAGES.dispatchNeedsInvoice(error.message));
    throw error;
  }
}

/** A stage of the order (accepted quotations only); the customer is mailed unless `notify` is false. */
export async function moveOrder(
  id: string,
  body: {
    stage: OrderStage;
    note: string;
    internalNote: string;
    tracking?: { courier: string; number: string; link: string };
    notify: boolean;
    goAheadReason?: string;
  },
  member: SignedInMember,
) {
  const terms = await paymentTerms();
  const reason = body.goAheadReason ?? '';
  if (goodsLeave(body.stage)) await taxInvoiceBeforeGoodsLeave(id, body.stage, reason, terms, member.name);
  const at = new Date().toISOString();
  const event: QuotationEvent = {
    kind: 'stage',
    at,
    by: member.name,
    stage: body.stage,
    notified: body.notify,
    ...(body.note && { text: body.note, forCustomer: true }),
    ...(body.internalNote && { internalNote: body.internalNote }),
    ...(body.tracking && { tracking: body.tracking }),
  };
  const moved = found(
    await quotations.update(
      id,
      (current) => {
        const wanted = waitsForAdvance(current, body.stage, moneyOf(current, terms), terms.payments.productionWaitsForAdvance);
        const refusal =
          stageRefusal(current) ??
          advanceRefusal(wanted, reason) ??
          dispatchRefusal(current, body.stage, INVOICE_MESSAGES.invoiceCancelledSince);
        if (refusal) throw refused(refusal);
        const moved = { ...current, stage: body.stage, stageAt: at, sampleChangesAsked: false };
        return withEvent(wanted ? { ...moved, advanceWaived: { reason, by: member.name, at } } : moved, event);
      },
      { action: ACTIVITY.orderStage(body.stage) },
    ),
  );
  return { message: MESSAGES.stageSaved(moved.number, body.stage), quotation: moved };
}

/**
 * Staff record an acceptance that came by mail or phone: who recorded it and the customer's words. A
 * quotation never sent gets the PDF of what was accepted kept with it, so its buyer's page offers it.
 */
export async function recordAcceptance(id: string, body: { name: string; words: string }, member: SignedInMember) {
  const at = new Date().toISOString();
  const before = found(await quotations.get(id));
  const pdf = before.sentRevision ? undefined : await keepPdf(before, at);
  const accepted = await quotations
    .update(
      id,
      (current) => {
        const refusal = recordedAcceptanceRefusal(current);
        if (refusal) throw refused(refusal);
        // Sent since it was read: the revision sent is the one accepted, with its own PDF.
        const revision = current.sentRevision || current.revision;
        const own = !current.sentRevision && current.version === before.version ? pdf : undefined;
        return accept(current, { name: body.name, at, revision, recordedBy: member.name, words: body.words }, member.name, own);
      },
      { action: ACTIVITY.acceptanceRecorded },
    )
    .catch(async (error) => {
      if (pdf && error instanceof HttpError) await dropPdf(pdf);
      throw error;
    });
  // The proforma made on acceptance (a follow-up of that write, done by now) is shown with it at once.
  const shown = accepted?.billing ? ((await quotations.get(id)) ?? accepted) : accepted;
  return { message: MESSAGES.acceptanceRecorded(found(shown).number), quotation: found(shown) };
}

/** A staff message in the quotation's thread, mailed to the customer. Staff can always write to their customer. */
export async function staffMessage(id: string, text: string, member: SignedInMember) {
  const at = new Date().toISOString();
  const written = found(
    await quotations.update(id, (current) => withEvent(current, { kind: 'message', at, by: member.name, text })),
  );
  return { message: MESSAGES.messageSent, quotation: written };
}

/**
 * An artwork proof uploaded by staff (POST /api/artwork, then this with its id): kept privately, a file of
 * an earlier proof's name its next version. Added to a quotation the customer holds, it makes the next
 * revision's draft, as an edit does: the customer approves only proofs they were sent.
 */
export async function addProof(id: string, fileId: string, member: SignedInMember) {
  const quotation = found(await quotations.get(id));
  const early = proofRefusal(quotation);
  if (early) throw refused(early);
  const [file] = await claimArtwork([fileId], id);
  const at = new Date().toISOString();
  const written = found(
    await quotations.update(
      id,
      (current) => {
        const refusal = proofRefusal(current);
        if (refusal) throw refused(refusal);
        const proofs = current.proofs ?? [];
        if (proofs.some((proof) => proof.fileId === file.id)) return current;
        const draft = proofMakesRevision(current) ? reviseTerms(current, current, member, at) : current;
        const version = proofs.filter((proof) => proofStem(proof.name) === proofStem(file.name)).length + 1;
        const proof = {
          fileId: file.id,
          name: file.name,
          type: ARTWORK_TYPES[file.type],
          size: file.size,
          version,
          at,
          by: member.name,
          revision: draft.revision,
        };
        return { ...draft, proofs: [...proofs, proof] };
      },
      { action: ACTIVITY.proofAdded(file.name) },
    ),
  );
  return { message: MESSAGES.proofAdded(file.name), quotation: written };
}
