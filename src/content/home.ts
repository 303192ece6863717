/**
 * Texts and data of the home page (docs/product.md 1, 2.4, 9), kept out of the markup so a wording change is a
 * one-line edit. Media file names here match what scripts/media/generate.ts writes under public/media/.
 */
import type { FeatureIconName } from '../components/home/feature-icons.ts';
import type { CategoryId } from '../lib/categories.ts';
import { type CERTIFICATE_IDS, type PublicSiteSettings, yearsOf } from '../lib/settings.ts';

/** The company's facts come from the site settings (src/lib/settings.ts); the price table is one of them. */
export const heroOf = (settings: PublicSiteSettings) => ({
  eyebrow: `Since ${settings.founded} · ${settings.address.city}, ${settings.address.country}`,
  title: 'Custom woven labels, tags and packaging for fashion brands',
  lede: `We design, weave, print and ship woven and printed labels, hang tags, designer tags, badges, ribbons and packaging for ${settings.claims.clients}+ clients in ${settings.claims.countries}+ countries, from just 100 pieces.`,
  poster: { src: '/media/hero-poster.webp', width: 576, height: 360 },
  loop: '/media/hero-loop.webp',
  alt: 'A jacquard loom weaving a tape of woven labels',
});

/** The 26 client brands of the logo strip (invented apparel brands); logo files are /media/logos/{slug}.svg. */
export const CLIENT_LOGOS: readonly { slug: string; name: string }[] = [
  { slug: 'kavya-couture', name: 'Kavya Couture' },
  { slug: 'noorani-threads', name: 'Noorani Threads' },
  { slug: 'maison-rangrez', name: 'Maison Rangrez' },
  { slug: 'indigo-loom-co', name: 'Indigo Loom Co.' },
  { slug: 'saanjh-studio', name: 'Saanjh Studio' },
  { slug: 'verde-atelier', name: 'Verde Atelier' },
  { slug: 'aarna-kids', name: 'Aarna Kids' },
  { slug: 'olive-and-oak', name: 'Olive & Oak' },
  { slug: 'mira-denim-works', name: 'Mira Denim Works' },
  { slug: 'tanaav-active', name: 'Tanaav Active' },
  { slug: 'kesari-weaves', name: 'Kesari Weaves' },
  { slug: 'northpeak-knits', name: 'Northpeak Knits' },
  { slug: 'bagh-print-house', name: 'Bagh Print House' },
  { slug: 'halcyon-sport', name: 'Halcyon Sport' },
  { slug: 'urban-mela', name: 'Urban Mela' },
  { slug: 'chanderi-lane', name: 'Chanderi Lane' },
  { slug: 'peacock-row', name: 'Peacock Row' },
  { slug: 'blue-yarn-society', name: 'Blue Yarn Society' },
  { slug: 'riwaaz-ethnic', name: 'Riwaaz Ethnic' },
  { slug: 'cottonfield-crew', name: 'Cottonfield Crew' },
  { slug: 'barsaat-rainwear', name: 'Barsaat Rainwear' },
  { slug: 'zaffran', name: 'Zaffran' },
  { slug: 'kamal-and-kin', name: 'Kamal & Kin' },
  { slug: 'terra-tailors', name: 'Terra Tailors' },
  { slug: 'pashm-heritage', name: 'Pashm Heritage' },
  { slug: 'ember-linen-co', name: 'Ember Linen Co.' },
];
export const LOGO_SIZE = { width: 160, height: 64 };
/** docs/product.md 9: the client strip scrolls once around in 50 s. */
export const LOGO_STRIP_SECONDS = 50;

/** Widths each card and certificate picture is generated at (srcset); files are {image}-{width}.webp. */
export const CARD_IMAGE = { widths: [400, 800], width: 400, height: 300 };

