/** The shared valibot schemas: each rule's message as docs/product.md section 5 words it, read straight from valibot. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blogSchema, productSchema, productStatusSchema, testimonialSchema } from '../../src/lib/schemas/content.ts';
import {
  contactSchema,
  helpRequestSchema,
  helpSchema,
  productQuoteSchema,
  quickQuoteSchema,
  remarkSchema,
} from '../../src/lib/schemas/inboxes.ts';
import { fieldErrors } from '../../src/lib/schemas/parts.ts';
import { loginSchema } from '../../src/lib/schemas/staff.ts';

const VALID = {
  help: { name: 'Ravi', mobile: '98765', type: 'Help', question: 'Do you ship abroad?' },
  quickQuote: { name: 'Meena', mobile: '98765', type: 'Quites', message: '2000 hang tags' },
  contact: {
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    company: 'Acme',
    subject: 'bulk-order',
    message: 'Need 5000 labels soon',
  },
  productQuote: { name: 'Karan', email: 'karan@example.com', phone: '98111', quantity: 500, productId: 'abc' },
  login: { email: 'staff@example.com', password: 'secret' },
  remark: { remark: 'Called back' },
  product: {
    name: 'Woven Label',
    category: 'woven and printed labels',
    shortDescription: 'Damask',
    longDescription: 'High definition damask label.',
    price: 2.5,
    status: 'Active',
  },
  productStatus: { status: 'Inactive' },
  blog: { title: 'Hello', content: 'World' },
  testimonial: { name: 'Priya', message: 'Great quality' },
};

/** The first message valibot gives, and the one fieldErrors keeps for `field`. */
function messages(schema: v.GenericSchema, input: unknown, field: string) {
  const result = v.safeParse(schema, input);
  expect(result.success, 'expected the input to be refused').toBe(false);
  return { first: result.issues![0].message, field: fieldErrors(result.issues!)[field] };
}

type Row = [string, string, unknown, string, v.GenericSchema, object];
const rows: Row[] = [
  ['help', 'name', '', 'Name is required', helpSchema, VALID.help],
  ['help', 'name', '  ', 'Name is required', helpSchema, VALID.help],
  ['help', 'mobile', '', 'Mobile number is required', helpSchema, VALID.help],
  ['help', 'question', '', 'Question is required', helpSchema, VALID.help],
  ['quick quote', 'message', '', 'Message is required', quickQuoteSchema, VALID.quickQuote],
  ['help request', 'message', ' ', 'Message is required', helpRequestSchema, VALID.quickQuote],
  ['help request', 'question', '', 'Question is required', helpRequestSchema, VALID.help],
  ['contact', 'name', '', 'Name is required', contactSchema, VALID.contact],
  ['contact', 'name', 'A', 'Name should be at least 2 characters', contactSchema, VALID.contact],
  ['contact', 'name', ' A ', 'Name should be at least 2 characters', contactSchema, VALID.contact],
  ['contact', 'email', '', 'Email is required', contactSchema, VALID.contact],
  ['contact', 'email', 'asha@', 'Invalid email address', contactSchema, VALID.contact],
  ['contact', 'email', 'as ha@example.com', 'Invalid email address', contactSchema, VALID.contact],
  ['contact', 'phone', '', 'Phone number is required', contactSchema, VALID.contact],
  ['contact', 'phone', '12345', 'Phone number must be 10 digits', contactSchema, VALID.contact],
  ['contact', 'phone', '987-654-3210', 'Phone number must be 10 digits', contactSchema, VALID.contact],
  ['contact', 'company', '', 'Company name is required', contactSchema, VALID.contact],
  ['contact', 'company', 'A', 'Company name should be at least 2 characters', contactSchema, VALID.contact],
  ['contact', 'subject', '', 'Subject is required', contactSchema, VALID.contact],
  ['contact', 'subject', 'abcd', 'Subject should be at least 5 characters', contactSchema, VALID.contact],
  ['contact', 'message', '', 'Message is required', contactSchema, VALID.contact],
  ['contact', 'message', '123456789', 'Message should be at least 10 characters', contactSchema, VALID.contact],
  ['remark', 'remark', '   ', 'Remark is required', remarkSchema, VALID.remark],
  ['login', 'email', '', 'Email is required', loginSchema, VALID.login],
  ['login', 'password', '', 'Password is required', loginSchema, VALID.login],
  ['product', 'name', '', 'Product name is required', productSchema, VALID.product],
  ['product', 'name', 'A', 'Name must be at least 2 characters', productSchema, VALID.product],
  ['product', 'category', '', 'Category is required', productSchema, VALID.product],
  ['product', 'shortDescription', '', 'Short description is required', productSchema, VALID.product],
  [
    'product',
    'shortDescription',
    'x'.repeat(151),
    'Short description cannot exceed 150 characters',
    productSchema,
    VALID.product,
  ],
  ['product', 'longDescription', '', 'Long description is required', productSchema, VALID.product],
  ['product', 'longDescription', 'Too short', 'Long description must be at least 10 characters', productSchema, VALID.product],
  ['product', 'price', 'ten', 'Price must be a number', productSchema, VALID.product],
  ['product', 'price', '', 'Price is required', productSchema, VALID.product],
  ['product', 'price', Number.NaN, 'Price is required', productSchema, VALID.product],
  ['product', 'price', -1, 'Price must be a positive number', productSchema, VALID.product],
  ['product', 'price', 0, 'Price must be a positive number', productSchema, VALID.product],
  ['product', 'status', '', 'Status is required', productSchema, VALID.product],
  ['product', 'status', 'Hidden', 'Invalid status', productSchema, VALID.product],
  ['product status', 'status', 'active', 'Invalid status', productStatusSchema, VALID.productStatus],
  ['blog', 'title', '', 'Title is required', blogSchema, VALID.blog],
  ['blog', 'content', ' ', 'Content is required', blogSchema, VALID.blog],
];

