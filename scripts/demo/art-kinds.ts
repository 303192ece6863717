/**
 * The vocabulary of the demo artwork — kinds, specs, keys and which kind pictures each category —
 * kept apart from the drawing code so pure data modules (catalogue.ts) can use it without loading
 * sharp. art.ts re-exports all of it.
 */
import type { CategoryId } from '../../src/lib/categories.ts';

export const ART_KINDS = [
  'woven-label',
  'printed-label',
  'hang-tag',
  'designer-tag',
  'badge',
  'metal-badge',
  'patch',
  'leather-patch',
  'ribbon',
  'tape',
  'paper-bag',
  'cotton-bag',
  'shopping-bag',
  'wrapping-paper',
  'sticker',
  'key-ring',
  'card',
  'thank-you-card',
  'seal-tag',
  'jewellery-tag',
  'packaging-box',
] as const;

export type ArtKind = (typeof ART_KINDS)[number];

/** palette and variant are small integers: palette picks colours (8 palettes), variant the layout. */
export interface ArtSpec {
  kind: ArtKind;
  palette: number;
  variant: number;
}

/** How many distinct layouts each drawing has; higher variants wrap around. */
export const ART_VARIANTS = 3;

/** Stable file-name-safe key, e.g. 'woven-label-2-1' (lower-case letters, digits, hyphens). */
export function artKey(spec: ArtSpec): string {
  return `${spec.kind}-${Math.abs(Math.trunc(spec.palette))}-${Math.abs(Math.trunc(spec.variant))}`;
}

/** Which drawing illustrates each category; categories sharing a kind get other palettes in the catalogue. */
const CATEGORY_ART: Record<CategoryId, ArtKind> = {
  'woven and printed labels': 'woven-label',
  'designer tags': 'designer-tag',
  'fashion badges': 'badge',
  'hang tags': 'hang-tag',
  'custom labels': 'woven-label',
  'printed ribbons': 'ribbon',
  'paper bag': 'paper-bag',
  'wrapping papers': 'wrapping-paper',
  stickers: 'sticker',
  'cotton bag': 'cotton-bag',
  'Promotional Keys rings': 'key-ring',
  'logo patches and badges': 'patch',
  'shopping bags': 'shopping-bag',
  'branding ribbons': 'ribbon',
  'clothing label': 'printed-label',
  'clothing tags': 'hang-tag',
  'brand packaging item': 'packaging-box',
  'brand sticker': 'sticker',
  'custom wrapping papers': 'wrapping-paper',
  'metal badge': 'metal-badge',
  'custom seal tag': 'seal-tag',
  'packaging tape': 'tape',
  'custom jewellery tag': 'jewellery-tag',
  'business card': 'card',
  'paper tag': 'hang-tag',
  'custom thank you card': 'thank-you-card',
  'pu and leather patche': 'leather-patch',
};

export function categoryArt(category: CategoryId): ArtKind {
  return CATEGORY_ART[category];
}
