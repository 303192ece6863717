/**
 * What a stored record must look like, built from the same input schemas the API validates with, plus
 * the fields the server adds. Strict objects: a stored record carries no key the server did not put there.
 * Used after the fuzzer and the load run to check every record of every collection.
 */
import * as v from 'valibot';
import { ENQUIRY_STATUSES } from '../../src/lib/constants.ts';
import { blogSchema, productRecordSchema, testimonialSchema } from '../../src/lib/schemas/content.ts';
import { contactSchema, helpSchema, productQuoteSchema, quickQuoteSchema } from '../../src/lib/schemas/inboxes.ts';
import { blogs, inboxes, products, testimonials } from '../../src/lib/server/collections.ts';
import { isId } from '../../src/lib/server/ids.ts';
import { STORE_NAMES, listKeys, openStore } from '../../src/lib/server/store/index.ts';

const server = {
  _id: v.custom<string>(isId, 'an 18-character id'),
  dateAdded: v.pipe(v.string(), v.isoTimestamp()),
};
/** Products, posts and testimonials count their saves. */
const versioned = { version: v.pipe(v.number(), v.integer(), v.minValue(1)) };
const stamped = { at: v.pipe(v.string(), v.isoTimestamp()), by: v.optional(v.string()) };
/** What the server adds to every enquiry: its place in the workflow and the histories. */
const remark = {
  remark: v.pipe(v.string(), v.maxLength(2000)),
  status: v.picklist(ENQUIRY_STATUSES),
  statusHistory: v.optional(v.array(v.strictObject({ status: v.picklist(ENQUIRY_STATUSES), ...stamped }))),
  remarks: v.optional(v.array(v.strictObject({ text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)), ...stamped }))),
  lastChange: v.optional(
    v.strictObject({
      what: v.picklist(['Remark', 'Status']),
      by: v.string(),
      byId: v.string(),
      at: v.pipe(v.string(), v.isoTimestamp()),
    }),
  ),
};

const STORED = {
  products: v.strictObject({ ...productRecordSchema.entries, ...server, ...versioned }),
  blogs: v.strictObject({
    ...blogSchema.entries,
    ...server,
    ...versioned,
    tags: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(500)),
    // Letters of any script (uncased ones such as Devanagari or Lao too), already in lower case.
    slug: v.pipe(
      v.string(),
      v.minLength(1),
      v.regex(/^[\p{L}\p{M}\p{N}-]+$/u),
      v.check((slug) => slug === slug.toLowerCase()),
    ),
    coverImage: v.string(),
  }),
  testimonials: v.strictObject({
    ...testimonialSchema.entries,
    ...server,
    ...versioned,
    star: v.picklist([1, 2, 3, 4, 5]),
    avatar: v.string(),
  }),
  productQuotes: v.strictObject({
    ...productQuoteSchema.entries,
    ...server,
    ...remark,
    productName: v.pipe(v.string(), v.minLength(1)),
    image: v.string(),
  }),
  quickQuotes: v.strictObject({ ...quickQuoteSchema.entries, ...server, ...remark }),
  helpEnquiries: v.strictObject({ ...helpSchema.entries, ...server, ...remark }),
  contacts: v.strictObject({ ...contactSchema.entries, ...server, ...remark }),
};

const collections = {
  products,
  blogs,
  testimonials,
  productQuotes: inboxes.quotes.records,
  quickQuotes: inboxes.quick.records,
  helpEnquiries: inboxes.help.records,
  contacts: inboxes.contacts.records,
} satisfies Record<keyof typeof STORED, unknown>;

/** Every text the server stores is trimmed. */
function untrimmed(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value !== value.trim() ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => untrimmed(item, `${path}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => untrimmed(item, `${path}.${key}`));
  return [];
}

const IMAGE_FILE = /^[0-9a-z]{18}(-w\d{3,4})?\.(jpg|png|webp)$/;
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Reads every record of every collection (strictly: an unreadable record is a problem) and every image,
 * and answers what is wrong. Empty when everything stored is valid.
 */
export async function invalidStoredRecords(): Promise<{ problems: string[]; counts: Record<string, number> }> {
  const problems: string[] = [];
  const counts: Record<string, number> = {};
  for (const [name, schema] of Object.entries(STORED) as [keyof typeof STORED, v.GenericSchema][]) {
    const records = await collections[name].all({ strict: true });
    counts[name] = records.length;
    for (const record of records) {
      const result = v.safeParse(schema, record);
      const id = (record as { _id?: string })._id;
      if (!result.success) {
        const issue = result.issues[0];
        const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
        problems.push(`${name}/${id}: ${where} ${issue.message}`);
      }
      for (const field of untrimmed(record)) problems.push(`${name}/${id}: ${field} is not trimmed`);
    }
    const stored = (await listKeys(STORE_NAMES[name])).length;
    if (stored !== records.length) problems.push(`${name}: ${stored} keys stored but ${records.length} records read`);
  }
  const images = openStore(STORE_NAMES.images);
  const imageKeys = await listKeys(STORE_NAMES.images);
  counts.images = imageKeys.length;
  for (const key of imageKeys) {
    if (!IMAGE_FILE.test(key)) problems.push(`images/${key}: not an image file name`);
    const found = await images.getMetadata(key);
    const expected = IMAGE_TYPES[key.split('.').pop() ?? ''];
    if (found?.metadata.contentType !== expected)
      problems.push(`images/${key}: content type ${String(found?.metadata.contentType)}`);
  }
  return { problems, counts };
}
