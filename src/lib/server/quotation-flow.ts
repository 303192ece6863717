/**
 * A quotation after it is made (issue 19, docs/product.md 2.24–2.26): sent to the customer (the PDF
 * stored as sent, the mail through the outbox, the enquiry Quoted), answered on the customer's page
 * (accept, changes, decline, messages, files, the sample) or by staff for a customer who answered by
 * mail or phone, the order moved through its stages, and the scheduled run that reminds and expires.
 *
 * Every change is one conditional write of the quotation (read again and retried when another write got
 * there first), and each rule is checked inside it, on the record as it is then: a customer's acceptance
 * and a staff edit at the same moment cannot both land, and whichever comes second is refused with its
 * reason. The customer's page shows the revision last sent (`sentRevision`), never a draft after it.
 *
 * In the meta store: `quotation-secrets/{sha256(secret)}` names the quotation of a customer page;
 * `quotation-open/{validUntil}/{id}` lists the quotations awaiting an answer, for the scheduled run; the
 * PDFs as sent are `quotation-pdf/{id}/{revision}` in the artwork store (private files).
 */
import { MESSAGES } from '../messages.ts';
import { type OrderStage, isPastValidity, todayInIndia } from '../quotation.ts';
import type { Quotation, QuotationEvent } from '../types.ts';
import { ARTWORK_TYPES, artworkKey, artworkResponse, claimArtwork, readArtwork } from './artwork.ts';
import type { Person } from './auth.ts';
import { quotations } from './collections.ts';
import { moveEnquiry } from './enquiries.ts';
import { HttpError, json, orConflict } from './http.ts';
import { mailForQuotation, mailSettings } from './mail/outbox.ts';
import {
  acceptedMail,
  customerActionMail,
  messageMail,
  quotationSentMail,
  reminderMail,
  stageMail,
} from './mail/quotation-mails.ts';
import { indiaTime } from './mail/templates.ts';
import { type PdfProof, quotationPdf } from './quotation-pdf.ts';
import { asAnswer, customerUrl, readQuotation, secretKey } from './quotations.ts';
import { settingsForMail } from './site-settings.ts';
import { STORE_NAMES, guard, listKeys, openStore, readJSON } from './store.ts';
import { countSecretMiss, secretGuessesLeft } from './throttle.ts';

/** At most this many events on one quotation (its thread and timeline); a customer's message past it is refused. */
const MAX_EVENTS = 300;

const openKey = (quotation: Pick<Quotation, '_id' | 'validUntil'>) => `quotation-open/${quotation.validUntil}/${quotation._id}`;
/** A sent revision's PDF, with the private files (the artwork store), not among the quotation records. */
const pdfKey = (id: string, revision: number) => `quotation-pdf/${id}/${revision}`;
const pdfName = (quotation: Pick<Quotation, 'number'>, revision: number) => `${quotation.number}-r${revision}.pdf`;
const staffOf = (person: Person) => ({ name: person.name, email: person.email, id: person.id });
const CUSTOMER = { name: 'Customer', email: 'customer', id: '' };
/** A proof the PDF can show as a picture (pdfkit draws PNG and JPEG); any other is named, and travels beside it. */
const pictured = (proof: { type: string }) => proof.type === 'image/png' || proof.type === 'image/jpeg';

/** What the customer's page shows: the revision last sent, as it was sent. */
function sentTerms(quotation: Quotation): Quotation {
  const sent = quotation.sentRevision ?? 0;
  if (sent === quotation.revision || sent === 0) return quotation;
  const earlier = quotation.earlier.find((each) => each.revision === sent);
  return earlier ? { ...quotation, ...earlier } : quotation;
}

/** An event added to a quotation, its last activity moved on. */
const withEvent = (quotation: Quotation, event: QuotationEvent): Quotation => ({
  ...quotation,
  events: [...(quotation.events ?? []), event],
  activityAt: event.at,
});

