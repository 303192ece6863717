/**
 * Renders the demo artwork for a visual check: one image per art kind plus two blog covers into
 * /tmp/art-preview/*.webp, and a contact sheet /tmp/art-preview/sheet.png.
 *   npm exec -- node scripts/demo/preview.ts            one image per kind (palette = kind index)
 *   npm exec -- node scripts/demo/preview.ts --all      every kind × 3 variants (sheet-all.png)
 *   npm exec -- node scripts/demo/preview.ts --palette 3 --variant 1   fix palette / variant
 *   npm exec -- node scripts/demo/preview.ts --kind seal-tag           one kind, 3 variants × 3 palettes, large
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp, { type OverlayOptions } from 'sharp';
import { ART_KINDS, ART_VARIANTS, type ArtSpec, artKey, renderArt, renderCover } from './art.ts';

const OUT = '/tmp/art-preview';
const { values } = parseArgs({
  options: { all: { type: 'boolean' }, palette: { type: 'string' }, variant: { type: 'string' }, kind: { type: 'string' } },
});
const TILE = values.kind ? 400 : 260;
const COVER_W = 2 * TILE;
const COVER_H = Math.round((COVER_W * 630) / 1200);

const focus = ART_KINDS.find((kind) => kind === values.kind);
if (values.kind && !focus) throw new Error(`Unknown kind ${values.kind}; one of ${ART_KINDS.join(', ')}`);

function chosenSpecs(): ArtSpec[] {
  const base = Number(values.palette ?? 0);
  if (focus)
    return Array.from({ length: 9 }, (_, i) => ({
      kind: focus,
      palette: base + Math.floor(i / 3) * 3 + (i % 3),
      variant: i % 3,
    }));
  return ART_KINDS.flatMap((kind, i) => {
    const palette = values.palette === undefined ? i : base;
    if (values.all) return Array.from({ length: ART_VARIANTS }, (_, variant) => ({ kind, palette: palette + variant, variant }));
    return [{ kind, palette, variant: values.variant === undefined ? i % ART_VARIANTS : Number(values.variant) }];
  });
}

const specs = chosenSpecs();
await mkdir(OUT, { recursive: true });
const tiles: OverlayOptions[] = [];
const columns = values.all ? 9 : focus ? 3 : 6;
let totalMs = 0;
let totalBytes = 0;
for (const [i, spec] of specs.entries()) {
  const started = performance.now();
  const webp = await renderArt(spec);
  totalMs += performance.now() - started;
  totalBytes += webp.length;
  await writeFile(`${OUT}/${artKey(spec)}.webp`, webp);
  const input = await sharp(webp).resize(TILE, TILE).png().toBuffer();
  tiles.push({ input, left: (i % columns) * TILE, top: Math.floor(i / columns) * TILE });
}

// Covers go in a final row, each two tiles wide.
const coverTop = Math.ceil(specs.length / columns) * TILE;
for (const seed of focus ? [] : [1, 2]) {
  const webp = await renderCover(seed);
  await writeFile(`${OUT}/cover-${seed}.webp`, webp);
  console.log(`cover-${seed}: ${(webp.length / 1024).toFixed(1)} KB`);
  tiles.push({ input: await sharp(webp).resize(COVER_W, COVER_H).png().toBuffer(), left: (seed - 1) * COVER_W, top: coverTop });
}

const sheet = `${OUT}/${focus ? `sheet-${focus}` : values.all ? 'sheet-all' : 'sheet'}.png`;
await sharp({ create: { width: columns * TILE, height: coverTop + (focus ? 0 : COVER_H), channels: 3, background: '#ffffff' } })
  .composite(tiles)
  .png()
  .toFile(sheet);
console.log(
  `${specs.length} images, average ${(totalBytes / specs.length / 1024).toFixed(1)} KB, ${(totalMs / specs.length).toFixed(0)} ms each → ${sheet}`,
);
