/**
 * Draws the contact page's stand-in map (src/components/contact/MapCard.astro): a stylised plan of
 * Okhla Industrial Area Phase II, New Delhi, with a pin on the factory. The page shows this picture and
 * loads a live map only when the visitor asks for it, so nothing reaches a map provider at page load.
 * WEBP at 640 and 1200 px wide, 2:1. Deterministic and offline: `node scripts/media/contact-map.ts`,
 * then commit the files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.resolve('public/media/contact');
const WIDTH = 1200;
const HEIGHT = 600;
export const MAP_WIDTHS = [640, 1200] as const;

const LAND = '#f3f0e7';
const BLOCK = '#e5e1d6';
const PARK = '#cfe5c0';
const WATER = '#a8d2ec';
const ROAD = '#ffffff';
const ROAD_EDGE = '#d6d0c0';
const ARTERIAL = '#fbe3a0';
const ARTERIAL_EDGE = '#e2c77a';
const LABEL = '#5b6170';

/** A road drawn twice: a wider edge colour under the fill. */
const road = (d: string, width: number, fill = ROAD, edge = ROAD_EDGE) =>
  `<path d="${d}" fill="none" stroke="${edge}" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** City blocks: a loose grid of rounded rectangles inside a box, skipping where roads run. */
function blocks(x0: number, y0: number, columns: number, rows: number, w: number, h: number, gap: number): string {
  let out = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      // A fixed pattern of wider and narrower plots so the grid does not look machine-made.
      const shrink = ((row * 7 + column * 3) % 4) * 4;
      out += `<rect x="${x0 + column * (w + gap)}" y="${y0 + row * (h + gap)}" width="${w - shrink}" height="${h - (shrink % 8)}" rx="4" fill="${BLOCK}"/>`;
    }
  }
  return out;
}

const text = (
  x: number,
  y: number,
  value: string,
  size: number,
  options: { weight?: number; fill?: string; rotate?: number; spacing?: number } = {},
) =>
  `<text x="${x}" y="${y}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${size}" font-weight="${options.weight ?? 400}" fill="${options.fill ?? LABEL}" letter-spacing="${options.spacing ?? 0}" text-anchor="middle"${options.rotate ? ` transform="rotate(${options.rotate} ${x} ${y})"` : ''} paint-order="stroke" stroke="${LAND}" stroke-width="4">${value}</text>`;

function mapSvg(): string {
  const pinX = 560;
  const pinY = 330;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${LAND}"/>
  ${blocks(40, 90, 6, 2, 90, 50, 22)}
  ${blocks(380, 250, 5, 3, 78, 52, 20)}
  ${blocks(40, 280, 3, 2, 80, 48, 22)}
  ${blocks(380, 470, 5, 2, 78, 40, 20)}
  ${blocks(720, 80, 2, 4, 70, 60, 20)}
  <rect x="120" y="420" width="180" height="120" rx="24" fill="${PARK}"/>
  <rect x="760" y="420" width="120" height="90" rx="20" fill="${PARK}"/>
  <ellipse cx="230" cy="40" rx="120" ry="30" fill="${PARK}"/>
  <path d="M1010 0 C 990 120, 1050 220, 1030 330 S 1060 520, 1110 600 L 1200 600 L 1200 0 Z" fill="${PARK}" opacity="0.7"/>
  <path d="M960 0 C 930 140, 1010 230, 985 340 S 1010 520, 1060 600" fill="none" stroke="${WATER}" stroke-width="70" stroke-linecap="butt"/>
  <path d="M0 520 C 300 470, 600 430, 930 360" fill="none" stroke="#b9b3a3" stroke-width="4" stroke-dasharray="14 8"/>
  ${road('M0 230 C 250 215, 600 235, 930 215', 20, ARTERIAL, ARTERIAL_EDGE)}
  ${road('M690 0 C 700 160, 720 360, 760 600', 20, ARTERIAL, ARTERIAL_EDGE)}
  ${road('M340 0 L 350 600', 12)}
  ${road('M0 70 L 940 60', 12)}
  ${road('M360 410 L 720 400', 10)}
  ${road('M20 390 L 340 385', 8)}
  ${road('M540 230 L 548 600', 8)}
  ${text(190, 208, 'Ma Anandmayee Marg', 17, { weight: 600 })}
  ${text(732, 520, 'Mathura Road', 17, { weight: 600, rotate: -84 })}
  ${text(470, 580, 'OKHLA INDUSTRIAL AREA PHASE II', 19, { weight: 700, spacing: 2 })}
  ${text(200, 150, 'KALKAJI', 18, { weight: 700, spacing: 3 })}
  ${text(210, 485, 'Park', 15)}
  ${text(995, 300, 'Yamuna', 20, { weight: 600, fill: '#3f6f96', rotate: 80 })}
  ${text(1120, 140, 'Okhla Bird', 15, { fill: '#3d6b37' })}
  ${text(1120, 160, 'Sanctuary', 15, { fill: '#3d6b37' })}
  <ellipse cx="${pinX}" cy="${pinY + 4}" rx="16" ry="6" fill="#000" opacity="0.22"/>
  <path d="M${pinX} ${pinY} C ${pinX - 8} ${pinY - 22}, ${pinX - 26} ${pinY - 34}, ${pinX - 26} ${pinY - 56} A 26 26 0 1 1 ${pinX + 26} ${pinY - 56} C ${pinX + 26} ${pinY - 34}, ${pinX + 8} ${pinY - 22}, ${pinX} ${pinY} Z" fill="#d93025" stroke="#a52219" stroke-width="2"/>
  <circle cx="${pinX}" cy="${pinY - 56}" r="10" fill="#fff"/>
  <g>
    <rect x="${pinX + 36}" y="${pinY - 112}" width="250" height="64" rx="10" fill="#fff" stroke="#d7dbe6"/>
    <text x="${pinX + 52}" y="${pinY - 84}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="19" font-weight="700" fill="#1e3a8a">Labels &amp; Tags Co.</text>
    <text x="${pinX + 52}" y="${pinY - 60}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="15" fill="#4f5666">Plot 42, Okhla Phase II</text>
  </g>
</svg>`;
}

await mkdir(OUT, { recursive: true });
const png = await sharp(Buffer.from(mapSvg())).png().toBuffer();
for (const width of MAP_WIDTHS) {
  const file = path.join(OUT, `map-${width}.webp`);
  await writeFile(file, await sharp(png).resize(width).webp({ quality: 78, effort: 6 }).toBuffer());
  console.log(file);
}
