/**
 * A private mail: one that carries a secret (a sign-in, reset or confirming link, a quotation's page link) or
 * someone's data (a copy of it, a privacy request's answer or notice). Every one is stored through `mailPrivately`,
 * one way, the strongest the product had:
 * - the Mail screen never shows its text (`secret`; netlify/functions/mail.mts), only whom, the subject, the state;
 * - it is retried only while its link works (`validUntil`; a day when it names no end);
 * - a link of short life its caller names (`cutOnceSent`) is cut from the outbox's copy once the mail has left
 *   (a retry before then still sends it), so only the recipient's copy holds it;
 * - no log holds its text or its link (a failure logs what the mail is about, by id);
 * - it is to the person, so erasing them removes it with their other mails (privacy/outbox-erasure.ts).
 * It is stored before the caller answers (so a mail the caller reports is in the outbox) and sent after the answer:
 * three store writes (the mail, its pending mark, its Mail screen line), then the send's outcome.
 */
import { MAIL_MESSAGES } from '../../messages/mail.ts';
import { afterResponse } from '../background.ts';
import { sendStored } from './delivery.ts';
import { type OutboxMail, storeMails } from './outbox.ts';
import { type ComposedMail, escapeHtml } from './templates.ts';

const escapedForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The links as the text and the HTML's href hold them (where `&` is `&amp;`). */
const linkPattern = (links: string[]) =>
  [...new Set(links.flatMap((link) => [link, escapeHtml(link)]))]
    .sort((a, b) => b.length - a.length)
    .map(escapedForPattern)
    .join('|');

export interface PrivateMailOptions {
  /** The link's end: no retry after it (a day after it is queued when absent). */
  validUntil?: string;
  /** Links of short life the mail carries, cut from the outbox's copy once sent. */
  cutOnceSent?: string[];
  /** The mails' ids, when chosen beforehand (an erasure's answer, kept in its list before it is stored). */
  ids?: string[];
}

/**
 * Stores private mails about `about` and sends them after the answer. Answers false when the outbox could not
 * take them (logged by what they are about; the caller says so or tries again).
 */
export async function mailPrivately(
  composed: ComposedMail[],
  about: Pick<OutboxMail, 'enquiryKind' | 'enquiryId'>,
  { validUntil, cutOnceSent = [], ids }: PrivateMailOptions = {},
): Promise<boolean> {
  if (composed.length === 0) return true;
  const cut = cutOnceSent.filter(Boolean);
  const mails = cut.length
    ? composed.map((mail) => ({ ...mail, redactOnceSent: { pattern: linkPattern(cut), with: MAIL_MESSAGES.linkRemoved } }))
    : composed;
  const stored = await storeMails(mails, { ...about, secret: true, retryUntil: validUntil }, { ids });
  if (stored) afterResponse(() => sendStored(stored));
  return stored !== null;
}
