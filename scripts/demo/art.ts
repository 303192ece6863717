/**
 * Demo product artwork, drawn locally as SVG and rendered to WEBP with sharp: no downloads, no fonts
 * (CI may have none; words are drawn with the stroke alphabet of art-glyphs.ts), deterministic output
 * for a given spec. Kinds and specs: art-kinds.ts. Palettes and shared pieces: art-kit.ts. Drawings:
 * art-labels.ts, art-tags.ts, art-goods.ts. Blog covers: art-cover.ts. Everything is drawn in an
 * 800 × 800 user space and scaled to the requested size; other aspect ratios keep the product whole
 * and extend the backdrop (drawn far beyond the view box on purpose).
 */
import sharp from 'sharp';
import { coverSvg } from './art-cover.ts';
import { badge, cottonBag, keyRing, metalBadge, packagingBox, paperBag, shoppingBag, wrappingPaper } from './art-goods.ts';
import { backdrop, brand, commonDefs, type Ctx, palette } from './art-kit.ts';
import { ART_VARIANTS, type ArtKind, type ArtSpec } from './art-kinds.ts';
import { leatherPatch, patch, printedLabel, ribbon, tape, wovenLabel } from './art-labels.ts';
import { card, designerTag, hangTag, jewelleryTag, sealTag, sticker, thankYouCard } from './art-tags.ts';

export { ART_KINDS, ART_VARIANTS, type ArtKind, type ArtSpec, artKey, categoryArt } from './art-kinds.ts';

/** One drawing per kind; each returns SVG markup for the 800 × 800 user space. */
const DRAWINGS: Record<ArtKind, (c: Ctx) => string> = {
  'woven-label': wovenLabel,
  'printed-label': printedLabel,
  'hang-tag': hangTag,
  'designer-tag': designerTag,
  badge,
  'metal-badge': metalBadge,
  patch,
  'leather-patch': leatherPatch,
  ribbon,
  tape,
  'paper-bag': paperBag,
  'cotton-bag': cottonBag,
  'shopping-bag': shoppingBag,
  'wrapping-paper': wrappingPaper,
  sticker,
  'key-ring': keyRing,
  card,
  'thank-you-card': thankYouCard,
  'seal-tag': sealTag,
  'jewellery-tag': jewelleryTag,
  'packaging-box': packagingBox,
};

/** The SVG document for a spec at width × height (any aspect ratio: the product stays whole and centred). */
export function artSvg(spec: ArtSpec, width: number, height: number): string {
  const p = palette(spec.palette);
  const v = ((Math.trunc(spec.variant) % ART_VARIANTS) + ART_VARIANTS) % ART_VARIANTS;
  const ctx: Ctx = { p, v, brand: brand(spec.palette, spec.variant), mark: Math.abs(spec.palette + spec.variant * 2) };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 800" preserveAspectRatio="xMidYMid meet">
<defs>${commonDefs()}</defs>${backdrop(p)}
<ellipse cx="400" cy="700" rx="330" ry="26" fill="#000" opacity="0.04"/>
${DRAWINGS[spec.kind](ctx)}
</svg>`;
}

/**
 * WEBP at quality 80: flat artwork compresses to roughly 8–35 KB at 800 × 800. effort 5 is a little slower
 * than sharp's default but trims a few KB off every image, which matters when seeding ~80 of them.
 */
export async function renderArt(spec: ArtSpec, width = 800, height = 800): Promise<Buffer> {
  return sharp(Buffer.from(artSvg(spec, width, height)))
    .webp({ quality: 80, effort: 5 })
    .toBuffer();
}

/** A blog cover (default 1200 × 630, the usual social-card ratio), varied by seed. */
export async function renderCover(seed: number, width = 1200, height = 630): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(seed, width, height)))
    .webp({ quality: 80, effort: 5 })
    .toBuffer();
}
