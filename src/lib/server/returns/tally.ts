/**
 * The period's books as Tally Prime's import XML (tally-vouchers.ts writes it): the tax invoices, credit and
 * debit notes of its months as Sales, Credit Note and Debit Note vouchers, the payments and refunds dated in
 * them as Receipt and Payment vouchers, and their parties as ledgers, with the ledger names of Settings.
 *
 * Store requests: those of periodAccounts and periodMoney (books.ts), whatever the invoices and payments: the
 * settings at most once a minute, two per month (its register and its money register) and the quotations' rows
 * (one listing warm). Only what was recorded before those registers kept the party and the money costs more: an
 * invoice per party none of whose entries keeps its buyer, an order per order whose money the register lacks.
 */
import { FILE_TYPES, fileResponse } from '../files/download.ts';
import {
  type PartyBook,
  type PeriodAccounts,
  type PeriodPayment,
  documentOf,
  partyBook,
  periodAccounts,
  periodMoney,
} from './books.ts';
import { tallyXml } from './tally-vouchers.ts';

/**
 * The XML of books already read; `parties` may know buyers of invoices read before and `money` be the
 * period's payments already read (the pack reads both for its other files).
 */
export async function tallyOf(
  accounts: PeriodAccounts,
  parties: PartyBook = partyBook(),
  money?: PeriodPayment[],
): Promise<string> {
  // The money first: a paid order's billing names its party, before any invoice's (the receipts credit that ledger).
  const payments = money ?? (await periodMoney(accounts.months, parties));
  await parties.forEntries(accounts.entries);
  const documents = accounts.entries.map((entry) => documentOf(entry, parties));
  parties.settle();
  return tallyXml({ ledgers: accounts.filing.tally, documents, money: payments });
}

export const tallyFileName = (period: string) => `tally-${period}.xml`;

/** The period's Tally XML as a download. */
export async function tallyAnswer(period: string): Promise<Response> {
  const xml = await tallyOf(await periodAccounts(period));
  return fileResponse({ body: xml, type: FILE_TYPES.xml, name: tallyFileName(period) });
}
