/**
 * A new enquiry's mails: the staff notification and the visitor's confirmation (templates.ts words them), at
 * most one confirmation a day per address, and the mails of a pending mark made again when its request ended
 * before they were stored. The inboxes hand each new enquiry here (collections.ts).
 */
import { createHash } from 'node:crypto';
import type { EnquiryKind } from '../../constants.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { afterResponse } from '../background.ts';
import { newId } from '../ids.ts';
import { cachedSiteSettings } from '../site/site-settings.ts';
import { STORE_NAMES, guard, openStore, withinStoreBudget } from '../store/index.ts';
import { type SweepLimits, sweepKeys } from '../store/sweep.ts';
import { sendStored } from './delivery.ts';
import { mailEnvironment } from './mail-environment.ts';
import {
  type MarkBody,
  mailKey,
  markPending,
  outboxMails,
  outboxStore,
  pendingKey,
  recentKey,
  storeMails,
  unmark,
} from './outbox.ts';
import { type ComposedMail, composeMails, mailAudiences, plainAddress } from './templates.ts';

/** An enquiry read from its inbox (the inboxes stand above the mail, so their reader is passed in). */
export type FindEnquiry = (kind: EnquiryKind, id: string) => Promise<Enquiry | null>;

/**
 * A new enquiry's mails. Before the visitor is answered, one write, at the same time as the inbox's
 * version bump (so on Netlify no extra round trip): the pending mark, naming the mails' ids and the
 * enquiry, which is enough for the scheduled run to make and send the mails if the function ends before
 * they are stored. After the answer (on Netlify kept alive by context.waitUntil), the mails are stored,
 * already claimed by this sender, and sent: the SMTP server costs a submission no time. Never throws.
 */
export async function notifyOfEnquiry(kind: EnquiryKind, record: Enquiry): Promise<void> {
  const settings = mailEnvironment();
  if (!settings.notify) return;
  const audiences = mailAudiences(kind, record, settings);
  const about = { enquiryKind: kind, enquiryId: record._id };
  const ids = audiences.map(() => newId());
  const confirmation = audiences.indexOf('visitor');
  // The confirmation's daily claim is written beside the mark: one round trip for both.
  const [marked, confirmed] = await Promise.all([
    markPending(ids, about),
    confirmation === -1 ? true : claimConfirmation(plainAddress((record as { email?: unknown }).email)!, record._id),
  ]);
  // What the mails say is composed after the answer, with the company's settings (read at most once a minute).
  const compose = async () => composeMails(kind, record, settings, await cachedSiteSettings());
  if (confirmed) {
    afterResponse(async () => sendStored((await storeMails(await compose(), about, { ids, marked })) ?? []));
    return;
  }
  // This address had its confirmation today: the staff mail alone, under a mark naming it alone.
  const kept = (_: unknown, index: number) => index !== confirmation;
  const staffIds = ids.filter(kept);
  const remarked = marked && (await markPending(staffIds, about)) && (await unmark(ids));
  afterResponse(async () =>
    sendStored((await storeMails((await compose()).filter(kept), about, { ids: staffIds, marked: remarked })) ?? []),
  );
}

/**
 * At most one confirmation a day per recipient address: a conditional write of
 * `confirm/{UTC day}/{sha256(address)}` naming the enquiry. A visitor can type anyone's address, so the
 * confirmation carries nothing they typed (templates.ts), and this keeps the forms from mailing one address
 * more than once a day whatever is sent. Answers whether this enquiry holds today's claim; a store failure
 * counts as no (no mail rather than an unbounded one).
 */
async function claimConfirmation(address: string, enquiryId: string, now = Date.now()): Promise<boolean> {
  const key = confirmationKey(address, now);
  try {
    return await withinStoreBudget(async () => {
      const throttle = openStore(STORE_NAMES.throttle);
      const written = await guard(() => throttle.set(key, enquiryId, { onlyIfNew: true }));
      if (written.modified) return true;
      // Taken: by this very enquiry (a mail made again later), or by another.
      return (await guard(() => throttle.get(key, { type: 'text' }))) === enquiryId;
    });
  } catch (error) {
    console.error(`[mail] could not claim the confirmation of enquiry ${enquiryId}`, error);
    return false;
  }
}

export const CONFIRMATION_PREFIX = 'confirm/';
const confirmationKey = (address: string, now: number) =>
  `${CONFIRMATION_PREFIX}${new Date(now).toISOString().slice(0, 10)}/${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

/** The housekeeping run: confirmation claims of days before today. */
export const sweepConfirmationClaims = (now: number, limits: SweepLimits) =>
  sweepKeys(
    STORE_NAMES.throttle,
    CONFIRMATION_PREFIX,
    (key) => key.slice(CONFIRMATION_PREFIX.length, CONFIRMATION_PREFIX.length + 10) < new Date(now).toISOString().slice(0, 10),
    limits,
  );

/**
 * Makes and stores, unclaimed, the mails a pending mark names that were never stored, from the enquiry
 * it names; false when that cannot be done (a mark of older data, an enquiry deleted since).
 */
export async function remake(ids: string[], findEnquiry: FindEnquiry): Promise<boolean> {
  const mark = await guard(() => outboxStore().get(pendingKey(ids), { type: 'json' }) as Promise<MarkBody | null>).catch(
    () => null,
  );
  // An account's and a quotation's mails are stored with their mark: nothing to make again.
  if (!mark?.enquiryKind || mark.enquiryKind === 'account' || mark.enquiryKind === 'quotations') return false;
  const record = await findEnquiry(mark.enquiryKind, mark.enquiryId);
  if (!record) return false;
  const about = { enquiryKind: mark.enquiryKind, enquiryId: mark.enquiryId };
  const composed = composeMails(mark.enquiryKind, record, mailEnvironment(), await cachedSiteSettings());
  // The confirmation only if this enquiry holds (or now takes) its address's claim of the day it came in.
  const made: ComposedMail[] = [];
  for (const mail of composed) {
    if (mail.audience !== 'visitor' || (await claimConfirmation(mail.to[0], record._id, Date.parse(record.dateAdded))))
      made.push(mail);
  }
  const mails = outboxMails(made, about, ids, false).slice(0, ids.length);
  const [written] = await Promise.all([
    Promise.all(mails.map((mail) => guard(() => outboxStore().setJSON(mailKey(mail._id), mail, { onlyIfNew: true })))),
    guard(() => outboxStore().set(recentKey(mails.map((mail) => mail._id)), '')),
  ]);
  // Two runs at once may both try: only the one whose write made the mail says so.
  if (written.some((result) => result.modified))
    console.error(`[mail] made again the mails of ${mark.enquiryKind} ${mark.enquiryId}, never stored by their request`);
  return true;
}
