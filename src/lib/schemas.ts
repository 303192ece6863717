/**
 * Every rule of docs/product.md section 5, once. The functions validate request bodies with these schemas and
 * the forms use the same ones through @hookform/resolvers, so a rule and its message live here only.
 * No transforms (they break valibotResolver typing); the server normalises values after validation.
 */
import * as v from 'valibot';
import { isCommonPassword } from './common-passwords.ts';
import { publishInstant } from './blog.ts';
import { ORDER_STAGES, QUOTATION_CURRENCIES, QUOTATION_STATUSES } from './quotation.ts';
import {
  BLOG_FORMATS,
  BLOG_STATUSES,
  ENQUIRY_KINDS,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  HONEYPOT_FIELD,
  MAX_ARTWORK_FILES,
  MAX_FORMER_NAMES,
  MAX_OPTION_CHOICES,
  MAX_PRICE_TIERS,
  MAX_PRODUCT_IMAGES,
  MAX_QUOTE_LINES,
  PRODUCT_FETCH_LIMIT,
  PRODUCT_STATUSES,
} from './constants.ts';
import { form, isBlank, minTrimmed, optionalText, requiredText } from './schema-parts.ts';

export { optionalText, requiredText };
export * from './customer-schemas.ts';

/** Also the contact form's native `title` for its phone pattern, before its island has hydrated. */
export const PHONE_DIGITS_MESSAGE = 'Phone number must be 10 digits';

const imageUrl = v.pipe(
  v.string('Image must be a link'),
  v.maxLength(500, 'Image link must be at most 500 characters'),
  v.check((value) => value === '' || /^(\/(?!\/)|https:\/\/)[^\s<>"']*$/.test(value), 'Image must be an uploaded image link'),
);

export const email = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.check((value) => !isBlank(value), requiredMessage),
    v.maxLength(254, 'Email must be at most 254 characters'),
    v.check((value) => isBlank(value) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()), 'Invalid email address'),
  );

// ── Visitor forms ────────────────────────────────────────────────────────────────────────────────

/** The honeypot travels with each public form so the server can tell bots (src/lib/server/spam.ts). */
const honeypot = { [HONEYPOT_FIELD]: optionalText(200, 'Website') };

export const helpSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  mobile: requiredText('Mobile number is required', 30, 'Mobile number'),
  type: v.literal(ENQUIRY_TYPES.help, 'Type must be Help or Quites'),
  question: requiredText('Question is required', 2000, 'Question'),
  ...honeypot,
});

export const quickQuoteSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  mobile: requiredText('Mobile number is required', 30, 'Mobile number'),
  type: v.literal(ENQUIRY_TYPES.quickQuote, 'Type must be Help or Quites'),
  message: requiredText('Message is required', 2000, 'Message'),
  ...honeypot,
});

/** POST /api/help/create takes either form, told apart by `type`. */
export const helpRequestSchema = v.variant('type', [helpSchema, quickQuoteSchema], 'Type must be Help or Quites');

export const contactSchema = form({
  name: v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters')),
  email: email('Email is required'),
  phone: v.pipe(
    v.string('Phone number is required'),
    v.check((value) => !isBlank(value), 'Phone number is required'),
    v.check((value) => isBlank(value) || /^\d{10}$/.test(value.trim()), PHONE_DIGITS_MESSAGE),
  ),
  company: v.pipe(
    requiredText('Company name is required', 100, 'Company name'),
    minTrimmed(2, 'Company name should be at least 2 characters'),
  ),
  subject: v.pipe(requiredText('Subject is required', 150, 'Subject'), minTrimmed(5, 'Subject should be at least 5 characters')),
  message: v.pipe(
    requiredText('Message is required', 5000, 'Message'),
    minTrimmed(10, 'Message should be at least 10 characters'),
  ),
  ...honeypot,
});

/** How many pieces a quote asks for: a whole number from 1. */
const pieces = v.pipe(
  v.number('Quantity is required'),
  v.integer('Quantity must be a whole number'),
  v.minValue(1, 'Quantity must be at least 1'),
  v.maxValue(10_000_000, 'Quantity must be at most 10000000'),
);

export const productQuoteSchema = form({
  name: requiredText('Name is required', 100, 'Name'),
  email: email('Email is required'),
  phone: requiredText('Phone is required', 30, 'Phone'),
  address: optionalText(500, 'Address'),
  quantity: pieces,
  productId: requiredText('Product is required', 64, 'Product'),
  // docs/product.md 2.7: a status field exists, starts empty and is never shown.
  status: optionalText(30, 'Status'),
  ...honeypot,
});

