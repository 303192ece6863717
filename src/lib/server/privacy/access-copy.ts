/**
 * A copy of everything held about an e-mail address (the right of access): its enquiries of the four kinds, its
 * quotations and orders with their messages, invoices and payments, the mails sent to it and its privacy requests,
 * as JSON, or as one CSV of every value (section, record, field, value) a spreadsheet opens. Nobody else's
 * records: each is matched on the address exactly (held.ts). Secrets stay out: the buyer's page's address and
 * the text of a mail that carried a sign-in or confirmation link.
 */
import type { OutboxMail } from '../mail/outbox.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { STORE_NAMES, deleteKey, listKeys, readJSON } from '../store/index.ts';
import { csvFile } from '../files/csv.ts';
import { mapLimited } from '../store/concurrency.ts';
import { consentOf } from './consent.ts';
import { heldFor } from './held.ts';
import { privacyRequests } from './requests.ts';

/** The copy's files, kept for the mail's sends (a week: the outbox retries for a day); housekeeping removes them. */
export const COPY_PREFIX = 'privacy-copy/';

export interface AccessCopy {
  email: string;
  madeAt: string;
  enquiries: Record<string, unknown>[];
  quotations: Record<string, unknown>[];
  invoices: Record<string, unknown>[];
  payments: Record<string, unknown>[];
  mails: Record<string, unknown>[];
  privacyRequests: Record<string, unknown>[];
  /** Their answer to news and offers by e-mail, with its history (null: never asked). */
  consent: Record<string, unknown> | null;
}

async function mailsTo(email: string): Promise<Record<string, unknown>[]> {
  const keys = (await listKeys(STORE_NAMES.outbox, 'mail/')).filter((key) => key.startsWith('mail/'));
  const mails = await mapLimited(keys, (key) => readJSON<OutboxMail>(STORE_NAMES.outbox, key));
  return mails
    .filter((mail): mail is OutboxMail => mail !== null && mail.to.some((to) => to.trim().toLowerCase() === email))
    .map(({ _id, createdAt, subject, text, secret, state, sentAt }) => ({
      _id,
      createdAt,
      subject,
      ...(!secret && { text }),
      state,
      ...(sentAt && { sentAt }),
    }));
}

export async function accessCopy(address: string): Promise<AccessCopy> {
  const held = await heldFor(address);
  const invoiceIds = held.quotations.flatMap((quotation) => (quotation.invoices ?? []).map((invoice) => invoice._id));
  const [issued, mails, requests, consent] = await Promise.all([
    mapLimited(invoiceIds, (id) => invoices.get(id)),
    mailsTo(held.email),
    privacyRequests.all(),
    consentOf(held.email),
  ]);
  return {
    email: held.email,
    madeAt: new Date().toISOString(),
    enquiries: held.enquiries.map(({ kind, record }) => ({ kind, ...record })),
    quotations: held.quotations.map(({ secret: _secret, payments: _payments, invoices: _invoices, ...quotation }) => quotation),
    invoices: issued.filter((invoice) => invoice !== null) as unknown as Record<string, unknown>[],
    payments: held.quotations.flatMap((quotation) =>
      (quotation.payments ?? []).map((payment) => ({ order: quotation.number, ...payment })),
    ),
    mails,
    privacyRequests: requests.filter((request) => request.email === held.email) as unknown as Record<string, unknown>[],
    consent: consent as unknown as Record<string, unknown> | null,
  };
}

/** Every value as a line: section, record id, field (a dotted path), value (the one CSV writer, files/csv.ts). */
export function accessCopyCsv(copy: AccessCopy): string {
  const rows: string[][] = [['section', 'record', 'field', 'value']];
  const walk = (section: string, id: string, path: string, value: unknown) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(section, id, `${path}.${index}`, item));
    else if (typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(section, id, path ? `${path}.${key}` : key, inner);
    else rows.push([section, id, path, String(value)]);
  };
  const sections = ['enquiries', 'quotations', 'invoices', 'payments', 'mails', 'privacyRequests'] as const;
  for (const section of sections) for (const record of copy[section]) walk(section, String(record._id ?? ''), '', record);
  if (copy.consent) walk('consent', '', '', copy.consent);
  return csvFile(rows);
}

/**
 * At the person's erasure, the copies of their data made before go at once, not a week later: one listing of the
 * copies (a week's worth), one read of each copy's JSON, its two files deleted. Answers how many went.
 */
export async function removeCopiesOf(email: string): Promise<number> {
  const keys = await listKeys(STORE_NAMES.exports, COPY_PREFIX);
  const folders = [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('/') + 1)))];
  const theirs = await mapLimited(folders, async (folder) => {
    const copy = await readJSON<AccessCopy>(STORE_NAMES.exports, `${folder}data.json`);
    return copy?.email === email ? folder : null;
  });
  const gone = theirs.filter((folder): folder is string => folder !== null);
  // The JSON, which says whose the copy is, goes last: a run cut off in between finds the copy again.
  await mapLimited(gone, (folder) => deleteKey(STORE_NAMES.exports, `${folder}data.csv`));
  await mapLimited(gone, (folder) => deleteKey(STORE_NAMES.exports, `${folder}data.json`));
  return gone.length;
}
