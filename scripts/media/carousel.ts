/**
 * Draws the ten general-application pictures of the catalogue carousel (src/components/catalogue/
 * carousel-slides.ts) into public/media/carousel/: WEBP and AVIF at 640 and 1280 px wide, 2:1.
 * Each picture is a studio shot of three goods from the demo artwork (scripts/demo/art.ts), each
 * rendered alone on a transparent ground and composited onto one backdrop, so their SVG ids never meet.
 * Deterministic and offline: `node scripts/media/carousel.ts`, then commit the files.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  CAROUSEL_RATIO,
  CAROUSEL_SLIDES,
  CAROUSEL_WIDTHS,
  type CarouselSlide,
  carouselImage,
} from '../../src/components/catalogue/carousel-slides.ts';
import { artSvg, type ArtSpec } from '../demo/art.ts';
import { backdrop, palette, shade } from '../demo/art-kit.ts';
import { CAROUSEL_SCENES } from './carousel-scenes.ts';

const OUT = path.resolve('public/media/carousel');
const WIDTH = Math.max(...CAROUSEL_WIDTHS);
const HEIGHT = WIDTH / CAROUSEL_RATIO;

/** Left, centre, right: centre x and size as fractions of the width, tilt in degrees, drop in px. */
const PLACES = [
  { x: 0.2, size: 0.34, tilt: -7, drop: 18 },
  { x: 0.5, size: 0.42, tilt: 0, drop: 0 },
  { x: 0.8, size: 0.34, tilt: 6, drop: 26 },
] as const;

/** One good on a transparent ground: the demo drawing without its studio backdrop, tilted. */
async function good(spec: ArtSpec, size: number, tilt: number): Promise<{ image: Buffer; width: number; height: number }> {
  const svg = artSvg(spec, size, size).replace(backdrop(palette(spec.palette)), '');
  const image = await sharp(Buffer.from(svg))
    .rotate(tilt, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: image.data, width: image.info.width, height: image.info.height };
}

/** The shared backdrop: the palette's studio light, a table edge, a stitched thread across. */
function backdropSvg(slide: CarouselSlide): string {
  const p = palette(CAROUSEL_SCENES[slide.slug].palette);
  const table = HEIGHT * 0.7;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs>
  <radialGradient id="wall" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></radialGradient>
  <linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(p.bg[1], -0.05)}"/><stop offset="1" stop-color="${shade(p.bg[1], -0.14)}"/></linearGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
<rect y="${table}" width="${WIDTH}" height="${HEIGHT - table}" fill="url(#table)"/>
<rect y="${table}" width="${WIDTH}" height="3" fill="#fff" opacity="0.5"/>
<path d="M-20 ${HEIGHT * 0.16}C${WIDTH * 0.3} ${HEIGHT * 0.02} ${WIDTH * 0.62} ${HEIGHT * 0.34} ${WIDTH + 20} ${HEIGHT * 0.1}" fill="none" stroke="${p.accent}" stroke-opacity="0.45" stroke-width="4" stroke-dasharray="16 10" stroke-linecap="round"/>
<circle cx="${WIDTH * 0.07}" cy="${HEIGHT * 0.86}" r="${HEIGHT * 0.05}" fill="${p.pop}" opacity="0.35"/>
<circle cx="${WIDTH * 0.94}" cy="${HEIGHT * 0.2}" r="${HEIGHT * 0.07}" fill="${p.pop}" opacity="0.25"/>
</svg>`;
}

async function drawSlide(slide: CarouselSlide, index: number): Promise<Buffer> {
  const layers = await Promise.all(
    CAROUSEL_SCENES[slide.slug].goods.map(async (kind, k) => {
      const place = PLACES[k];
      // Neighbouring goods take neighbouring palettes and layouts, so one picture never repeats a look.
      const spec: ArtSpec = {
        kind,
        palette: CAROUSEL_SCENES[slide.slug].palette + (k === 1 ? 0 : k + index),
        variant: (index + k) % 3,
      };
      const { image, width, height } = await good(spec, Math.round(WIDTH * place.size), place.tilt);
      const left = Math.round(WIDTH * place.x - width / 2);
      const top = Math.round(HEIGHT * 0.5 - height / 2 + place.drop);
      return { input: image, left, top, k };
    }),
  );
  // Sides first, the centre piece on top.
  const ordered = [layers[0], layers[2], layers[1]];
  const canvas = await sharp(Buffer.from(backdropSvg(slide)))
    .composite(ordered.map(({ input, left, top }) => ({ input, left, top })))
    .png()
    .toBuffer();
  return canvas;
}

async function main() {
  await rm(OUT, { recursive: true, force: true });
  await mkdir(OUT, { recursive: true });
  let total = 0;
  for (const [index, slide] of CAROUSEL_SLIDES.entries()) {
    const picture = await drawSlide(slide, index);
    for (const width of CAROUSEL_WIDTHS) {
      const resized = sharp(picture).resize({ width, height: width / CAROUSEL_RATIO });
      const files = [
        { format: 'webp' as const, data: await resized.clone().webp({ quality: 72, effort: 6 }).toBuffer() },
        { format: 'avif' as const, data: await resized.clone().avif({ quality: 50, effort: 6 }).toBuffer() },
      ];
      for (const { format, data } of files) {
        await writeFile(path.join('public', carouselImage(slide.slug, width, format)), data);
        total += data.length;
      }
    }
    console.log(`${slide.slug}: done`);
  }
  console.log(`${CAROUSEL_SLIDES.length} pictures, ${(total / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), OUT)}`);
}

await main();
