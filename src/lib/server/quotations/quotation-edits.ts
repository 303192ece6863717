/**
 * A quotation made, read and revised by staff. A quotation is stored, then numbered
 * (numbers.ts), so a number never lacks its quotation; its buyer's page's secret (256 random
 * bits) is indexed by its hash alone, and answers carry it only inside `customerUrl`, for staff.
 *
 * Making one is four steps (a mark that it is under way, `quotation-making/{id}`; the record; its number,
 * its secret's index and its enquiry's index; the number written into the record, and the mark removed)
 * and each is safe to do again: a request repeated with the same `Idempotency-Key` takes the same id and
 * finishes what the first left, and the scheduled run finishes what a mark older than a minute names
 * (`finishCutOffCreations`).
 */
import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import { ENQUIRY_KINDS } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import { priceAt } from '../../product.ts';
import { linesOf } from '../../quote.ts';
import { todayInIndia } from '../../format/dates.ts';
import { QUOTATION_VALID_DAYS, quotationTotals, quotationYear } from '../../quotation.ts';
import type { Quotation, QuotationTerms, quotationCreateSchema, quotationUpdateSchema } from '../../schemas/quotations.ts';
import type { Enquiry, ProductQuote } from '../../schemas/inboxes.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { anyInbox, products } from '../collections.ts';
import { HttpError, orConflict } from '../http.ts';
import { mapLimited } from '../store/concurrency.ts';
import { allocateQuotationNumber } from './numbers.ts';
import { categories } from '../products/stored-categories.ts';
import { describeRequestLine } from '../inbox/quote-lines.ts';
import type { ReorderOf } from '../my-orders/reorder-lines.ts';
import { idTime, isId } from '../ids.ts';
import { RecordExistsError, STORE_NAMES, guard, listKeys, newId, openStore } from '../store/index.ts';
import { quotations } from './quotation-collection.ts';
import { secretKey } from './quotation-links.ts';

type CreateBody = v.InferOutput<typeof quotationCreateSchema>;
type UpdateBody = v.InferOutput<typeof quotationUpdateSchema>;

const enquiryKey = (enquiryId: string, quotationId: string) => `enquiry-quotations/${enquiryId}/${quotationId}`;

/** New Delhi's date `days` from now, as YYYY-MM-DD. */
const dateInDays = (days: number) => todayInIndia(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/**
 * A quote request's lines as quotation lines: each product's name and specification, at its tier's price today,
 * with the HSN code and GST rate its invoice will carry (the product's own, else its category's). The categories
 * are read only when a product leaves one of them to its category.
 */
async function linesFromRequest(quote: ProductQuote & { reorderOf?: ReorderOf }): Promise<QuotationTerms['lines']> {
  if (quote.reorderOf?.lines.length) return linesOfReorder(quote.reorderOf.lines);
  const lines = linesOf(quote);
  const found = await mapLimited([...new Set(lines.map((line) => line.productId))], (id) => products.get(id));
  const byId = new Map(found.flatMap((product) => (product ? [[product._id, product] as const] : [])));
  const needCategories = [...byId.values()].some((product) => !product.hsn || product.gstPercent === undefined);
  const byCategory = new Map(needCategories ? (await categories.read()).data.map((category) => [category.id, category]) : []);
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const category = product && byCategory.get(product.category);
    const hsn = product?.hsn || category?.hsn;
    const taxPercent = product?.gstPercent ?? category?.gstPercent;
    return {
      productId: line.productId,
      description: describeRequestLine(line),
      quantity: line.quantity,
      unitPrice: product ? priceAt(product, line.quantity).price : 0,
      ...(hsn && { hsn }),
      ...(taxPercent !== undefined && { taxPercent }),
    };
  });
}

/**
 * A reorder's lines (My orders): the earlier quotation's, each product's line at its tier's price today for the
 * quantity asked now; a line of no product (a charge) at its earlier price.
 */
