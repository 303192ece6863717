/**
 * Site settings (docs/product.md 2.22): everything the site says about the company, edited by Admins on the
 * Settings screen and published like content. One schema for the form and the server; what was written in
 * code before is the first start's defaults (DEFAULT_SETTINGS), so a store without settings reads those.
 * The company's tax, bank and payment details live here too, but are never published (PRIVATE_SETTINGS).
 */
import * as v from 'valibot';
import { internationalDigits } from './format/text.ts';
import { bankSchema, companyTaxSchema, upiSchema } from './schemas/billing.ts';
import { DEFAULT_PRIVACY_SETTINGS, privacySettingsSchema } from './schemas/privacy.ts';
import { email, optionalText, requiredText } from './schemas/parts.ts';

/** Digits, spaces, + - ( ) and at least 7 digits: a number that can be dialled. */
const dialable = (label: string) =>
  v.pipe(
    requiredText(`${label} is required`, 30, label),
    v.check(
      (value) =>
        /^\+?[\d\s\-()]+$/.test(value.trim()) && value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15,
      `${label} must be a number that can be dialled, like +91 98100 12345`,
    ),
  );

const wholeNumber = (label: string, min: number, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(min, `${label} must be at least ${min}`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

const rupees = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.check((value) => Number.isFinite(value) && value > 0, `${label} must be a positive number`),
    v.check((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} must have at most 2 decimal places`),
    v.maxValue(10_000_000, `${label} must be at most 10000000`),
  );

/** The certificates the home page can show (their pictures are drawn by scripts/media/certificates.ts). */
export const CERTIFICATE_IDS = ['iso-9001-2015', 'oeko-tex-standard-100'] as const;
export const MAX_PRICE_ROWS = 12;

/** How the order's money is asked for: whether production waits for the advance, when the balance is due, the reminders. */
export const paymentSettingsSchema = v.object({
  productionWaitsForAdvance: v.boolean('Production waits for the advance must be on or off'),
  /** Days from the tax invoice to the balance's due date. */
  balanceDueDays: wholeNumber('Days to pay the balance', 0, 365),
  remindBeforeDispatch: v.boolean('Remind before dispatch must be on or off'),
  remindAfterDue: v.boolean('Remind after the due date must be on or off'),
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsSchema>;

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  productionWaitsForAdvance: true,
  balanceDueDays: 15,
  remindBeforeDispatch: true,
  remindAfterDue: true,
};

export const siteSettingsSchema = v.object({
  name: requiredText('Company name is required', 100, 'Company name'),
  tagline: requiredText('Tagline is required', 200, 'Tagline'),
  founded: wholeNumber('Founding year', 1800, 2100),
  address: v.object({
    street: requiredText('Street is required', 200, 'Street'),
    city: requiredText('City is required', 100, 'City'),
    postalCode: requiredText('Postal code is required', 20, 'Postal code'),
    country: requiredText('Country is required', 100, 'Country'),
    countryCode: v.pipe(
      v.string('Country code is required'),
      v.regex(/^[A-Z]{2}$/, 'Country code must be two capital letters, like IN'),
    ),
  }),
  emails: v.pipe(
    v.array(email('Email is required'), 'Emails must be a list'),
    v.minLength(1, 'At least one email is required'),
    v.maxLength(5, 'At most 5 emails'),
  ),
  phones: v.pipe(
    v.array(dialable('Phone'), 'Phones must be a list'),
    v.minLength(1, 'At least one phone number is required'),
    v.maxLength(5, 'At most 5 phone numbers'),
  ),
  whatsapp: dialable('WhatsApp number'),
  hours: requiredText('Support hours are required', 100, 'Support hours'),
  map: v.object({
    latitude: v.pipe(
      v.number('Latitude must be a number'),
      v.minValue(-90, 'Latitude must be from -90 to 90'),
      v.maxValue(90, 'Latitude must be from -90 to 90'),
    ),
    longitude: v.pipe(
      v.number('Longitude must be a number'),
      v.minValue(-180, 'Longitude must be from -180 to 180'),
      v.maxValue(180, 'Longitude must be from -180 to 180'),
    ),
    /** What the map shows, in words (its description for those who do not see it). */
    area: requiredText('Area is required', 200, 'Area'),
  }),
  social: v.pipe(
    v.array(
      v.object({
        label: requiredText('Label is required', 40, 'Label'),
        url: v.pipe(
          requiredText('Link is required', 300, 'Link'),
          v.check((value) => /^https:\/\/[^\s<>"']+$/.test(value.trim()), 'Link must start with https://'),
        ),
      }),
      'Social links must be a list',
    ),
    v.maxLength(8, 'At most 8 social links'),
  ),
  priceTable: v.object({
    title: requiredText('Title is required', 120, 'Title'),
    caption: requiredText('Caption is required', 200, 'Caption'),
    note: optionalText(500, 'Note'),
    points: v.pipe(
      v.array(requiredText('A point cannot be empty', 150, 'A point'), 'Points must be a list'),
      v.maxLength(5, 'At most 5 points'),
    ),
    rows: v.pipe(
      v.array(
        v.pipe(
          v.object({
            pieces: wholeNumber('Quantity', 1, 10_000_000),
            price: rupees('Price'),
            original: rupees('Struck-through price'),
          }),
          v.forward(
            v.check((row) => row.original >= row.price, 'The struck-through price must not be below the price'),
            ['original'],
          ),
        ),
        'Price rows must be a list',
      ),
      v.minLength(1, 'At least one price row is required'),
      v.maxLength(MAX_PRICE_ROWS, `At most ${MAX_PRICE_ROWS} price rows`),
    ),
  }),
  claims: v.object({
    /** Years of experience; when empty it follows the founding year. */
    years: v.optional(v.nullable(wholeNumber('Years', 0, 300)), null),
    clients: wholeNumber('Clients', 0, 10_000_000),
    countries: wholeNumber('Countries', 0, 300),
    rating: v.pipe(
      v.number('Rating must be a number'),
      v.minValue(0, 'Rating must be from 0 to 5'),
      v.maxValue(5, 'Rating must be from 0 to 5'),
    ),
    reviews: wholeNumber('Reviews', 0, 10_000_000),
  }),
  certificates: v.pipe(
    v.array(v.picklist(CERTIFICATE_IDS, 'Unknown certificate'), 'Certificates must be a list'),
    v.maxLength(CERTIFICATE_IDS.length),
  ),
  /** The scheduled run's work on quotations: expiring them past their date, and the one reminder. */
  quotations: v.optional(
    v.object({
      expire: v.boolean('Expire quotations must be on or off'),
      remind: v.boolean('Remind customers must be on or off'),
    }),
    { expire: true, remind: true },
  ),
  /** The company's tax registration, bank account and UPI ID, printed on invoices: private (PRIVATE_SETTINGS). */
  tax: v.optional(companyTaxSchema),
  bank: v.optional(bankSchema),
  upi: v.optional(upiSchema),
  payments: v.optional(paymentSettingsSchema, () => ({ ...DEFAULT_PAYMENT_SETTINGS })),
  /** The privacy notice's grievance officer, retention and version: public, the notice prints them (/privacy). */
  privacy: v.optional(privacySettingsSchema, () => structuredClone(DEFAULT_PRIVACY_SETTINGS)),
});

export type SiteSettings = v.InferOutput<typeof siteSettingsSchema>;

/**
 * The sections for Admins and the server alone: a bank account and the money rules have no place on the public
 * site, in its build's data or in any answer a visitor or Staff can read.
 */
export const PRIVATE_SETTINGS = ['tax', 'bank', 'upi', 'payments'] as const;
type PrivateSection = (typeof PRIVATE_SETTINGS)[number];

/** What the public site is built from and visitors read: the settings without their private sections. */
export type PublicSiteSettings = Omit<SiteSettings, PrivateSection>;

/** The settings as GET /api/settings answers them: an Admin's hold the private sections, anyone else's do not. */
export type SettingsAsRead = PublicSiteSettings & Partial<Pick<SiteSettings, PrivateSection>>;

export function publicSettings(settings: SiteSettings): PublicSiteSettings {
  const copy: Partial<SiteSettings> = { ...settings };
  for (const section of PRIVATE_SETTINGS) delete copy[section];
  return copy as PublicSiteSettings;
}

/** What a first start shows: the company as docs/product.md describes it. */
export const DEFAULT_SETTINGS: SiteSettings = {
  name: 'Labels & Tags Co.',
  tagline: 'Woven labels, hang tags, badges and packaging since 2008',
  founded: 2008,
  address: {
    street: 'Plot 42, Okhla Industrial Area, Phase II',
    city: 'New Delhi',
    postalCode: '110020',
    country: 'India',
    countryCode: 'IN',
  },
  emails: ['info@labelsandtags.in', 'sales@labelsandtags.in'],
  phones: ['+91 98100 12345', '+91 11 4055 6789'],
  whatsapp: '+91 98100 12345',
  hours: '24x7 support',
  map: {
    latitude: 28.5355,
    longitude: 77.273,
    area: 'Okhla Industrial Area Phase II, New Delhi, between Ma Anandmayee Marg and Mathura Road',
  },
  social: [],
  priceTable: {
    title: 'Custom woven labels at honest prices',
    caption: 'Custom woven labels, 2.5 × 1 inch or less',
    note: 'Prices in Indian rupees for one design, including artwork. The struck-through figure is our regular price; the figure beside it is the current offer.',
    points: [
      'Damask, satin and taffeta weaves in up to 8 colours',
      'Free digital artwork and a price quote before you pay',
      'End-fold, centre-fold, straight-cut or loop-fold finishing',
    ],
    rows: [
      { pieces: 100, price: 1300, original: 1800 },
      { pieces: 200, price: 1600, original: 2000 },
      { pieces: 300, price: 1800, original: 2500 },
      { pieces: 500, price: 2500, original: 2800 },
      { pieces: 1000, price: 3000, original: 3500 },
    ],
  },
  claims: { years: null, clients: 1000, countries: 50, rating: 4.9, reviews: 800 },
  certificates: [...CERTIFICATE_IDS],
  quotations: { expire: true, remind: true },
  payments: { ...DEFAULT_PAYMENT_SETTINGS },
  privacy: structuredClone(DEFAULT_PRIVACY_SETTINGS),
};

// ── What the pages and mails derive from the settings ──────────────────────────────────────────────

/** The tel: form of a number as typed ('+91 98100 12345' → '+919810012345'; a 10-digit number is Indian). */
export const telOf = (phone: string) => `+${internationalDigits(phone) ?? phone.replace(/\D/g, '')}`;

/** A number as the pages show and dial it. */
export const phoneLink = (display: string) => ({ display, tel: telOf(display) });

/** The wa.me link of the WhatsApp number (digits only, with the country code). */
export const whatsappLink = (settings: PublicSiteSettings, text?: string) =>
  `https://wa.me/${internationalDigits(settings.whatsapp) ?? settings.whatsapp.replace(/\D/g, '')}${text ? `?text=${encodeURIComponent(text)}` : ''}`;

export const fullAddress = ({ address }: PublicSiteSettings): string =>
  `${address.street}, ${address.city} ${address.postalCode}, ${address.country}`;

/** Years of experience: as set, else since the founding year. */
export const yearsOf = (settings: PublicSiteSettings, now = new Date()): number =>
  settings.claims.years ?? Math.max(0, now.getFullYear() - settings.founded);
