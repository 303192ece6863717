/**
 * Products, blog posts, testimonials and categories (src/lib/api/content.ts, docs/product.md 2.16-2.18,
 * 2.23), and their records as stored. (Over 300 lines: each kind of content's schema and the record type derived
 * from it stay side by side.)
 */
import * as v from 'valibot';
import { publishInstant } from '../blog.ts';
import {
  BLOG_FORMATS,
  BLOG_STATUSES,
  MAX_FORMER_NAMES,
  MAX_OPTION_CHOICES,
  MAX_PRICE_TIERS,
  MAX_PRODUCT_IMAGES,
  PRODUCT_FETCH_LIMIT,
  PRODUCT_STATUSES,
} from '../constants.ts';
import { gstRateField, hsnField } from './billing.ts';
import { PRODUCT_NAME_LIMIT } from './inboxes.ts';
import {
  type Parsed,
  type StoredRecord,
  type Versioned,
  form,
  isBlank,
  minTrimmed,
  optionalText,
  requiredText,
} from './parts.ts';

const imageUrl = v.pipe(
  v.string('Image must be a link'),
  v.maxLength(500, 'Image link must be at most 500 characters'),
  v.check((value) => value === '' || /^(\/(?!\/)|https:\/\/)[^\s<>"']*$/.test(value), 'Image must be an uploaded image link'),
);

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '' && !Number.isNaN(value);
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A positive amount of rupees with at most two decimals, up to 1 crore. */
const rupees = (label: string) =>
  v.pipe(
    v.custom<number>(isPresent, `${label} is required`),
    v.check((value) => typeof value === 'number' && Number.isFinite(value), `${label} must be a number`),
    v.check((value) => value > 0, `${label} must be a positive number`),
    v.check(hasCents, `${label} must have at most 2 decimal places`),
    v.check((value) => value <= 10_000_000, `${label} must be at most 10000000`),
  );

/** A category's or product's HSN code for invoices: 4, 6 or 8 digits, or '' (none: its category's, or not given). */
export const optionalHsn = v.optional(v.union([v.literal(''), hsnField], 'HSN code must be 4, 6 or 8 digits'));
/** A category's or product's GST rate in percent; none: its category's, else the quotation's. */
export const optionalGstRate = v.optional(gstRateField);

/** A quantity price break: from `quantity` pieces on, `price` rupees a piece. */
const priceTier = v.object(
  {
    quantity: v.pipe(
      v.custom<number>(isPresent, 'Quantity is required'),
      v.check((value) => Number.isInteger(value) && (value as number) >= 1, 'Quantity must be a whole number of pieces'),
      v.check((value) => (value as number) <= 10_000_000, 'Quantity must be at most 10000000'),
    ),
    price: rupees('Tier price'),
  },
  'A price tier is a quantity and a price',
);

/**
 * The choices of one option (sizes, materials, finishes): a list, or one text with a choice per line (the
 * form's); stored as a list of trimmed, distinct, non-empty choices.
 */
const optionList = (label: string) =>
  v.optional(
    v.pipe(
      v.union(
        [v.pipe(v.string(), v.maxLength(2000, `${label} must be at most 2000 characters`)), v.array(v.string())],
        `${label} must be a list`,
      ),
      v.transform((value) => [
        ...new Set((typeof value === 'string' ? value.split('\n') : value).map((choice) => choice.trim()).filter(Boolean)),
      ]),
      v.maxLength(MAX_OPTION_CHOICES, `At most ${MAX_OPTION_CHOICES} ${label.toLowerCase()}`),
      v.check(
        (choices) => choices.every((choice) => choice.length <= 60),
        `Each of the ${label.toLowerCase()} must be at most 60 characters`,
      ),
    ),
    [],
  );

export const productSchema = form({
  name: v.pipe(
    requiredText('Product name is required', PRODUCT_NAME_LIMIT, 'Name'),
    minTrimmed(2, 'Name must be at least 2 characters'),
  ),
  category: v.pipe(
    v.string('Category is required'),
    v.nonEmpty('Category is required'),
    // One of the stored categories: checked on the server against them (src/lib/server/products/stored-categories.ts).
    v.maxLength(100, 'Invalid category'),
  ),
  shortDescription: v.pipe(
    v.string('Short description is required'),
    v.check((value) => !isBlank(value), 'Short description is required'),
    v.maxLength(150, 'Short description cannot exceed 150 characters'),
  ),
  longDescription: v.pipe(
    requiredText('Long description is required', 5000, 'Long description'),
    minTrimmed(10, 'Long description must be at least 10 characters'),
  ),
  price: rupees('Price'),
  status: v.pipe(
    v.string('Status is required'),
    v.nonEmpty('Status is required'),
    v.picklist(PRODUCT_STATUSES, 'Invalid status'),
  ),
  images: v.optional(
    v.pipe(v.array(imageUrl, 'Images must be a list'), v.maxLength(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} images`)),
    [],
  ),
  // The alt text of each image, in the same order; a missing or empty one reads as the product's name.
  imageAlts: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string('Alt text must be text'), v.maxLength(150, 'Alt text must be at most 150 characters')),
        'Alt texts must be a list',
      ),
      v.maxLength(MAX_PRODUCT_IMAGES, `At most ${MAX_PRODUCT_IMAGES} alt texts`),
    ),
    [],
  ),
  description: optionalText(500, 'Description'),
  popular: v.optional(v.boolean('Popular must be true or false'), false),
  priceTiers: v.optional(
    v.pipe(
      v.array(priceTier, 'Price tiers must be a list'),
      v.maxLength(MAX_PRICE_TIERS, `At most ${MAX_PRICE_TIERS} price tiers`),
      v.check(
        (tiers) => tiers.every((tier, index) => index === 0 || tier.quantity > tiers[index - 1].quantity),
        'Each price tier must be for more pieces than the one above it',
      ),
    ),
    [],
  ),
  options: v.optional(
    v.object(
      { sizes: optionList('Sizes'), materials: optionList('Materials'), finishes: optionList('Finishes') },
      'Options must be an object of sizes, materials and finishes',
    ),
    { sizes: [], materials: [], finishes: [] },
  ),
  /** For invoices: its own HSN code and GST rate, over its category's. */
  hsn: optionalHsn,
  gstPercent: optionalGstRate,
});

/**
 * A product as stored, before the server's id, date and version: the form's fields, and the names renames
 * left behind, oldest first, whose addresses move to its page (src/lib/server/products/product-names.ts).
 */
export const productRecordSchema = v.object({
  ...productSchema.entries,
  formerNames: v.optional(
    v.pipe(
      v.array(productSchema.entries.name, 'Former names must be a list'),
      v.maxLength(MAX_FORMER_NAMES, `At most ${MAX_FORMER_NAMES} former names`),
    ),
  ),
});

/** Manage Products' bulk actions: the rows selected and what to do with them. */
export const productBulkSchema = v.pipe(
  form({
    ids: v.pipe(
      v.array(
        v.pipe(v.string('Each product is named by its id'), v.maxLength(64, 'Each product is named by its id')),
        'Select the products',
      ),
      v.minLength(1, 'Select at least one product'),
      v.maxLength(PRODUCT_FETCH_LIMIT, `At most ${PRODUCT_FETCH_LIMIT} products at once`),
    ),
    action: v.picklist(['status', 'category', 'delete'], 'Choose what to do: status, category or delete'),
    status: v.optional(v.picklist(PRODUCT_STATUSES, 'Invalid status')),
    category: v.optional(v.pipe(v.string('Invalid category'), v.maxLength(100, 'Invalid category'))),
  }),
  v.forward(
    v.check((input) => input.action !== 'status' || input.status !== undefined, 'Status is required'),
    ['status'],
  ),
  v.forward(
    v.check((input) => input.action !== 'category' || Boolean(input.category), 'Category is required'),
    ['category'],
  ),
);

export const productStatusSchema = form({
  status: v.pipe(
    v.string('Status is required'),
    v.nonEmpty('Status is required'),
    v.picklist(PRODUCT_STATUSES, 'Invalid status'),
  ),
});

export const blogSchema = form({
  title: requiredText('Title is required', 200, 'Title'),
  author: optionalText(100, 'Author'),
  content: requiredText('Content is required', 50_000, 'Content'),
  // Held as one text in the form ('tech, react'); a list is accepted too and stored as a list.
  tags: v.optional(
    v.union(
      [
        v.pipe(v.string(), v.maxLength(500, 'Tags must be at most 500 characters')),
        v.pipe(
          v.array(v.pipe(v.string(), v.maxLength(50, 'A tag must be at most 50 characters'))),
          v.maxLength(20, 'At most 20 tags'),
        ),
      ],
      'Tags must be text',
    ),
    '',
  ),
  status: v.optional(v.picklist(BLOG_STATUSES, 'Status must be New, Published or Draft'), 'New'),
  // Markdown unless said otherwise; posts written before Markdown are 'text' and read as they always did.
  format: v.optional(v.picklist(BLOG_FORMATS, 'Format must be markdown or text'), 'markdown'),
  // When the post becomes public: '' at once; the form's local time is New Delhi's (src/lib/blog.ts).
  publishAt: v.optional(
    v.pipe(
      v.string('Publish date must be a date and time'),
      v.check((value) => value === '' || publishInstant(value) !== null, 'Publish date must be a date and time'),
      v.transform((value) => (value === '' ? '' : publishInstant(value)!)),
    ),
    '',
  ),
  coverImage: v.optional(v.nullable(imageUrl), ''),
  slug: v.optional(
    v.pipe(
      v.string('Slug must be text'),
      v.maxLength(200, 'Slug must be at most 200 characters'),
      v.regex(/^[\p{Ll}\p{Lo}\p{Lm}\p{M}\p{N}-]*$/u, 'Slug may hold only lower-case letters, digits and hyphens'),
    ),
    '',
  ),
});

export const testimonialSchema = form({
  name: requiredText('Client name is required', 100, 'Client name'),
  company: optionalText(100, 'Company'),
  message: requiredText('Testimonial content is required', 2000, 'Testimonial content'),
  // Held as text in the admin form; a number is accepted too.
  star: v.optional(
    v.pipe(
      v.union([v.number(), v.string()], 'Star must be 1 to 5'),
      v.check((value) => ['1', '2', '3', '4', '5'].includes(String(value)), 'Star must be 1 to 5'),
    ),
    5,
  ),
  avatar: v.optional(v.nullable(imageUrl), ''),
});

/** The Categories screen's list (docs/product.md 2.23): a new category comes without an id, and gets one. */
export const categoriesSchema = v.object({
  categories: v.pipe(
    v.array(
      v.object({
        id: v.optional(
          v.pipe(v.string('Category id must be text'), v.maxLength(100, 'Category id must be at most 100 characters')),
          '',
        ),
        label: v.pipe(
          requiredText('Category name is required', 60, 'Category name'),
          minTrimmed(2, 'Category name should be at least 2 characters'),
        ),
        hidden: v.optional(v.boolean('Hidden must be true or false'), false),
        /** What its products' invoice lines take unless a product has its own. */
        hsn: optionalHsn,
        gstPercent: optionalGstRate,
      }),
      'Categories must be a list',
    ),
    v.minLength(1, 'Keep at least one category'),
    v.maxLength(100, 'At most 100 categories'),
    v.check(
      (list) => new Set(list.map((category) => category.label.trim().toLowerCase())).size === list.length,
      'Two categories have the same name',
    ),
    v.check((list) => {
      const ids = list.map((category) => category.id).filter(Boolean);
      return new Set(ids).size === ids.length;
    }, 'A category is listed twice'),
  ),
});

export type ProductInput = v.InferInput<typeof productSchema>;
export type BlogInput = v.InferInput<typeof blogSchema>;
export type TestimonialInput = v.InferInput<typeof testimonialSchema>;

/** What products stored before alt texts, price tiers and options lack (read them with src/lib/product.ts). */
type AddedLater = 'imageAlts' | 'priceTiers' | 'options';
type ProductFields = Parsed<typeof productRecordSchema>;
/** Its former names' addresses move to its page (src/lib/product-redirects.ts). */
export type Product = StoredRecord & Versioned & Omit<ProductFields, AddedLater> & Partial<Pick<ProductFields, AddedLater>>;
export type PriceTier = NonNullable<ProductFields['priceTiers']>[number];
export type ProductOptions = ProductFields['options'];

/** A post as stored: the form's fields with its tags as a list, its cover as a link ('' for none) and its address. */
export type Blog = StoredRecord &
  Versioned &
  Omit<Parsed<typeof blogSchema>, 'tags' | 'coverImage' | 'slug' | 'format' | 'publishAt'> & {
    tags: string[];
    coverImage: string;
    slug: string;
    /** Missing on posts written before Markdown: they read as plain text. */
    format?: (typeof BLOG_FORMATS)[number];
    /** ISO-8601 UTC; missing or '' when public at once. */
    publishAt?: string;
  };

export type Testimonial = StoredRecord &
  Versioned &
  Omit<Parsed<typeof testimonialSchema>, 'star' | 'avatar'> & { star: number; avatar: string };