/** How long a product's name may be; a quotation line made from a request line starts with it. */
export const PRODUCT_NAME_LIMIT = 120;
/** The words of a request line, in the order a quotation line made from it lists them, each at most this long. */
export const LINE_TEXT_LIMITS = { size: 100, material: 100, finish: 100, colours: 200, note: 1000 } as const;
/** Between a request line's words in the quotation line made from it: `Name (size · material · note)`. */
export const LINE_SPEC_SEPARATOR = ' · ';
/**
 * The one limit of a quotation line's description, on create, on save and in the editor: room for a
 * product's name and every word of a request line, so a quotation made from any request saves unchanged.
 */
export const MAX_LINE_DESCRIPTION =
  PRODUCT_NAME_LIMIT +
  ' ()'.length +
  Object.values(LINE_TEXT_LIMITS).reduce((sum, limit) => sum + limit, 0) +
  LINE_SPEC_SEPARATOR.length * (Object.keys(LINE_TEXT_LIMITS).length - 1);

/** One line of a quote request: a product, how many, and its specification (docs/product.md 2.7). */
export const quoteLineSchema = form({
  productId: requiredText('Product is required', 64, 'Product'),
  quantity: pieces,
  size: optionalText(LINE_TEXT_LIMITS.size, 'Size'),
  material: optionalText(LINE_TEXT_LIMITS.material, 'Material'),
  finish: optionalText(LINE_TEXT_LIMITS.finish, 'Finish'),
  colours: optionalText(LINE_TEXT_LIMITS.colours, 'Colours'),
  note: optionalText(LINE_TEXT_LIMITS.note, 'Note'),
});

/** The artwork a request names by the ids POST /api/artwork answered: at most 5 at a time. */
const artworkIds = v.optional(
  v.pipe(
    v.array(
      v.pipe(v.string('Each file is named by its id'), v.maxLength(64, 'Each file is named by its id')),
      'Files must be a list',
    ),
    v.maxLength(MAX_ARTWORK_FILES, `At most ${MAX_ARTWORK_FILES} artwork files per request`),
  ),
  [],
);

/** A quote request of several lines with the buyer's details and artwork (the /quote page). */
export const quoteRequestSchema = form({
  name: v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters')),
  email: email('Email is required'),
  phone: v.pipe(
    v.string('Phone number is required'),
    v.check((value) => !isBlank(value), 'Phone number is required'),
    v.check((value) => isBlank(value) || /^\+?[\d\s-]{7,20}$/.test(value.trim()), 'Phone number must be 7 to 20 digits'),
  ),
  company: optionalText(100, 'Company name'),
  country: optionalText(60, 'Country'),
  address: optionalText(500, 'Address'),
  message: optionalText(5000, 'Message'),
  lines: v.pipe(
    v.array(quoteLineSchema, 'Add at least one product'),
    v.minLength(1, 'Add at least one product'),
    v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} products in one request`),
  ),
  files: artworkIds,
  ...honeypot,
});

/** Staff adding to a request what came by mail or phone: lines, artwork files already uploaded, or both. */
export const quoteAdditionSchema = v.pipe(
  form({
    lines: v.optional(
      v.pipe(
        v.array(quoteLineSchema, 'Lines must be a list'),
        v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} products in one request`),
      ),
      [],
    ),
    files: artworkIds,
  }),
  v.check((input) => input.lines.length + input.files.length > 0, 'Add a line or a file'),
);

/** What POST /api/quotes takes: the original one-product body, or a request of lines (when it has `lines`). */
export const quoteSubmissionSchema = v.lazy((input: unknown) =>
  typeof input === 'object' && input !== null && 'lines' in input ? quoteRequestSchema : productQuoteSchema,
);

// ── Quotations (issue 19) ────────────────────────────────────────────────────────────────────────

