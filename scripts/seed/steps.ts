/**
 * What the demo's quotations and orders are made with: the staff member who makes them, their terms, a
 * quotation made or sent through the API's own code, and one of the year behind written as it stands today.
 */
import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { todayInIndia } from '../../src/lib/format/dates.ts';
import { type OrderStage, quotationTotals, quotationYear } from '../../src/lib/quotation.ts';
import { type Quotation, type QuotationEvent, quotationCreateSchema } from '../../src/lib/schemas/quotations.ts';
import { inboxes } from '../../src/lib/server/collections.ts';
import { newId } from '../../src/lib/server/ids.ts';
import type { SignedInMember } from '../../src/lib/server/signed-in-member.ts';
import { quotations } from '../../src/lib/server/quotations/quotation-collection.ts';
import { secretKey } from '../../src/lib/server/quotations/quotation-links.ts';
import { allocateQuotationNumber } from '../../src/lib/server/quotations/numbers.ts';
import { createQuotation } from '../../src/lib/server/quotations/quotation-edits.ts';
import { sendQuotation } from '../../src/lib/server/quotations/sending.ts';
import { withRequestScope } from '../../src/lib/server/request-scope.ts';
import { STORE_NAMES, writeJSON } from '../../src/lib/server/store/index.ts';
import type { Payment, PaymentMethod } from '../../src/lib/schemas/payments.ts';

export const STAFF: SignedInMember = { id: 'demo', name: 'Asha (demo)', email: 'asha@example.com', role: 'Admin', sessionId: '' };
/** The customer's address as their page's writes record it. */
export const HOME = '127.0.0.1';
export const DAY = 24 * 60 * 60 * 1000;

const TERMS = {
  leadTime: '12 working days after the sample is approved',
  terms: '50% advance with the order, the rest before dispatch',
  taxPercent: 18,
  charges: [{ label: 'Artwork and sample', amount: 750 }],
};

export async function made(enquiryId: string, extra: object = {}): Promise<Quotation> {
  // Through the API's own schema, for its defaults (currency, validity) as a call would get them.
  const { quotation } = await createQuotation(v.parse(quotationCreateSchema, { enquiryId, ...TERMS, ...extra }), STAFF);
  return quotation;
}

export async function sent(enquiryId: string, extra: object = {}): Promise<Quotation> {
  const quotation = await made(enquiryId, extra);
  await sendQuotation(quotation._id, '', undefined, STAFF);
  return (await quotations.get(quotation._id))!;
}

/** A payment staff recorded (or confirmed) on its day: amounts in paise. */
export function pastPayment(amount: number, at: number, method: PaymentMethod, reference: string): Payment {
  const iso = new Date(at).toISOString();
  return {
    _id: newId(at),
    amount,
    date: todayInIndia(new Date(at)),
    method,
    reference,
    status: 'confirmed',
    source: 'staff',
    at: iso,
    by: STAFF.name,
    confirmedAt: iso,
    confirmedBy: STAFF.name,
  };
}

interface PastRequest {
  /** When the request came in; every later step is counted in days from it. */
  requestAt: number;
  buyer: { name: string; email: string; phone: string; company?: string };
  /** With the HSN code its quotation line carries, if any. */
  product: { _id: string; name: string; price: number; hsn?: string };
  quantity: number;
}

/** A quote request of the past, as the inbox keeps it today (quoted): its id carries its date. */
export const pastRequest = ({ requestAt, buyer, product, quantity }: PastRequest) =>
  withRequestScope({ submissionId: newId(requestAt) }, () =>
    inboxes.quotes.create({
      ...buyer,
      address: '',
      quantity,
      productId: product._id,
      productName: product.name,
      image: '',
      status: 'Quoted',
      remark: '',
    } as never),
  );

type PastOutcome =
  | {
      status: 'Accepted';
      day: number;
      stages: readonly (readonly [number, OrderStage])[];
      /** What was paid for it, from its total in paise. */
      payments?: (total: number) => Payment[];
    }
  | { status: 'Declined' | 'Expired'; day: number };

/**
 * A past request's quotation, sent two days after it, then answered on `outcome.day` (and the order's stages on
 * theirs): written as the record stands today, through the same collection. Answers it, numbered.
 */
export async function pastQuotation(spec: PastRequest, outcome: PastOutcome): Promise<Quotation> {
  const { requestAt, buyer, product, quantity } = spec;
  const request = await pastRequest(spec);
  const at = (days: number) => new Date(requestAt + days * DAY).toISOString();
  const sentAt = at(2);
  const lines = [
    {
      productId: product._id,
      description: product.name,
      quantity,
      unitPrice: product.price,
      ...(product.hsn && { hsn: product.hsn }),
    },
  ];
  const total = quotationTotals({ lines, charges: TERMS.charges, taxPercent: TERMS.taxPercent }).total;
  const events: QuotationEvent[] = [{ kind: 'sent', at: sentAt, by: STAFF.name, revision: 1 }];
  const accepted = outcome.status === 'Accepted';
  if (accepted) {
    events.push({ kind: 'accepted', at: at(outcome.day), by: 'customer', revision: 1 });
    for (const [days, stage] of outcome.stages)
      events.push({ kind: 'stage', at: at(days), by: STAFF.name, stage, notified: true });
  } else
    events.push({
      kind: outcome.status === 'Declined' ? 'declined' : 'expired',
      at: at(outcome.day),
      by: outcome.status === 'Declined' ? 'customer' : '',
      ...(outcome.status === 'Declined' && { text: 'The price is above our budget.' }),
    });
  const id = newId(requestAt + 2 * DAY - 60_000);
  const lastStage = accepted ? outcome.stages.at(-1) : undefined;
  const payments = accepted ? (outcome.payments?.(Math.round(total * 100)) ?? []) : [];
  const created = await quotations.create(
    {
      ...TERMS,
      lines,
      currency: 'INR',
      validUntil: at(32).slice(0, 10),
      notes: '',
      number: '',
      enquiryId: request._id,
      enquiryKind: 'quotes',
      customer: { name: buyer.name, email: buyer.email, phone: buyer.phone, company: buyer.company ?? '' },
      status: outcome.status,
      revision: 1,
      sentRevision: 1,
      total,
      earlier: [],
      events,
      secret: randomBytes(32).toString('base64url'),
      createdBy: STAFF.name,
      savedAt: sentAt,
      savedBy: STAFF.name,
      sentAt,
      sentBy: STAFF.name,
      activityAt: events.at(-1)!.at,
      ...(accepted && { acceptance: { name: buyer.name, at: at(outcome.day), revision: 1 } }),
      ...(lastStage && { stage: lastStage[1], stageAt: at(lastStage[0]) }),
      ...(payments.length > 0 && { payments }),
      ...(outcome.status === 'Declined' && { declineReason: 'The price is above our budget.' }),
    },
    { id },
  );
  const [number] = await Promise.all([
    allocateQuotationNumber(quotationYear(new Date(created.dateAdded)), id),
    // Its buyer's page opens, as a sent quotation's does.
    writeJSON(STORE_NAMES.meta, secretKey(created.secret), { quotationId: id }),
  ]);
  return (await quotations.update(id, (current) => ({ ...current, number })))!;
}