/** The open-quotation index: written when one goes out, removed when it is answered or expires. */
export async function markOpen(quotation: Quotation, open: boolean, before?: Pick<Quotation, '_id' | 'validUntil'>) {
  const meta = openStore(STORE_NAMES.meta);
  try {
    await guard(() =>
      Promise.all([
        before && openKey(before) !== openKey(quotation) && meta.delete(openKey(before)),
        open ? meta.set(openKey(quotation), '') : meta.delete(openKey(quotation)),
      ]),
    );
  } catch (error) {
    // The scheduled run reads each quotation it lists, so a stale entry does no harm.
    console.error(`[quotations] could not update the open index of ${quotation._id}`, error);
  }
}

/** Mails about a quotation; false when the outbox could not take them. */
async function mail(
  quotation: Quotation,
  compose: (company: Awaited<ReturnType<typeof settingsForMail>>) => Parameters<typeof mailForQuotation>[0],
) {
  if (!mailSettings().notify) return true;
  return mailForQuotation(compose(await settingsForMail()), quotation._id);
}

/** The quotation's proofs as the PDF shows them: images as thumbnails (PNG and JPEG), other files named. */
async function pdfProofs(quotation: Quotation): Promise<PdfProof[]> {
  const proofs = latestProofs(quotation.proofs ?? []);
  return Promise.all(
    proofs.map(async (proof) => {
      const image = pictured(proof) ? await readArtwork(proof.fileId) : null;
      return { name: proof.name, version: proof.version, ...(image && { image: new Uint8Array(image.body) }) };
    }),
  );
}

// ── Staff ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Send: the PDF made and kept as sent, the quotation Sent (with If-Match, so a second click of the same
 * version sends nothing), the customer's mail queued, the enquiry Quoted. Without an e-mail address the
 * quotation is marked sent and staff share its page's link themselves.
 */
export async function sendQuotation(id: string, message: string, ifVersion: number | undefined, person: Person) {
  const found = await quotations.getWithEtag(id);
  if (!found) throw new HttpError(404, MESSAGES.quotationNotFound);
  const current = found.value;
  if (ifVersion !== undefined && current.version !== ifVersion)
    throw new HttpError(409, MESSAGES.editConflict('quotation'), { data: current });
  if (current.status === 'Accepted' || current.status === 'Declined')
    throw new HttpError(409, MESSAGES.quotationCannotSend(current.status));
  if (isPastValidity(current.validUntil)) throw new HttpError(409, MESSAGES.quotationValidityPassed);

  const at = new Date().toISOString();
  const pdf = await quotationPdf(current, await settingsForMail(), { proofs: await pdfProofs(current), issuedAt: at });
  await guard(() => openStore(STORE_NAMES.artwork).set(pdfKey(id, current.revision), pdf.buffer as ArrayBuffer));
  const sent = await orConflict(
    'quotation',
    quotations.update(
      id,
      (stored) => {
        if (stored.status === 'Accepted' || stored.status === 'Declined')
          throw new HttpError(409, MESSAGES.quotationCannotSend(stored.status));
        // Saved in between: the PDF made from what was read would not be what is marked sent.
        if (stored.version !== current.version) throw new HttpError(409, MESSAGES.editConflict('quotation'), { data: stored });
        return withEvent(
          { ...stored, status: 'Sent', sentRevision: stored.revision, sentAt: at, sentBy: person.name },
          { kind: 'sent', at, by: person.name, revision: stored.revision, ...(message && { text: message }) },
        );
      },
      { known: found, ifVersion, action: `Quotation ${current.number} (revision ${current.revision}) sent` },
    ),
  );
  if (!sent) throw new HttpError(404, MESSAGES.quotationNotFound);
  // The proofs the PDF names but cannot show travel beside it.
  const beside = latestProofs(sent.proofs ?? [])
    .filter((proof) => !pictured(proof))
    .map((proof) => ({
      filename: proof.name,
      contentType: proof.type,
      store: STORE_NAMES.artwork,
      key: artworkKey(proof.fileId),
    }));
  const pdfFile = { key: pdfKey(id, sent.revision), filename: pdfName(sent, sent.revision) };
  const [queued] = await Promise.all([
    mail(sent, (company) => quotationSentMail(sent, customerUrl(sent), company, pdfFile, message, beside)),
    markOpen(sent, true, current),
    moveEnquiry(sent.enquiryKind, sent.enquiryId, 'Quoted', staffOf(person), undefined, ['Won', 'Lost']),
  ]);
  const said = !sent.customer.email
    ? MESSAGES.quotationSentNoMail(sent.number)
    : queued
      ? MESSAGES.quotationSent(sent.number, sent.revision)
      : MESSAGES.quotationMailNotQueued;
  return json({ message: said, data: asAnswer(sent) });
}

