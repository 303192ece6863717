/**
 * The rules of a quotation's flow, as pure functions of the record: which answer is allowed in which
 * state, what the customer sees, which proofs a revision holds, what the scheduled run has to do. They
 * read no store and send nothing, so each is tested in milliseconds (tests/unit/quotation-rules.test.ts);
 * the flow's writes call them on the record as it is at the conditional write.
 *
 * A refusal is data (src/lib/server/orders/refusals.ts); the writer turns it into its answer.
 */
import type { CustomerState } from '../../api/customer-quotations.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { type OrderMoney, advancePaid, fromProduction } from '../../payments.ts';
import { INVOICE_MESSAGES } from '../../messages/invoices.ts';
import { todayInIndia } from '../../format/dates.ts';
import { ORDER_STAGES, type OrderStage, isPastValidity } from '../../quotation.ts';
import type { Quotation, QuotationEvent, QuotationProof } from '../../schemas/quotations.ts';
import { type Refusal, refusal } from '../orders/refusals.ts';

/**
 * What one quotation holds of its customer's writes. A buyer's page writes a few messages a day (and is
 * rate limited per link, throttle.ts); these bound what even a patient flood can store on the record, far
 * under Netlify's 6 MB answer. Staff's own writes are never refused by them.
 */
export const CUSTOMER_WRITE_CAPS = {
  /** Messages, files and answers from the customer. */
  events: 200,
  /** Characters of the customer's text over all of them. */
  characters: 200_000,
} as const;

/** Customer messages within this of the last one staff were mailed about are gathered into the next mail. */
export const STAFF_MAIL_QUIET_MS = 15 * 60 * 1000;

// ── What the customer sees ───────────────────────────────────────────────────────────────────────

/** The revision the buyer's page shows: the last one sent, as it was sent (never a draft after it). */
export function sentTerms(quotation: Quotation): Quotation {
  const sent = quotation.sentRevision ?? 0;
  if (sent === quotation.revision || sent === 0) return quotation;
  const earlier = quotation.earlier.find((each) => each.revision === sent);
  return earlier ? { ...quotation, ...earlier } : quotation;
}

export function customerState(quotation: Quotation, now = new Date()): CustomerState {
  if (quotation.acceptance) return 'accepted';
  if (quotation.status === 'Declined') return 'declined';
  if (quotation.status === 'Expired' || isPastValidity(sentTerms(quotation).validUntil, now)) return 'expired';
  if (quotation.status === 'Draft') return 'revising';
  if (quotation.status === 'Changes requested') return 'changes';
  return 'open';
}

/**
 * The revision a proof belongs to: the one it was added to. A proof stored before proofs carried their
 * revision belongs to the first revision sent after it was added (or to the draft, if none was).
 */
function proofRevision(quotation: Quotation, proof: QuotationProof): number {
  if (proof.revision) return proof.revision;
  const sends = (quotation.events ?? []).filter((event) => event.kind === 'sent' && event.revision);
  return sends.find((event) => event.at >= proof.at)?.revision ?? quotation.revision;
}

/** Proofs' names compared without case or extension: 'Label.pdf' after 'label.png' is its next version. */
export const proofStem = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .trim()
    .toLowerCase();

/** Every proof revision `revision` held: those added to it or to a revision before it. */
export const proofsOfRevision = (quotation: Quotation, revision: number): QuotationProof[] =>
  (quotation.proofs ?? []).filter((proof) => proofRevision(quotation, proof) <= revision);

/** The latest version of each proof (what a PDF shows, what an acceptance approves). */
export const latestProofs = (proofs: readonly QuotationProof[]): QuotationProof[] =>
  proofs.filter(
    (proof) => !proofs.some((other) => proofStem(other.name) === proofStem(proof.name) && other.version > proof.version),
  );

/** The proofs the buyer's page lists: those of the revision they were sent (or accepted). */
export const customerProofs = (quotation: Quotation): QuotationProof[] =>
  proofsOfRevision(quotation, quotation.sentRevision || quotation.acceptance?.revision || 0);

/**
 * What of the story the buyer's page shows. A stage's note is the customer's only when staff wrote it
 * for them; a stage saved with 'Tell the customer' unticked keeps an older note to staff.
 */
export const customerEvents = (quotation: Quotation): QuotationEvent[] =>
  (quotation.events ?? []).map((event) =>
    event.kind === 'stage' && event.notified === false && event.text && !event.forCustomer
      ? { ...event, text: undefined }
      : event,
  );

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────

/** Why a quotation cannot be sent now; `readVersion` is the version its PDF was made from. */
export function sendRefusal(quotation: Quotation, readVersion?: number, now = new Date()): Refusal | null {
  if (quotation.status === 'Accepted' || quotation.status === 'Declined')
    return refusal(409, MESSAGES.quotationCannotSend(quotation.status));
  // Saved in between: the PDF made from what was read would not be what is marked sent.
  if (readVersion !== undefined && quotation.version !== readVersion)
    return refusal(409, MESSAGES.editConflict('quotation'), quotation, 'version-conflict');
  if (isPastValidity(quotation.validUntil, now)) return refusal(409, MESSAGES.quotationValidityPassed);
  return null;
}

/** Only an accepted quotation has an order to move. */
export const stageRefusal = (quotation: Quotation): Refusal | null =>
  quotation.status === 'Accepted' ? null : refusal(409, MESSAGES.orderNotAccepted);

/**
 * A move into production (or past it) that needs the advance first: Settings make production wait for it, the
 * order is not in production yet, the advance is not paid and staff have not gone ahead before.
 */
