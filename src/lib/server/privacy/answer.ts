/**
 * Staff answer a privacy request in one step, and the buyer is mailed the answer:
 * - access: a copy of everything held under the address, attached to the mail as JSON and CSV;
 * - erasure: the person erased (erasure.ts), the answer saying what went and which orders the law keeps, until when;
 * - withdraw: their consent to news and offers withdrawn;
 * - correction and grievance: staff's words (what they corrected, how they settled it).
 */
import { createHash } from 'node:crypto';
import { PRIVACY_REQUEST_KIND_LABELS as KINDS, PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { HttpError, notFound } from '../http.ts';
import { newId } from '../ids.ts';
import type { Person } from '../person.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, guard, openStore } from '../store.ts';
import { recordActivity } from '../team/activity.ts';
import { accessCopy, accessCopyCsv } from './access-copy.ts';
import { erasePerson } from './erasure.ts';
import { composeAnswerMail, mailPrivately } from './mails.ts';
import { type PrivacyRequest, type PrivacyRequestAnswer, privacyRequests } from './requests.ts';
import { withdrawConsent } from './consent.ts';

/** The copy's files, kept for the mail's sends (a week: the outbox retries for a day); housekeeping removes them. */
export const COPY_PREFIX = 'privacy-copy/';

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

const dayInWords = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** An erasure's words: what went, and what the law keeps until when. */
function erasureWords(outcome: { erased: string[]; kept: { number: string; until: string }[] }): string {
  const parts = [outcome.erased.length > 0 ? TEXT.erasedSummary(outcome.erased.join(', ')) : TEXT.erasedNothing];
  if (outcome.kept.length > 0) {
    const until =
      outcome.kept
        .map((order) => order.until)
        .sort()
        .at(-1) ?? '';
    parts.push(TEXT.keptSummary(outcome.kept.map((order) => order.number).join(', '), dayInWords(until)));
  }
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

export async function answerPrivacyRequest(id: string, message: string, person: Person): Promise<PrivacyRequest> {
  const request = await privacyRequests.get(id);
  if (!request) throw notFound('Privacy request');
  if (request.status !== 'open') throw new HttpError(409, TEXT.alreadyAnswered);
  const { email, kind } = request;
  // An earlier erasure of the address left this request only its hash: nothing is held, and nobody to mail.
  const forgotten = Boolean(request.emailHash);
  let words = message;
  let attachments: Awaited<ReturnType<typeof storeCopy>> = [];
  const answer: PrivacyRequestAnswer = { message, by: person.name, byId: person.id, at: new Date().toISOString() };
  if (forgotten) {
    // Nothing to copy, erase or withdraw: the answer is staff's words alone.
  } else if (kind === 'access') {
    attachments = await storeCopy(email);
    words = `${message}\n\n${TEXT.copyReady}`;
  } else if (kind === 'erasure') {
    const outcome = await erasePerson(email);
    words = `${message}\n\n${erasureWords(outcome)}`;
    Object.assign(answer, outcome);
  } else if (kind === 'withdraw') {
    await withdrawConsent(email, request.via === 'my-orders' ? 'my-orders' : 'link');
    words = `${message}\n\n${TEXT.withdrawn}`;
  }
  answer.message = words;
  const answered = await privacyRequests.update(id, (current) => ({ ...current, status: 'answered', answer }));
  if (kind === 'erasure' && !forgotten) await forgetAddress(email);
  if (!forgotten) {
    const mailId = await mailPrivately(
      composeAnswerMail(email, kind, words, await cachedSiteSettings(), attachments),
      `privacy/${id}`,
    );
    // The answer to an erasure is the last mail naming the person: the housekeeping run removes it once sent.
    if (kind === 'erasure' && mailId)
      await privacyRequests.update(id, (current) => ({ ...current, answer: { ...current.answer!, mailId } }));
  }
  await recordActivity(person, `Privacy request answered: ${KINDS[kind]}`, { kind: 'privacy', id, label: KINDS[kind] });
  return (await privacyRequests.get(id)) ?? answered ?? request;
}