/** docs/product.md 2.4: three category cards linking to /products?tab={category id}. */
export const CATEGORY_CARDS: readonly { id: CategoryId; title: string; text: string; image: string; alt: string }[] = [
  {
    id: 'woven and printed labels',
    title: 'Woven & Printed Labels',
    text: 'Damask, satin and taffeta main labels, size labels and printed care labels that stay soft on the skin.',
    image: '/media/home/woven-labels',
    alt: 'Two woven brand labels, one burgundy and one cream',
  },
  {
    id: 'designer tags',
    title: 'Designer Tags',
    text: 'Thick-board tags with foil, embossing, die-cut shapes and strings that make a garment feel premium.',
    image: '/media/home/designer-tags',
    alt: 'A round black designer tag with a silver monogram and a ribbon loop',
  },
  {
    id: 'hang tags',
    title: 'Hang Tags',
    text: 'Printed hang tags with eyelets, barcodes and price panels, made to your size and paper.',
    image: '/media/home/hang-tags',
    alt: 'A kraft-paper hang tag with a barcode, on a string',
  },
];

/** docs/product.md 1: the custom-order process, in order. */
export const PROCESS_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Request a quote', text: 'Tell us the label type, size, quantity and artwork, by the quote form, phone or WhatsApp.' },
  {
    title: 'Approve digital artwork with price quote',
    text: 'Our designers send a digital proof with colours, size and the final price for your approval.',
  },
  {
    title: 'Confirm pre-production sample',
    text: 'We weave or print a sample so you can check colours, feel and finishing before the full run.',
  },
  { title: 'Mass production', text: 'Your order is produced, quality-checked piece by piece and shipped to your door.' },
];

/** docs/product.md 2.4: six highlights. */
export const HIGHLIGHTS: readonly { title: string; text: string; icon: FeatureIconName }[] = [
  {
    title: 'Professional quality',
    text: 'Sharp detail and true colours from modern jacquard looms and printers.',
    icon: 'award',
  },
  {
    title: 'Less quantity',
    text: 'Start small: woven labels from just 100 pieces, so new brands can begin today.',
    icon: 'layers',
  },
  {
    title: 'Customization options',
    text: 'Any size, shape, weave, fold, finish and packaging to match your brand.',
    icon: 'palette',
  },
  { title: 'Urgent orders', text: 'Rush production for launches and restocks when your deadline is close.', icon: 'bolt' },
  { title: 'Timely delivery', text: 'Dispatch on the promised date, across India and to 50+ countries.', icon: 'truck' },
  { title: 'Quality maintained', text: 'Every batch is checked against the approved sample before it ships.', icon: 'shield' },
];

export const TESTIMONIALS = {
  title: 'What our clients say',
  intro: 'Brands large and small on working with us.',
  /** docs/product.md 9: the strip moves at 3 seconds per testimonial. */
  secondsPerItem: 3,
};

export interface CounterItem {
  value: number;
  decimals?: number;
  suffix?: string;
  label: string;
}

/** docs/product.md 1 and 9: the home page's claims. */
export const homeCountersOf = (settings: PublicSiteSettings): CounterItem[] => [
  { value: yearsOf(settings), suffix: '+', label: `Years of experience, since ${settings.founded}` },
  { value: settings.claims.clients, suffix: '+', label: 'Happy clients' },
  { value: settings.claims.countries, suffix: '+', label: 'Countries served' },
  {
    value: settings.claims.rating,
    decimals: 1,
    label: `Average rating out of 5.0, from ${settings.claims.reviews}+ reviews`,
  },
];

/** Certificate artwork (docs/product.md 1), generated at CERTIFICATE_IMAGE.widths; files are {image}-{width}.webp. */
export const CERTIFICATE_IMAGE = { widths: [320, 640], width: 320, height: 452 };
/** The certificates there are; the settings say which show (CERTIFICATE_IDS). */
export const CERTIFICATES: readonly {
  id: (typeof CERTIFICATE_IDS)[number];
  title: string;
  text: string;
  image: string;
  alt: string;
}[] = [
  {
    id: 'iso-9001-2015',
    title: 'ISO 9001:2015',
    text: 'Quality management system for the design, manufacture and export of our labels, tags and packaging.',
    image: '/media/certificates/iso-9001-2015',
    alt: 'ISO 9001:2015 quality management system certificate',
  },
  {
    id: 'oeko-tex-standard-100',
    title: 'OEKO-TEX Standard 100',
    text: 'Our labels, ribbons and threads are tested for harmful substances, safe for skin contact.',
    image: '/media/certificates/oeko-tex-standard-100',
    alt: 'OEKO-TEX Standard 100 certificate for labels and threads',
  },
];
