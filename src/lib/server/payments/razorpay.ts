/**
 * Online payment through Razorpay, when the owner has an account (environment.ts): a Payment Link for what is
 * due now, made once per amount and kept (`payment-links/{quotationId}/{amount in paise}` in meta), and the
 * webhook that records a payment once, however often Razorpay delivers it (its payment id is checked inside the
 * same conditional write that adds it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type * as v from 'valibot';
import { MESSAGES } from '../../messages/answers.ts';
import { formatMoney, todayInIndia } from '../../quotation.ts';
import type { razorpayEventSchema } from '../../schemas/payments.ts';
import type { Payment } from '../../types.ts';
import { HttpError } from '../http.ts';
import { quotations } from '../quotations/collection.ts';
import { bySecret } from '../quotations/customer.ts';
import { STORE_NAMES, guard, isId, newId, openStore, readJSON } from '../store.ts';
import { countCustomerWrite } from '../throttle.ts';
import { type RazorpayEnvironment, razorpayEnvironment } from './environment.ts';
import { knownProviderPayment } from './rules.ts';
import { moneyOf, paymentTerms } from './terms.ts';

type RazorpayEvent = v.InferOutput<typeof razorpayEventSchema>;

/** How long Razorpay's API is waited for before the customer is told to pay another way. */
const API_TIMEOUT_MS = 8_000;

function environmentOr404(message: string): RazorpayEnvironment {
  const environment = razorpayEnvironment();
  if (!environment) throw new HttpError(404, message);
  return environment;
}

/** How many times the kept link is looked for when Razorpay made none for this ask (about 2.5 s in all). */
const KEPT_LINK_WAITS = 4;

const linkKey = (quotationId: string, amount: number) => `payment-links/${quotationId}/${amount}`;

interface KeptLink {
  id: string;
  url: string;
  at: string;
}

/** Asks Razorpay for a Payment Link; null when it refuses or cannot be reached (logged). */
async function createLink(
  environment: RazorpayEnvironment,
  link: { amount: number; currency: string; referenceId: string; description: string; quotationId: string },
): Promise<KeptLink | null> {
  try {
    const response = await fetch(`${environment.apiUrl}/v1/payment_links`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${environment.keyId}:${environment.keySecret}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        amount: link.amount,
        currency: link.currency,
        reference_id: link.referenceId,
        description: link.description,
        notes: { quotationId: link.quotationId },
      }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    const answer = (await response.json().catch(() => null)) as { id?: unknown; short_url?: unknown } | null;
    if (response.ok && typeof answer?.id === 'string' && typeof answer.short_url === 'string')
      return { id: answer.id, url: answer.short_url, at: new Date().toISOString() };
    console.error(`[payments] Razorpay refused a payment link (${response.status})`, JSON.stringify(answer)?.slice(0, 300));
  } catch (error) {
    console.error('[payments] Razorpay could not be reached for a payment link', error);
  }
  return null;
}

/**
 * The Payment Link for what is due now on a customer's page: the one kept for this amount, or a new one (a
 * write of the page, so limited per link). Two made at once keep the first kept; Razorpay refuses a second link
 * of the same reference, and the kept one is answered.
 */
export async function paymentLinkFor(secret: string, address: string): Promise<string> {
  const environment = environmentOr404(MESSAGES.payOnlineOff);
  const [found, terms] = await Promise.all([bySecret(secret, address), paymentTerms()]);
  const quotation = found.value;
  const money = moneyOf(quotation, terms);
  if (quotation.status !== 'Accepted') throw new HttpError(409, MESSAGES.reportNeedsAcceptance);
  if (money.due === 0) throw new HttpError(409, MESSAGES.nothingOwed);
  const key = linkKey(quotation._id, money.due);
  const kept = await readJSON<KeptLink>(STORE_NAMES.meta, key);
  if (kept) return kept.url;
  await countCustomerWrite(quotation._id);
  const made = await createLink(environment, {
    amount: money.due,
    currency: quotation.currency,
    referenceId: `${quotation._id}-${money.due}`,
    description: `Order ${quotation.number}: ${formatMoney(money.due / 100, quotation.currency)}`,
    quotationId: quotation._id,
  });
  if (made) {
    const written = await guard(() => openStore(STORE_NAMES.meta).setJSON(key, made, { onlyIfNew: true }));
    if (written.modified) return made.url;
  }
  // Refused as a second link of this reference (another ask got there first, and keeps its link in a moment), or
  // Razorpay out of reach: the kept one, if one comes.
  for (let attempt = 0; attempt < KEPT_LINK_WAITS; attempt += 1) {
    const first = await readJSON<KeptLink>(STORE_NAMES.meta, key);
    if (first) return first.url;
    await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
  }
  throw new HttpError(503, MESSAGES.payOnlineUnavailable, { headers: { 'retry-after': '60' } });
}

/** Whether `signature` is the hex HMAC-SHA256 of exactly these bytes with the webhook secret. */
export function signatureMatches(raw: Uint8Array, signature: string, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The quotation an event's payment is for: its own notes, else its payment link's. */
function quotationIdOf(event: RazorpayEvent): string | null {
  const notesOf = (notes: unknown) =>
    notes && typeof notes === 'object' && !Array.isArray(notes) ? (notes as Record<string, unknown>).quotationId : undefined;
  const id = notesOf(event.payload.payment?.entity.notes) ?? notesOf(event.payload.payment_link?.entity.notes);
  return isId(id) ? id : null;
}

/**
 * Leaves the webhook's write undone: the payment is on the order already, or is not the order's to take. An
 * HttpError, so the store's guard passes it through as it is (any other error there reads as the store failing).
 */
class NothingToRecord extends HttpError {
  constructor() {
    super(200, MESSAGES.webhookIgnored);
  }
}

const RECORDED_EVENTS = new Set(['payment_link.paid', 'payment.captured']);

/**
 * Razorpay's webhook: a wrong or missing signature is refused and nothing is read; a paid link or a captured
 * payment for one of our orders is recorded once, confirmed, as an online payment. Anything else is
 * acknowledged (so Razorpay stops sending it) and recorded nowhere.
 */
export async function receiveRazorpayEvent(raw: Uint8Array, signature: string, event: RazorpayEvent): Promise<string> {
  const environment = environmentOr404(MESSAGES.webhookOff);
  if (!signatureMatches(raw, signature, environment.webhookSecret)) throw new HttpError(400, MESSAGES.webhookBadSignature);
  const paid = event.payload.payment?.entity;
  const quotationId = quotationIdOf(event);
  if (!RECORDED_EVENTS.has(event.event) || !paid || !quotationId) return MESSAGES.webhookIgnored;
  if (paid.status !== undefined && paid.status !== 'captured') return MESSAGES.webhookIgnored;
  const at = new Date().toISOString();
  const payment: Payment = {
    _id: newId(),
    amount: paid.amount,
    date: todayInIndia(),
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
  const written = await quotations
    .update(
      quotationId,
      (current) => {
        if (knownProviderPayment(current, paid.id)) throw new NothingToRecord();
        if (current.currency !== paid.currency.toUpperCase()) {
          console.error(
            `[payments] Razorpay payment ${paid.id} is in ${paid.currency}, order ${current._id} in ${current.currency}`,
          );
          throw new NothingToRecord();
        }
        return { ...current, payments: [...(current.payments ?? []), payment] };
      },
      { action: `Online payment received (${paid.id})` },
    )
    .catch((error) => {
      if (error instanceof NothingToRecord) return null;
      throw error;
    });
  return written ? MESSAGES.webhookRecorded : MESSAGES.webhookIgnored;
}
