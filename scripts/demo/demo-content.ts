/**
 * Demo content for the catalogue: products, blog posts and testimonials. Pure data, deterministic
 * (a seeded PRNG, never Math.random) and without I/O, so tests, the seed script and benchmarks all
 * see the same content. Product artwork is referenced as an ArtSpec; art.ts renders it.
 */
import { type CategoryId, DEFAULT_CATEGORIES } from '../../src/lib/categories.ts';

const CATEGORY_IDS = DEFAULT_CATEGORIES.map((category) => category.id);
import { rng } from './art-kit.ts';
import { ART_VARIANTS, type ArtSpec, categoryArt } from './art-kinds.ts';
import { type Family, TRIM_FAMILIES } from './product-families.ts';
import { PACKAGING_FAMILIES } from './product-families-packaging.ts';
import { type HandProduct, TRIM_PRODUCTS } from './demo-products.ts';
import { PACKAGING_PRODUCTS } from './demo-products-packaging.ts';

export { type DemoBlog, demoBlogs } from './demo-blogs.ts';

export interface DemoProduct {
  name: string;
  category: CategoryId;
  description: string;
  shortDescription: string;
  longDescription: string;
  price: number;
  popular: boolean;
  status: 'Active' | 'Inactive';
  art: ArtSpec;
}

const HAND_PRODUCTS: HandProduct[] = [...TRIM_PRODUCTS, ...PACKAGING_PRODUCTS];
const FAMILIES: Record<CategoryId, Family> = { ...TRIM_FAMILIES, ...PACKAGING_FAMILIES };

/**
 * The three artworks a category may use. Palettes are offset for categories that share a drawing kind
 * (e.g. 'printed ribbons' and 'branding ribbons'), so their pictures differ.
 */
export function categoryArtSpecs(category: CategoryId): ArtSpec[] {
  const index = CATEGORY_IDS.indexOf(category);
  const kind = categoryArt(category);
  const occurrence = CATEGORY_IDS.slice(0, index).filter((id) => categoryArt(id) === kind).length;
  return Array.from({ length: ART_VARIANTS }, (_, k) => ({ kind, palette: (index * 3 + occurrence * 3 + k) % 8, variant: k }));
}

/** The uniqueness key: the product slug of docs/product.md 2.1 (lower-case, spaces to hyphens) covers case-insensitivity too. */
const nameKey = (name: string) => name.toLowerCase().replace(/ /g, '-');

/** Hand-written products interleaved by category, so the first 27 cover every category once. */
function interleaved(): HandProduct[] {
  const queues = CATEGORY_IDS.map((id) => HAND_PRODUCTS.filter((p) => p.category === id));
  const out: HandProduct[] = [];
  for (let round = 0; out.length < HAND_PRODUCTS.length; round++) {
    for (const queue of queues) if (queue[round]) out.push(queue[round]);
  }
  return out;
}

function fromHand(p: HandProduct): DemoProduct {
  const position = HAND_PRODUCTS.filter((q) => q.category === p.category).indexOf(p);
  return {
    name: p.name,
    category: p.category,
    description: p.description,
    shortDescription: p.shortDescription,
    longDescription: p.longDescription,
    price: p.price,
    popular: p.popular ?? false,
    status: p.inactive ? 'Inactive' : 'Active',
    art: categoryArtSpecs(p.category)[position % ART_VARIANTS],
  };
}

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const pick = <T>(list: readonly T[], rand: () => number): T => list[Math.floor(rand() * list.length)];
const words = (text: string) => text.toLowerCase().split(/[\s–-]+/);

/** Round a price the way a price list would: paise for small items, whole rupees or tens for big ones. */
function roundPrice(value: number): number {
  const step = value < 10 ? 0.05 : value < 100 ? 0.5 : value < 1000 ? 5 : 10;
  return Math.round(Math.round(value / step) * step * 100) / 100;
}

/** A name from a category's word family, or null when words repeat ("Satin Satin Ribbon") or clash. */
function composeName(f: Family, rand: () => number): string | null {
  const base = pick(f.bases, rand);
  const mod = rand() < 0.85 ? pick(f.mods, rand) : '';
  const suffix = rand() < 0.6 ? pick(f.suffixes, rand) : '';
  const parts = [mod, base, suffix].filter(Boolean);
  const all = parts.flatMap(words);
  if (new Set(all).size !== all.length || parts.length < 2) return null;
  const name = `${mod ? `${mod} ` : ''}${base}${suffix ? ` – ${suffix}` : ''}`;
  const lower = name.toLowerCase();
  if (f.clash?.some((pair) => pair.every((word) => lower.includes(word.toLowerCase())))) return null;
  return name;
}

