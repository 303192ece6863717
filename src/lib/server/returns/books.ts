/**
 * A return period's books as the Tally file and the month's pack read them: the company's filing settings, the
 * months' register entries (tax invoices, credit and debit notes), the parties as invoiced, and the money
 * received or given back in the period.
 *
 * Store requests: the settings (read at most once a minute), one per month for its register, one per party for
 * the first invoice that names it (the buyer as invoiced: the register keeps no address), the quotations' rows
 * (one listing request warm) and one per order with money dated in the period. An invoice already read (the pack
 * reads each for its PDF) gives its party without another request.
 */
import { periodLabel } from '../../gst/periods.ts';
import { filingSettings } from '../../gst/filing.ts';
import { isIndia } from '../../gst/states.ts';
import type { CompanyTax, FilingSettings } from '../../schemas/billing.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import type { Invoice } from '../invoices/invoice.ts';
import { invoices } from '../invoices/invoice-storage.ts';
import { type RegisterEntry, registerOf } from '../invoices/register.ts';
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

type Buyer = Invoice['buyer'];

/** Who a buyer is to the books: by GSTIN when registered, else by name. */
const partyKey = (gstin: string, name: string) => gstin || `name:${name.trim().toLowerCase()}`;

function partyOfBuyer(buyer: Pick<Buyer, 'legalName' | 'gstin' | 'address' | 'state' | 'country'>): TallyParty {
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

/**
 * The parties of the books, each read once: `note` keeps the buyer of an invoice already read; `forEntries`
 * reads one invoice for each party not yet known. Two GSTINs under one legal name (a company's branches in
 * two states) are two ledgers: Tally's names are unique, so each then carries its GSTIN. `keep`: the invoices
 * read are kept until `take`n, so the pack's PDFs read none of them again.
 */
export function partyBook({ keep = false } = {}) {
  const known = new Map<string, TallyParty>();
  const kept = new Map<string, Invoice>();
  const note = (buyer: Pick<Buyer, 'legalName' | 'gstin' | 'address' | 'state' | 'country'>) => {
    const key = partyKey(buyer.gstin, buyer.legalName);
    if (!known.has(key)) known.set(key, partyOfBuyer(buyer));
  };
  let reads = 0;
  return {
    note,
    /** How many invoices this book read from the store. */
    reads: () => reads,
    /** Reads the buyer of one invoice per party of `entries` not yet known. */
    async forEntries(entries: readonly BookEntry[]): Promise<void> {
      const wanted = new Map<string, string>();
      for (const entry of entries) {
        const key = partyKey(entry.gstin, entry.buyer);
        if (!known.has(key) && !wanted.has(key)) wanted.set(key, entry.original?._id ?? entry._id);
      }
      const read = await mapLimited([...wanted.values()], async (id) => {
        reads += 1;
        return invoices.get(id);
      });
      for (const invoice of read) {
        if (!invoice) continue;
        note(invoice.buyer);
        if (keep) kept.set(invoice._id, invoice);
      }
    },
    /** An invoice read for its party, handed over once. */
    take(id: string): Invoice | undefined {
      const found = kept.get(id);
      kept.delete(id);
      return found;
    },
    /** The party of an entry (known by now, or as the register names it). */
    ofEntry(entry: Pick<BookEntry, 'gstin' | 'buyer' | 'placeName'>): TallyParty {
      const key = partyKey(entry.gstin, entry.buyer);
      const found = known.get(key);
      if (found) return found;
      const party = partyOfBuyer({
        legalName: entry.buyer,
        gstin: entry.gstin,
        address: '',
        state: entry.placeName,
        country: 'India',
      });
      known.set(key, party);
      return party;
    },
    ofOrder(order: Quotation): TallyParty {
      const buyer = order.billing ?? {
        legalName: order.customer.company || order.customer.name,
        gstin: '',
        address: '',
        state: '',
        country: 'India',
      };
      note(buyer);
      return known.get(partyKey(buyer.gstin, buyer.legalName))!;
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

/**
 * The confirmed payments and refunds dated in the period's months: the orders that collected money in them
 * found from the quotations' rows, then each read once for its payments' methods and references.
 */
export async function periodMoney(months: readonly string[], parties: PartyBook): Promise<PeriodPayment[]> {
  const inPeriod = (date: string) => months.includes(date.slice(0, 7));
  const rows = (await allRows()).filter((row) => row.collected?.some((each) => inPeriod(each.date)));
  const orders = (await mapLimited(rows, (row) => quotations.get(row._id))).filter((order): order is Quotation => order !== null);
  return orders.flatMap((order) => {
    const party = parties.ofOrder(order);
    return (order.payments ?? [])
      .filter((payment) => payment.status === 'confirmed' && inPeriod(payment.date))
      .map((payment) => ({
        kind: payment.kind === 'refund' ? ('refund' as const) : ('receipt' as const),
        id: payment._id,
        orderId: order._id,
        date: payment.date,
        party,
        amount: payment.amount,
        currency: order.currency,
        method: payment.method,
        reference: payment.reference,
        order: order.number,
        reason: payment.reason ?? '',
      }));
  });
}
