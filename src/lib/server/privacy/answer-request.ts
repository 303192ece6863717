/**
 * Staff answer a privacy request in one step, and the buyer is mailed the answer:
 * - access: a copy of everything held under the address, attached to the mail as JSON and CSV;
 * - erasure: the person erased (erasure.ts), the answer saying what went and which orders the law keeps, until when;
 * - withdraw: their consent to news and offers withdrawn;
 * - correction and grievance: staff's words (what they corrected, how they settled it).
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { createHash } from 'node:crypto';
import { formatDayLong as dayInWords } from '../../format/dates.ts';
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { HttpError, notFound } from '../http.ts';
import { newId } from '../ids.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { mailPrivately } from '../mail/private.ts';
import { mailKey } from '../mail/outbox.ts';
import { STORE_NAMES, StoreUnavailableError, guard, openStore, readJSON } from '../store/index.ts';
import { COPY_PREFIX, accessCopy, accessCopyCsv } from './access-copy.ts';
import { type ErasureOutcome, erasePerson } from './erasure.ts';
import { type ErasurePlan, forgetPlan, readPlan, savePlan } from './erasure-plan.ts';
import { composeAnswerMail } from './privacy-mails.ts';
import { type PrivacyRequest, type PrivacyRequestAnswer, privacyRequests } from './requests.ts';
import { withdrawConsent } from './consent.ts';

export { COPY_PREFIX } from './access-copy.ts';

async function storeCopy(email: string) {
  const copy = await accessCopy(email);
  const folder = `${COPY_PREFIX}${newId()}/`;
  const store = openStore(STORE_NAMES.exports);
  await guard(() =>
    Promise.all([
      store.set(`${folder}data.json`, JSON.stringify(copy, null, 2)),
      store.set(`${folder}data.csv`, accessCopyCsv(copy)),
    ]),
  );
  return [
    { filename: 'my-data.json', contentType: 'application/json', store: STORE_NAMES.exports, key: `${folder}data.json` },
    { filename: 'my-data.csv', contentType: 'text/csv', store: STORE_NAMES.exports, key: `${folder}data.csv` },
  ];
}

/** An erasure's words: what went, what the law keeps until when, and the artwork a company keeps. */
function erasureWords(outcome: ErasureOutcome): string {
  const parts = [outcome.erased.length > 0 ? TEXT.erasedSummary(outcome.erased.join(', ')) : TEXT.erasedNothing];
  if (outcome.kept.length > 0) {
    const until =
      outcome.kept
        .map((order) => order.until)
        .sort()
        .at(-1) ?? '';
    parts.push(TEXT.keptSummary(outcome.kept.map((order) => order.number).join(', '), dayInWords(until)));
  }
  if (outcome.companyArtwork?.length) parts.push(TEXT.companyArtworkKept(outcome.companyArtwork.join(', ')));
  return parts.join('\n\n');
}

/** After an erasure the requests of the address keep only its hash: the record of having answered, not the person. */
async function forgetAddress(email: string) {
  const emailHash = createHash('sha256').update(email).digest('hex');
  const theirs = (await privacyRequests.all()).filter((request) => request.email === email);
  await Promise.all(
    theirs.map((request) =>
      privacyRequests.update(request._id, (current) => ({
        ...current,
        email: TEXT.erasedName.toLowerCase(),
        emailHash,
        message: '',
      })),
    ),
  );
}

/**
 * The answer to an erasure, mailed once: its id and words are kept in the erasure's list before it is stored, so
 * a run cut off after storing it finds it there and does not mail twice (nor other words). Answers the mail's id
 * and its words.
 */
async function mailErasureAnswer(id: string, plan: ErasurePlan, words: string): Promise<{ mailId: string; words: string }> {
  if (plan.mailId && (await readJSON(STORE_NAMES.outbox, mailKey(plan.mailId))) !== null)
    return { mailId: plan.mailId, words: plan.words ?? words };
  const mailId = plan.mailId ?? newId();
  const said = plan.words ?? words;
  if (!plan.mailId) await savePlan(id, { ...plan, mailId, words: said });
  const mail = composeAnswerMail(plan.email, 'erasure', said, await cachedSiteSettings());
  const stored = await mailPrivately([mail], { enquiryKind: 'account', enquiryId: `privacy/${id}` }, { ids: [mailId] });
  // The outbox failed (logged): the list stays, so answering again mails it.
  if (!stored) throw new StoreUnavailableError(new Error(`the answer to privacy request ${id} was not queued`));
  return { mailId, words: said };
}

/**
 * Erases the person and mails them the answer; a second call finishes a first one the store cut off. The request
 * is marked answered last, after the list naming the person is gone: a run cut off anywhere leaves it open, and
 * answering it again finishes the erasure.
 */
async function answerErasure(request: PrivacyRequest, message: string, member: SignedInMember, plan: ErasurePlan | null) {
  const { _id: id } = request;
  const erasure = await erasePerson(id, plan?.email ?? request.email);
  await forgetAddress(erasure.plan.email);
  const { mailId, words } = await mailErasureAnswer(id, erasure.plan, `${message}\n\n${erasureWords(erasure.outcome)}`);
  await forgetPlan(id);
  const answer: PrivacyRequestAnswer = {
    message: words,
    by: member.name,
    byId: member.id,
    at: new Date().toISOString(),
    ...erasure.outcome,
    // The answer to an erasure is the last mail naming the person: the housekeeping run removes it once sent.
    mailId,
  };
  await privacyRequests.update(id, (current) => ({ ...current, status: 'answered', answer }), {
    action: ACTIVITY.privacyRequestAnswered(KINDS[request.kind]),
  });
}

export async function answerPrivacyRequest(id: string, message: string, member: SignedInMember): Promise<PrivacyRequest> {
  const request = await privacyRequests.get(id);
  if (!request) throw notFound('privacy-request');
  if (request.status !== 'open') throw new HttpError(409, TEXT.alreadyAnswered);
  // An erasure the store cut off part way left its list (and the request open): answering again finishes it.
  const plan = request.kind === 'erasure' ? await readPlan(id) : null;
  const { email, kind } = request;
  // An earlier erasure of the address left this request only its hash: nothing is held, and nobody to mail.
  const forgotten = !plan && Boolean(request.emailHash);
  if (kind === 'erasure' && !forgotten) {
    await answerErasure(request, message, member, plan);
    return (await privacyRequests.get(id)) ?? request;
  }
  let words = message;
  let attachments: Awaited<ReturnType<typeof storeCopy>> = [];
  const answer: PrivacyRequestAnswer = { message, by: member.name, byId: member.id, at: new Date().toISOString() };
  if (forgotten) {
    // Nothing to copy, erase or withdraw: the answer is staff's words alone.
  } else if (kind === 'access') {
    attachments = await storeCopy(email);
    words = `${message}\n\n${TEXT.copyReady}`;
  } else if (kind === 'withdraw') {
    await withdrawConsent(email, request.via === 'my-orders' ? 'my-orders' : 'link');
    words = `${message}\n\n${TEXT.withdrawn}`;
  }
  answer.message = words;
  const answered = await privacyRequests.update(id, (current) => ({ ...current, status: 'answered', answer }), {
    action: ACTIVITY.privacyRequestAnswered(KINDS[kind]),
  });
  if (!forgotten)
    await mailPrivately([composeAnswerMail(email, kind, words, await cachedSiteSettings(), attachments)], {
      enquiryKind: 'account',
      enquiryId: `privacy/${id}`,
    });
  return (await privacyRequests.get(id)) ?? answered ?? request;
}