async function linesOfReorder(lines: ReorderOf['lines']): Promise<QuotationTerms['lines']> {
  const found = await mapLimited([...new Set(lines.flatMap((line) => line.productId || []))], (id) => products.get(id));
  const byId = new Map(found.flatMap((product) => (product ? [[product._id, product] as const] : [])));
  return lines.map((line) => {
    const product = line.productId ? byId.get(line.productId) : undefined;
    return product ? { ...line, unitPrice: priceAt(product, line.quantity).price } : line;
  });
}

/** The terms with their defaults filled in: 30 days' validity from today. */
const withDefaults = (terms: Omit<QuotationTerms, 'lines'>, lines: QuotationTerms['lines']): QuotationTerms => ({
  ...terms,
  lines,
  validUntil: terms.validUntil || dateInDays(QUOTATION_VALID_DAYS),
});

/**
 * Makes a quotation from an enquiry under `id` (a repeated request's: the first one's), or finishes the one
 * already made under it. Answers the quotation and whether this call made it.
 */
export async function createQuotation(
  body: CreateBody,
  member: SignedInMember,
  id: string = newId(),
): Promise<{ quotation: Quotation; created: boolean }> {
  const { enquiryId, lines: given, ...terms } = body;
  const found = await Promise.all(ENQUIRY_KINDS.map(async (kind) => ({ kind, record: await anyInbox(kind).get(enquiryId) })));
  const enquiry = found.find((each) => each.record !== null);
  if (!enquiry?.record) throw new HttpError(404, MESSAGES.enquiryNotFound);
  const record = enquiry.record as Enquiry & { name: string } & Partial<Record<'email' | 'phone' | 'mobile' | 'company', string>>;
  const lines = given ?? (enquiry.kind === 'quotes' ? await linesFromRequest(record as ProductQuote) : []);
  if (lines.length === 0)
    throw new HttpError(400, MESSAGES.quotationNeedsLines, { errors: { lines: MESSAGES.quotationNeedsLines } });

  const now = new Date().toISOString();
  const current = withDefaults(terms, lines);
  // Marked first: whatever a failing store leaves after this, the scheduled run finds it.
  await guard(() => openStore(STORE_NAMES.meta).set(makingKey(id), ''));
  try {
    const created = await quotations.create(
      {
        ...current,
        number: '',
        enquiryId,
        enquiryKind: enquiry.kind,
        customer: {
          name: record.name,
          email: record.email ?? '',
          phone: record.phone ?? record.mobile ?? '',
          company: record.company ?? '',
        },
        status: 'Draft',
        revision: 1,
        total: quotationTotals(current).total,
        earlier: [],
        events: [],
        secret: randomBytes(32).toString('base64url'),
        createdBy: member.name,
        savedAt: now,
        savedBy: member.name,
      },
      { id },
    );
    return { quotation: await finishCreation(created), created: true };
  } catch (error) {
    if (!(error instanceof RecordExistsError)) throw error;
    // Made by the first of these requests: finish what it may have left, and answer it.
    const made = await quotations.get(id);
    if (!made || made.enquiryId !== enquiryId) throw new HttpError(422, MESSAGES.idempotencyKeyReused);
    return { quotation: await finishCreation(made), created: false };
  }
}

const MAKING_PREFIX = 'quotation-making/';
const makingKey = (id: string) => `${MAKING_PREFIX}${id}`;

/** A stored quotation's number, its secret's index and its enquiry's index, each written again if need be. */
async function finishCreation(quotation: Quotation): Promise<Quotation> {
  const meta = openStore(STORE_NAMES.meta);
  if (quotation.number) {
    await guard(() => meta.delete(makingKey(quotation._id)));
    return quotation;
  }
  const [number] = await Promise.all([
    allocateQuotationNumber(quotationYear(new Date(quotation.dateAdded)), quotation._id),
    // The same value each time: written again, it changes nothing.
    guard(() => meta.setJSON(secretKey(quotation.secret), { quotationId: quotation._id })),
    guard(() => meta.setJSON(enquiryKey(quotation.enquiryId, quotation._id), { at: quotation.dateAdded })),
  ]);
  const numbered = await quotations.update(quotation._id, (stored) => ({ ...stored, number: stored.number || number }), {
    action: MESSAGES.quotationCreated(number),
  });
  await guard(() => meta.delete(makingKey(quotation._id)));
  return numbered ?? { ...quotation, number };
}

