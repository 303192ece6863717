/**
 * A return period's books as the Tally file and the month's pack read them: the company's filing settings, the
 * months' register entries (tax invoices, credit and debit notes), the parties as invoiced, and the money
 * received or given back in the period.
 *
 * Store requests, however many invoices and payments the period holds: the settings (read at most once a
 * minute), one per month for its register and one for its money register (orders/money-register.ts), and the
 * quotations' rows (one listing request warm). The register names each party (its entry keeps the buyer as
 * invoiced) and the money register each paid order's payments and buyer. What was recorded before they kept
 * these costs a read as before: an entry without its party, one invoice per such party; an order whose money the
 * money register does not hold as its row sums it, that order.
 */
import { periodLabel } from '../../gst/periods.ts';
import { filingSettings } from '../../gst/filing.ts';
import { isIndia } from '../../gst/states.ts';
import type { CompanyTax, FilingSettings } from '../../schemas/billing.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { type RegisterEntry, registerOf } from '../invoices/register.ts';
import { signedAmount, toMinor } from '../../payments.ts';
import { type MoneyOrder, moneyByMonth, moneyOfMonth } from '../orders/money-register.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { allRows } from '../quotations/quotation-rows.ts';
import { billingSettings } from '../site/site-settings.ts';
import { mapLimited } from '../store/concurrency.ts';
import { monthsOrRefuse } from './filed-periods.ts';
import type { TallyDocument, TallyMoney, TallyParty } from './tally-vouchers.ts';

/** A register entry of the books: a tax invoice, or a credit or debit note naming the invoice it corrects. */
export type BookEntry = RegisterEntry & { kind: 'tax' | 'credit' | 'debit' };

/** A proforma asks for money; it bills nothing, so the books leave it out. */
const inBooks = (entry: RegisterEntry): entry is BookEntry => entry.kind !== 'proforma';

export interface PeriodAccounts {
  period: string;
  label: string;
  months: string[];
  tax: CompanyTax | undefined;
  filing: FilingSettings;
  /** The months' tax invoices and notes, month by month in number order. */
  entries: BookEntry[];
}

/** The settings and the months' entries: one request per month (and the settings, at most once a minute). */
export async function periodAccounts(period: string): Promise<PeriodAccounts> {
  const { tax } = await billingSettings();
  const filing = filingSettings(tax);
  const months = monthsOrRefuse(period, filing.filing);
  const registers = await Promise.all(months.map((month) => registerOf(month)));
  const entries = registers.flat().filter(inBooks);
  return { period, label: periodLabel(period, filing.filing), months, tax, filing, entries };
}

type Buyer = Pick<Invoice['buyer'], 'legalName' | 'gstin' | 'address' | 'state' | 'country'>;

/** Who a buyer is to the books: by GSTIN when registered, else by name. */
const partyKey = (gstin: string, name: string) => gstin || `name:${name.trim().toLowerCase()}`;

function partyOfBuyer(buyer: Buyer): TallyParty {
  const inIndia = Boolean(buyer.gstin) || isIndia(buyer.country);
  return {
    name: buyer.legalName.trim(),
    gstin: buyer.gstin,
    state: inIndia ? buyer.state : '',
    country: buyer.country,
    address: buyer.address,
    registration: buyer.gstin ? 'Regular' : inIndia ? 'Consumer' : 'Unregistered',
  };
}

/** An entry's buyer as its register keeps it, or nothing for an entry written before the register kept the party. */
const buyerOfEntry = (entry: BookEntry): Buyer | undefined =>
  entry.party && { legalName: entry.buyer, gstin: entry.gstin, ...entry.party };

/**
 * The parties of the books, each known once: the first buyer met under a party's key names it (a paid order's
 * billing before its invoices', as the money is read first). `forEntries` takes each entry's buyer from the
 * register, and reads one invoice for each party whose entries were all written before the register kept the
 * buyer. Two GSTINs under one legal name (a company's branches in two states) are two ledgers: Tally's names are
 * unique, so each then carries its GSTIN.
 */