/** A revision asked for by `?revision=n` (the PDF calls), or none. */
export function revisionOf(request: Request): number | undefined {
  const value = Number(new URL(request.url).searchParams.get('revision'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/**
 * The PDF: a sent revision's as it was sent; otherwise (staff only, not `sentOnly`) the current draft,
 * made now and titled a draft.
 */
export async function quotationPdfFile(
  quotation: Quotation,
  revision?: number,
  { sentOnly = false }: { sentOnly?: boolean } = {},
): Promise<Response> {
  const wanted = revision ?? quotation.revision;
  const sentRevisions = new Set([
    ...quotation.earlier.filter((each) => each.sentAt).map((each) => each.revision),
    ...(quotation.sentRevision ? [quotation.sentRevision] : []),
  ]);
  let bytes: ArrayBuffer | Uint8Array | null = null;
  if (sentRevisions.has(wanted))
    bytes = await guard(() => openStore(STORE_NAMES.artwork).get(pdfKey(quotation._id, wanted), { type: 'arrayBuffer' }));
  if (!bytes) {
    if (wanted !== quotation.revision || sentOnly) throw new HttpError(404, MESSAGES.notFound);
    bytes = await quotationPdf(quotation, await settingsForMail(), { proofs: await pdfProofs(quotation) });
  }
  return new Response(bytes as BodyInit, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${pdfName(quotation, wanted)}"`,
      'cache-control': 'private, no-store',
    },
  });
}

/** A stage of the order (accepted quotations only); the customer is mailed unless `notify` is false. */
export async function moveOrder(
  id: string,
  body: { stage: OrderStage; note: string; tracking?: { courier: string; number: string; link: string }; notify: boolean },
  person: Person,
) {
  const at = new Date().toISOString();
  const event: QuotationEvent = {
    kind: 'stage',
    at,
    by: person.name,
    stage: body.stage,
    notified: body.notify,
    ...(body.note && { text: body.note }),
    ...(body.tracking && { tracking: body.tracking }),
  };
  const moved = await quotations.update(
    id,
    (current) => {
      if (current.status !== 'Accepted') throw new HttpError(409, MESSAGES.orderNotAccepted);
      return withEvent({ ...current, stage: body.stage, stageAt: at, sampleChangesAsked: false }, event);
    },
    { action: `Order stage: ${body.stage}` },
  );
  if (!moved) throw new HttpError(404, MESSAGES.quotationNotFound);
  if (body.notify) await mail(moved, (company) => stageMail(moved, event, customerUrl(moved), company));
  return json({ message: MESSAGES.stageSaved(moved.number, body.stage), data: asAnswer(moved) });
}

/** Staff record an acceptance that came by mail or phone: who recorded it and the customer's words. */
export async function recordAcceptance(id: string, body: { name: string; words: string }, person: Person) {
  const at = new Date().toISOString();
  const accepted = await quotations.update(
    id,
    (current) => {
      if (current.acceptance) throw new HttpError(409, MESSAGES.quotationAccepted);
      if (current.status === 'Declined') throw new HttpError(409, MESSAGES.quotationClosed(current.status));
      const revision = current.sentRevision || current.revision;
      return accept(current, { name: body.name, at, revision, recordedBy: person.name, words: body.words }, person.name);
    },
    { action: 'Acceptance recorded' },
  );
  if (!accepted) throw new HttpError(404, MESSAGES.quotationNotFound);
  await Promise.all([
    markOpen(accepted, false),
    moveEnquiry(accepted.enquiryKind, accepted.enquiryId, 'Won', staffOf(person)),
    mail(accepted, (company) => acceptedMail(accepted, customerUrl(accepted), company)),
  ]);
  return json({ message: MESSAGES.acceptanceRecorded(accepted.number), data: asAnswer(accepted) });
}

/** A staff message in the quotation's thread, mailed to the customer. */
export async function staffMessage(id: string, text: string, person: Person) {
  const at = new Date().toISOString();
  const event: QuotationEvent = { kind: 'message', at, by: person.name, text };
  const written = await quotations.update(id, (current) => {
    if ((current.events?.length ?? 0) >= MAX_EVENTS) throw new HttpError(409, MESSAGES.threadFull);
    return withEvent(current, event);
  });
  if (!written) throw new HttpError(404, MESSAGES.quotationNotFound);
  await mail(written, (company) => messageMail(written, text, customerUrl(written), company));
  return json({ message: MESSAGES.messageSent, data: asAnswer(written) });
}

/** Proofs' names compared without case or extension: 'Label.pdf' after 'label.png' is its next version. */
const proofStem = (name: string) =>
  name
    .replace(/\.[^.]*$/, '')
    .trim()
    .toLowerCase();

/**
 * An artwork proof uploaded by staff (POST /api/artwork, then this with its id): kept privately, a file of
 * an earlier proof's name its next version. Not on an accepted quotation (its artwork is approved).
 */
export async function addProof(id: string, fileId: string, person: Person) {
  const quotation = await readQuotation(id);
  if (quotation.acceptance) throw new HttpError(409, MESSAGES.quotationAccepted);
  const [file] = await claimArtwork([fileId], id);
  const at = new Date().toISOString();
  const written = await quotations.update(
    id,
    (current) => {
      if (current.acceptance) throw new HttpError(409, MESSAGES.quotationAccepted);
      const proofs = current.proofs ?? [];
      if (proofs.some((proof) => proof.fileId === file.id)) return current;
      const version = proofs.filter((proof) => proofStem(proof.name) === proofStem(file.name)).length + 1;
      return {
        ...current,
        proofs: [
          ...proofs,
          { fileId: file.id, name: file.name, type: ARTWORK_TYPES[file.type], size: file.size, version, at, by: person.name },
        ],
      };
    },
    { action: `Proof added: ${file.name}` },
  );
  if (!written) throw new HttpError(404, MESSAGES.quotationNotFound);
  return json({ message: MESSAGES.proofAdded(file.name), data: asAnswer(written) }, 201);
}

/** The latest version of each proof (what the PDF shows). */
export const latestProofs = (proofs: NonNullable<Quotation['proofs']>) =>
  proofs.filter(
    (proof) => !proofs.some((other) => proofStem(other.name) === proofStem(proof.name) && other.version > proof.version),
  );

/** The acceptance itself: the quotation Accepted, the order at its first stage (the artwork approved with the price). */
function accept(current: Quotation, acceptance: NonNullable<Quotation['acceptance']>, by: string): Quotation {
  const accepted = withEvent(
    { ...sentTerms(current), status: 'Accepted', acceptance, sentRevision: acceptance.revision, revision: acceptance.revision },
    {
      kind: 'accepted',
      at: acceptance.at,
      by,
      revision: acceptance.revision,
      ...(acceptance.words && { text: acceptance.words }),
    },
  );
  return withEvent(
    { ...accepted, stage: 'Artwork approved', stageAt: acceptance.at },
    { kind: 'stage', at: acceptance.at, by, stage: 'Artwork approved', notified: false },
  );
}

// ── The customer, by the secret of their page ───────────────────────────────────────────────────

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The quotation of a customer page's secret, with its etag. A wrong secret answers 404 and counts
 * against the caller's address; past the limit every secret answers 429 (the limit's check runs beside
 * the lookup: no round trip of its own).
 */
