/** Texts and data of the About page (docs/product.md 2.8), kept out of the markup. */
import type { FeatureIconName } from '../components/home/feature-icons.ts';
import { type PublicSiteSettings, yearsOf } from '../lib/settings.ts';
import type { CounterItem } from './home.ts';

export const aboutIntroOf = (settings: PublicSiteSettings) => ({
  eyebrow: `Since ${settings.founded} · ${settings.address.city}, ${settings.address.country}`,
  title: `About ${settings.name}`,
  lede: 'A family-run New Delhi manufacturer and exporter that turns a brand’s name into the labels, tags and packaging its customers hold in their hands.',
  image: {
    src: '/media/hero-poster.webp',
    width: 576,
    height: 360,
    alt: 'A jacquard loom in our workshop weaving a tape of woven labels',
  },
});

export const storyOf = (settings: PublicSiteSettings) => ({
  title: 'Our story',
  paragraphs: [
    `${settings.name} began in ${settings.founded} in ${settings.address.city} with two jacquard looms and one promise: labels that look exactly like the artwork, delivered when we say they will be.`,
    'Today we are a manufacturer and exporter of woven and printed labels, hang tags, designer tags, badges, ribbons, metal emblems, packaging items and promotional key rings, working with start-up labels and established fashion houses alike.',
    'Design, weaving, printing, finishing and quality checks all happen under one roof, so we can start from just 100 pieces, turn urgent orders around quickly and keep every repeat order true to the first.',
  ],
  facts: [
    { label: 'Founded', value: String(settings.founded) },
    { label: 'Based in', value: `${settings.address.city}, ${settings.address.country}` },
    { label: 'Clients', value: `${settings.claims.clients}+ brands` },
    { label: 'Exports', value: `${settings.claims.countries}+ countries` },
  ],
});

/** What the company makes (docs/product.md 1). */
export const SPECIALTIES: readonly { title: string; text: string; icon: FeatureIconName }[] = [
  { title: 'Woven labels', text: 'Damask, satin and taffeta main labels with fine detail and rich colour.', icon: 'thread' },
  { title: 'Printed labels', text: 'Soft satin, cotton and care labels printed to last through every wash.', icon: 'tag' },
  { title: 'Hang tags', text: 'Printed tags in any size and paper, with eyelets, strings and barcodes.', icon: 'tag' },
  { title: 'Designer tags', text: 'Premium tags with foil, embossing, die-cut shapes and custom cords.', icon: 'award' },
  { title: 'Badges', text: 'Embroidered, woven, PVC and leather badges and patches.', icon: 'badge' },
  { title: 'Ribbons', text: 'Printed and woven branding ribbons for garments and gift packaging.', icon: 'ribbon' },
  { title: 'Metal emblems', text: 'Cast and stamped metal emblems and badges in many finishes.', icon: 'shield' },
  { title: 'Packaging items', text: 'Paper and cotton bags, boxes, tissue, stickers and packaging tape.', icon: 'box' },
  { title: 'Promotional key rings', text: 'Metal, PVC and woven key rings that carry your brand everywhere.', icon: 'key' },
];

/** docs/product.md 2.8 and 9: the about page's counters. */
export const aboutCountersOf = (settings: PublicSiteSettings): CounterItem[] => [
  { value: yearsOf(settings), suffix: '+', label: `Years of experience, since ${settings.founded}` },
  { value: settings.claims.clients, suffix: '+', label: 'Happy clients' },
  { value: settings.claims.countries, suffix: '+', label: 'Countries served' },
  { value: 100, suffix: '%', label: 'Quality assurance' },
];

export const VALUES: readonly { title: string; text: string; icon: FeatureIconName }[] = [
  { title: 'Quality first', text: 'Every batch is checked against the approved sample before it leaves us.', icon: 'shield' },
  {
    title: 'Honest pricing',
    text: 'Clear quotes with no hidden charges, and fair prices for small orders too.',
    icon: 'handshake',
  },
  {
    title: 'On time, every time',
    text: 'We plan production around your launch date and tell you early if anything changes.',
    icon: 'truck',
  },
  {
    title: 'Responsible making',
    text: 'OEKO-TEX tested materials, recyclable packaging and careful use of resources.',
    icon: 'leaf',
  },
];

/** docs/product.md 2.8: the timeline from 2008 to 2024. */
export const TIMELINE: readonly { year: number; title: string; text: string }[] = [
  { year: 2008, title: 'Founded in New Delhi', text: 'Two jacquard looms weaving labels for local garment makers.' },
  { year: 2010, title: 'First export order', text: 'Printed satin and care labels join woven labels.' },
  { year: 2012, title: 'Hang tags and designer tags', text: 'In-house printing, foiling and die-cutting for tags.' },
  { year: 2014, title: 'A bigger workshop', text: 'A new unit in Okhla Industrial Area; badges, patches and ribbons added.' },
  { year: 2016, title: 'ISO 9001:2015 certified', text: 'Our quality management system independently certified.' },
  {
    year: 2018,
    title: 'OEKO-TEX Standard 100',
    text: 'Labels, ribbons and threads tested for harmful substances; metal emblems and key rings added.',
  },
  { year: 2020, title: 'Packaging line', text: 'Bags, boxes, tissue and tape, with digital proofs for every order.' },
  { year: 2022, title: '1000+ clients', text: 'From first collections to established fashion houses.' },
  { year: 2024, title: '50+ countries', text: 'New high-speed looms double our weaving capacity for export.' },
];

export const MISSION = {
  title: 'Mission and vision',
  mission:
    'To give every brand, from a first collection of 100 pieces to an international label, labels and packaging of export quality at honest prices, delivered on time.',
  vision:
    'To be the most trusted labels and packaging partner for fashion brands in India and around the world, known for craft, care and reliability.',
};

export const ABOUT_CTA = {
  title: 'Let’s make your brand’s labels',
  text: 'Send us your artwork or idea, and get a digital proof with a price quote.',
};
