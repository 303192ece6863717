/**
 * The buyers' privacy rights requests (India's DPDP Act and its Rules; the GDPR for buyers in the EU): each is
 * kept with its kind, the e-mail it is about, their message, when it came and when it is due (one month;
 * a grievance 90 days), and staff's answer. They arrive from My orders (signed in by its mailed link) or from
 * the public page once its mailed link is followed (confirming-links.ts): either way the address is known to be theirs.
 * In the `privacy-requests` store, one record a request (a collection: few, read whole for the screen).
 */
import type { StoredRecord } from '../../schemas/parts.ts';
import type { PrivacyAsk, PrivacyRequestKind } from '../../schemas/privacy-requests.ts';
import { PRIVACY_REQUEST_KIND_LABELS as KINDS } from '../../messages/privacy-requests.ts';
import { followUps } from '../follow-ups.ts';
import { collection } from '../store/index.ts';
import { noticeToStaff } from './privacy-mails.ts';

export type { PrivacyRequestKind } from '../../schemas/privacy-requests.ts';

/** Where the buyer asked: My orders (signed in) or the public page (confirmed by its link). */
export type PrivacyRequestVia = 'my-orders' | 'form';

export interface PrivacyRequestAnswer {
  message: string;
  by: string;
  byId: string;
  at: string;
  /** An erasure's account: the records it erased, and the orders kept and until when (YYYY-MM-DD). */
  erased?: string[];
  kept?: { number: string; until: string }[];
  /** An erasure's answer mail, the last thing naming the person: removed from the outbox once sent (erased-answers.ts). */
  mailId?: string;
}

/** Its e-mail in lower case; after an erasure is answered only its hash stays (emailHash), and the e-mail reads 'erased'. */
export interface PrivacyRequest extends StoredRecord, PrivacyAsk {
  emailHash?: string;
  via: PrivacyRequestVia;
  receivedAt: string;
  dueAt: string;
  status: 'open' | 'answered';
  answer?: PrivacyRequestAnswer;
}

/**
 * What follows a request's write: its answer is in the activity list (the write that says what it did, with the
 * kind alone for a label, never the person). A visitor's request and the address forgotten after an erasure are not.
 */
export const privacyRequests = collection<PrivacyRequest>('privacy-requests', {
  follow: followUps<PrivacyRequest>({
    activity: { kind: 'privacy', label: (request) => KINDS[request.kind], when: ({ action }) => action !== undefined },
  }),
});

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** One calendar month later (the 31st into a shorter month is its last day); a grievance 90 days. */
export function dueDate(kind: PrivacyRequestKind, received: Date): Date {
  if (kind === 'grievance') return new Date(received.getTime() + 90 * 24 * 60 * 60 * 1000);
  const due = new Date(received);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, lastDay));
  return due;
}

export const isOverdue = (request: PrivacyRequest, now = Date.now()) =>
  request.status === 'open' && Date.parse(request.dueAt) < now;

/**
 * Opens a request for an address known to be the buyer's (My orders' session, or the public page's confirmed
 * link): it lands on the Privacy requests screen with its due date, and staff are mailed of it.
 */
export async function openPrivacyRequest(input: {
  email: string;
  kind: PrivacyRequestKind;
  message?: string;
  via: PrivacyRequestVia;
}): Promise<PrivacyRequest> {
  const received = new Date();
  const request = await privacyRequests.create({
    kind: input.kind,
    email: normalEmail(input.email),
    message: (input.message ?? '').trim().slice(0, 2000),
    via: input.via,
    receivedAt: received.toISOString(),
    dueAt: dueDate(input.kind, received).toISOString(),
    status: 'open',
  });
  await noticeToStaff(request);
  return request;
}

/** Every request, open ones first by due date, then answered ones newest first. */
export async function listPrivacyRequests(): Promise<PrivacyRequest[]> {
  const all = await privacyRequests.all();
  const open = all.filter((request) => request.status === 'open').sort((a, b) => a.dueAt.localeCompare(b.dueAt));
  const answered = all
    .filter((request) => request.status !== 'open')
    .sort((a, b) => (b.answer?.at ?? '').localeCompare(a.answer?.at ?? ''));
  return [...open, ...answered];
}