export async function bySecret(secret: string, address: string) {
  const [entry] = await Promise.all([
    SECRET_PATTERN.test(secret) ? readJSON<{ quotationId: string }>(STORE_NAMES.meta, secretKey(secret)) : null,
    secretGuessesLeft(address),
  ]);
  const found = entry ? await quotations.getWithEtag(entry.quotationId) : null;
  if (!found || found.value.secret !== secret) {
    await countSecretMiss(address).catch((error) => console.error('[quotations] could not count a wrong secret', error));
    throw new HttpError(404, MESSAGES.notFound);
  }
  if (!found.value.sentRevision && !found.value.acceptance) throw new HttpError(404, MESSAGES.quotationNotSent);
  return found;
}

/** What the customer's page shows: the revision sent, its state, what they may do, the timeline and thread. */
export function customerView(quotation: Quotation) {
  const shown = sentTerms(quotation);
  const expired =
    quotation.status === 'Expired' ||
    (!quotation.acceptance && quotation.status !== 'Declined' && isPastValidity(shown.validUntil));
  const state = quotation.acceptance
    ? 'accepted'
    : quotation.status === 'Declined'
      ? 'declined'
      : expired
        ? 'expired'
        : quotation.status === 'Draft'
          ? 'revising'
          : quotation.status === 'Changes requested'
            ? 'changes'
            : 'open';
  const sentRevisions = [
    ...quotation.earlier.filter((each) => each.sentAt && each.revision !== shown.revision).map((each) => each.revision),
  ];
  return {
    number: quotation.number,
    revision: shown.revision,
    state,
    canAccept: state === 'open' || state === 'changes',
    customer: { name: quotation.customer.name, company: quotation.customer.company },
    currency: shown.currency,
    lines: shown.lines.map(({ description, quantity, unitPrice }) => ({ description, quantity, unitPrice })),
    charges: shown.charges,
    taxPercent: shown.taxPercent,
    total: shown.total,
    validUntil: shown.validUntil,
    leadTime: shown.leadTime,
    terms: shown.terms,
    notes: shown.notes,
    sentAt: shown.sentAt ?? quotation.sentAt ?? null,
    earlierRevisions: sentRevisions,
    proofs: (quotation.proofs ?? []).map(({ fileId, name, type, size, version, at }) => ({
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
    events: (quotation.events ?? []).map(({ kind, at, by, text, revision, stage, tracking, file }) => ({
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
  };
}

export type CustomerQuotation = ReturnType<typeof customerView>;

const answer = (text: string, quotation: Quotation) => json({ message: text, data: customerView(quotation) });

/** Why a customer's answer to the quotation itself (accept, changes, decline) cannot be taken now. */
function refuseAnswer(current: Quotation, revision?: number) {
  if (current.acceptance) throw new HttpError(409, MESSAGES.quotationAccepted);
  if (current.status === 'Declined') throw new HttpError(409, MESSAGES.quotationClosed(current.status));
  if (current.status === 'Expired' || isPastValidity(sentTerms(current).validUntil))
    throw new HttpError(409, MESSAGES.quotationExpired, { data: { expired: true } });
  if (current.status === 'Draft') throw new HttpError(409, MESSAGES.quotationBeingRevised);
  if (revision !== undefined && revision !== current.sentRevision) throw new HttpError(409, MESSAGES.quotationNotLatest);
}

/** Tells staff of the customer's answer (and the customer of their acceptance); never throws. */
async function tellStaff(quotation: Quotation, event: QuotationEvent) {
  await mail(quotation, (company) => [customerActionMail(quotation, event, mailSettings(), company)]);
}

export async function customerAccept(secret: string, body: { name: string; revision: number }, address: string) {
  const found = await bySecret(secret, address);
  if (found.value.acceptance) {
    // A second acceptance answers the first.
    const first = found.value.acceptance;
    return answer(MESSAGES.quotationAcceptedByYou(first.name, indiaTime(first.at)), found.value);
  }
  const at = new Date().toISOString();
  const accepted = await quotations.update(
    found.value._id,
    (current) => {
      refuseAnswer(current, body.revision);
      return accept(current, { name: body.name, at, revision: body.revision, address }, 'customer');
    },
    { known: found, action: `Accepted by ${body.name} on the customer's page` },
  );
  if (!accepted) throw new HttpError(404, MESSAGES.notFound);
  const event = accepted.events!.findLast((each) => each.kind === 'accepted')!;
  await Promise.all([
    markOpen(accepted, false),
    moveEnquiry(accepted.enquiryKind, accepted.enquiryId, 'Won', CUSTOMER),
    mail(accepted, (company) => [
      ...acceptedMail(accepted, customerUrl(accepted), company),
      customerActionMail(accepted, event, mailSettings(), company),
    ]),
  ]);
  return answer(MESSAGES.quotationAcceptedNow, accepted);
}

/** The customer's answer that changes the quotation's status: changes asked, or declined with a reason. */
export async function customerAnswer(secret: string, kind: 'changes' | 'declined', text: string, address: string) {
  const found = await bySecret(secret, address);
  const at = new Date().toISOString();
  const event: QuotationEvent = { kind, at, by: 'customer', text, revision: found.value.sentRevision };
  const written = await quotations.update(
    found.value._id,
    (current) => {
      refuseAnswer(current);
      return withEvent(
        kind === 'changes'
          ? { ...current, status: 'Changes requested' }
          : { ...current, status: 'Declined', declineReason: text },
        event,
      );
    },
    { known: found, action: kind === 'changes' ? 'Changes requested by the customer' : 'Declined by the customer' },
  );
  if (!written) throw new HttpError(404, MESSAGES.notFound);
  await Promise.all([
    tellStaff(written, event),
    kind === 'declined' && markOpen(written, false),
    kind === 'declined' && moveEnquiry(written.enquiryKind, written.enquiryId, 'Lost', CUSTOMER, `Declined: ${text}`, ['Won']),
  ]);
  return answer(kind === 'changes' ? MESSAGES.changesAsked : MESSAGES.quotationDeclined, written);
}

/** A message, or an artwork file the customer uploaded (POST /api/artwork) and now adds to the quotation. */
export async function customerMessage(secret: string, content: { text: string } | { fileId: string }, address: string) {
  const found = await bySecret(secret, address);
  const at = new Date().toISOString();
  let event: QuotationEvent;
  if ('fileId' in content) {
    const [file] = await claimArtwork([content.fileId], found.value._id);
    event = { kind: 'file', at, by: 'customer', file: { id: file.id, name: file.name, size: file.size } };
  } else event = { kind: 'message', at, by: 'customer', text: content.text };
  const written = await quotations.update(
    found.value._id,
    (current) => {
      if ((current.events?.length ?? 0) >= MAX_EVENTS) throw new HttpError(409, MESSAGES.threadFull);
      return withEvent(current, event);
    },
    { known: found, action: event.kind === 'file' ? 'Artwork added by the customer' : 'Message from the customer' },
  );
  if (!written) throw new HttpError(404, MESSAGES.notFound);
  await tellStaff(written, event);
  return answer(event.kind === 'file' ? MESSAGES.fileAdded : MESSAGES.messageSent, written);
}

/** The customer's answer to the sample sent: approved (the next stage), or changes asked with a message. */
export async function customerSample(secret: string, body: { approve: boolean; message: string }, address: string) {
  const found = await bySecret(secret, address);
  const at = new Date().toISOString();
  const event: QuotationEvent = body.approve
    ? { kind: 'sample-approved', at, by: 'customer', stage: 'Sample approved', ...(body.message && { text: body.message }) }
    : { kind: 'sample-changes', at, by: 'customer', text: body.message };
  const written = await quotations.update(
    found.value._id,
    (current) => {
      if (current.status !== 'Accepted' || current.stage !== 'Sample sent' || current.sampleChangesAsked)
        throw new HttpError(409, MESSAGES.sampleNotAwaited);
      return withEvent(
        body.approve ? { ...current, stage: 'Sample approved', stageAt: at } : { ...current, sampleChangesAsked: true },
        event,
      );
    },
    { known: found, action: body.approve ? 'Sample approved by the customer' : 'Sample changes asked by the customer' },
  );
  if (!written) throw new HttpError(404, MESSAGES.notFound);
  await tellStaff(written, event);
  return answer(body.approve ? MESSAGES.sampleApproved : MESSAGES.sampleChangesAsked, written);
}

/** A file of the customer's page: a proof, or an artwork file the customer added. */
export async function customerFile(quotation: Quotation, fileId: string): Promise<Response> {
  const known =
    (quotation.proofs ?? []).some((proof) => proof.fileId === fileId) ||
    (quotation.events ?? []).some((event) => event.file?.id === fileId);
  const found = known ? await readArtwork(fileId) : null;
  if (!found) throw new HttpError(404, MESSAGES.notFound);
  return artworkResponse(found);
}

// ── The scheduled run ────────────────────────────────────────────────────────────────────────────

/** Days between two YYYY-MM-DD dates. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Expires the quotations past their date and reminds each customer once, three days before it
 * (QUOTATION_EXPIRY and QUOTATION_REMINDER 'off' turn either off). Reads only the open index.
 */
export async function expireAndRemind(options: { expire: boolean; remind: boolean; budgetMs?: number }, now = new Date()) {
  const today = todayInIndia(now);
  const deadline = Date.now() + (options.budgetMs ?? 10_000);
  const keys = await listKeys(STORE_NAMES.meta, 'quotation-open/');
  let expired = 0;
  let reminded = 0;
  for (const key of keys) {
    // What is left waits for the next run (every 10 minutes); the oldest dates come first.
    if (Date.now() > deadline) break;
    const [, validUntil, id] = key.split('/');
    const left = daysBetween(today, validUntil);
    if (left > 3 || (left < 0 ? !options.expire : !options.remind)) continue;
    const stored = await quotations.get(id);
    const open = (quotation: Quotation) => quotation.status === 'Sent' || quotation.status === 'Changes requested';
    if (!stored || !open(stored)) {
      // Answered, revised or gone: no longer open.
      if (!stored || stored.status !== 'Draft') await guard(() => openStore(STORE_NAMES.meta).delete(key));
      continue;
    }
    const what = (quotation: Quotation) =>
      !open(quotation)
        ? null
        : isPastValidity(sentTerms(quotation).validUntil, now)
          ? 'expired'
          : !quotation.remindedAt && daysBetween(today, sentTerms(quotation).validUntil) <= 3
            ? 'reminded'
            : null;
    if (openKey({ _id: id, validUntil: sentTerms(stored).validUntil }) !== key) {
      // Indexed under a date it no longer has (sent again with a new one): under its own date from now on.
      await markOpen({ ...stored, validUntil: sentTerms(stored).validUntil }, true, { _id: id, validUntil });
    }
    const action = what(stored);
    if (!action || (action === 'expired' && !options.expire) || (action === 'reminded' && !options.remind)) continue;
    const at = now.toISOString();
    const written = await quotations
      .update(id, (current) => {
        // Answered between the read and this write: the customer's answer stands.
        if (what(current) !== action) throw new HttpError(409, 'changed');
        return action === 'expired'
          ? withEvent({ ...current, status: 'Expired' }, { kind: 'expired', at, by: '' })
          : withEvent({ ...current, remindedAt: at }, { kind: 'reminded', at, by: '' });
      })
      .catch((error) => {
        if (error instanceof HttpError) return null;
        throw error;
      });
    if (!written) continue;
    if (action === 'expired') {
      expired += 1;
      await markOpen(written, false);
    } else {
      reminded += 1;
      await mail(written, (company) => reminderMail(written, customerUrl(written), company));
    }
  }
  return { expired, reminded };
}