function generated(category: CategoryId, name: string, rand: () => number): DemoProduct {
  const f = FAMILIES[category];
  const moq = `${thousands(f.moq)} ${f.moqUnit ?? 'pieces'}`;
  const shorts = [
    `Made ${f.use}; sizes from ${f.sizes[0]}, MOQ ${moq}.`,
    `Custom-made ${f.use}, in your artwork and brand colours.`,
    `Made to order ${f.use} from stocked materials; MOQ ${moq}.`,
  ];
  const closing = pick(
    [
      'Samples follow within 5–7 working days of artwork approval.',
      'Bulk orders ship in 10–15 working days after sample approval.',
      'Pantone matching and a pre-production sample are included.',
    ],
    rand,
  );
  const [min, max] = f.price;
  return {
    name,
    category,
    description: `${name} ${f.use}, produced to your artwork at our New Delhi unit.`,
    shortDescription: pick(shorts, rand),
    longDescription: `${f.material}. Available in ${f.sizes.join(', ')}. Minimum order ${moq}; the price shown is ${f.unit}. ${closing}`,
    price: roundPrice(min + (max - min) * rand() ** 1.5),
    popular: rand() < 0.15,
    status: rand() < 1 / 12 ? 'Inactive' : 'Active',
    art: categoryArtSpecs(category)[Math.floor(rand() * ART_VARIANTS)],
  };
}

/**
 * `count` products: the hand-written ones first (up to 60), then generated ones cycling through the
 * categories. Names are unique by slug. Should a family ever run out of fresh combinations, a
 * "Series n" suffix keeps names unique, so any count terminates.
 */
export function demoProducts(count: number): DemoProduct[] {
  const out = interleaved().slice(0, Math.max(0, count)).map(fromHand);
  const seen = new Set(out.map((p) => nameKey(p.name)));
  const rand = rng(2008); // the company's founding year: any fixed seed would do
  for (let i = 0; out.length < count; i++) {
    const category = CATEGORY_IDS[i % CATEGORY_IDS.length];
    let name: string | null = null;
    for (let attempt = 0; attempt < 60 && !name; attempt++) {
      const candidate = composeName(FAMILIES[category], rand);
      if (candidate && !seen.has(nameKey(candidate))) name = candidate;
    }
    for (let series = 2; !name; series++) {
      const candidate = `${FAMILIES[category].bases[0]} – Series ${series}`;
      if (!seen.has(nameKey(candidate))) name = candidate;
    }
    seen.add(nameKey(name));
    out.push(generated(category, name, rand));
  }
  return out;
}

export interface DemoTestimonial {
  name: string;
  company: string;
  message: string;
  star: number;
}

export function demoTestimonials(): DemoTestimonial[] {
  return [
    {
      name: 'Ritika Sharma',
      company: 'Saanjh Ethnic Wear, Jaipur',
      star: 5,
      message:
        'We have ordered damask labels and foil hang tags for three seasons now. Colours match our Pantone every time and the team flags artwork problems before printing, not after.',
    },
    {
      name: 'Arjun Mehta',
      company: 'Indigo Loom Denim',
      star: 5,
      message:
        'The PU leather back patches and metal badges came out exactly like the approved sample. Delivery to our Tiruppur unit was two days ahead of schedule.',
    },
    {
      name: 'Sophie Laurent',
      company: 'Maison Verte, Lyon',
      star: 5,
      message:
        'Working across time zones was easy: clear quotes, photos of the pre-production samples and careful export packing. Our organic cotton labels are beautiful.',
    },
    {
      name: 'Imran Qureshi',
      company: 'Qureshi Exports',
      star: 4,
      message:
        'Good quality care labels at a fair price for large volumes. One reorder needed a small correction on the fibre content line, which they reprinted immediately.',
    },
    {
      name: 'Neha Kapoor',
      company: 'Little Kavya Kidswear',
      star: 5,
      message:
        'Soft satin neck labels that do not scratch, which matters for babywear. The cotton tape size labels wash perfectly too.',
    },
    {
      name: 'Daniel Brooks',
      company: 'Northline Outdoor Co., UK',
      star: 5,
      message:
        'Our embroidered patches and woven badges were spot on, including the tricky small lettering. We have moved all our trims sourcing here.',
    },
    {
      name: 'Priya Nair',
      company: 'Aarna Boutique, Kochi',
      star: 5,
      message:
        'The laminated shopping bags with rope handles make our boutique look far bigger than it is. Customers keep the bags, which is free advertising.',
    },
    {
      name: 'Vikram Singh',
      company: '',
      star: 5,
      message:
        'I run a small online label from home and they still treated my 500-piece order with care. Kraft hang tags with jute string look lovely in my product photos.',
    },
    {
      name: 'Aisha Rahman',
      company: 'Noor Modest Fashion, Dubai',
      star: 4,
      message:
        'Premium designer tags with satin ribbon, well packed for export. Lead time was a little longer during Diwali, but they told us in advance.',
    },
    {
      name: 'Karan Malhotra',
      company: 'Rangrez Studio',
      star: 5,
      message:
        'Custom tissue paper and gold foil seal stickers have completely changed our unboxing. The Pantone match on the tissue was better than our previous supplier.',
    },
    {
      name: 'Meera Iyer',
      company: 'Olive & Thread, Bengaluru',
      star: 5,
      message: 'Quick samples, honest advice on which weave suits our logo, and labels that still look new after fifty washes.',
    },
    {
      name: 'Tomás García',
      company: 'Verde Basics, Madrid',
      star: 5,
      message:
        'Recycled polyester labels and printed BOPP tape in one shipment, all with proper documentation for our sustainability report.',
    },
  ];
}
