/**
 * 26 client logos for the home page strip: wordmarks and monograms of invented apparel brands (none is a
 * real company). Plain SVG with generic font stacks, so each file stays around 1 KB and renders crisply
 * at any size; the browser supplies the fonts.
 */
import { CLIENT_LOGOS, LOGO_SIZE } from '../../src/content/home.ts';
import { emblem } from '../demo/art-kit.ts';

const LOGO_WIDTH = LOGO_SIZE.width;
const LOGO_HEIGHT = LOGO_SIZE.height;

type Style = 'caps' | 'monogram' | 'script' | 'bold' | 'stacked' | 'badge' | 'mark';

/** How each logo is drawn; `tagline` is a small second line, `mark` the emblem kind for 'mark' (art-kit). */
interface LogoStyle {
  style: Style;
  ink: string;
  accent: string;
  tagline?: string;
  mark?: number;
}

export interface ClientLogo extends LogoStyle {
  slug: string;
  name: string;
}

const INK = {
  navy: '#1e3a8a',
  maroon: '#7b1f38',
  forest: '#2f5d46',
  charcoal: '#2b2d33',
  teal: '#0f6b6b',
  plum: '#4a2d6e',
  terracotta: '#a4452a',
  gold: '#a87a1e',
};

/** One style per brand, in the order of CLIENT_LOGOS (src/content/home.ts), which holds the names. */
const STYLES: readonly LogoStyle[] = [
  { style: 'monogram', ink: INK.maroon, accent: INK.gold, tagline: 'COUTURE' },
  { style: 'script', ink: INK.teal, accent: INK.gold },
  { style: 'caps', ink: INK.charcoal, accent: INK.terracotta, tagline: 'RANGREZ' },
  { style: 'mark', ink: INK.navy, accent: INK.navy, mark: 3 },
  { style: 'stacked', ink: INK.terracotta, accent: INK.charcoal, tagline: 'STUDIO' },
  { style: 'mark', ink: INK.forest, accent: INK.forest, mark: 2 },
  { style: 'bold', ink: INK.plum, accent: '#e08a2c' },
  { style: 'script', ink: INK.forest, accent: INK.gold },
  { style: 'badge', ink: INK.navy, accent: INK.gold, tagline: 'DENIM WORKS' },
  { style: 'bold', ink: INK.charcoal, accent: '#d9482b' },
  { style: 'mark', ink: INK.terracotta, accent: '#d98a1e', mark: 5 },
  { style: 'stacked', ink: INK.navy, accent: INK.teal, tagline: 'KNITS' },
  { style: 'caps', ink: INK.maroon, accent: INK.charcoal, tagline: 'PRINT HOUSE' },
  { style: 'bold', ink: INK.teal, accent: INK.navy },
  { style: 'stacked', ink: INK.plum, accent: '#d9482b', tagline: 'MELA' },
  { style: 'script', ink: INK.maroon, accent: INK.gold },
  { style: 'mark', ink: INK.teal, accent: INK.navy, mark: 4 },
  { style: 'monogram', ink: INK.navy, accent: INK.teal, tagline: 'SOCIETY' },
  { style: 'caps', ink: INK.plum, accent: INK.gold, tagline: 'ETHNIC WEAR' },
  { style: 'badge', ink: INK.forest, accent: INK.terracotta, tagline: 'CREW' },
  { style: 'bold', ink: INK.navy, accent: '#3a8fd9' },
  { style: 'script', ink: INK.terracotta, accent: INK.gold },
  { style: 'mark', ink: INK.maroon, accent: INK.maroon, mark: 0 },
  { style: 'monogram', ink: INK.terracotta, accent: INK.charcoal, tagline: 'TAILORS' },
  { style: 'caps', ink: INK.charcoal, accent: INK.gold, tagline: 'HERITAGE' },
  { style: 'mark', ink: INK.charcoal, accent: '#c0483f', mark: 1 },
];

export const CLIENT_LOGO_ART: readonly ClientLogo[] = CLIENT_LOGOS.map((logo, i) => {
  if (!STYLES[i]) throw new Error(`No logo style for ${logo.slug}`);
  return { ...logo, ...STYLES[i] };
});
if (STYLES.length !== CLIENT_LOGOS.length) throw new Error('One logo style per client logo');

const SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Arial, 'Liberation Sans', 'DejaVu Sans', sans-serif";

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A font size at which `text` fits `width`, for a font whose average glyph is `em` of the size. */
const fit = (text: string, width: number, em: number, max: number) =>
  Math.min(max, Math.floor((width / (text.length * em)) * 10) / 10);

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0])
    .join('');

function text(content: string, x: number, y: number, size: number, attrs: string): string {
  return `<text x="${x}" y="${y}" font-size="${size}" ${attrs}>${escapeXml(content)}</text>`;
}

