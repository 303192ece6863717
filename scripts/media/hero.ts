/**
 * The home hero's looping "video": a jacquard loom weaving a tape of woven labels, drawn as SVG frames
 * and joined by sharp into one animated WEBP (there is no video encoder on these machines). The loop is
 * seamless: over LOOP_FRAMES the tape advances exactly one label pitch and the shuttle makes an even
 * number of passes, so the last frame leads straight back into the first. Frame 0 is also the poster.
 */
import sharp from 'sharp';
import { strokeText } from '../demo/art-glyphs.ts';
import { emblem, fittedText, metalGradient } from '../demo/art-kit.ts';

/** Output size in px; the drawing itself uses a 640 × 400 user space. */
export const HERO_WIDTH = 576;
export const HERO_HEIGHT = 360;
const SCALE = HERO_WIDTH / 640;

const LOOP_FRAMES = 32;
const PICKS = 2; // shuttle passes per loop: left→right, then right→left
const FRAME_DELAY_MS = Math.round(2880 / LOOP_FRAMES); // a 2.9 s loop
/** One label plus its cutting gap (user units): a whole number of output px a frame keeps edges crisp. */
const PITCH = (LOOP_FRAMES * 3) / SCALE;
const VIEW_W = 640;
const VIEW_H = 400;
const TAPE_X = 200;
const TAPE_W = 240;
const FELL = 248; // the fell line: where new weft joins the cloth
const HEDDLE_Y = 336;
const WARP_COUNT = 31;

const C = {
  night: '#0d1630',
  navy: '#172c6b',
  ground: '#7b1f38',
  groundDark: '#5e1529',
  gold: '#e0b45e',
  cream: '#f5efe2',
  steel: '#9aa4b5',
};

const ease = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t * t * (3 - 2 * t));
const clamp01 = (t: number) => Math.min(1, Math.max(0, t));
const f = (n: number) => n.toFixed(1);

