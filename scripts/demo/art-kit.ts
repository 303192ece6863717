/**
 * Shared pieces of the demo artwork: colour palettes, colour maths, common SVG <defs> (soft shadows,
 * sheen) and small "logo" emblems. Every drawing works in an 800 × 800 user space (see art.ts).
 */
import { strokeText, textWidth } from './art-glyphs.ts';

export interface Palette {
  /** Background gradient, light centre to slightly darker edge: a soft studio backdrop. */
  bg: [string, string];
  /** Main product colour (label ground, bag body, enamel …). */
  main: string;
  /** Light companion colour (paper, thread on dark grounds, cream). */
  light: string;
  /** Accent for logos, foil, stitching. */
  accent: string;
  /** Second accent, used sparingly for variety. */
  pop: string;
}

/** Curated pairings, chosen so that every palette × kind combination still looks like a real product. */
export const PALETTES: readonly Palette[] = [
  { bg: ['#f3f5f9', '#dde3ee'], main: '#1f2f52', light: '#f5efe2', accent: '#c9a24a', pop: '#8fb3d9' }, // navy & gold
  { bg: ['#fcf3f3', '#f0d9dc'], main: '#7b1f38', light: '#f8e4e6', accent: '#d9a55f', pop: '#e7a1ae' }, // burgundy & blush
  { bg: ['#f2f6f0', '#d9e5d5'], main: '#48684c', light: '#f4f0e2', accent: '#b97a3e', pop: '#a9c3a0' }, // sage & cream
  { bg: ['#fcf4ec', '#f0dcc8'], main: '#c25f3a', light: '#f7eadb', accent: '#2e4a5c', pop: '#f0b48a' }, // terracotta & sand
  { bg: ['#f4f4f4', '#dedede'], main: '#1c1c1e', light: '#fbfaf7', accent: '#c2a56e', pop: '#8a8a8e' }, // black & champagne
  { bg: ['#eef7f6', '#d3e8e6'], main: '#0f6b6b', light: '#fff7e0', accent: '#e3a82b', pop: '#8fd0c9' }, // teal & mustard
  { bg: ['#f4f1fa', '#e0d8ef'], main: '#4a2d6e', light: '#f1eafb', accent: '#e690a7', pop: '#b9a3dc' }, // plum & rose
  { bg: ['#f0f2fb', '#d9def3'], main: '#2a3a8f', light: '#fff3df', accent: '#f29e0c', pop: '#e2553f' }, // indigo & saffron
];

export function palette(index: number): Palette {
  const n = PALETTES.length;
  return PALETTES[((Math.trunc(index) % n) + n) % n];
}

/** Made-up brand words the labels and tags carry (letters the stroke alphabet knows). */
const BRANDS = [
  'KAVYA',
  'NOOR',
  'MAISON',
  'INDIGO',
  'SAANJH',
  'ATELIER',
  'RANGREZ',
  'VERDE',
  'LOOM CO',
  'AARNA',
  'OLIVE',
  'MIRA',
];

export function brand(paletteIndex: number, variant: number): string {
  return BRANDS[(Math.abs(paletteIndex) * 5 + Math.abs(variant) * 3) % BRANDS.length];
}

/** Deterministic PRNG (mulberry32): the same spec must always give the same picture. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mix a hex colour towards white (amount > 0) or black (amount < 0); amount in -1 … 1. */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const k = Math.min(1, Math.abs(amount));
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (target - c) * k);
  };
  return `#${((1 << 24) | (channel(16) << 16) | (channel(8) << 8) | channel(0)).toString(16).slice(1)}`;
}

/** Perceived lightness 0 … 1, to pick readable ink on a ground. */
export function lightness(hex: string): number {
  const value = parseInt(hex.slice(1), 16);
  return (0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255)) / 255;
}

/** Defs every drawing may reference: a soft drop shadow (#sh), a tight contact shadow (#sh2), a gloss. */
export function commonDefs(): string {
  return `
  <filter id="sh" x="-30%" y="-30%" width="160%" height="170%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="14"/><feOffset dx="6" dy="18" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="sh2" x="-20%" y="-20%" width="140%" height="150%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="2" dy="5" result="b"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.3"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <linearGradient id="gloss" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.06"/>
    <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
  </linearGradient>`;
}

/**
 * The studio backdrop: radial light on a tinted wall. It is drawn far beyond the 800 × 800 view box
 * (in user-space units) so wide or tall renders extend it seamlessly instead of showing a square.
 */
