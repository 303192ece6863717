/**
 * The money dated in each month, as the books read it: one record per month (`money-register/{YYYY-MM}` in meta,
 * by the payments' New Delhi dates) holding, for each order with confirmed money in that month, its number,
 * currency and buyer as the books name a party, and each payment's and refund's id, date, amount, method,
 * reference and reason. So the Tally file reads a month's receipts in one request, not one per order paid.
 *
 * The quotations' follow-up (quotation-collection.ts) writes an order's months whenever a write changed what they
 * hold: a payment recorded or confirmed (by staff, a customer's report, Razorpay), a refund, the billing corrected
 * (a receipt credits the ledger the order's billing names). Every way money reaches an order is a write of it, so
 * none is forgotten. The months are row shards (store/row-shards.ts): a conditional write read again and retried
 * when another got there first, an older version of the order never over a newer one.
 *
 * Money recorded before this register, or an order whose follow-up failed, is missing here: the books check each
 * order's money here against its quotation row and read the order itself where they differ (returns/books.ts).
 * This lives below quotations (which write it) and the returns (which read it), as the order's shared parts do.
 */
import type { Payment } from '../../schemas/payments.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { rowShards } from '../store/row-shards.ts';
import { STORE_NAMES, type Change, readJSON } from '../store/index.ts';

const PREFIX = 'money-register/';
const shards = rowShards<MoneyOrder>(PREFIX, 'money register');

/** The buyer a receipt or refund credits or debits: the order's billing as it is now. */
export interface MoneyParty {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  country: string;
}

/** A confirmed payment or refund (amount in minor units, positive for both). */
export type MoneyPayment = Pick<Payment, '_id' | 'kind' | 'amount' | 'date' | 'method' | 'reference' | 'reason'>;

/** An order's money in one month. */
export interface MoneyOrder {
  /** The order's id. */
  _id: string;
  /** The order's version this was written from. */
  version: number;
  number: string;
  currency: string;
  party: MoneyParty;
  payments: MoneyPayment[];
}

/** The order's buyer: its billing details, else (none given yet) its customer's company or name. */
export function partyOfOrder(order: Quotation): MoneyParty {
  const { legalName, gstin, address, state, country } = order.billing ?? {
    legalName: order.customer.company || order.customer.name,
    gstin: '',
    address: '',
    state: '',
    country: 'India',
  };
  return { legalName, gstin, address, state, country };
}

/** An order's confirmed money by the month it is dated in. */
export function moneyByMonth(order: Quotation): Map<string, MoneyOrder> {
  const months = new Map<string, MoneyOrder>();
  for (const payment of order.payments ?? []) {
    if (payment.status !== 'confirmed') continue;
    const month = payment.date.slice(0, 7);
    const found = months.get(month) ?? {
      _id: order._id,
      version: order.version,
      number: order.number,
      currency: order.currency,
      party: partyOfOrder(order),
      payments: [],
    };
    const { _id, kind, amount, date, method, reference, reason } = payment;
    found.payments.push({ _id, ...(kind && { kind }), amount, date, method, reference, ...(reason && { reason }) });
    months.set(month, found);
  }
  return months;
}

/** What a month holds of an order, but for the version every write changes. */
const held = (money: MoneyOrder | undefined) => (money ? JSON.stringify({ ...money, version: 0 }) : '');

/**
 * The quotations' follow-up: the months whose money a write changed, each written again (or the order taken out
 * of a month it no longer has money in). Most writes change none, and cost nothing.
 */
export async function followMoney({ change, record, before }: Change<Quotation>): Promise<void> {
  const was = change === 'deleted' ? moneyByMonth(record) : before ? moneyByMonth(before) : new Map<string, MoneyOrder>();
  const now = change === 'deleted' ? new Map<string, MoneyOrder>() : moneyByMonth(record);
  const changed = [...new Set([...was.keys(), ...now.keys()])].filter((month) => held(was.get(month)) !== held(now.get(month)));
  await Promise.all(changed.map((month) => shards.write(month, record._id, now.get(month) ?? null)));
}

/** A month's money, order by order (one store read; empty when nothing was recorded in it since the register began). */
export async function moneyOfMonth(month: string): Promise<MoneyOrder[]> {
  return (await readJSON<MoneyOrder[]>(STORE_NAMES.meta, `${PREFIX}${month}`)) ?? [];
}

/** Writes the months of `orders` whole (seeding a store: the benches write orders straight to it). */
export async function rewriteMoney(orders: readonly Quotation[]): Promise<void> {
  const byMonth = new Map<string, MoneyOrder[]>();
  for (const order of orders)
    for (const [month, money] of moneyByMonth(order)) {
      const ofMonth = byMonth.get(month) ?? [];
      ofMonth.push(money);
      byMonth.set(month, ofMonth);
    }
  await shards.rewrite(byMonth);
}
