/**
 * A reorder from My orders: a new quote request, stored through the Product Quotes inbox as any request
 * from the /quote page is (its mails, counts, activity and customer link follow the write), with the
 * delivered order's lines (each product's specification from the earlier request, the quantities the buyer
 * gave), the artwork approved with that order attached, and marked 'Reorder of Q-…' in its message and in
 * `reorderOf`, which "Make a quotation" starts from (the earlier lines at today's tier prices). What was ordered
 * is copied, never who ordered it: the request carries the signed-in buyer's own name and phone (their contact
 * on the customer record), not the earlier contact's, who may be a colleague or may have been erased since.
 */
import { MY_ORDERS_TEXTS as T, reorderMark } from '../../messages/my-orders.ts';
import { LINE_TEXT_LIMITS, type ProductQuote, type QuoteFile, type QuoteLine } from '../../schemas/inboxes.ts';
import { linesOf } from '../../quote.ts';
import type { Quotation } from '../../schemas/quotations.ts';
import { inboxes } from '../collections.ts';
import { customerOfEmail } from '../customers/lookup.ts';
import { normalEmail } from '../customers/records.ts';
import { HttpError } from '../http.ts';
import { productsOf } from '../inbox/quote-lines.ts';
import { quotations } from '../quotations/quotation-collection.ts';
import { countLimit } from '../throttle.ts';
import { type ReorderOf, reorderLines } from './reorder-lines.ts';

type SpecWords = Pick<QuoteLine, keyof typeof LINE_TEXT_LIMITS>;
const WORDS = Object.keys(LINE_TEXT_LIMITS) as (keyof typeof LINE_TEXT_LIMITS)[];
const specOf = (line: QuoteLine | undefined): SpecWords =>
  Object.fromEntries(WORDS.map((word) => [word, line?.[word] ?? ''])) as SpecWords;

/** The approved artwork: the proofs accepted with the price, else the files the earlier request came with. */
function artworkOf(quotation: Quotation, earlier: ProductQuote | null): QuoteFile[] {
  const approved = new Set(quotation.acceptance?.proofs ?? []);
  const proofs = (quotation.proofs ?? []).filter((proof) => approved.has(proof.fileId));
  if (proofs.length) return proofs.map(({ fileId, name, size, type }) => ({ id: fileId, name, size, type }));
  return (earlier?.files ?? []).map(({ id, name, size, type }) => ({ id, name, size, type }));
}

/** The buyer's own order of `quotationId`: 404 for another's or none, 409 for one not delivered (nothing stored). */
async function ownDeliveredOrder(email: string, quotationId: string) {
  const customer = await customerOfEmail(email);
  const quotation = customer?.quotations.includes(quotationId) ? await quotations.get(quotationId) : null;
  if (!quotation || (!quotation.sentRevision && !quotation.acceptance)) throw new HttpError(404, T.notYourOrder);
  const lines = reorderLines(quotation);
  if (!lines) throw new HttpError(409, T.notDelivered);
  const contact = customer!.contacts.find((each) => normalEmail(each.email) === normalEmail(email));
  return { quotation, lines, buyer: { name: contact?.name ?? '', phone: contact?.phone ?? '' } };
}

/** Makes the reorder's request; answers its id and the earlier quotation's number. */
export async function reorder(email: string, quotationId: string, quantities: number[]): Promise<{ id: string; number: string }> {
  const { quotation, lines, buyer } = await ownDeliveredOrder(email, quotationId);
  const asked = lines.map((line, index) => ({ ...line, quantity: quantities[index] ?? line.quantity }));
  const ofProducts = asked.filter((line) => line.productId);
  if (ofProducts.length === 0) throw new HttpError(400, T.reorderNoProducts);
  await countLimit('customer-write', quotation._id);
  const [earlierRecord, lineProducts] = await Promise.all([
    quotation.enquiryKind === 'quotes' ? inboxes.quotes.get(quotation.enquiryId) : null,
    productsOf(ofProducts.map((line) => line.productId!)),
  ]);
  const earlier = earlierRecord as ProductQuote | null;
  const earlierLines = earlier ? linesOf(earlier) : [];
  const stored: QuoteLine[] = ofProducts.map((line, index) => ({
    productId: line.productId!,
    quantity: line.quantity,
    ...specOf(earlierLines.find((each) => each.productId === line.productId)),
    productName: lineProducts[index].name,
    image: lineProducts[index].images[0] ?? '',
  }));
  const mark = reorderMark(quotation.number);
  const reorderOf: ReorderOf = { quotationId: quotation._id, number: quotation.number, lines: asked };
  const created = await inboxes.quotes.create({
    // A buyer confirmed to the record by staff may have no name on it: their address names them until they say.
    name: buyer.name || email,
    email,
    phone: buyer.phone,
    address: '',
    company: quotation.customer.company,
    country: earlier?.country ?? '',
    message: mark,
    // The first line also fills the original fields, so lists, exports and older clients read a product.
    quantity: stored[0].quantity,
    productId: stored[0].productId,
    productName: stored[0].productName,
    image: stored[0].image,
    lines: stored,
    files: artworkOf(quotation, earlier),
    status: 'New',
    remark: '',
    reorderOf,
  } as Parameters<typeof inboxes.quotes.create>[0]);
  return { id: created._id, number: quotation.number };
}