export const waitsForAdvance = (quotation: Quotation, stage: OrderStage, money: OrderMoney, waits: boolean): boolean =>
  waits && fromProduction(stage) && !fromProduction(quotation.stage) && !quotation.advanceWaived && !advancePaid(money);

/** Refused while the advance is wanted, unless staff go ahead with a reason (recorded on the order). */
export const advanceRefusal = (wanted: boolean, goAheadReason: string): Refusal | null =>
  wanted && !goAheadReason ? refusal(409, MESSAGES.advanceNotPaid, undefined, 'advance-not-paid') : null;

/** The goods leave at Dispatched (or at Delivered, reached without it): a tax invoice is due then (CGST Act s. 31). */
export const goodsLeave = (stage: OrderStage): boolean => ORDER_STAGES.indexOf(stage) >= ORDER_STAGES.indexOf('Dispatched');

/** The order's tax invoice, issued and numbered (one under way has no number yet). */
export const hasTaxInvoice = (quotation: Quotation): boolean =>
  (quotation.invoices ?? []).some((summary) => summary.kind === 'tax' && summary.status === 'issued' && summary.number !== '');

/**
 * A move that lets the goods leave without a tax invoice on the order: refused, checked in the stage's own
 * conditional write (the invoice is issued before it, so a dispatched order never stands without one).
 */
export const dispatchRefusal = (quotation: Quotation, stage: OrderStage, why: string): Refusal | null =>
  goodsLeave(stage) && !hasTaxInvoice(quotation) ? refusal(409, INVOICE_MESSAGES.dispatchNeedsInvoice(why)) : null;

/** An accepted quotation's artwork is approved: no proof is added after it. */
export const proofRefusal = (quotation: Quotation): Refusal | null =>
  quotation.acceptance ? refusal(409, MESSAGES.quotationAccepted) : null;

/** Staff record an acceptance that came by mail or phone: not twice, not after a decline. */
export function recordedAcceptanceRefusal(quotation: Quotation): Refusal | null {
  if (quotation.acceptance) return refusal(409, MESSAGES.quotationAccepted);
  if (quotation.status === 'Declined') return refusal(409, MESSAGES.quotationClosed(quotation.status));
  return null;
}

/** A proof added to a quotation the customer holds makes the next revision, as an edit does. */
export const proofMakesRevision = (quotation: Quotation): boolean =>
  quotation.status !== 'Draft' && quotation.sentRevision === quotation.revision;

// ── The customer ─────────────────────────────────────────────────────────────────────────────────

/** Why the customer's answer to the quotation itself (accept, changes, decline) cannot be taken now. */
export function answerRefusal(quotation: Quotation, revision?: number, now = new Date()): Refusal | null {
  switch (customerState(quotation, now)) {
    case 'accepted':
      return refusal(409, MESSAGES.quotationAccepted);
    case 'declined':
      return refusal(409, MESSAGES.quotationClosed(quotation.status));
    case 'expired':
      return refusal(409, MESSAGES.quotationExpired, { expired: true });
    case 'revising':
      return refusal(409, MESSAGES.quotationBeingRevised);
    default:
      return revision !== undefined && revision !== quotation.sentRevision ? refusal(409, MESSAGES.quotationNotLatest) : null;
  }
}

/** The sample sent is awaiting the customer's answer. */
export const sampleRefusal = (quotation: Quotation): Refusal | null =>
  quotation.status === 'Accepted' && quotation.stage === 'Sample sent' && !quotation.sampleChangesAsked
    ? null
    : refusal(409, MESSAGES.sampleNotAwaited);

/** Whether one more write of the customer's, of `characters` of text, fits what a quotation holds. */
export function customerWriteRefusal(quotation: Quotation, characters: number): Refusal | null {
  const theirs = (quotation.events ?? []).filter((event) => event.by === 'customer');
  const written = theirs.reduce((sum, event) => sum + (event.text?.length ?? 0), 0);
  if (theirs.length >= CUSTOMER_WRITE_CAPS.events || written + characters > CUSTOMER_WRITE_CAPS.characters)
    return refusal(409, MESSAGES.threadFull);
  return null;
}

/**
 * Whether staff are mailed about this customer message or file now: the first of a burst is mailed at
 * once; those within the quiet time after the last mailed one wait, and the next one mailed gathers them.
 */
export function mailsStaffNow(events: readonly QuotationEvent[], at: string): boolean {
  const lastTold = events.findLast((event) => event.by === 'customer' && event.toldStaff);
  return !lastTold || Date.parse(at) - Date.parse(lastTold.at) >= STAFF_MAIL_QUIET_MS;
}

/** The customer's messages and files since the last one staff were mailed about (the one mailed now last). */
export function gatheredSinceLastMail(events: readonly QuotationEvent[]): QuotationEvent[] {
  const told = events.filter((event) => event.by === 'customer' && event.toldStaff);
  const before = told.length > 1 ? told[told.length - 2].at : '';
  return events.filter(
    (event) => event.by === 'customer' && (event.kind === 'message' || event.kind === 'file') && event.at > before,
  );
}

// ── The scheduled run ────────────────────────────────────────────────────────────────────────────

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** Days before a quotation's date when its customer is reminded, once. */
export const REMIND_DAYS_BEFORE = 3;

/** What the scheduled run does to a quotation now: expire it, remind its customer, or nothing. */
export function dueAction(quotation: Quotation, now = new Date()): 'expired' | 'reminded' | null {
  if (quotation.status !== 'Sent' && quotation.status !== 'Changes requested') return null;
  const validUntil = sentTerms(quotation).validUntil;
  if (isPastValidity(validUntil, now)) return 'expired';
  if (!quotation.remindedAt && daysBetween(todayInIndia(now), validUntil) <= REMIND_DAYS_BEFORE) return 'reminded';
  return null;
}