describe('a field with a wrong value', () => {
  it.each(rows)('%s: %s = %j → "%s"', (_schema, field, value, message, schema, valid) => {
    const { first, field: perField } = messages(schema, { ...valid, [field]: value }, field);
    expect(first).toBe(message);
    expect(perField).toBe(message);
  });
});

/** A missing field breaks the same "required" rule as an empty one, and must say so in the same words. */
const missing: [string, string, string, v.GenericSchema, object][] = [
  ['help', 'question', 'Question is required', helpSchema, VALID.help],
  ['contact', 'name', 'Name is required', contactSchema, VALID.contact],
  ['contact', 'phone', 'Phone number is required', contactSchema, VALID.contact],
  ['remark', 'remark', 'Remark is required', remarkSchema, VALID.remark],
  ['login', 'password', 'Password is required', loginSchema, VALID.login],
  ['product', 'price', 'Price is required', productSchema, VALID.product],
  ['product', 'category', 'Category is required', productSchema, VALID.product],
  ['blog', 'title', 'Title is required', blogSchema, VALID.blog],
];

describe('a missing field', () => {
  it.each(missing)('%s without %s → "%s"', (_schema, field, message, schema, valid) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    const { first, field: perField } = messages(schema, input, field);
    expect(first).toBe(message);
    expect(perField).toBe(message);
  });
});

describe('valid input', () => {
  it.each([
    ['helpSchema', helpSchema, VALID.help],
    ['quickQuoteSchema', quickQuoteSchema, VALID.quickQuote],
    ['contactSchema', contactSchema, VALID.contact],
    ['productQuoteSchema', productQuoteSchema, VALID.productQuote],
    ['loginSchema', loginSchema, VALID.login],
    ['remarkSchema', remarkSchema, VALID.remark],
    ['productSchema', productSchema, VALID.product],
    ['productStatusSchema', productStatusSchema, VALID.productStatus],
    ['blogSchema', blogSchema, VALID.blog],
    ['testimonialSchema', testimonialSchema, VALID.testimonial],
  ] as [string, v.GenericSchema, object][])('%s accepts its valid example', (_name, schema, example) => {
    expect(v.safeParse(schema, example).issues).toBeUndefined();
  });

  it('accepts the boundaries: contact minimums, a 150-character short description, price 0.01, no mobile format', () => {
    expect(v.is(contactSchema, { ...VALID.contact, name: 'Al', company: 'AB', subject: 'other', message: '0123456789' })).toBe(
      true,
    );
    expect(v.is(productSchema, { ...VALID.product, shortDescription: 'x'.repeat(150), price: 0.01 })).toBe(true);
    expect(v.is(helpSchema, { ...VALID.help, mobile: 'call me later' })).toBe(true);
  });

  it('fills defaults: testimonial star 5, blog status New, product images []', () => {
    expect(v.parse(testimonialSchema, VALID.testimonial).star).toBe(5);
    expect(v.parse(blogSchema, VALID.blog).status).toBe('New');
    expect(v.parse(productSchema, VALID.product).images).toEqual([]);
  });

  it.each([['1'], ['5'], [3]])('testimonial star %j is accepted', (star) => {
    expect(v.is(testimonialSchema, { ...VALID.testimonial, star })).toBe(true);
  });

  it.each([[0], [6], ['6'], ['']])('testimonial star %j is refused', (star) => {
    expect(v.is(testimonialSchema, { ...VALID.testimonial, star })).toBe(false);
  });

  it('the help request tells the two dialogs apart by type', () => {
    expect(v.is(helpRequestSchema, VALID.help)).toBe(true);
    expect(v.is(helpRequestSchema, VALID.quickQuote)).toBe(true);
    expect(v.is(helpRequestSchema, { ...VALID.help, type: 'Quites' })).toBe(false);
    expect(v.safeParse(helpRequestSchema, { ...VALID.help, type: 'Other' }).issues?.[0].message).toBe(
      'Type must be Help or Quites',
    );
  });
});