/** An amount in the currency's units (rupees, not paise): a number from 0, at most two decimals. */
const amount = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(1_000_000_000, `${label} must be at most 1000000000`),
    v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most two decimals`),
  );

export const quotationLineSchema = form({
  productId: optionalText(64, 'Product'),
  description: requiredText('Description is required', MAX_LINE_DESCRIPTION, 'Description'),
  quantity: pieces,
  unitPrice: amount('Unit price'),
});

const quotationTerms = {
  charges: v.optional(
    v.pipe(
      v.array(
        form({ label: requiredText('Charge name is required', 100, 'Charge name'), amount: amount('Charge') }),
        'Charges must be a list',
      ),
      v.maxLength(10, 'At most 10 other charges'),
    ),
    [],
  ),
  currency: v.optional(v.picklist(QUOTATION_CURRENCIES, 'Currency must be INR, USD, EUR or GBP'), 'INR'),
  taxPercent: v.optional(
    v.pipe(
      v.number('Tax must be a number'),
      v.minValue(0, 'Tax cannot be negative'),
      v.maxValue(100, 'Tax must be at most 100%'),
    ),
    0,
  ),
  /** A date (YYYY-MM-DD, New Delhi); empty: QUOTATION_VALID_DAYS from today. */
  validUntil: v.optional(
    v.pipe(
      v.string('Valid until must be a date'),
      v.check(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        'Valid until must be a date (YYYY-MM-DD)',
      ),
    ),
    '',
  ),
  leadTime: optionalText(200, 'Lead time'),
  terms: optionalText(2000, 'Payment terms'),
  notes: optionalText(2000, 'Notes'),
};

const quotationLines = v.pipe(
  v.array(quotationLineSchema, 'Lines must be a list'),
  v.minLength(1, 'Add at least one line'),
  v.maxLength(MAX_QUOTE_LINES, `At most ${MAX_QUOTE_LINES} lines in a quotation`),
);

/** POST /api/quotations: from an enquiry; without lines, a quote request's lines at their tier prices. */
export const quotationCreateSchema = form({
  enquiryId: requiredText('Enquiry is required', 64, 'Enquiry'),
  lines: v.optional(quotationLines),
  ...quotationTerms,
});

/** PUT /api/quotations/{id}: the whole quotation as staff edited it. */
export const quotationUpdateSchema = form({ lines: quotationLines, ...quotationTerms });

/** POST /api/quotations/{id}/send: optional words above the link in the customer's mail. */
export const quotationSendSchema = form({ message: optionalText(2000, 'Message') });

const tracking = form({
  courier: optionalText(100, 'Courier'),
  number: requiredText('Tracking number is required', 100, 'Tracking number'),
  link: v.optional(
    v.pipe(
      v.string('Tracking link must be text'),
      v.maxLength(500, 'Tracking link must be at most 500 characters'),
      v.check((value) => value === '' || /^https?:\/\/[^\s<>"']+$/.test(value.trim()), 'Tracking link must start with https://'),
    ),
    '',
  ),
});

/** POST /api/quotations/{id}/stage: the order's next stage, told to the customer unless `notify` is false. */
export const orderStageSchema = form({
  stage: v.picklist(ORDER_STAGES, `Stage must be one of: ${ORDER_STAGES.join(', ')}`),
  /** For the customer: on their page, and in the mail when they are told. */
  note: optionalText(1000, 'Note'),
  /** For staff alone. */
  internalNote: optionalText(1000, 'Note for us'),
  tracking: v.optional(tracking),
  notify: v.optional(v.boolean('Tell the customer must be true or false'), true),
});

/** POST /api/quotations/{id}/acceptance: an acceptance that came by mail or phone, in the customer's words. */
export const recordAcceptanceSchema = form({
  name: requiredText("The customer's name is required", 100, 'Name'),
  words: requiredText("The customer's words are required", 2000, 'Their words'),
});

// ── Admin ────────────────────────────────────────────────────────────────────────────────────────

export const loginSchema = form({
  email: requiredText('Email is required', 254, 'Email'),
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
});

// ── Staff accounts ───────────────────────────────────────────────────────────────────────────────

export const PASSWORD_MIN = 12;

/** The password rules, message by message; the e-mail rule needs the e-mail, so it is its own check. */
const newPassword = (requiredMessage: string) =>
  v.pipe(
    v.string(requiredMessage),
    v.nonEmpty(requiredMessage),
    v.minLength(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`),
    v.maxLength(200, 'Password must be at most 200 characters'),
    v.check((value) => !isCommonPassword(value), 'This password is too common. Choose one that is harder to guess'),
  );

export const passwordNotEmail = (password: string, emailAddress: string) =>
  password.trim().toLowerCase() !== emailAddress.trim().toLowerCase();
const PASSWORD_IS_EMAIL = 'Password must not be your email address';

export const ROLES = ['Admin', 'Staff'] as const;
const role = v.picklist(ROLES, 'Role must be Admin or Staff');
const personName = v.pipe(requiredText('Name is required', 100, 'Name'), minTrimmed(2, 'Name should be at least 2 characters'));

