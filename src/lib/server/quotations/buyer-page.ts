/**
 * The buyer's page of a quotation, by the secret of its address: what it shows (the revision they
 * were sent, never a draft after it), and their answers (accept, changes, decline, messages, files, the
 * sample). A wrong secret answers 404 and counts against the caller's address; every write of a page is
 * limited per link (throttle.ts) and bounded by what a quotation holds (quotation-rules.ts).
 */
import type { CustomerPayment, CustomerQuotation } from '../../api/customer-quotation-reads.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { type TaxFree, quotationTotals } from '../../quotation.ts';
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';
import { artworkResponse, claimArtwork, readArtwork } from '../uploads/artwork.ts';
import { customerBillingView } from '../invoices/customer-view.ts';
import { HttpError } from '../http.ts';
import { indiaTime } from '../mail/templates.ts';
import { STORE_NAMES, readJSON } from '../store/index.ts';
import { countLimit, guardedSecretLookup } from '../throttle.ts';
import { quotations } from './quotation-collection.ts';
import { secretKey } from './quotation-links.ts';
import { accept } from './order.ts';
import {
  answerRefusal,
  customerEvents,
  customerProofs,
  customerState,
  customerWriteRefusal,
  mailsStaffNow,
  sampleRefusal,
  sentTerms,
} from './quotation-rules.ts';
import { withEvent } from '../orders/events.ts';
import { type Refusal, refused } from '../orders/refusals.ts';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The quotation of a buyer's page's secret, with its etag; 404 for a wrong one (counted), 429 past the limit. */
export async function bySecret(secret: string, address: string) {
  const found = await guardedSecretLookup(address, async () => {
    if (!SECRET_PATTERN.test(secret)) return null;
    const entry = await readJSON<{ quotationId: string }>(STORE_NAMES.meta, secretKey(secret));
    const record = entry ? await quotations.getWithEtag(entry.quotationId) : null;
    return record && record.value.secret === secret ? record : null;
  });
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  if (!found.value.sentRevision && !found.value.acceptance) throw new HttpError(404, MESSAGES.quotationNotSent);
  return found;
}

/**
 * What the buyer's page shows: the revision sent, its state, what they may do, the timeline and thread, and
 * once accepted how to pay what is due (payments/buyer-payments.ts makes `payment` and `customerPage`). Its sums
 * carry no tax once the supply is known to be under the letter of undertaking (`taxFree`), as the invoices.
 */
export function customerView(
  quotation: Quotation,
  { payment, taxFree }: { payment: CustomerPayment | null; taxFree: TaxFree | null },
): CustomerQuotation {
  const shown = sentTerms(quotation);
  const state = customerState(quotation);
  const sentRevisions = quotation.earlier
    .filter((each) => each.sentAt && each.revision !== shown.revision)
    .map((each) => each.revision);
  return {
    number: quotation.number,
    revision: shown.revision,
    state,
    canAccept: state === 'open' || state === 'changes',
    customer: { name: quotation.customer.name, company: quotation.customer.company },
    currency: shown.currency,
    lines: shown.lines.map(({ description, quantity, unitPrice, hsn, taxPercent }) => ({
      description,
      quantity,
      unitPrice,
      ...(hsn && { hsn }),
      ...(taxPercent !== undefined && { taxPercent }),
    })),
    charges: shown.charges,
    taxPercent: shown.taxPercent,
    taxFree,
    total: taxFree ? quotationTotals({ ...shown, taxFree }).total : shown.total,
    validUntil: shown.validUntil,
    leadTime: shown.leadTime,
    terms: shown.terms,
    notes: shown.notes,
    sentAt: shown.sentAt ?? quotation.sentAt ?? null,
    earlierRevisions: sentRevisions,
    proofs: customerProofs(quotation).map(({ fileId, name, type, size, version, at }) => ({
      id: fileId,
      name,
      type,
      size,
      version,
      at,
    })),
    acceptance: quotation.acceptance
      ? { name: quotation.acceptance.name, at: quotation.acceptance.at, revision: quotation.acceptance.revision }
      : null,
    declineReason: quotation.declineReason ?? null,
    stage: quotation.stage ?? null,
    sampleChangesAsked: !!quotation.sampleChangesAsked,
    events: customerEvents(quotation).map(({ kind, at, by, text, revision, stage, tracking, file }) => ({
      kind,
      at,
      // Staff appear by the company, not by their own names.
      by: by === 'customer' ? 'customer' : 'us',
      ...(text && { text }),
      ...(revision && { revision }),
      ...(stage && { stage }),
      ...(tracking && { tracking }),
      ...(file && { file: { id: file.id, name: file.name, size: file.size } }),
    })),
    payment,
    ...customerBillingView(quotation),
  };
}

/** What a customer's write answers: its words and the page as it now stands. */
export interface CustomerAnswer {
  message: string;
  quotation: Quotation;
}

/**
 * The quotation of a page about to be written to, then its write counted against the link's limit: after
 * the lookup, so a guesser's wrong secrets write no count of their own (two round trips more for a real one).
 */
export async function forWriting(secret: string, address: string) {
  const found = await bySecret(secret, address);
  await countLimit('customer-write', found.value._id);
  return found;
}

