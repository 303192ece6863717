/**
 * Generates the imagery of the home and about pages into public/media/ (committed; run again only after
 * changing a drawing):   npm exec -- node scripts/media/generate.ts [--preview]
 *   logos/{slug}.svg                  26 client logos (logos.ts)
 *   certificates/{name}-{w}.webp      ISO 9001:2015 and OEKO-TEX Standard 100 artwork (certificates.ts)
 *   home/{category}-{w}.webp          pictures of the three category cards (demo artwork, scripts/demo)
 *   hero-loop.webp, hero-poster.webp  the hero's animated loom loop and its still poster (hero.ts)
 * --preview also writes a contact sheet of the logos to /tmp/media-preview/logos.png. Everything is
 * drawn here; nothing is downloaded. Prints each file's size and the total.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { CARD_IMAGE, CATEGORY_CARDS, CERTIFICATE_IMAGE, CERTIFICATES, LOGO_SIZE } from '../../src/content/home.ts';
import { type ArtSpec, renderArt } from '../demo/art.ts';
import { CERTIFICATE_ART } from './certificates.ts';
import { renderHero } from './hero.ts';
import { CLIENT_LOGO_ART, logoSvg } from './logos.ts';

const PUBLIC = path.resolve(import.meta.dirname, '../../public');
const { values } = parseArgs({ options: { preview: { type: 'boolean' }, 'skip-hero': { type: 'boolean' } } });

/** Which demo drawing pictures each category card (kind, palette and layout of scripts/demo/art.ts). */
const CARD_ART: Record<string, ArtSpec> = {
  '/media/home/woven-labels': { kind: 'woven-label', palette: 1, variant: 0 },
  '/media/home/designer-tags': { kind: 'designer-tag', palette: 4, variant: 1 },
  '/media/home/hang-tags': { kind: 'hang-tag', palette: 2, variant: 0 },
};

const written: { file: string; bytes: number }[] = [];
async function write(publicPath: string, data: Buffer | string): Promise<void> {
  const file = path.join(PUBLIC, publicPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
  written.push({ file: publicPath, bytes: Buffer.byteLength(data) });
}

async function logos(): Promise<void> {
  for (const logo of CLIENT_LOGO_ART) await write(`/media/logos/${logo.slug}.svg`, logoSvg(logo));
  if (!values.preview) return;
  // Contact sheet: 4 logos a row on white, to judge them side by side.
  const cell = { width: LOGO_SIZE.width * 2 + 20, height: LOGO_SIZE.height * 2 + 20 };
  const tiles = await Promise.all(
    CLIENT_LOGO_ART.map((logo) =>
      sharp(Buffer.from(logoSvg(logo)), { density: 144 })
        .png()
        .toBuffer(),
    ),
  );
  const columns = 4;
  const rows = Math.ceil(tiles.length / columns);
  await mkdir('/tmp/media-preview', { recursive: true });
  await sharp({ create: { width: columns * cell.width, height: rows * cell.height, channels: 3, background: '#fff' } })
    .composite(
      tiles.map((input, i) => ({
        input,
        left: (i % columns) * cell.width + 10,
        top: Math.floor(i / columns) * cell.height + 10,
      })),
    )
    .png()
    .toFile('/tmp/media-preview/logos.png');
}

async function certificates(): Promise<void> {
  for (const { title, image } of CERTIFICATES) {
    const art = CERTIFICATE_ART.find((candidate) => candidate.image === image);
    if (!art) throw new Error(`No artwork for certificate ${title}`);
    for (const width of CERTIFICATE_IMAGE.widths) {
      const height = Math.round((width * CERTIFICATE_IMAGE.height) / CERTIFICATE_IMAGE.width);
      const webp = await sharp(Buffer.from(art.svg), { density: 72 * (width / 600) * 1.5 })
        .resize(width, height, { fit: 'fill' })
        .webp({ quality: 78, effort: 6 })
        .toBuffer();
      await write(`${image}-${width}.webp`, webp);
    }
  }
}

async function cards(): Promise<void> {
  for (const card of CATEGORY_CARDS) {
    const spec = CARD_ART[card.image];
    if (!spec) throw new Error(`No artwork for card ${card.title}`);
    for (const width of CARD_IMAGE.widths) {
      const height = Math.round((width * CARD_IMAGE.height) / CARD_IMAGE.width);
      // Drawn square at the card width and cropped to 4:3, so the product fills the picture.
      const side = width;
      const art = await renderArt(spec, side, side);
      const crop = { left: Math.round((side - width) / 2), top: Math.round((side - height) / 2), width, height };
      await write(`${card.image}-${width}.webp`, await sharp(art).extract(crop).webp({ quality: 72, effort: 6 }).toBuffer());
    }
  }
}

async function hero(): Promise<void> {
  const { loop, poster } = await renderHero();
  await write('/media/hero-loop.webp', loop);
  await write('/media/hero-poster.webp', poster);
}

await logos();
await certificates();
await cards();
if (!values['skip-hero']) await hero();

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const { file, bytes } of written) console.log(`${kb(bytes).padStart(9)}  public${file}`);
console.log(`${kb(written.reduce((sum, { bytes }) => sum + bytes, 0)).padStart(9)}  in ${written.length} files`);
