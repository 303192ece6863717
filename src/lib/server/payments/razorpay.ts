/**
 * Razorpay's webhook, when the owner has an account (razorpay-environment.ts): a paid Payment Link of ours recorded once
 * however often Razorpay delivers it (its payment id is checked inside the same conditional write that adds it),
 * and a processed refund of such a payment likewise (its refund id). A link is ours only when its `reference_id`
 * names a link we made (payment-links.ts) and its id is the one kept there: a link made elsewhere on the account, or notes
 * naming an order, record nothing. Each event we do not record is answered 200 and logged: the delivery is
 * genuine (its signature checked), and retrying it would never make it ours, so Razorpay should not retry it.
 */
import { ACTIVITY_ACTIONS as ACTIVITY } from '../../messages/activity.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import { MESSAGES } from '../../messages/answers.ts';
import { todayInIndia } from '../../format/dates.ts';
import type { Payment, razorpayEventSchema } from '../../schemas/payments.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { HttpError } from '../http.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { STORE_NAMES, guard, newId, openStore, readJSON } from '../store/index.ts';
import { razorpayEnvironment } from './razorpay-environment.ts';
import { cancelStaleLinks, closeLink, keptLink, referenceSlot } from './payment-links.ts';
import { withRefund } from './payment-recording.ts';
import { knownProviderPayment, knownProviderRefund, refundRefusal } from './payment-rules.ts';
import { moneyOf, paymentTerms } from '../orders/terms.ts';

type RazorpayEvent = v.InferOutput<typeof razorpayEventSchema>;

/** Which order holds a Razorpay payment, kept when it is recorded, so that its refunds find it. */
const holderKey = (paymentId: string) => `razorpay-payments/${paymentId}`;