export function backdrop(p: Palette): string {
  return `<defs><radialGradient id="bgg" gradientUnits="userSpaceOnUse" cx="400" cy="340" r="620">
    <stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></radialGradient></defs>
  <rect x="-2000" y="-2000" width="4800" height="4800" fill="url(#bgg)"/>`;
}

/** A metallic gradient (gold, silver, brass or copper) under the given id, for rims, eyelets and rings. */
export function metalGradient(id: string, tone: 'gold' | 'silver' | 'brass' | 'copper', angle: 'v' | 'd' = 'd'): string {
  const stops = {
    gold: ['#fff1c1', '#d9ae4f', '#a57a22', '#f3d58a', '#8c6418'],
    silver: ['#ffffff', '#c9cdd3', '#8c939c', '#e9ecef', '#6f767f'],
    brass: ['#f1dca2', '#b38b45', '#6f5423', '#c9a560', '#5a421b'],
    copper: ['#ffd8c0', '#d08a5f', '#8d4b2a', '#eab08b', '#6d3a20'],
  }[tone];
  const [x2, y2] = angle === 'v' ? [0, 1] : [1, 1];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map((c, i) => `<stop offset="${(i / (stops.length - 1)).toFixed(2)}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
}

/**
 * A small logo mark centred on (cx, cy) within radius r: the "brand" of the demo goods.
 * Shapes only, so they read at thumbnail size: lotus, star, leaf, diamond, crown, sun.
 */
export function emblem(kind: number, cx: number, cy: number, r: number, color: string, fill = false): string {
  const s = r / 50;
  const g = (d: string) =>
    `<g transform="translate(${cx} ${cy}) scale(${s.toFixed(3)})"><path d="${d}" fill="${fill ? color : 'none'}" stroke="${color}" stroke-width="${fill ? 0 : 6}" stroke-linejoin="round" stroke-linecap="round"/></g>`;
  switch (((kind % 6) + 6) % 6) {
    case 0: // lotus
      return g(
        'M0 30C-12 12-12-14 0-38C12-14 12 12 0 30ZM0 30C-22 24-36 6-42-14C-20-12-6 4 0 30ZM0 30C22 24 36 6 42-14C20-12 6 4 0 30ZM-44 34H44',
      );
    case 1: // star
      return g('M0-44L12-14L44-12L19 8L28 40L0 22L-28 40L-19 8L-44-12L-12-14Z');
    case 2: // leaf
      return g('M-34 36C-40-10-8-40 38-40C40 6 10 38-34 36ZM-34 36L14-10');
    case 3: // diamond
      return g('M-40-10L-22-34H22L40-10L0 40ZM-40-10H40M-22-34L-10-10L0 40M22-34L10-10L0 40M-10-10H10');
    case 4: // crown
      return g('M-40 26L-44-24L-18 0L0-36L18 0L44-24L40 26ZM-40 38H40');
    default: // sun
      return g(
        'M0-18A18 18 0 1 1 0 18A18 18 0 1 1 0-18ZM0-44V-28M0 28V44M-44 0H-28M28 0H44M-31-31L-20-20M20 20L31 31M31-31L20-20M-20 20L-31 31',
      );
  }
}

/** A word fitted into `maxWidth`: picks the largest letter height ≤ `height` that fits. */
export function fittedText(
  text: string,
  cx: number,
  cy: number,
  height: number,
  maxWidth: number,
  color: string,
  weight = 0.12,
): string {
  const h = Math.min(height, (height * maxWidth) / Math.max(1, textWidth(text, height)));
  return strokeText(text, cx, cy, h, { color, weight: weight * (height / h) ** 0.3 });
}

/** Rows of rounded bars standing in for small print (sizes, care text, contact lines). */
export function fakeLines(
  x: number,
  y: number,
  widths: number[],
  gap: number,
  thickness: number,
  color: string,
  anchor: 'start' | 'middle' = 'start',
): string {
  return widths
    .map((w, i) => {
      const left = anchor === 'middle' ? x - w / 2 : x;
      return `<rect x="${left.toFixed(1)}" y="${(y + i * gap).toFixed(1)}" width="${w}" height="${thickness}" rx="${thickness / 2}" fill="${color}"/>`;
    })
    .join('');
}

/** What every drawing receives: its palette, layout variant, brand word and logo mark. */
export interface Ctx {
  p: Palette;
  v: number;
  brand: string;
  mark: number;
}
