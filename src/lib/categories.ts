/**
 * Product categories (docs/product.md 2.23). Staff add, rename, reorder and hide them on the Categories screen
 * (stored as one record, src/lib/server/products/stored-categories.ts); an id never changes once given, so `?tab={id}` links
 * and stored products keep working. The original 27 (the wire values of docs/product.md section 3) are the
 * first start's.
 */
export interface Category {
  /** The wire value: in `?tab=…` and in each product's `category`. */
  id: string;
  label: string;
  /** Left out of the public filter, the home page's cards and the footer. */
  hidden: boolean;
  /** The HSN code and GST rate its products' quotation lines take, unless a product has its own. */
  hsn?: string;
  gstPercent?: number;
}

export const DEFAULT_CATEGORIES: readonly Category[] = [
  { id: 'woven and printed labels', label: 'Woven And Printed Labels' },
  { id: 'designer tags', label: 'Designer Tags' },
  { id: 'fashion badges', label: 'Fashion Badges' },
  { id: 'hang tags', label: 'Hang Tags' },
  { id: 'custom labels', label: 'Custom Labels' },
  { id: 'printed ribbons', label: 'Printed Ribbons' },
  { id: 'paper bag', label: 'Paper Bag' },
  { id: 'wrapping papers', label: 'Wrapping Papers' },
  { id: 'stickers', label: 'Stickers' },
  { id: 'cotton bag', label: 'Cotton Bag' },
  { id: 'Promotional Keys rings', label: 'Promotional Key Rings' },
  { id: 'logo patches and badges', label: 'Logo Patches And Badges' },
  { id: 'shopping bags', label: 'Shopping Bags' },
  { id: 'branding ribbons', label: 'Branding Ribbons' },
  { id: 'clothing label', label: 'Clothing Label' },
  { id: 'clothing tags', label: 'Clothing Tags' },
  { id: 'brand packaging item', label: 'Brand Packaging Item' },
  { id: 'brand sticker', label: 'Brand Sticker' },
  { id: 'custom wrapping papers', label: 'Custom Wrapping Papers' },
  { id: 'metal badge', label: 'Metal Badge' },
  { id: 'custom seal tag', label: 'Custom Seal Tag' },
  { id: 'packaging tape', label: 'Packaging Tape' },
  { id: 'custom jewellery tag', label: 'Custom Jewellery Tag' },
  { id: 'business card', label: 'Business Card' },
  { id: 'paper tag', label: 'Paper Tag' },
  { id: 'custom thank you card', label: 'Custom Thank You Card' },
  { id: 'pu and leather patche', label: 'PU And Leather Patche' },
].map((category) => ({ ...category, hidden: false }));

export type CategoryId = string;

/** The public filter lists 'all' first; it is a filter value, never a product's category. */
export const ALL_CATEGORIES = 'all';

/**
 * The observed original read the same category as 'clothing name' on the public side and 'clothing label'
 * on the admin side; we store 'clothing label' and accept the public reading in links (docs/product.md 3).
 */
const CATEGORY_ALIASES: Record<string, CategoryId> = { 'clothing name': 'clothing label' };

/** The category a link names, among `categories` (aliases allowed); undefined for none of them. */
export function toCategoryId(
  value: string | null | undefined,
  categories: readonly Pick<Category, 'id'>[],
): CategoryId | undefined {
  if (!value) return undefined;
  const aliased = CATEGORY_ALIASES[value] ?? value;
  return categories.find((category) => category.id === aliased)?.id;
}

/** A category's label, or its id when it is not (or no longer) among `categories`. */
export const labelOf = (id: string, categories: readonly Pick<Category, 'id' | 'label'>[]): string =>
  categories.find((category) => category.id === id)?.label ?? id;

/** The id a new category gets: its first name, lower-cased, made unique among `taken`. */
export function newCategoryId(label: string, taken: ReadonlySet<string>): CategoryId {
  const base = label.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, 60) || 'category';
  let id = base;
  for (let n = 2; taken.has(id) || taken.has(id.toLowerCase()) || id === ALL_CATEGORIES; n += 1) id = `${base} ${n}`;
  return id;
}
