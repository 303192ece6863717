/**
 * Valid payloads, record factories and hand-made bad tokens shared by the API test files.
 * Every factory makes its data unique, because each test file shares one Blobs store across its tests.
 */
import { crc32 } from 'node:zlib';
import { SignJWT } from 'jose';
import type * as v from 'valibot';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  type BodyOf,
  type Endpoint,
  type Paged,
  type PageQuery,
  type Saved,
  blogsApi,
  contactsApi,
  helpApi,
  productsApi,
  quotesApi,
  testimonialsApi,
} from '../../src/lib/api/index.ts';
import type { BlogInput, Product, ProductInput, TestimonialInput } from '../../src/lib/schemas/content.ts';
import type {
  ContactEnquiry,
  ContactInput,
  HelpInput,
  ProductQuote,
  ProductQuoteInput,
  QuickQuoteInput,
} from '../../src/lib/schemas/inboxes.ts';
import type { Fields } from '../../src/lib/server/store/collection.ts';
import { callEndpoint } from '../helpers/api.ts';

// per run: a counter for unique labels, across the files that share this module too.
let counter = 0;
/** A label made unique by a per-run prefix and a counter (letters and digits, so slug rules keep it). */
export function unique(label: string): string {
  counter += 1;
  return `${label} ${RUN}${counter.toString(36)}`;
}
const RUN = Math.random().toString(36).slice(2, 6).replace(/\d/g, 'q');

/** Well formed (18 base-36 characters) but never issued. */
export const UNKNOWN_ID = '000000000000000000';
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/;

/** A product's fields that both its form and its stored record hold. */
const aProduct = (): Pick<
  Fields<Product>,
  'name' | 'category' | 'shortDescription' | 'longDescription' | 'price' | 'images' | 'status'
> => ({
  name: unique('Woven Label'),
  category: 'woven and printed labels',
  shortDescription: 'Damask woven label',
  longDescription: 'High definition damask woven label for garments.',
  price: 2.5,
  images: [],
  status: 'Active',
});

/**
 * A valid body of each form (its schema's input), with `over` changing fields within the contract; a test
 * that sends a field the contract refuses spreads one into `offContract({ ...valid.contact(), email: 5 })`.
 */
export const valid = {
  contact: (over: Partial<ContactInput> = {}) =>
    ({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      company: 'Acme Textiles',
      subject: 'bulk-order',
      message: 'We need 5000 woven labels for a new line.',
      ...over,
    }) satisfies ContactInput,
  help: (over: Partial<HelpInput> = {}) =>
    ({
      name: 'Ravi Kumar',
      mobile: '+91 98765 43210',
      type: 'Help',
      question: 'Do you ship abroad?',
      ...over,
    }) satisfies HelpInput,
  quickQuote: (over: Partial<QuickQuoteInput> = {}) =>
    ({
      name: 'Meena Shah',
      mobile: '9876501234',
      type: 'Quites',
      message: '2000 hang tags please',
      ...over,
    }) satisfies QuickQuoteInput,
  productQuote: (productId: string, over: Partial<ProductQuoteInput> = {}) =>
    ({
      name: 'Karan Mehta',
      email: 'karan@example.com',
      phone: '9811122233',
      address: 'Okhla Phase 2, New Delhi',
      quantity: 500,
      productId,
      status: '',
      ...over,
    }) satisfies ProductQuoteInput,
  product: (over: Partial<ProductInput> = {}) => ({ ...aProduct(), ...over }) satisfies ProductInput,
  blog: (over: Partial<BlogInput> = {}) =>
    ({
      title: unique('Choosing labels'),
      content: 'Woven or printed? Here is how to choose.',
      tags: 'labels, tips',
      ...over,
    }) satisfies BlogInput,
  testimonial: (over: Partial<TestimonialInput> = {}) =>
    ({
      name: 'Priya Nair',
      company: 'Nair Fashions',
      message: 'Great quality and on time.',
      star: 5,
      ...over,
    }) satisfies TestimonialInput,
};