/** Whether `signature` is the hex HMAC-SHA256 of exactly these bytes with the webhook secret. */
export function signatureMatches(raw: Uint8Array, signature: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Razorpay's unix seconds as New Delhi's day; today when it sent none. */
const dayOf = (seconds: number | undefined) => todayInIndia(seconds === undefined ? new Date() : new Date(seconds * 1000));

/**
 * Leaves the webhook's write undone: the payment is on the order already, or is not the order's to take. An
 * HttpError, so the store's guard passes it through as it is (any other error there reads as the store failing).
 */
class NothingToRecord extends HttpError {
  constructor(why?: string) {
    super(200, MESSAGES.webhookIgnored);
    if (why) console.error(`[payments] ${why}`);
  }
}

/** One conditional write of the order, or null when the change threw NothingToRecord (or the order is gone). */
const writeOrder = (id: string, change: (current: Quotation) => Quotation, action: string) =>
  quotations.update(id, change, { action }).catch((error) => {
    if (error instanceof NothingToRecord) return null;
    throw error;
  });

const sameCurrency = (current: Quotation, currency: string, what: string) => {
  if (current.currency !== currency.toUpperCase())
    throw new NothingToRecord(`Razorpay ${what} is in ${currency}, order ${current._id} in ${current.currency}`);
};

/** `payment_link.paid`: the payment of a link we made, recorded on that link's order, and the link closed. */
async function recordPaidLink(event: RazorpayEvent): Promise<string> {
  const link = event.payload.payment_link?.entity;
  const paid = event.payload.payment?.entity;
  if (!link || !paid || (paid.status !== undefined && paid.status !== 'captured')) return MESSAGES.webhookIgnored;
  const ours = referenceSlot(link.reference_id);
  const kept = ours && (await keptLink(ours.quotationId, ours.slot));
  if (!ours || kept?.id !== link.id) {
    console.error(
      `[payments] Razorpay link ${link.id} (reference ${link.reference_id ?? 'none'}) is not one we made: not recorded`,
    );
    return MESSAGES.webhookIgnored;
  }
  await guard(() => openStore(STORE_NAMES.meta).setJSON(holderKey(paid.id), { quotationId: ours.quotationId }));
  const at = new Date().toISOString();
  const payment: Payment = {
    _id: newId(),
    amount: paid.amount,
    date: dayOf(paid.created_at),
    method: 'Online',
    reference: paid.id,
    status: 'confirmed',
    source: 'online',
    providerPaymentId: paid.id,
    at,
    by: 'Razorpay',
    confirmedAt: at,
    confirmedBy: 'Razorpay',
  };
  const written = await writeOrder(
    ours.quotationId,
    (current) => {
      if (knownProviderPayment(current, paid.id)) throw new NothingToRecord();
      sameCurrency(current, paid.currency, `payment ${paid.id}`);
      return { ...current, payments: [...(current.payments ?? []), payment] };
    },
    ACTIVITY.onlinePaymentReceived(paid.id),
  );
  await closeLink(ours.quotationId, ours.slot, 'paid');
  if (!written) return MESSAGES.webhookIgnored;
  await cancelStaleLinks(written, await paymentTerms());
  return MESSAGES.webhookRecorded;
}

/** `refund.processed`: a refund of a payment an order of ours holds, taken off what that order has paid. */
async function recordProcessedRefund(event: RazorpayEvent): Promise<string> {
  const refund = event.payload.refund?.entity;
  if (!refund || (refund.status !== undefined && refund.status !== 'processed')) return MESSAGES.webhookIgnored;
  const holder = await readJSON<{ quotationId: string }>(STORE_NAMES.meta, holderKey(refund.payment_id));
  if (!holder) {
    console.error(`[payments] Razorpay refund ${refund.id} is of payment ${refund.payment_id}, on no order of ours`);
    return MESSAGES.webhookIgnored;
  }
  const terms = await paymentTerms();
  const written = await writeOrder(
    holder.quotationId,
    (current) => {
      if (knownProviderRefund(current, refund.id)) throw new NothingToRecord();
      if (!knownProviderPayment(current, refund.payment_id))
        throw new NothingToRecord(`Razorpay refund ${refund.id}: payment ${refund.payment_id} is not on order ${current._id}`);
      sameCurrency(current, refund.currency, `refund ${refund.id}`);
      // Razorpay gave it back already; more than the order holds means a refund recorded twice by hand: staff look.
      const refusal = refundRefusal(current, refund.amount, moneyOf(current, terms));
      if (refusal) throw new NothingToRecord(`Razorpay refund ${refund.id} on order ${current._id}: ${refusal.message}`);
      return withRefund(current, {
        amount: refund.amount,
        date: dayOf(refund.created_at),
        method: 'Online',
        reference: refund.id,
        reason: MESSAGES.onlineRefundReason,
        source: 'online',
        providerPaymentId: refund.payment_id,
        providerRefundId: refund.id,
        at: new Date().toISOString(),
        by: 'Razorpay',
      });
    },
    ACTIVITY.onlineRefundReceived(refund.id),
  );
  if (!written) return MESSAGES.webhookIgnored;
  await cancelStaleLinks(written, terms);
  return MESSAGES.webhookRefunded;
}

/**
 * Razorpay's webhook: a wrong or missing signature is refused (400) and nothing is read; a paid link of ours
 * and a processed refund of its payment are recorded once. Anything else is acknowledged and recorded nowhere:
 * a `payment.captured` too, as no payment of ours is made but through a link (its notes are the payer's to fill
 * on a payment page, so they never say which order a payment is for).
 */
export async function receiveRazorpayEvent(raw: Uint8Array, signature: string, event: RazorpayEvent): Promise<string> {
  const environment = razorpayEnvironment();
  if (!environment) throw new HttpError(404, MESSAGES.webhookOff);
  if (!signatureMatches(raw, signature, environment.webhookSecret)) throw new HttpError(400, MESSAGES.webhookBadSignature);
  if (event.event === 'payment_link.paid') return recordPaidLink(event);
  if (event.event === 'refund.processed') return recordProcessedRefund(event);
  return MESSAGES.webhookIgnored;
}
