/**
 * What follows each step of a quotation's story, in one table keyed by the step (the event's kind): the
 * mails it sends, whether it stays in the open index the scheduled run reads, and where the enquiry it
 * came from moves. A write that adds an event gets these by being a write (quotation-collection.ts runs them once
 * it has landed); no caller remembers a mail.
 *
 * A follow-up never fails the write it follows (the record is stored); what it could not do is logged,
 * and the send's writer reads back whether its mail was queued (`report.mailed`).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import type { EnquiryStatus } from '../../constants.ts';
import type { SiteSettings } from '../../settings.ts';
import type { Quotation, QuotationEvent } from '../../schemas/quotations.ts';
import type { InvoiceKind } from '../../schemas/invoices.ts';
import { ARTWORK_TYPES, artworkKey } from '../uploads/artwork.ts';
import { moveEnquiry } from '../inbox/enquiries.ts';
import { mailPrivately } from '../mail/private.ts';
import { mailEnvironment } from '../mail/mail-environment.ts';
import {
  acceptedMail,
  customerActionMail,
  messageMail,
  quotationSentMail,
  reminderMail,
  stageMail,
} from './quotation-mails.ts';
import type { ComposedMail } from '../mail/templates.ts';
import { paymentReminderMail } from './payment-mails.ts';
import { currentMember } from '../request-scope.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { type Quotations, issueFollowing } from '../invoices/issue.ts';
import { STORE_NAMES, type Change, guard, openStore } from '../store/index.ts';
import { customerUrl, pdfName } from './quotation-links.ts';
import { gatheredSinceLastMail, latestProofs, proofsOfRevision } from './quotation-rules.ts';

interface Step {
  quotation: Quotation;
  event: QuotationEvent;
  company: SiteSettings;
}

interface FollowUp {
  /** The mails this step sends (none when the quotation has no address to send to). */
  mails?: (step: Step) => ComposedMail[];
  /** In the open index (awaiting the customer's answer) after this step, or out of it. */
  open?: boolean;
  /** The enquiry's status after this step, unless it already is one of `unless`. */
  enquiry?: { status: EnquiryStatus; unless?: EnquiryStatus[]; remark?: (event: QuotationEvent) => string };
  /** The invoice this step issues, when the buyer's billing details and the company's tax details are there. */
  invoice?: InvoiceKind;
}

/** Staff hear of the customer's step (messages of a burst wait for the next mail, which gathers them). */
const toStaff = ({ quotation, event, company }: Step): ComposedMail[] =>
  event.kind === 'message' || event.kind === 'file'
    ? event.toldStaff
      ? [customerActionMail(quotation, event, mailEnvironment(), company, gatheredSinceLastMail(quotation.events ?? []))]
      : []
    : [customerActionMail(quotation, event, mailEnvironment(), company)];

/** A PDF or other proof the sent PDF names but cannot show as a picture travels beside it. */
const pictured = (type: string) => type === ARTWORK_TYPES.png || type === ARTWORK_TYPES.jpg;

function sentMail({ quotation, event, company }: Step): ComposedMail[] {
  const revision = event.revision ?? quotation.revision;
  const beside = latestProofs(proofsOfRevision(quotation, revision))
    .filter((proof) => !pictured(proof.type))
    .map((proof) => ({
      filename: proof.name,
      contentType: proof.type,
      store: STORE_NAMES.artwork,
      key: artworkKey(proof.fileId),
    }));
  const pdf = { key: event.pdf ?? '', filename: pdfName(quotation, revision) };
  return quotationSentMail(quotation, customerUrl(quotation), company, pdf, event.text ?? '', beside);
}

