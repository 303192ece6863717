/**
 * Erasure at the person's request: their name, e-mail, phone, addresses and messages go from the enquiries, the
 * quotations and their threads (a decline's reason, the files' names), the outbox, their customer record and
 * consent to news, their pending privacy links and their earlier privacy requests; their artwork and the proofs
 * made for their orders are deleted (unless an order is a company's whose other contacts order with it: then its
 * artwork is the company's and stays), and so are the copies of their data and the exports made before.
 * What the law requires stays: an order's accounts (its billing details, invoices and payments) for 72 months
 * from the due date of its year's annual return (CGST Act, section 36), said in the answer with the day.
 *
 * It runs from a list written before anything changes (erasure-plan.ts), one step after another, each marked
 * done as it ends: a run the store cuts off is finished by running it again. Store requests: one read of the
 * list, one write as it is made and one per step, beside each step's own.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { ERASED_THINGS as ERASED, PRIVACY_REQUEST_MESSAGES as TEXT, countedThings } from '../../messages/privacy-requests.ts';
import { anyInbox } from '../collections.ts';
import { eraseContact } from '../customers/erase.ts';
import { removeExportsNaming } from '../inbox/export-jobs.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { STORE_NAMES, deleteKey } from '../store/index.ts';
import { endBuyerSessions } from '../my-orders/buyer-session.ts';
import { mapLimited } from '../store/concurrency.ts';
import { removeCopiesOf } from './access-copy.ts';
import { anonymisedEnquiry, anonymisedQuotation } from './anonymise.ts';
import { eraseFromActivity } from './activity-erasure.ts';
import { eraseConsent } from './consent.ts';
import { type ErasurePlan, makePlan, readPlan, savePlan } from './erasure-plan.ts';
import { erasePendingLinks } from './confirming-links.ts';
import { eraseFromOutbox, escaped, namesAddress } from './outbox-erasure.ts';

export interface ErasureOutcome {
  /** What was erased, in words: '2 enquiries', '1 quotation', '4 mails'. */
  erased: string[];
  /** The orders kept for the accounts, and the last day each is kept (YYYY-MM-DD). */
  kept: { number: string; until: string }[];
  /** The orders whose artwork stays with their company's record, which other contacts share. */
  companyArtwork?: string[];
}

const counted = (count: number | undefined, things: readonly [string, string]) => countedThings(count ?? 0, things);

const ACTION = ACTIVITY.erasedOnRequest;

/** Whether an export's text holds the person: their address whole, a name of theirs or one of their records' ids. */
const holdsPerson = (plan: ErasurePlan) => {
  const names = plan.names.map((name) => new RegExp(escaped(name), 'i'));
  return (text: string) =>
    namesAddress(text, plan.email) || names.some((name) => name.test(text)) || plan.records.some((id) => text.includes(id));
};

/** The steps, in order; each answers how many things it erased and may run again after a cut. */
const STEPS: [string, (plan: ErasurePlan, at: string) => Promise<number>][] = [
  [
    'enquiries',
    async (plan, at) =>
      (
        await mapLimited(plan.enquiries, ({ kind, id, keepFiles }) =>
          anyInbox(kind).update(id, (current) => anonymisedEnquiry(current, at, { dropFiles: !keepFiles }), { action: ACTION }),
        )
      ).length,
  ],
  [
    'quotations',
    async (plan, at) =>
      (
        await mapLimited(plan.quotations, ({ id, companyArtwork }) =>
          quotations.update(id, (current) => anonymisedQuotation(current, at, { companyArtwork }), { action: ACTION }),
        )
      ).length,
  ],
  [
    'files',
    async (plan) => {
      await mapLimited(plan.artwork, (key) => deleteKey(STORE_NAMES.artwork, key));
      return plan.artwork.filter((key) => key.startsWith('files/')).length;
    },
  ],
  ['copies', async (plan) => (await removeCopiesOf(plan.email)) + (await removeExportsNaming(holdsPerson(plan)))],
  ['outbox', (plan) => eraseFromOutbox(plan.email, new Set(plan.records))],
  ['links', (plan) => erasePendingLinks(plan.email)],
  ['consent', async (plan) => (await eraseConsent(plan.email), 1)],
  ['customers', async (plan) => (await eraseContact(plan.email, plan)).customers.length],
  ['sessions', (plan) => endBuyerSessions(plan.email)],
  // Last: the steps above may record activity naming the person as they were.
  ['activity', (plan) => eraseFromActivity({ names: plan.names, email: plan.email }, plan.since - 60_000, TEXT.erasedName)],
];

function outcomeOf(plan: ErasurePlan): ErasureOutcome {
  const orders = plan.quotations.filter((quotation) => quotation.order);
  const companyArtwork = plan.quotations.filter((quotation) => quotation.companyArtwork).map((quotation) => quotation.number);
  return {
    erased: [
      ...counted(plan.enquiries.length, ERASED.enquiries),
      ...counted(plan.quotations.length, ERASED.quotations),
      ...counted(plan.done.files, ERASED.files),
      ...counted(plan.done.copies, ERASED.copies),
      ...counted(plan.done.outbox, ERASED.mails),
      ...counted(plan.done.links, ERASED.links),
      ...counted(plan.done.customers, ERASED.customers),
      ERASED.consent,
    ],
    kept: orders.map((order) => ({ number: order.number, until: order.until })),
    ...(companyArtwork.length > 0 && { companyArtwork }),
  };
}

/**
 * Erases everything held under `email` for the privacy request `requestId`, or finishes the erasure a cut-off run
 * of it began (its list says what is left). The list stays until the answer is mailed (answer-request.ts).
 */
export async function erasePerson(requestId: string, email: string): Promise<{ outcome: ErasureOutcome; plan: ErasurePlan }> {
  let plan = await readPlan(requestId);
  if (!plan) {
    plan = await makePlan(email);
    await savePlan(requestId, plan);
  }
  const at = new Date().toISOString();
  for (const [name, run] of STEPS) {
    if (name in plan.done) continue;
    const count = await run(plan, at);
    plan = { ...plan, done: { ...plan.done, [name]: count } };
    await savePlan(requestId, plan);
  }
  return { outcome: outcomeOf(plan), plan };
}