export const userCreateSchema = v.pipe(
  form({ email: email('Email is required'), name: personName, role, password: newPassword('Password is required') }),
  v.forward(
    v.check((input) => passwordNotEmail(input.password, input.email), PASSWORD_IS_EMAIL),
    ['password'],
  ),
);

export const userUpdateSchema = v.pipe(
  v.object(
    { name: v.optional(personName), role: v.optional(role), disabled: v.optional(v.boolean('Disabled must be true or false')) },
    'The request body must be a JSON object',
  ),
  v.check((input) => Object.values(input).some((value) => value !== undefined), 'Nothing to change: send name, role or disabled'),
);

export const accountNameSchema = form({ name: personName });

export const passwordChangeSchema = form({
  currentPassword: v.pipe(v.string('Current password is required'), v.nonEmpty('Current password is required')),
  newPassword: newPassword('New password is required'),
});

export const passwordResetRequestSchema = form({ email: email('Email is required') });

export const passwordResetConfirmSchema = form({
  token: v.pipe(
    v.string('The reset link is not valid'),
    v.nonEmpty('The reset link is not valid'),
    v.maxLength(200, 'The reset link is not valid'),
  ),
  password: newPassword('Password is required'),
});

export const remarkSchema = form({
  remark: requiredText('Remark is required', 2000, 'Remark'),
});

export const enquiryStatusSchema = form({
  status: v.pipe(
    v.string('Status is required'),
    v.nonEmpty('Status is required'),
    v.picklist(ENQUIRY_STATUSES, `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`),
  ),
});

/** An ISO date (2026-11-23) or instant; empty means no bound. */
const isoDate = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) =>
          value === '' ||
          (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value))),
        `${label} must be a date like 2026-11-23`,
      ),
    ),
    '',
  );

/** The search and filters of the inboxes and of their export (query parameters, so all text). */
export const inboxFilterSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'Search must be at most 200 characters')), ''),
  status: v.optional(
    v.union([v.literal(''), v.picklist(ENQUIRY_STATUSES)], `Status must be one of ${ENQUIRY_STATUSES.join(', ')}`),
    '',
  ),
  from: isoDate('From'),
  to: isoDate('To'),
});

/** GET /api/quotations: which quotations (`orders`: the accepted ones), by status, stage, whose turn and words. */
export const quotationListSchema = v.object({
  q: v.optional(v.pipe(v.string(), v.maxLength(200, 'Search must be at most 200 characters')), ''),
  status: v.optional(
    v.union([v.literal(''), v.picklist(QUOTATION_STATUSES)], `Status must be one of ${QUOTATION_STATUSES.join(', ')}`),
    '',
  ),
  stage: v.optional(v.union([v.literal(''), v.picklist(ORDER_STAGES)], `Stage must be one of ${ORDER_STAGES.join(', ')}`), ''),
  turn: v.optional(v.union([v.literal(''), v.picklist(['ours', 'customer', 'none'])], 'Turn must be ours, customer or none'), ''),
  orders: v.optional(v.union([v.literal(''), v.literal('1')], 'Orders must be 1'), ''),
  enquiryId: v.optional(v.pipe(v.string(), v.maxLength(64, 'Enquiry must be at most 64 characters')), ''),
});

export const exportQuerySchema = v.object({
  ...inboxFilterSchema.entries,
  kind: v.optional(v.picklist([...ENQUIRY_KINDS, 'all'], `Kind must be one of ${[...ENQUIRY_KINDS, 'all'].join(', ')}`), 'all'),
});

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
    // One of the stored categories: checked on the server against them (src/lib/server/categories.ts).
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
});

/**
 * A product as stored, before the server's id, date and version: the form's fields, and the names renames
 * left behind, oldest first, whose addresses move to its page (src/lib/server/product-names.ts).
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

export type HelpInput = v.InferInput<typeof helpSchema>;
export type QuickQuoteInput = v.InferInput<typeof quickQuoteSchema>;
export type ContactInput = v.InferInput<typeof contactSchema>;
export type ProductQuoteInput = v.InferInput<typeof productQuoteSchema>;
export type LoginInput = v.InferInput<typeof loginSchema>;
export type ProductInput = v.InferInput<typeof productSchema>;
export type BlogInput = v.InferInput<typeof blogSchema>;
export type TestimonialInput = v.InferInput<typeof testimonialSchema>;

/** The first message per field, the shape forms and the API's `errors` share. */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): Record<string, string> {
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[field.split('.')[0]] ??= messages[0];
  }
  return errors;
}
