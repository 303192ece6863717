/**
 * The lines and artwork of a product quote request (docs/product.md 2.7): the products a request names,
 * each Active, and staff adding to a request what came later by mail or phone, each line and file
 * recording who added it and when.
 */
import type * as v from 'valibot';
import { MAX_QUOTE_FILES, MAX_QUOTE_LINES } from '../../constants.ts';
import { MESSAGES } from '../../messages/answers.ts';
import {
  LINE_SPEC_SEPARATOR,
  LINE_TEXT_LIMITS,
  MAX_LINE_DESCRIPTION,
  type ProductQuote,
  type QuoteLine,
  type quoteAdditionSchema,
} from '../../schemas/inboxes.ts';
import { linesOf } from '../../quote.ts';
import type { Product } from '../../schemas/content.ts';
import { claimArtwork, releaseArtwork } from '../uploads/artwork.ts';
import type { SignedInMember } from '../signed-in-member.ts';
import { inboxes, products } from '../collections.ts';
import { changeBy } from './enquiries.ts';
import { HttpError, json } from '../http.ts';

const LINE_WORDS = Object.keys(LINE_TEXT_LIMITS) as (keyof typeof LINE_TEXT_LIMITS)[];

/**
 * A request line as the description of the quotation line made from it: the product's name and the line's
 * words, `Name (size · material · finish · colours · note)`. Every valid line fits MAX_LINE_DESCRIPTION; a
 * line stored under longer limits is cut to it, so the quotation still saves unchanged.
 */
export function describeRequestLine(line: Pick<QuoteLine, 'productName' | keyof typeof LINE_TEXT_LIMITS>): string {
  const spec = LINE_WORDS.map((word) => line[word])
    .filter(Boolean)
    .join(LINE_SPEC_SEPARATOR);
  return (spec ? `${line.productName} (${spec})` : line.productName).slice(0, MAX_LINE_DESCRIPTION);
}

/** The products of a request's lines, each Active; a 400 under the first line naming one that is not. */
export async function productsOf(ids: string[]): Promise<Product[]> {
  const found = await Promise.all([...new Set(ids)].map((id) => products.get(id)));
  const byId = new Map(found.filter((product): product is Product => product?.status === 'Active').map((p) => [p._id, p]));
  const missing = ids.findIndex((id) => !byId.has(id));
  if (missing >= 0) {
    throw new HttpError(400, MESSAGES.productUnavailable, {
      errors: { [`lines.${missing}.productId`]: MESSAGES.productUnavailable },
    });
  }
  return ids.map((id) => byId.get(id)!);
}

type Addition = v.InferOutput<typeof quoteAdditionSchema>;

/** POST /api/quotes/{id}/additions: the lines and files are checked and claimed before the request changes. */
export async function addToRequest(id: string, { lines, files: fileIds }: Addition, member: SignedInMember): Promise<Response> {
  const known = await inboxes.quotes.getWithEtag(id);
  if (!known) throw new HttpError(404, MESSAGES.enquiryNotFound);
  const current = known.value as ProductQuote;
  if (linesOf(current).length + lines.length > MAX_QUOTE_LINES) throw new HttpError(400, MESSAGES.tooManyLines);
  if ((current.files?.length ?? 0) + new Set(fileIds).size > MAX_QUOTE_FILES) throw new HttpError(400, MESSAGES.tooManyFiles);
  const lineProducts = await productsOf(lines.map((line) => line.productId));
  const claimed = fileIds.length ? await claimArtwork([...new Set(fileIds)], id) : [];
  const at = new Date().toISOString();
  const added = { addedBy: member.name, addedAt: at };
  const newLines = lines.map((line, index) => ({
    ...line,
    productName: lineProducts[index].name,
    image: lineProducts[index].images[0] ?? '',
    ...added,
  }));
  const newFiles = claimed.map(({ id: fileId, name, size, type }) => ({ id: fileId, name, size, type, ...added }));
  const updated = await inboxes.quotes
    .update(
      id,
      (record) => {
        const quote = record as ProductQuote;
        return {
          ...quote,
          lines: [...linesOf(quote), ...newLines],
          files: [...(quote.files ?? []), ...newFiles],
          lastChange: changeBy(member, 'Addition', at),
        };
      },
      { known, action: MESSAGES.additionAction(newLines.length, newFiles.length) },
    )
    .catch(async (error: unknown) => {
      await releaseArtwork(newFiles.map((file) => file.id));
      throw error;
    });
  if (!updated) {
    await releaseArtwork(newFiles.map((file) => file.id));
    throw new HttpError(404, MESSAGES.enquiryNotFound);
  }
  return json({ message: MESSAGES.additionSaved(newLines.length, newFiles.length), data: { ...updated, kind: 'quotes' } });
}
