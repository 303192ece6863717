/**
 * Erasure at the person's request: their name, e-mail, phone, addresses and messages go from the enquiries, the
 * quotations and their threads, the outbox, their customer record and consent to news, their pending privacy
 * links and their earlier privacy requests.
 * What the law requires stays: an order's accounts (its billing details, invoices and payments) for 72 months
 * from the due date of its year's annual return (CGST Act, section 36), said in the answer with the day.
 */
import { PRIVACY_REQUEST_MESSAGES as TEXT } from '../../messages/privacy-requests.ts';
import { anyInbox } from '../collections.ts';
import { eraseContact } from '../customers/erase.ts';
import { quotations } from '../quotations/collection.ts';
import { STORE_NAMES, deleteKey } from '../store.ts';
import { mapLimited } from '../store/concurrency.ts';
import { anonymisedEnquiry, anonymisedQuotation, isOrder, orderKeptUntil, pdfKeysOf } from './anonymise.ts';
import { eraseFromActivity } from './activity-erasure.ts';
import { eraseConsent } from './consent.ts';
import { heldFor } from './held.ts';
import { erasePendingLinks } from './links.ts';
import { eraseFromOutbox } from './outbox-erasure.ts';

export interface ErasureOutcome {
  /** What was erased, in words: '2 enquiries', '1 quotation', '4 mails'. */
  erased: string[];
  /** The orders kept for the accounts, and the last day each is kept (YYYY-MM-DD). */
  kept: { number: string; until: string }[];
}

const counted = (count: number, one: string, many: string) => (count > 0 ? [`${count} ${count === 1 ? one : many}`] : []);

const ACTION = 'Erased at the person’s request';

/** Erases everything held under `email`; `keepMail` names mails to leave (the answer telling them so). */
export async function erasePerson(email: string, keepMail: Set<string> = new Set()): Promise<ErasureOutcome> {
  const held = await heldFor(email);
  const at = new Date().toISOString();
  await mapLimited(held.enquiries, ({ kind, record }) =>
    anyInbox(kind).update(record._id, (current) => anonymisedEnquiry(current, at), { action: ACTION }),
  );
  await mapLimited(held.quotations, async (quotation) => {
    await quotations.update(quotation._id, (current) => anonymisedQuotation(current, at), { action: ACTION });
    await Promise.all(pdfKeysOf(quotation).map((key) => deleteKey(STORE_NAMES.artwork, key)));
  });
  const names = [
    ...held.enquiries.map(({ record }) => String(record.name ?? '')),
    ...held.quotations.map((quotation) => quotation.customer.name),
  ];
  const since = Math.min(
    ...[...held.enquiries.map(({ record }) => record.dateAdded), ...held.quotations.map((each) => each.dateAdded)].map(
      Date.parse,
    ),
    Date.now(),
  );
  const [mails, links, , contact] = await Promise.all([
    eraseFromOutbox([held.email, ...held.phones.map((phone) => phone.toLowerCase())], keepMail),
    erasePendingLinks(held.email),
    eraseConsent(held.email),
    eraseContact(held.email),
  ]);
  // Last: the steps above may record activity naming the person as they were.
  await eraseFromActivity(names, since - 60_000, TEXT.erasedName);
  const orders = held.quotations.filter(isOrder);
  return {
    erased: [
      ...counted(held.enquiries.length, 'enquiry', 'enquiries'),
      ...counted(held.quotations.length, 'quotation and its messages', 'quotations and their messages'),
      ...counted(mails, 'mail', 'mails'),
      ...counted(links, 'unconfirmed request', 'unconfirmed requests'),
      ...counted(contact.customers.length, 'customer record', 'customer records'),
      'the record of your consent to news and offers',
    ],
    kept: orders.map((order) => ({ number: order.number, until: orderKeptUntil(order) })),
  };
}
