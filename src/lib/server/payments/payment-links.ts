/**
 * An order's Razorpay Payment Links: one live link per order and amount due. Each is kept in meta under
 * `payment-links/{quotationId}/{slot}`, the slot its amount in paise (`500000`), or `500000-2` for the next link
 * of an amount whose first is closed; its Razorpay `reference_id` is `{quotationId}-{slot}`, unique at Razorpay.
 * A link is closed by a mark beside it (`payment-links/{quotationId}/closed/{slot}`) once paid, or once a new
 * amount replaces it (then cancelled at Razorpay first, so the buyer cannot pay a stale amount); a closed link is
 * never handed out again. One listing of the order's prefix tells which links are open, without reading them.
 */
import { MESSAGES } from '../../messages/answers.ts';
import { formatMinor } from '../../format/money.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { HttpError } from '../http.ts';
import { bySecret } from '../quotations/buyer-page.ts';
import { STORE_NAMES, guard, listKeys, openStore, readJSON } from '../store/index.ts';
import { countLimit } from '../throttle.ts';
import { type RazorpayEnvironment, razorpayEnvironment } from './razorpay-environment.ts';
import { type PaymentTerms, moneyOf, paymentTerms } from '../orders/terms.ts';

/** How long Razorpay's API is waited for before the customer is told to pay another way. */
const API_TIMEOUT_MS = 8_000;

/** How many times the kept link is looked for when Razorpay made none for this ask (about 2.5 s in all). */
const KEPT_LINK_WAITS = 4;

export interface KeptLink {
  id: string;
  url: string;
  at: string;
}

interface Slot {
  amount: number;
  generation: number;
  name: string;
}

const prefixOf = (quotationId: string) => `payment-links/${quotationId}/`;
const linkKey = (quotationId: string, slot: string) => `${prefixOf(quotationId)}${slot}`;
const closedKey = (quotationId: string, slot: string) => `${prefixOf(quotationId)}closed/${slot}`;
const slotName = (amount: number, generation: number) => (generation > 1 ? `${amount}-${generation}` : String(amount));
const SLOT = /^(\d+)(?:-(\d+))?$/;

const slotOf = (name: string): Slot | null => {
  const match = SLOT.exec(name);
  return match ? { amount: Number(match[1]), generation: Number(match[2] ?? 1), name } : null;
};

/** The link a `reference_id` of ours names: its order and slot (null for a reference not of our making). */
export function referenceSlot(referenceId: string | null | undefined): { quotationId: string; slot: string } | null {
  const match = /^([0-9a-z]{18})-(\d+(?:-\d+)?)$/.exec(referenceId ?? '');
  return match ? { quotationId: match[1], slot: match[2] } : null;
}

/** The link kept in this slot of the order, if we made it. */
export const keptLink = (quotationId: string, slot: string) => readJSON<KeptLink>(STORE_NAMES.meta, linkKey(quotationId, slot));

/** The order's links, and which are closed: one listing request. */
async function slotsOf(quotationId: string): Promise<{ slots: Slot[]; closed: Set<string> }> {
  const keys = (await listKeys(STORE_NAMES.meta, prefixOf(quotationId))).map((key) => key.slice(prefixOf(quotationId).length));
  const closed = new Set(keys.filter((key) => key.startsWith('closed/')).map((key) => key.slice('closed/'.length)));
  return { slots: keys.flatMap((key) => slotOf(key) ?? []), closed };
}

/** Marks a link closed, paid or cancelled: it is never handed out again. */
export const closeLink = (quotationId: string, slot: string, why: 'paid' | 'cancelled') =>
  guard(() => openStore(STORE_NAMES.meta).setJSON(closedKey(quotationId, slot), { why, at: new Date().toISOString() }));

const authorization = (environment: RazorpayEnvironment) =>
  `Basic ${Buffer.from(`${environment.keyId}:${environment.keySecret}`).toString('base64')}`;