/** How long a creation may still be under way before the scheduled run takes it for cut off. */
const CREATION_GRACE_MS = 60_000;

/** The scheduled run: what a making cut off by a failing store left (a mark older than a minute) is finished. */
export async function finishCutOffCreations(now = Date.now()): Promise<number> {
  const keys = await listKeys(STORE_NAMES.meta, MAKING_PREFIX);
  let finished = 0;
  for (const key of keys) {
    const id = key.slice(MAKING_PREFIX.length);
    if (isId(id) && now - idTime(id) < CREATION_GRACE_MS) continue;
    const quotation = await quotations.get(id);
    // Never stored: nothing was numbered or linked, and nothing is left to finish.
    if (!quotation) await guard(() => openStore(STORE_NAMES.meta).delete(key));
    else await finishCreation(quotation);
    finished += 1;
  }
  return finished;
}

export async function readQuotation(id: string): Promise<Quotation> {
  const quotation = await quotations.get(id);
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
}

/**
 * A quotation with new terms: a draft changes in place; a quotation already sent (or answered) keeps what
 * was sent as an earlier revision and becomes the next revision's draft.
 */
export function reviseTerms(current: Quotation, terms: QuotationTerms, member: Pick<SignedInMember, 'name'>, at: string): Quotation {
  const revised = current.status !== 'Draft';
  const earlier = revised
    ? [
        ...current.earlier,
        {
          lines: current.lines,
          charges: current.charges,
          currency: current.currency,
          taxPercent: current.taxPercent,
          validUntil: current.validUntil,
          leadTime: current.leadTime,
          terms: current.terms,
          notes: current.notes,
          revision: current.revision,
          total: current.total,
          savedAt: current.savedAt,
          savedBy: current.savedBy,
          // Sent only if this very revision went out (a draft after a send carries the send before it).
          ...(current.sentAt && current.sentRevision === current.revision && { sentAt: current.sentAt }),
        },
      ]
    : current.earlier;
  return {
    ...current,
    lines: terms.lines,
    charges: terms.charges,
    currency: terms.currency,
    taxPercent: terms.taxPercent,
    validUntil: terms.validUntil,
    leadTime: terms.leadTime,
    terms: terms.terms,
    notes: terms.notes,
    total: quotationTotals(terms).total,
    status: 'Draft',
    revision: revised ? current.revision + 1 : current.revision,
    earlier,
    savedAt: at,
    savedBy: member.name,
  };
}

/** Staff's edit (an accepted quotation never changes). */
export async function updateQuotation(
  id: string,
  body: UpdateBody,
  ifVersion: number | undefined,
  member: SignedInMember,
): Promise<Quotation> {
  const now = new Date().toISOString();
  const saved = await orConflict(
    'quotation',
    quotations.update(
      id,
      (current) => {
        // Checked on the record as it is at the write: an acceptance that landed first wins.
        if (current.status === 'Accepted') throw new HttpError(409, MESSAGES.quotationAccepted);
        return reviseTerms(current, withDefaults(body, body.lines), member, now);
      },
      { ifVersion },
    ),
  );
  if (!saved) throw new HttpError(404, MESSAGES.quotationNotFound);
  return saved;
}

/** The quotations made from one enquiry, newest first. */
export async function quotationsOfEnquiry(enquiryId: string): Promise<Quotation[]> {
  const keys = await listKeys(STORE_NAMES.meta, `enquiry-quotations/${enquiryId}/`);
  const found = await mapLimited(
    keys.map((key) => key.slice(key.lastIndexOf('/') + 1)),
    (quotationId) => quotations.get(quotationId),
  );
  return found.filter((quotation): quotation is Quotation => quotation !== null).sort((a, b) => b._id.localeCompare(a._id));
}