/** The drawing inside the 160 × 64 view box. */
function body(logo: ClientLogo): string {
  const { name, ink, accent } = logo;
  const head = name.split(' ')[0];
  switch (logo.style) {
    case 'caps': {
      const size = fit(head.toUpperCase(), 150, 0.78, 22);
      return [
        text(head.toUpperCase(), 80, 34, size, `font-family="${SERIF}" text-anchor="middle" letter-spacing="2" fill="${ink}"`),
        `<path d="M28 42H62M98 42H132" stroke="${accent}" stroke-width="1.2"/>`,
        `<circle cx="80" cy="42" r="2" fill="${accent}"/>`,
        text(logo.tagline ?? '', 80, 55, 8, `font-family="${SANS}" text-anchor="middle" letter-spacing="2.4" fill="${ink}"`),
      ].join('');
    }
    case 'monogram': {
      // The tagline carries the last word, so the wordmark is the rest of the name.
      const word = name.split(' ').slice(0, -1).join(' ');
      return [
        `<circle cx="30" cy="32" r="24" fill="none" stroke="${ink}" stroke-width="2"/>`,
        `<circle cx="30" cy="32" r="19.5" fill="none" stroke="${accent}" stroke-width="0.8"/>`,
        text(initials(name), 30, 39, 18, `font-family="${SERIF}" text-anchor="middle" font-style="italic" fill="${ink}"`),
        text(word, 62, 33, fit(word, 94, 0.6, 20), `font-family="${SERIF}" fill="${ink}"`),
        text(logo.tagline ?? '', 63, 47, 7.5, `font-family="${SANS}" letter-spacing="2.2" fill="${accent}"`),
      ].join('');
    }
    case 'script':
      return [
        text(
          name,
          80,
          38,
          fit(name, 148, 0.6, 26),
          `font-family="${SERIF}" font-style="italic" text-anchor="middle" fill="${ink}"`,
        ),
        `<path d="M34 48C60 42 100 42 126 48" fill="none" stroke="${accent}" stroke-width="1.5" stroke-linecap="round"/>`,
      ].join('');
    case 'bold': {
      const upper = name.toUpperCase();
      const [first, ...rest] = upper.split(' ');
      return [
        `<rect x="6" y="18" width="14" height="28" rx="2" fill="${accent}" transform="skewX(-12) translate(6 0)"/>`,
        text(
          first,
          30,
          36,
          fit(first, 124, 0.72, 22),
          `font-family="${SANS}" font-weight="800" font-style="italic" fill="${ink}"`,
        ),
        text(rest.join(' '), 31, 50, 9, `font-family="${SANS}" font-weight="700" letter-spacing="3" fill="${accent}"`),
      ].join('');
    }
    case 'stacked': {
      const upper = head.toUpperCase();
      return [
        text(
          upper,
          80,
          33,
          fit(upper, 150, 0.74, 24),
          `font-family="${SANS}" font-weight="800" text-anchor="middle" letter-spacing="1" fill="${ink}"`,
        ),
        `<rect x="46" y="39" width="68" height="14" fill="${ink}"/>`,
        text(
          logo.tagline ?? '',
          80,
          49.5,
          8.5,
          `font-family="${SANS}" font-weight="600" text-anchor="middle" letter-spacing="3" fill="#fff"`,
        ),
      ].join('');
    }
    case 'badge':
      return [
        `<rect x="8" y="8" width="144" height="48" rx="24" fill="none" stroke="${ink}" stroke-width="2"/>`,
        `<rect x="13" y="13" width="134" height="38" rx="19" fill="none" stroke="${accent}" stroke-width="0.8" stroke-dasharray="3 2"/>`,
        text(
          head.toUpperCase(),
          80,
          33,
          fit(head, 96, 0.78, 17),
          `font-family="${SERIF}" font-weight="700" text-anchor="middle" letter-spacing="2" fill="${ink}"`,
        ),
        text(logo.tagline ?? '', 80, 45, 7, `font-family="${SANS}" text-anchor="middle" letter-spacing="2" fill="${accent}"`),
      ].join('');
    case 'mark': {
      // A short suffix (Co., Atelier, Weaves …) goes on a small second line; 'X & Y' stays whole.
      const words = name.split(' ');
      const split = name.includes('&') ? words.length : words.length > 2 ? 2 : 1;
      const first = words.slice(0, split).join(' ');
      const second = words.slice(split).join(' ');
      return [
        emblem(logo.mark ?? 0, 26, 32, 18, accent, logo.mark === 1),
        text(first, 52, second ? 32 : 38, fit(first, 104, 0.62, 20), `font-family="${SERIF}" fill="${ink}"`),
        second ? text(second.toUpperCase(), 53, 46, 8, `font-family="${SANS}" letter-spacing="2.6" fill="${ink}"`) : '',
      ].join('');
    }
  }
}

export function logoSvg(logo: ClientLogo): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}" role="img" aria-label="${escapeXml(logo.name)}">${body(logo)}</svg>\n`;
}