export function partyBook() {
  const known = new Map<string, TallyParty>();
  const note = (buyer: Buyer): TallyParty => {
    const key = partyKey(buyer.gstin, buyer.legalName);
    const found = known.get(key) ?? partyOfBuyer(buyer);
    known.set(key, found);
    return found;
  };
  let reads = 0;
  return {
    note,
    /** How many invoices this book read from the store. */
    reads: () => reads,
    /** Notes the buyer of each party of `entries` not yet known, from the register or (older entries) one invoice. */
    async forEntries(entries: readonly BookEntry[]): Promise<void> {
      const wanted = new Map<string, BookEntry[]>();
      for (const entry of entries) {
        const key = partyKey(entry.gstin, entry.buyer);
        if (known.has(key)) continue;
        const ofParty = wanted.get(key) ?? [];
        ofParty.push(entry);
        wanted.set(key, ofParty);
      }
      // A party's first entry that keeps the buyer names it; only a party with none costs a read.
      const unread = [...wanted.values()]
        .filter((each) => !each.some(buyerOfEntry))
        .map(([first]) => first.original?._id ?? first._id);
      const read = new Map<string, Invoice>();
      for (const invoice of await mapLimited(unread, async (id) => {
        reads += 1;
        return invoices.get(id);
      }))
        if (invoice) read.set(invoice._id, invoice);
      for (const each of wanted.values()) {
        const first = each[0];
        const buyer = each.map(buyerOfEntry).find(Boolean) ?? read.get(first.original?._id ?? first._id)?.buyer;
        if (buyer) note(buyer);
      }
    },
    /** The party of an entry (known by now, or as the register names it). */
    ofEntry(entry: Pick<BookEntry, 'gstin' | 'buyer' | 'placeName'>): TallyParty {
      return (
        known.get(partyKey(entry.gstin, entry.buyer)) ??
        note({ legalName: entry.buyer, gstin: entry.gstin, address: '', state: entry.placeName, country: 'India' })
      );
    },
    /** Names made unique: a legal name two GSTINs share carries the GSTIN. */
    settle(): void {
      const byName = new Map<string, TallyParty[]>();
      for (const party of known.values()) byName.set(party.name, [...(byName.get(party.name) ?? []), party]);
      for (const same of byName.values())
        if (same.length > 1) for (const party of same) if (party.gstin) party.name = `${party.name} (${party.gstin})`;
    },
  };
}

export type PartyBook = ReturnType<typeof partyBook>;

/** An entry as a Tally document, its party from the book. */
export function documentOf(entry: BookEntry, parties: PartyBook): TallyDocument {
  return {
    kind: entry.kind,
    id: entry._id,
    number: entry.number,
    date: entry.date,
    party: parties.ofEntry(entry),
    quotationNumber: entry.quotationNumber,
    currency: entry.currency,
    placeName: entry.placeName,
    cancelled: entry.status === 'cancelled',
    cancelReason: entry.cancelReason ?? '',
    totals: entry.totals,
    ...(entry.original && { original: { number: entry.original.number, date: entry.original.date } }),
  };
}

/** A payment or refund of the period, with its order. */
export interface PeriodPayment extends TallyMoney {
  orderId: string;
}

/** Money as the quotations' rows sum it: each payment's date and signed amount in minor units, in a set order. */
const moneySums = (payments: readonly { date: string; amount: number }[]) =>
  payments.map((payment) => `${payment.date} ${payment.amount}`).sort();

/** An order's money in the period as the money register holds it, in the rows' terms. */
const heldSums = (held: readonly MoneyOrder[]) =>
  moneySums(held.flatMap((month) => month.payments.map((payment) => ({ date: payment.date, amount: signedAmount(payment) }))));

/**
 * The confirmed payments and refunds dated in the period's months: the orders that collected money in them
 * found from the quotations' rows, each one's payments, methods, references and buyer from the months' money
 * registers. An order whose money there is not what its row sums (money recorded before the register, or a
 * write whose follow-up failed) is read itself, as the register would have held it.
 */
export async function periodMoney(months: readonly string[], parties: PartyBook): Promise<PeriodPayment[]> {
  const inPeriod = (date: string) => months.includes(date.slice(0, 7));
  const [rows, registers] = await Promise.all([allRows(), Promise.all(months.map((month) => moneyOfMonth(month)))]);
  const held = Map.groupBy(registers.flat(), (money) => money._id);
  const paid = rows.flatMap((row) => {
    const collected = (row.collected ?? []).filter((each) => inPeriod(each.date));
    if (!collected.length) return [];
    const kept = held.get(row._id) ?? [];
    const agrees =
      moneySums(collected.map((each) => ({ date: each.date, amount: toMinor(each.amount) }))).join() === heldSums(kept).join();
    return [{ id: row._id, kept: agrees ? kept : undefined }];
  });
  const read = await mapLimited(paid, async ({ id, kept }) => {
    if (kept) return kept;
    const order = await quotations.get(id);
    return order ? [...moneyByMonth(order)].filter(([month]) => months.includes(month)).map(([, money]) => money) : [];
  });
  // Order by order as the rows list them, so the first buyer met under a party's key names it, whichever way it was read.
  return read.flat().flatMap((money) => {
    const party = parties.note(money.party);
    return money.payments.map((payment) => ({
      kind: payment.kind === 'refund' ? ('refund' as const) : ('receipt' as const),
      id: payment._id,
      orderId: money._id,
      date: payment.date,
      party,
      amount: payment.amount,
      currency: money.currency,
      method: payment.method,
      reference: payment.reference,
      order: money.number,
      reason: payment.reason ?? '',
    }));
  });
}
