/**
 * Reading a product the same way everywhere (pages, cards, API answers): its images with their alt texts,
 * its price tiers and its options. Products stored before these existed lack the fields and read as having
 * none; an image without alt text is described by the product's name.
 */
import { MAX_FORMER_NAMES } from './constants.ts';
import { toProductSlug } from './slugs.ts';
import type { PriceTier, Product, ProductOptions } from './schemas/content.ts';

export interface ProductImage {
  url: string;
  alt: string;
}

export const imagesOf = (product: Pick<Product, 'name' | 'images' | 'imageAlts'>): ProductImage[] =>
  product.images.filter(Boolean).map((url, index) => ({ url, alt: product.imageAlts?.[index]?.trim() || product.name }));

export const tiersOf = (product: Pick<Product, 'priceTiers'>): PriceTier[] => product.priceTiers ?? [];

export const NO_OPTIONS: ProductOptions = { sizes: [], materials: [], finishes: [] };

export const optionsOf = (product: Pick<Product, 'options'>): ProductOptions => ({ ...NO_OPTIONS, ...product.options });

/** The lowest price a piece can cost: the single price or a tier's, whichever is lower. */
export const lowestPrice = (product: Pick<Product, 'price' | 'priceTiers'>): number =>
  Math.min(product.price, ...tiersOf(product).map((tier) => tier.price));

/** What a product may leave to its category (an invoice line's HSN code and GST rate). */
type FromCategory = 'hsn' | 'gstPercent';

/**
 * The product as the API answers it: every field present, so clients need not know which came later; its
 * HSN code and GST rate only when it has its own.
 */
export function withDefaults(product: Product): Required<Omit<Product, FromCategory>> & Pick<Product, FromCategory> {
  const imageAlts = product.images.map((_, index) => product.imageAlts?.[index] ?? '');
  return {
    ...product,
    imageAlts,
    priceTiers: tiersOf(product),
    options: optionsOf(product),
    formerNames: product.formerNames ?? [],
  };
}

/**
 * The former names after `current` is renamed to `name`: its name joins them, and a name that now is the
 * product's again leaves them (its address is the page, not a move). One per address, the newest kept.
 */
export function formerNamesAfterRename(current: Pick<Product, 'name' | 'formerNames'>, name: string): string[] {
  const bySlug = new Map<string, string>();
  for (const former of [...(current.formerNames ?? []), current.name]) {
    const slug = toProductSlug(former);
    bySlug.delete(slug);
    bySlug.set(slug, former);
  }
  bySlug.delete(toProductSlug(name));
  return [...bySlug.values()].slice(-MAX_FORMER_NAMES);
}

/** What a piece costs at this quantity: the price of the highest tier it reaches (`tier`), else the single price. */
export function priceAt(
  product: Pick<Product, 'price' | 'priceTiers'>,
  quantity: number,
): { price: number; tier: PriceTier | null } {
  let reached: PriceTier | null = null;
  for (const tier of tiersOf(product))
    if (quantity >= tier.quantity && (!reached || tier.quantity > reached.quantity)) reached = tier;
  return { price: reached?.price ?? product.price, tier: reached };
}