/** One write of the buyer's page: the step added in one conditional write, its rule checked on the record then. */
export async function customerWrite(
  found: Awaited<ReturnType<typeof bySecret>>,
  step: (current: Quotation, at: string) => Quotation,
  action: string,
) {
  const at = new Date().toISOString();
  const written = await quotations.update(found.value._id, (current) => step(current, at), { known: found, action });
  if (!written) throw new HttpError(404, MESSAGES.notFound);
  return written;
}

/** The step refused by its rule, or taken. */
function checked(refusal: Refusal | null, next: () => Quotation): Quotation {
  if (refusal) throw refused(refusal);
  return next();
}

export async function customerAccept(
  secret: string,
  body: { name: string; revision: number },
  address: string,
): Promise<CustomerAnswer> {
  const found = await forWriting(secret, address);
  if (found.value.acceptance) {
    // A second acceptance answers the first.
    const first = found.value.acceptance;
    return { message: MESSAGES.quotationAcceptedByYou(first.name, indiaTime(first.at)), quotation: found.value };
  }
  const accepted = await customerWrite(
    found,
    (current, at) =>
      checked(answerRefusal(current, body.revision), () =>
        accept(current, { name: body.name, at, revision: body.revision, address }, 'customer'),
      ),
    `Accepted by ${body.name} on the customer's page`,
  );
  // The proforma made on acceptance (a follow-up of that write, done by now) is shown with it at once.
  const shown = accepted.billing ? ((await quotations.get(accepted._id)) ?? accepted) : accepted;
  return { message: MESSAGES.quotationAcceptedNow, quotation: shown };
}

/** The customer's answer that changes the quotation's status: changes asked, or declined with a reason. */
export async function customerAnswer(
  secret: string,
  kind: 'changes' | 'declined',
  text: string,
  address: string,
): Promise<CustomerAnswer> {
  const written = await customerWrite(
    await forWriting(secret, address),
    (current, at) =>
      checked(answerRefusal(current) ?? customerWriteRefusal(current, text.length), () =>
        withEvent(
          kind === 'changes'
            ? { ...current, status: 'Changes requested' }
            : { ...current, status: 'Declined', declineReason: text },
          { kind, at, by: 'customer', text, revision: current.sentRevision },
        ),
      ),
    kind === 'changes' ? 'Changes requested by the customer' : 'Declined by the customer',
  );
  return { message: kind === 'changes' ? MESSAGES.changesAsked : MESSAGES.quotationDeclined, quotation: written };
}

/** A message, or an artwork file the customer uploaded (POST /api/artwork) and now adds to the quotation. */
export async function customerMessage(
  secret: string,
  content: { text: string } | { fileId: string },
  address: string,
): Promise<CustomerAnswer> {
  const found = await forWriting(secret, address);
  let file: QuotationEvent['file'];
  if ('fileId' in content) {
    const [claimed] = await claimArtwork([content.fileId], found.value._id);
    file = { id: claimed.id, name: claimed.name, size: claimed.size };
  }
  const text = 'text' in content ? content.text : '';
  const written = await customerWrite(
    found,
    (current, at) =>
      checked(customerWriteRefusal(current, text.length), () =>
        withEvent(current, {
          ...(file ? { kind: 'file', file } : { kind: 'message', text }),
          at,
          by: 'customer',
          ...(mailsStaffNow(current.events ?? [], at) && { toldStaff: true }),
        }),
      ),
    file ? 'Artwork added by the customer' : 'Message from the customer',
  );
  return { message: file ? MESSAGES.fileAdded : MESSAGES.messageSent, quotation: written };
}

/** The customer's answer to the sample sent: approved (the next stage), or changes asked with a message. */
export async function customerSample(
  secret: string,
  body: { approve: boolean; message: string },
  address: string,
): Promise<CustomerAnswer> {
  const written = await customerWrite(
    await forWriting(secret, address),
    (current, at) =>
      checked(sampleRefusal(current) ?? customerWriteRefusal(current, body.message.length), () =>
        body.approve
          ? withEvent(
              { ...current, stage: 'Sample approved', stageAt: at },
              {
                kind: 'sample-approved',
                at,
                by: 'customer',
                stage: 'Sample approved',
                ...(body.message && { text: body.message }),
              },
            )
          : withEvent(
              { ...current, sampleChangesAsked: true },
              { kind: 'sample-changes', at, by: 'customer', text: body.message },
            ),
      ),
    body.approve ? 'Sample approved by the customer' : 'Sample changes asked by the customer',
  );
  return { message: body.approve ? MESSAGES.sampleApproved : MESSAGES.sampleChangesAsked, quotation: written };
}

/** A file of the buyer's page: a proof of the revision they were sent, or an artwork file they added. */
export async function customerFile(quotation: Quotation, fileId: string): Promise<Response> {
  const known =
    customerProofs(quotation).some((proof) => proof.fileId === fileId) ||
    (quotation.events ?? []).some((event) => event.file?.id === fileId);
  const found = known ? await readArtwork(fileId) : null;
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  return artworkResponse(found);
}
