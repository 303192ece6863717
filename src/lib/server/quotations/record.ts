/**
 * Priced quotations made from enquiries (issue 19, first part: making, reading and revising them; sending,
 * the customer's page and the order's stages come next). A quotation is stored, then numbered
 * (quotation-numbers.ts), so a number never lacks its quotation. Its customer page's secret (256 random
 * bits) is indexed by its hash alone; answers carry it only inside `customerUrl`, for staff.
 */
import { createHash, randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import { ENQUIRY_KINDS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { priceAt } from '../product.ts';
import { linesOf } from '../quote.ts';
import { QUOTATION_VALID_DAYS, quotationTotals, quotationYear, todayInIndia } from '../quotation.ts';
import type { quotationCreateSchema, quotationUpdateSchema } from '../schemas.ts';
import type { Enquiry, ProductQuote, Quotation, QuotationTerms } from '../types.ts';
import type { Person } from './auth.ts';
import { anyInbox, products, quotations } from './collections.ts';
import { HttpError, json, orConflict } from './http.ts';
import { mapLimited } from './inbox-segments.ts';
import { mailSettings } from './mail/outbox.ts';
import { allocateQuotationNumber } from './quotation-numbers.ts';
import { STORE_NAMES, guard, listKeys, newId, openStore } from './store.ts';

type CreateBody = v.InferOutput<typeof quotationCreateSchema>;
type UpdateBody = v.InferOutput<typeof quotationUpdateSchema>;

/** The index entry naming a customer page's quotation: the secret's hash alone. */
export const secretKey = (secret: string) => `quotation-secrets/${createHash('sha256').update(secret).digest('hex')}`;
const enquiryKey = (enquiryId: string, quotationId: string) => `enquiry-quotations/${enquiryId}/${quotationId}`;

/** The customer's page of a quotation, on the site (URL): what their mails link to. */
export const customerUrl = (quotation: Pick<Quotation, 'secret'>) => `${mailSettings().siteUrl}/q/${quotation.secret}`;

/** A quotation as staff read it: its customer page's address instead of the bare secret. */
export function asAnswer(quotation: Quotation) {
  const { secret, ...rest } = quotation;
  return { ...rest, customerUrl: customerUrl({ secret }) };
}

/** New Delhi's date `days` from now, as YYYY-MM-DD. */
const dateInDays = (days: number) => todayInIndia(new Date(Date.now() + days * 24 * 60 * 60 * 1000));

/** A quote request's lines as quotation lines: each product's name and specification, at its tier's price today. */
async function linesFromRequest(quote: ProductQuote): Promise<QuotationTerms['lines']> {
  const lines = linesOf(quote);
  const found = await mapLimited([...new Set(lines.map((line) => line.productId))], (id) => products.get(id));
  const byId = new Map(found.flatMap((product) => (product ? [[product._id, product] as const] : [])));
  return lines.map((line) => {
    const product = byId.get(line.productId);
    const spec = [line.size, line.material, line.finish, line.colours, line.note].filter(Boolean).join(' · ');
    return {
      productId: line.productId,
      description: spec ? `${line.productName} (${spec})` : line.productName,
      quantity: line.quantity,
      unitPrice: product ? priceAt(product, line.quantity).price : 0,
    };
  });
}

/** The terms with their defaults filled in: 30 days' validity from today. */
const withDefaults = (terms: Omit<QuotationTerms, 'lines'>, lines: QuotationTerms['lines']): QuotationTerms => ({
  ...terms,
  lines,
  validUntil: terms.validUntil || dateInDays(QUOTATION_VALID_DAYS),
});

export async function createQuotation(body: CreateBody, person: Person): Promise<Response> {
  const { enquiryId, lines: given, ...terms } = body;
  const found = await Promise.all(ENQUIRY_KINDS.map(async (kind) => ({ kind, record: await anyInbox(kind).get(enquiryId) })));
  const enquiry = found.find((each) => each.record !== null);
  if (!enquiry?.record) throw new HttpError(404, MESSAGES.enquiryNotFound);
  const record = enquiry.record as Enquiry & { name: string } & Partial<Record<'email' | 'phone' | 'mobile' | 'company', string>>;
  const lines = given ?? (enquiry.kind === 'quotes' ? await linesFromRequest(record as ProductQuote) : []);
  if (lines.length === 0)
    throw new HttpError(400, MESSAGES.quotationNeedsLines, { errors: { lines: MESSAGES.quotationNeedsLines } });

  const id = newId();
  const secret = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  const current = withDefaults(terms, lines);
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
      secret,
      createdBy: person.name,
      savedAt: now,
      savedBy: person.name,
    },
    { id },
  );
  const meta = openStore(STORE_NAMES.meta);
  const [number] = await Promise.all([
    allocateQuotationNumber(quotationYear(new Date(created.dateAdded)), id),
    guard(() => meta.setJSON(secretKey(secret), { quotationId: id }, { onlyIfNew: true })),
    guard(() => meta.setJSON(enquiryKey(enquiryId, id), { at: now })),
  ]);
  const numbered = await quotations.update(id, (stored) => ({ ...stored, number }), {
    action: MESSAGES.quotationCreated(number),
  });
  return json({ message: MESSAGES.quotationCreated(number), data: asAnswer(numbered ?? { ...created, number }) }, 201);
}

export async function readQuotation(id: string): Promise<Quotation> {
  const quotation = await quotations.get(id);
  if (!quotation) throw new HttpError(404, MESSAGES.quotationNotFound);
  return quotation;
}

/**
 * Staff's edit: a draft changes in place; a quotation already sent (or answered) keeps what was sent as an
 * earlier revision and becomes the next revision's draft; an accepted one never changes.
 */
export async function updateQuotation(id: string, body: UpdateBody, ifVersion: number | undefined, person: Person) {
  const now = new Date().toISOString();
  const saved = await orConflict(
    'quotation',
    quotations.update(
      id,
      (current) => {
        // Checked on the record as it is at the write: an acceptance that landed first wins.
        if (current.status === 'Accepted') throw new HttpError(409, MESSAGES.quotationAccepted);
        const terms = withDefaults(body, body.lines);
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
          ...terms,
          total: quotationTotals(terms).total,
          status: 'Draft',
          revision: revised ? current.revision + 1 : current.revision,
          earlier,
          savedAt: now,
          savedBy: person.name,
        };
      },
      { ifVersion },
    ),
  );
  if (!saved) throw new HttpError(404, MESSAGES.quotationNotFound);
  return json({ message: MESSAGES.quotationSaved(saved.number, saved.revision), data: asAnswer(saved) });
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