/** Every step of a quotation and what follows it. */
export const FOLLOW_UPS: Record<QuotationEvent['kind'], FollowUp> = {
  sent: { mails: sentMail, open: true, enquiry: { status: 'Quoted', unless: ['Won', 'Lost'] } },
  accepted: {
    mails: (step) => [
      ...acceptedMail(step.quotation, customerUrl(step.quotation), step.company),
      ...(step.event.by === 'customer' ? toStaff(step) : []),
    ],
    open: false,
    enquiry: { status: 'Won' },
    invoice: 'proforma',
  },
  changes: { mails: toStaff },
  declined: {
    mails: toStaff,
    open: false,
    enquiry: { status: 'Lost', unless: ['Won'], remark: (event) => ACTIVITY.declinedRemark(event.text ?? '') },
  },
  message: {
    mails: (step) =>
      step.event.by === 'customer'
        ? toStaff(step)
        : messageMail(step.quotation, step.event.text ?? '', customerUrl(step.quotation), step.company),
  },
  file: { mails: toStaff },
  stage: {
    mails: ({ quotation, event, company }) =>
      event.notified ? stageMail(quotation, event, customerUrl(quotation), company) : [],
  },
  'sample-approved': { mails: toStaff },
  'sample-changes': { mails: toStaff },
  expired: { open: false },
  reminded: { mails: ({ quotation, company }) => reminderMail(quotation, customerUrl(quotation), company) },
  'payment-reported': { mails: toStaff },
  'payment-reminded': {
    mails: ({ quotation, event, company }) => paymentReminderMail(quotation, event, customerUrl(quotation), company),
  },
  // Staff or Razorpay gave money back: nothing to send (the activity list names it).
  refunded: {},
  // An invoice cancelled (its words and reason in the text): the buyer's page marks it, nothing to send.
  'invoice-cancelled': {},
};

const openKey = (quotation: Pick<Quotation, '_id' | 'validUntil'>) => `quotation-open/${quotation.validUntil}/${quotation._id}`;

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

const CUSTOMER = { name: 'Customer', email: 'customer', id: '' };

/** Who moved the enquiry: the customer, or the signed-in person whose write this is. */
function actor(event: QuotationEvent) {
  if (event.by === 'customer') return CUSTOMER;
  const member = currentMember();
  return member ? { name: member.name, email: member.email, id: member.id } : { name: event.by, email: '', id: '' };
}

/** The events a write added: those after the ones the record had before it. */
const added = ({ record, before }: Change<Quotation>): QuotationEvent[] =>
  (record.events ?? []).slice(before?.events?.length ?? 0);

/**
 * Runs what follows each event a quotation's write added (the collection's follow-up, which hands in the
 * collection itself for the invoice a step issues).
 */
export async function followEvents(change: Change<Quotation>, quotations: Quotations): Promise<void> {
  const events = change.change === 'deleted' ? [] : added(change);
  if (events.length === 0) return;
  const quotation = change.record;
  const plans = events.map((event) => ({ event, plan: FOLLOW_UPS[event.kind] }));
  const company = plans.some(({ plan }) => plan.mails) && mailEnvironment().notify ? await cachedSiteSettings() : null;
  const mails = company ? plans.flatMap(({ event, plan }) => plan.mails?.({ quotation, event, company }) ?? []) : [];
  const lastOpen = plans.findLast(({ plan }) => plan.open !== undefined)?.plan.open;
  const [mailed] = await Promise.all([
    mailPrivately(mails, { enquiryKind: 'quotations', enquiryId: quotation._id }),
    lastOpen !== undefined && markOpen(quotation, lastOpen, change.before),
    ...plans.map(
      ({ event, plan }) =>
        plan.enquiry &&
        moveEnquiry(
          quotation.enquiryKind,
          quotation.enquiryId,
          plan.enquiry.status,
          actor(event),
          plan.enquiry.remark?.(event),
          plan.enquiry.unless,
        ),
    ),
    ...plans.map(({ plan }) => plan.invoice && issueFollowing(quotations, quotation, plan.invoice)),
  ]);
  if (change.report) change.report.mailed = mailed;
}
