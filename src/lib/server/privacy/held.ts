/**
 * Everything held under one e-mail address: its enquiries of the four kinds, its quotations and orders (with
 * their messages, invoices and payments), the phones it gave. What a copy of someone's data (access-copy.ts) and
 * an erasure (erasure.ts) both start from. Enquiries are found by the inbox's own search (the address is one of
 * its searched fields) and then matched exactly; quotations by their customer's address or their enquiry. A help
 * or quick-quote request (a name and a mobile, no e-mail) is theirs only when both its phone and its name are
 * those of their own records: an office number shared by a colleague finds nothing of the colleague's.
 */
import { ENQUIRY_KINDS, type EnquiryKind } from '../../constants.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Enquiry } from '../../schemas/inboxes.ts';
import { anyInbox } from '../collections.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { normalEmail } from './requests.ts';

export interface HeldEnquiry {
  kind: EnquiryKind;
  record: Enquiry & Record<string, unknown>;
}

export interface Held {
  email: string;
  enquiries: HeldEnquiry[];
  quotations: Quotation[];
  /** The phones given with them, as typed. */
  phones: string[];
  /** The names given with them, as typed (at least three characters). */
  names: string[];
}

/** A record's phones as their last ten digits, so '+91 98100 12345' and '98100-12345' are one number. */
const phonesOf = (record: object) =>
  ['phone', 'mobile']
    .map((field) =>
      String((record as Record<string, unknown>)[field] ?? '')
        .replace(/\D/g, '')
        .slice(-10),
    )
    .filter((digits) => digits.length >= 6);

const nameOf = (record: object) =>
  String((record as { name?: unknown }).name ?? '')
    .trim()
    .toLowerCase();

const emailOf = (record: object) => normalEmail(String((record as { email?: unknown }).email ?? ''));

export async function heldFor(address: string): Promise<Held> {
  const email = normalEmail(address);
  const found = await Promise.all(
    ENQUIRY_KINDS.map(async (kind) => {
      const matches: HeldEnquiry[] = [];
      for await (const record of anyInbox(kind).stream({ q: email })) {
        if (emailOf(record) === email) matches.push({ kind, record: record as HeldEnquiry['record'] });
      }
      return matches;
    }),
  );
  const phonesGiven = new Set(found.flat().flatMap(({ record }) => phonesOf(record)));
  const namesGiven = new Set(
    found
      .flat()
      .map(({ record }) => nameOf(record))
      .filter((name) => name.length >= 3),
  );
  // The help and quick-quote dialogs ask for a mobile, not an e-mail: theirs are found by the phones given elsewhere.
  const byPhone = await Promise.all(
    (['help', 'quick'] as const).flatMap((kind) =>
      [...phonesGiven].map(async (phone) => {
        const matches: HeldEnquiry[] = [];
        for await (const record of anyInbox(kind).stream({ q: phone.slice(-5) })) {
          if (phonesOf(record).includes(phone) && namesGiven.has(nameOf(record)) && emailOf(record) !== email)
            matches.push({ kind, record: record as HeldEnquiry['record'] });
        }
        return matches;
      }),
    ),
  );
  const seen = new Set<string>();
  const enquiries = [...found.flat(), ...byPhone.flat()].filter(({ kind, record }) => {
    const key = `${kind}/${record._id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const enquiryIds = new Set(enquiries.map(({ record }) => record._id));
  const theirs = (await quotations.all()).filter(
    (quotation) => normalEmail(quotation.customer.email) === email || enquiryIds.has(quotation.enquiryId),
  );
  const phones = new Set<string>();
  for (const { record } of enquiries)
    for (const field of ['phone', 'mobile']) if (typeof record[field] === 'string') phones.add(record[field]);
  for (const quotation of theirs) phones.add(quotation.customer.phone);
  const names = new Set([
    ...enquiries.map(({ record }) => String(record.name ?? '')),
    ...theirs.map((each) => each.customer.name),
  ]);
  return {
    email,
    enquiries,
    quotations: theirs,
    phones: [...phones].map((phone) => phone.trim()).filter((phone) => phone.replace(/\D/g, '').length >= 6),
    names: [...names].map((name) => name.trim()).filter((name) => name.length >= 3),
  };
}
