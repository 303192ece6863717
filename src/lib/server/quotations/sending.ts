/**
 * Sending a quotation: its PDF made from the revision as it stands and kept as sent, then the quotation
 * marked Sent in one conditional write that names that PDF (so a second click of the same version sends
 * nothing, and a send that loses a race leaves the winner's PDF alone). The mail, the open index and the
 * enquiry's Quoted follow from the 'sent' step (step-follow-ups.ts).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { MESSAGES } from '../../messages/answers.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { readArtwork } from '../uploads/artwork.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { HttpError, orConflict } from '../http.ts';
import { type PdfProof, quotationPdf } from './quotation-pdf.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, guard, openStore } from '../store/index.ts';
import { quotations } from './quotation-collection.ts';
import { legacyPdfKey, pdfName, sentPdfKey } from './quotation-links.ts';
import { withEvent } from '../orders/events.ts';
import { refused } from '../orders/refusals.ts';
import { latestProofs, proofsOfRevision, sendRefusal } from './quotation-rules.ts';

/** The proofs of a revision as its PDF shows them: images as thumbnails (PNG and JPEG), other files named. */
async function pdfProofs(quotation: Quotation, revision: number): Promise<PdfProof[]> {
  const proofs = latestProofs(proofsOfRevision(quotation, revision));
  return Promise.all(
    proofs.map(async (proof) => {
      const pictured = proof.type === 'image/png' || proof.type === 'image/jpeg';
      const image = pictured ? await readArtwork(proof.fileId) : null;
      return { name: proof.name, version: proof.version, ...(image && { image: new Uint8Array(image.body) }) };
    }),
  );
}

/** Makes the PDF of the quotation's current revision and keeps it under a key of its own; answers the key. */
export async function keepPdf(quotation: Quotation, issuedAt: string): Promise<string> {
  const pdf = await quotationPdf(quotation, await cachedSiteSettings(), {
    proofs: await pdfProofs(quotation, quotation.revision),
    issuedAt,
  });
  const key = sentPdfKey(quotation._id, quotation.revision, quotation.version);
  await guard(() => openStore(STORE_NAMES.artwork).set(key, pdf.buffer as ArrayBuffer));
  return key;
}

/** A kept PDF no write named (its send lost a race, or was refused): nobody can reach it, so it goes. */
export const dropPdf = (key: string) =>
  guard(() => openStore(STORE_NAMES.artwork).delete(key)).catch((error) =>
    console.error(`[quotations] could not remove an unused PDF`, error),
  );

export async function sendQuotation(id: string, message: string, ifVersion: number | undefined, member: SignedInMember) {
  const found = await quotations.getWithEtag(id);
  if (!found) throw new HttpError(404, MESSAGES.quotationNotFound);
  const current = found.value;
  if (ifVersion !== undefined && current.version !== ifVersion)
    throw new HttpError(409, MESSAGES.editConflict('quotation'), { code: 'version-conflict', data: current });
  const refusal = sendRefusal(current);
  if (refusal) throw refused(refusal);

  const at = new Date().toISOString();
  const pdf = await keepPdf(current, at);
  const report: { mailed?: boolean } = {};
  const sent = await orConflict(
    'quotation',
    quotations.update(
      id,
      (stored) => {
        const late = sendRefusal(stored, current.version);
        if (late) throw refused(late);
        return withEvent(
          { ...stored, status: 'Sent', sentRevision: stored.revision, sentAt: at, sentBy: member.name },
          { kind: 'sent', at, by: member.name, revision: stored.revision, pdf, ...(message && { text: message }) },
        );
      },
      { known: found, ifVersion, action: ACTIVITY.quotationSent(current.number, current.revision), report },
    ),
  ).catch(async (error) => {
    // Refused or outrun: no write names this PDF. (A store failure may have landed the write: kept.)
    if (error instanceof HttpError) await dropPdf(pdf);
    throw error;
  });
  if (!sent) throw new HttpError(404, MESSAGES.quotationNotFound);
  const said = !sent.customer.email
    ? MESSAGES.quotationSentNoMail(sent.number)
    : report.mailed === false
      ? MESSAGES.quotationMailNotQueued
      : MESSAGES.quotationSent(sent.number, sent.revision);
  return { message: said, quotation: sent };
}

/** The PDF a revision went out with (a send's, or an acceptance staff recorded without one); null if none. */
function keptPdfKey(quotation: Quotation, revision: number): string | null {
  const named = (quotation.events ?? []).findLast((event) => event.revision === revision && event.pdf);
  if (named?.pdf) return named.pdf;
  const sentBefore =
    quotation.sentRevision === revision || quotation.earlier.some((each) => each.revision === revision && each.sentAt);
  return sentBefore ? legacyPdfKey(quotation._id, revision) : null;
}

/**
 * The PDF of a revision: as it went out when it went out; otherwise (staff only, not `sentOnly`) the
 * current draft, made now and titled a draft.
 */
export async function quotationPdfFile(
  quotation: Quotation,
  revision?: number,
  { sentOnly = false }: { sentOnly?: boolean } = {},
): Promise<{ bytes: Uint8Array; filename: string }> {
  const wanted = revision ?? quotation.revision;
  const key = keptPdfKey(quotation, wanted);
  const kept = key ? await guard(() => openStore(STORE_NAMES.artwork).get(key, { type: 'arrayBuffer' })) : null;
  if (kept) return { bytes: new Uint8Array(kept), filename: pdfName(quotation, wanted) };
  if (wanted !== quotation.revision || sentOnly) throw new HttpError(404, MESSAGES.notFound);
  const bytes = await quotationPdf(quotation, await cachedSiteSettings(), {
    proofs: await pdfProofs(quotation, quotation.revision),
  });
  return { bytes, filename: pdfName(quotation, wanted) };
}