/** One woven label, its top-left corner at (x, y). */
function label(x: number, y: number, w: number, h: number): string {
  const cx = x + w / 2; // the emblem sits left, the words right of centre
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${C.ground}"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#weave)"/>
    <rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="none" stroke="${C.gold}" stroke-width="2" stroke-dasharray="6 4" opacity="0.75"/>
    ${emblem(0, x + 42, y + h / 2, 17, C.gold)}
    ${fittedText('KAVYA', cx + 21, y + h / 2 - 7, 24, w - 100, C.groundDark, 0.15)}
    ${fittedText('KAVYA', cx + 20, y + h / 2 - 8, 24, w - 100, C.gold, 0.15)}
    ${strokeText('MADE IN INDIA', cx + 20, y + h / 2 + 20, 7, { color: C.cream, weight: 0.16, tracking: 2.4, opacity: 0.85 })}
  </g>`;
}

/** The woven tape above the fell line, advanced by `advance` px (0 … PITCH). */
function tape(advance: number): string {
  const labels: string[] = [];
  for (let k = -1; k < 4; k++) {
    const bottom = FELL + PITCH - k * PITCH - advance;
    const top = bottom - PITCH;
    labels.push(label(TAPE_X + 6, top + 6, TAPE_W - 12, PITCH - 12));
    // The plain-woven cutting gap between two labels, with its cut mark.
    labels.push(
      `<line x1="${TAPE_X + 4}" y1="${f(bottom - 3)}" x2="${TAPE_X + TAPE_W - 4}" y2="${f(bottom - 3)}" stroke="${C.cream}" stroke-width="1" stroke-dasharray="3 5" opacity="0.35"/>`,
    );
  }
  return `<g clip-path="url(#cloth)">
    <rect x="${TAPE_X}" y="0" width="${TAPE_W}" height="${FELL}" fill="${C.groundDark}"/>
    ${labels.join('')}
    <rect x="${TAPE_X}" y="0" width="6" height="${FELL}" fill="${C.gold}" opacity="0.55"/>
    <rect x="${TAPE_X + TAPE_W - 6}" y="0" width="6" height="${FELL}" fill="${C.gold}" opacity="0.55"/>
    <rect x="${TAPE_X}" y="0" width="${TAPE_W}" height="${FELL}" fill="url(#tapeShade)"/>
  </g>`;
}

/** Warp threads from the beam below, through the two heddle shafts (opened by `shed`), to the fell line. */
function warp(shed: number): string {
  const lines: string[] = [];
  for (let i = 0; i < WARP_COUNT; i++) {
    const x = TAPE_X + 4 + (i * (TAPE_W - 8)) / (WARP_COUNT - 1);
    const eye = HEDDLE_Y + (i % 2 === 0 ? -1 : 1) * shed * 16;
    lines.push(`M${f(x)} ${VIEW_H + 4}L${f(x)} ${f(eye)}L${f(x)} ${FELL}`);
  }
  // Threads are straight vertical lines here; the shed shows as the heddle eyes moving apart.
  const eyes = Array.from({ length: WARP_COUNT }, (_, i) => {
    const x = TAPE_X + 4 + (i * (TAPE_W - 8)) / (WARP_COUNT - 1);
    const eye = HEDDLE_Y + (i % 2 === 0 ? -1 : 1) * shed * 16;
    return `M${f(x)} ${f(eye - 9)}V${f(eye + 9)}`;
  }).join('');
  return `<path d="${lines.join('')}" stroke="${C.cream}" stroke-width="1.6" opacity="0.8"/>
    <path d="${eyes}" stroke="${C.steel}" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`;
}

/** A heddle shaft: a metal bar across the warp at `y`. */
const shaft = (y: number) =>
  `<rect x="${TAPE_X - 46}" y="${f(y - 4)}" width="${TAPE_W + 92}" height="8" rx="4" fill="url(#steel)"/>`;

/** The reed (beater): a comb across the warp that pushes each new weft row up to the fell line. */
function reed(y: number): string {
  const teeth = Array.from({ length: 40 }, (_, i) => `M${f(TAPE_X - 20 + i * ((TAPE_W + 40) / 39))} ${f(y + 3)}v18`).join('');
  return `<g>
    <rect x="${TAPE_X - 34}" y="${f(y - 6)}" width="${TAPE_W + 68}" height="10" rx="3" fill="url(#steel)"/>
    <path d="${teeth}" stroke="${C.steel}" stroke-width="1.2" opacity="0.55"/>
    <rect x="${TAPE_X - 34}" y="${f(y + 21)}" width="${TAPE_W + 68}" height="7" rx="3" fill="url(#steel)"/>
  </g>`;
}

/** The shuttle carrying the weft, centred at x, with the weft trailing back to where it entered. */
function shuttle(x: number, y: number, fromLeft: boolean, visible: boolean): string {
  if (!visible) return '';
  const entry = fromLeft ? TAPE_X - 40 : TAPE_X + TAPE_W + 40;
  return `<line x1="${f(entry)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y)}" stroke="${C.gold}" stroke-width="2.2"/>
    <g transform="translate(${f(x)} ${f(y)})">
      <path d="M-44 0C-30-11 30-11 44 0C30 11-30 11-44 0Z" fill="url(#wood)" stroke="#3b2410" stroke-width="1.5"/>
      <rect x="-16" y="-4" width="32" height="8" rx="4" fill="${C.gold}"/>
    </g>`;
}

/** A thread cone on the creel beside the loom, its thread running up out of the picture. */
function cone(cx: number, base: number, color: string): string {
  const toward = cx < VIEW_W / 2 ? 1 : -1; // its thread runs to the loom, behind the frame post
  const wraps = Array.from({ length: 6 }, (_, i) => {
    const y = base - 12 - i * 9;
    const half = 26 - i * 2.4;
    return `M${f(cx - half)} ${f(y)}L${f(cx + half)} ${f(y - 3)}`;
  }).join('');
  return `<g>
    <path d="M${cx} ${base - 70}Q${cx} ${base - 100} ${cx + toward * 70} ${base - 112}" stroke="${color}" stroke-width="1.2" fill="none" opacity="0.7"/>
    <path d="M${cx - 28} ${base}L${cx - 14} ${base - 66}H${cx + 14}L${cx + 28} ${base}Z" fill="${color}"/>
    <path d="${wraps}" stroke="#000" stroke-opacity="0.16" stroke-width="2"/>
    <path d="M${cx - 28} ${base}L${cx - 14} ${base - 66}H${cx - 4}L${cx - 10} ${base}Z" fill="#fff" opacity="0.18"/>
    <rect x="${cx - 6}" y="${base - 74}" width="12" height="10" rx="2" fill="#d8cdb8"/>
    <ellipse cx="${cx}" cy="${base + 2}" rx="30" ry="5" fill="#000" opacity="0.3"/>
  </g>`;
}

/** The loom's fixed parts: frame posts, the cloth beam the tape winds onto, and a soft vignette. */
const STATIC_BACK = `
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#bg)"/>
  ${[80, 200, 320].map((y, i) => cone(48, y, [C.gold, C.cream, '#c0483f'][i])).join('')}
  ${[80, 200, 320].map((y, i) => cone(VIEW_W - 48, y, ['#c0483f', C.gold, '#6f8fd8'][i])).join('')}
  <rect x="96" y="0" width="22" height="${VIEW_H}" fill="#0a1128" opacity="0.9"/>
  <rect x="${VIEW_W - 118}" y="0" width="22" height="${VIEW_H}" fill="#0a1128" opacity="0.9"/>
  <rect x="118" y="0" width="3" height="${VIEW_H}" fill="#2c3f7a" opacity="0.7"/>
  <rect x="${VIEW_W - 96}" y="0" width="3" height="${VIEW_H}" fill="#2c3f7a" opacity="0.7"/>`;

const STATIC_FRONT = `
  <rect x="${TAPE_X - 60}" y="-6" width="${TAPE_W + 120}" height="30" rx="12" fill="url(#steel)"/>
  <rect x="${TAPE_X - 60}" y="18" width="${TAPE_W + 120}" height="4" fill="#000" opacity="0.25"/>
  <rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#vignette)"/>`;

const DEFS = `<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.navy}"/><stop offset="1" stop-color="${C.night}"/></linearGradient>
  <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient>
  <linearGradient id="tapeShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.3" stop-color="#fff" stop-opacity="0.06"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient>
  ${metalGradient('steel', 'silver', 'v')}
  <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9a066"/><stop offset="0.5" stop-color="#a8652f"/><stop offset="1" stop-color="#6b3d17"/></linearGradient>
  <pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="3" fill="#fff" opacity="0.08"/><rect y="3" width="3" height="3" fill="#000" opacity="0.1"/></pattern>
  <clipPath id="cloth"><rect x="${TAPE_X}" y="0" width="${TAPE_W}" height="${FELL}"/></clipPath>
</defs>`;

/** The SVG of frame `index` (0 … LOOP_FRAMES - 1). */
export function loomFrame(index: number): string {
  const loopT = index / LOOP_FRAMES;
  const pickLength = LOOP_FRAMES / PICKS;
  const pick = Math.floor(index / pickLength);
  const t = (index % pickLength) / pickLength; // 0 … 1 within one pick
  const fromLeft = pick % 2 === 0;
  // Shed opens, the shuttle crosses, the shed closes while the reed beats the new row home.
  const shed = ease(t / 0.18) * (1 - ease((t - 0.72) / 0.2));
  const travel = ease((t - 0.08) / 0.62);
  const start = TAPE_X - 70;
  const end = TAPE_X + TAPE_W + 70;
  const x = fromLeft ? start + (end - start) * travel : end - (end - start) * travel;
  const beat = Math.sin(Math.PI * clamp01((t - 0.7) / 0.3));
  const reedY = FELL + 58 - beat * 50;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${VIEW_W} ${VIEW_H}">
${DEFS}${STATIC_BACK}
${warp(shed)}
${shaft(HEDDLE_Y - 16 - shed * 16)}${shaft(HEDDLE_Y + 16 + shed * 16)}
${tape(loopT * PITCH)}
${reed(reedY)}
${shuttle(x, FELL + 74, fromLeft, t > 0.05 && t < 0.74)}
${STATIC_FRONT}
</svg>`;
}

async function frame(index: number): Promise<Buffer> {
  return sharp(Buffer.from(loomFrame(index)))
    .png()
    .toBuffer();
}

/**
 * The animated WEBP loop and its poster (frame 0). An AVIF poster would save only ~4 KB and need a
 * <picture> source to swap as well, so the poster is WEBP like the loop.
 */
export async function renderHero(): Promise<{ loop: Buffer; poster: Buffer }> {
  const frames = await Promise.all(Array.from({ length: LOOP_FRAMES }, (_, i) => frame(i)));
  const loop = await sharp(frames, { join: { animated: true } })
    // Quality 45 at effort 6 keeps the loop near 220 KB; effort 6 takes a minute or two, once.
    .webp({ quality: 45, effort: 6, loop: 0, delay: frames.map(() => FRAME_DELAY_MS) })
    .toBuffer();
  const poster = await sharp(frames[0]).webp({ quality: 72, effort: 6 }).toBuffer();
  return { loop, poster };
}
