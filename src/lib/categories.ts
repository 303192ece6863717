/** Product categories: the ids are the wire values of docs/product.md section 3 (they appear in ?tab=…). */
export const CATEGORIES = [
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
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

/** The public filter lists 'all' first; it is a filter value, never a product's category. */
export const ALL_CATEGORIES = 'all';

export const CATEGORY_IDS = CATEGORIES.map((category) => category.id) as CategoryId[];

/**
 * The observed original read the same category as 'clothing name' on the public side and 'clothing label'
 * on the admin side; we store 'clothing label' and accept the public reading in links (docs/product.md 3).
 */
const CATEGORY_ALIASES: Record<string, CategoryId> = { 'clothing name': 'clothing label' };

export function toCategoryId(value: string | null | undefined): CategoryId | undefined {
  if (!value) return undefined;
  const aliased = CATEGORY_ALIASES[value] ?? value;
  return CATEGORY_IDS.find((id) => id === aliased);
}

export function categoryLabel(id: string): string {
  return CATEGORIES.find((category) => category.id === id)?.label ?? id;
}