/** Asks Razorpay for a Payment Link; null when it refuses or cannot be reached (logged). */
async function createLink(
  environment: RazorpayEnvironment,
  link: { amount: number; currency: string; referenceId: string; description: string; quotationId: string },
): Promise<KeptLink | null> {
  try {
    const response = await fetch(`${environment.apiUrl}/v1/payment_links`, {
      method: 'POST',
      headers: { authorization: authorization(environment), 'content-type': 'application/json' },
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
 * Cancels a link at Razorpay, then marks it closed. Razorpay cancels only a link still unpaid (`created`); its
 * refusal (paid, expired or cancelled already) closes it as well. Out of reach: left open, for the next try.
 */
async function cancelLink(environment: RazorpayEnvironment, quotationId: string, slot: string): Promise<void> {
  const kept = await keptLink(quotationId, slot);
  if (kept) {
    try {
      const response = await fetch(`${environment.apiUrl}/v1/payment_links/${encodeURIComponent(kept.id)}/cancel`, {
        method: 'POST',
        headers: { authorization: authorization(environment), 'content-type': 'application/json' },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status >= 500) throw new Error(`Razorpay answered ${response.status}`);
    } catch (error) {
      console.error(`[payments] Razorpay could not cancel payment link ${kept.id}`, error);
      return;
    }
  }
  await closeLink(quotationId, slot, 'cancelled');
}

/**
 * Cancels the order's open links of any amount but `due` (every one when nothing is due): after money moved, or
 * before a link of a new amount is made. One listing request, then a read and a mark per link cancelled.
 */
async function cancelReplaced(environment: RazorpayEnvironment, quotationId: string, due: number) {
  const { slots, closed } = await slotsOf(quotationId);
  const replaced = slots.filter((slot) => !closed.has(slot.name) && slot.amount !== due);
  await Promise.all(replaced.map((slot) => cancelLink(environment, quotationId, slot.name)));
  return { slots, closed };
}

/**
 * After money moved on an order (a payment or a refund recorded): its links for an amount no longer due are
 * cancelled. Never fails the write that called it: a link left open is cancelled at the next ask.
 */
export async function cancelStaleLinks(quotation: Quotation, terms: PaymentTerms): Promise<void> {
  const environment = razorpayEnvironment();
  if (!environment) return;
  await cancelReplaced(environment, quotation._id, moneyOf(quotation, terms).due).catch((error: unknown) =>
    console.error(`[payments] could not cancel the replaced payment links of ${quotation._id}`, error),
  );
}

/**
 * The Payment Link for what is due now on a buyer's page: the open one kept for this amount, or a new one (a
 * write of the page, so limited per link), the links of other amounts cancelled first. Two made at once keep
 * the first kept; Razorpay refuses a second link of the same reference, and the kept one is answered.
 */
export async function paymentLinkFor(secret: string, address: string): Promise<string> {
  const environment = razorpayEnvironment();
  if (!environment) throw new HttpError(404, MESSAGES.payOnlineOff);
  const [found, terms] = await Promise.all([bySecret(secret, address), paymentTerms()]);
  const quotation = found.value;
  const money = moneyOf(quotation, terms);
  if (quotation.status !== 'Accepted') throw new HttpError(409, MESSAGES.reportNeedsAcceptance);
  if (money.due === 0) throw new HttpError(409, MESSAGES.nothingOwed);
  const { slots, closed } = await cancelReplaced(environment, quotation._id, money.due);
  const latest = slots.filter((slot) => slot.amount === money.due).sort((a, b) => b.generation - a.generation)[0];
  if (latest && !closed.has(latest.name)) {
    const kept = await keptLink(quotation._id, latest.name);
    if (kept) return kept.url;
  }
  const slot = slotName(money.due, latest ? latest.generation + 1 : 1);
  const key = linkKey(quotation._id, slot);
  await countLimit('customer-write', quotation._id);
  const made = await createLink(environment, {
    amount: money.due,
    currency: quotation.currency,
    referenceId: `${quotation._id}-${slot}`,
    description: `Order ${quotation.number}: ${formatMinor(money.due, quotation.currency)}`,
    quotationId: quotation._id,
  });
  if (made) {
    const written = await guard(() => openStore(STORE_NAMES.meta).setJSON(key, made, { onlyIfNew: true }));
    if (written.modified) return made.url;
  }
  // Refused as a second link of this reference (another ask got there first, and keeps its link in a moment), or
  // Razorpay out of reach: the kept one, if one comes.
  for (let attempt = 0; attempt < KEPT_LINK_WAITS; attempt += 1) {
    const first = await keptLink(quotation._id, slot);
    if (first) return first.url;
    await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
  }
  throw new HttpError(503, MESSAGES.payOnlineUnavailable, { headers: { 'retry-after': '60' } });
}