/** Creates a record through the API and answers it as stored (`data` of the 201 answer). */
async function created<T>(create: Endpoint<string, v.GenericSchema, undefined, Saved<T>>, body: object, token: string) {
  const answer = await callEndpoint(create, { body, token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}
/** A product's fields as the store keeps them, for a record written by the store's own calls (at a chosen id). */
export const productFields = (over: Partial<Fields<Product>> = {}): Fields<Product> => ({
  ...aProduct(),
  description: '',
  popular: false,
  ...over,
});

export const createProduct = (token: string, over: Partial<ProductInput> = {}) =>
  created(productsApi.create, valid.product(over), token);
export const createBlog = (token: string, over: Partial<BlogInput> = {}) => created(blogsApi.create, valid.blog(over), token);
/** A visitor's quote request as staff find it in the inbox: sent, then found by the buyer's (unique) name. */
export async function sentQuoteRequest(token: string, body: BodyOf<typeof quotesApi.create>): Promise<ProductQuote> {
  const answer = await callEndpoint(quotesApi.create, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return (await callEndpoint(quotesApi.list, { token, query: { q: body.name } })).body.data[0] as ProductQuote;
}
export const createTestimonial = (token: string, over: Partial<TestimonialInput> = {}) =>
  created(testimonialsApi.create, valid.testimonial(over), token);

/** A list call that takes `page` and `limit`: the inboxes, products and blog posts. */
export type PagedList = Endpoint<string, undefined, PageQuery>;

/** A visitor inbox's list. */
type InboxList = Endpoint<string, undefined, PageQuery, Paged<{ _id: string }>>;

/** Reads every record of an admin list, paging with the largest allowed page. */
export async function readAll(list: PagedList, token: string): Promise<any[]> {
  const records: any[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await callEndpoint(list, { query: { page, limit: 100 }, token });
    expect(answer.status).toBe(200);
    const body: any = answer.body;
    const rows = Array.isArray(body) ? body : (body.data ?? body.blogs);
    records.push(...rows);
    if (rows.length < 100) return records;
  }
}

// ── Tokens that must be refused ─────────────────────────────────────────────────────────────────

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const secret = (text: string) => new TextEncoder().encode(text);
const now = () => Math.floor(Date.now() / 1000);

/** The claims of a genuine token (its person and session), so a made token differs from it only as meant. */
const sessionOf = (genuine: string) => JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString());

function claims(issuedAt: number, expires: number, key: Uint8Array, genuine: string) {
  const { sub, email, name, role, sid } = sessionOf(genuine);
  return new SignJWT({ email, name, role, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer('labels-site')
    .setAudience('admin')
    .setIssuedAt(issuedAt)
    .setExpirationTime(expires)
    .sign(key);
}

/** A token made like the server's own, with the right secret: the control that the others differ only in one way. */
export const wellFormedToken = (genuine: string) => claims(now(), now() + 3600, secret(process.env.AUTH_SECRET!), genuine);

/** Each kind of token the server must refuse, built from a genuine one where that matters. */
export async function badTokens(genuine: string): Promise<Record<string, string | undefined>> {
  const [header, , signature] = genuine.split('.');
  const decoded = sessionOf(genuine);
  return {
    missing: undefined,
    forged: await claims(now(), now() + 3600, secret('another-secret-that-is-also-long-enough-0123456789'), genuine),
    expired: await claims(now() - 7200, now() - 60, secret(process.env.AUTH_SECRET!), genuine),
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...decoded, exp: now() + 3600 })}.`,
    tampered: `${header}.${encode({ ...decoded, sub: 'intruder@example.com', email: 'intruder@example.com' })}.${signature}`,
  };
}

// ── Images ──────────────────────────────────────────────────────────────────────────────────────

export const smallPng = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();

/** One chunk of a PNG: its length, type, data and the checksum over type and data. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG of exactly `size` bytes: a real image with a tEXt comment chunk padding it out. */
export async function pngOfSize(size: number): Promise<Buffer> {
  const png = await smallPng();
  const iend = png.length - 12;
  const comment = Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(size - png.length - 12 - 8, 'a')]);
  const padded = Buffer.concat([png.subarray(0, iend), pngChunk('tEXt', comment), png.subarray(iend)]);
  expect(padded.length).toBe(size);
  return padded;
}

/** A multipart body with one file under `field`; Request sets the content type and boundary. */
export function formWith(bytes: Uint8Array | string, name: string, type: string, field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([bytes as BlobPart], { type }), name);
  return form;
}

/** The four visitor inboxes: where staff list each. */
export const INBOX_LISTS = {
  quickQuotes: helpApi.listQuickQuotes,
  helpEnquiries: helpApi.listHelp,
  productQuotes: quotesApi.list,
  contacts: contactsApi.list,
} as const;

/** Submits one enquiry of each kind (and the product a quote needs) and answers their ids. */
export async function oneOfEach(token: string) {
  const product = await createProduct(token);
  const submit = async (create: Endpoint, body: object, list: InboxList) => {
    expect((await callEndpoint(create, { body })).status).toBe(201);
    return (await callEndpoint(list, { query: { page: 1, limit: 10 }, token })).body.data[0]._id;
  };
  return {
    product: product._id,
    blog: (await createBlog(token))._id,
    testimonial: (await createTestimonial(token))._id,
    quickQuote: await submit(helpApi.create, valid.quickQuote(), INBOX_LISTS.quickQuotes),
    help: await submit(helpApi.create, valid.help(), INBOX_LISTS.helpEnquiries),
    productQuote: await submit(quotesApi.create, valid.productQuote(product._id), INBOX_LISTS.productQuotes),
    contact: await submit(contactsApi.create, valid.contact(), INBOX_LISTS.contacts),
  };
}

/** A contact enquiry's fields as the inbox views store them (tests/api/inbox-view.test.ts and inbox-tail.test.ts). */
export const contactFields = (index: number): Omit<ContactEnquiry, '_id' | 'dateAdded'> => ({
  name: `Visitor ${index}`,
  email: `v${index}@example.com`,
  phone: '9876543210',
  company: `Company ${index}`,
  subject: 'bulk-order',
  message: `Message number ${index}`,
  remark: '',
  status: 'New',
});
