/**
 * The two certificates the home page shows (docs/product.md 1): ISO 9001:2015 and OEKO-TEX Standard 100, as
 * invented certificate-style artwork. The issuer, numbers and dates are fictional and the sheets say
 * SPECIMEN, so nobody mistakes them for real documents. Text uses the machine's serif and sans fonts
 * (DejaVu / Liberation here); the committed WEBPs do not depend on the visitor's fonts.
 */
import { DEFAULT_SETTINGS as COMPANY } from '../../src/lib/settings.ts';

/** A4 portrait proportions, drawn in a 600 × 848 user space. */
export const CERT_VIEW = { width: 600, height: 848 };

export interface CertificateArt {
  /** The file path under public/ without width and extension, as CERTIFICATES (src/content/home.ts) names it. */
  image: string;
  svg: string;
}

const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

interface Theme {
  ink: string;
  accent: string;
  paper: string;
  tint: string;
}

function line(content: string, y: number, size: number, extra = ''): string {
  return `<text x="300" y="${y}" font-size="${size}" text-anchor="middle" ${extra}>${esc(content)}</text>`;
}

/** Guilloché-like border: overlapping loops along the frame, the security look of real certificates. */
function guilloche(t: Theme): string {
  const loops: string[] = [];
  for (let x = 40; x <= 560; x += 16) loops.push(`M${x} 28a10 10 0 1 0 0.1 0M${x} 820a10 10 0 1 0 0.1 0`);
  for (let y = 44; y <= 804; y += 16) loops.push(`M28 ${y}a10 10 0 1 0 0.1 0M572 ${y}a10 10 0 1 0 0.1 0`);
  return `<path d="${loops.join('')}" fill="none" stroke="${t.accent}" stroke-width="0.8" opacity="0.55"/>`;
}

/** A rosette seal with two ribbon tails, lettered around its centre. */
function seal(cx: number, cy: number, t: Theme, label: string): string {
  const points: string[] = [];
  for (let i = 0; i < 48; i++) {
    const r = i % 2 === 0 ? 52 : 46;
    const a = (i / 48) * Math.PI * 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `<g>
    <path d="M${cx - 26} ${cy + 30}l-14 62l20-12l12 18l10-58ZM${cx + 26} ${cy + 30}l14 62l-20-12l-12 18l-10-58Z" fill="${t.accent}"/>
    <polygon points="${points.join(' ')}" fill="${t.accent}"/>
    <circle cx="${cx}" cy="${cy}" r="40" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.8"/>
    <circle cx="${cx}" cy="${cy}" r="34" fill="none" stroke="#fff" stroke-width="0.8" stroke-dasharray="2 2" opacity="0.8"/>
    <text x="${cx}" y="${cy - 3}" font-size="13" font-weight="700" text-anchor="middle" fill="#fff" font-family="${SANS}">${esc(label)}</text>
    <text x="${cx}" y="${cy + 13}" font-size="8" text-anchor="middle" fill="#fff" font-family="${SANS}" letter-spacing="1.5">CERTIFIED</text>
  </g>`;
}

/** A signature: a loose hand-drawn stroke above a rule and a name. */
function signature(x: number, y: number, t: Theme, who: string, role: string): string {
  return `<path d="M${x - 60} ${y}c12-26 22-30 26-10s-6 22 4 4 20-26 24-6 10 8 18-4 16-8 22 2 14 4 26-6" fill="none" stroke="${t.ink}" stroke-width="1.6" stroke-linecap="round"/>
    <line x1="${x - 80}" y1="${y + 12}" x2="${x + 80}" y2="${y + 12}" stroke="${t.ink}" stroke-width="0.8"/>
    <text x="${x}" y="${y + 28}" font-size="11" text-anchor="middle" font-family="${SERIF}" fill="${t.ink}">${esc(who)}</text>
    <text x="${x}" y="${y + 42}" font-size="9" text-anchor="middle" font-family="${SANS}" fill="${t.ink}" opacity="0.8">${esc(role)}</text>`;
}

interface Sheet {
  theme: Theme;
  issuer: string;
  kind: string;
  standard: string;
  standardNote: string;
  lead: string;
  scope: string[];
  number: string;
  dates: string;
  sealLabel: string;
}

function sheet(s: Sheet): string {
  const t = s.theme;
  const { width, height } = CERT_VIEW;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="paper" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="${t.paper}"/></radialGradient>
    <pattern id="fine" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="8" stroke="${t.tint}" stroke-width="0.6"/></pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#paper)"/>
  <rect x="14" y="14" width="${width - 28}" height="${height - 28}" fill="none" stroke="${t.ink}" stroke-width="3"/>
  ${guilloche(t)}
  <rect x="46" y="46" width="${width - 92}" height="${height - 92}" fill="none" stroke="${t.ink}" stroke-width="1"/>
  <rect x="52" y="52" width="${width - 104}" height="${height - 104}" fill="url(#fine)" opacity="0.35"/>
  <text x="300" y="470" font-size="86" font-weight="700" text-anchor="middle" font-family="${SANS}" fill="${t.ink}" opacity="0.05" transform="rotate(-32 300 470)">SPECIMEN</text>
  <g font-family="${SERIF}" fill="${t.ink}">
    ${line(s.issuer.toUpperCase(), 104, 13, `font-family="${SANS}" letter-spacing="3" fill="${t.accent}"`)}
    ${line(s.kind, 168, 38, 'font-weight="700" letter-spacing="4"')}
    <line x1="200" y1="186" x2="400" y2="186" stroke="${t.accent}" stroke-width="2"/>
    ${line(s.lead, 226, 14, 'font-style="italic"')}
    ${line(COMPANY.name, 270, 30, 'font-weight="700"')}
    ${line(`${COMPANY.address.street},`, 298, 12)}
    ${line(`${COMPANY.address.city} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`, 316, 12)}
    ${line(s.standardNote, 358, 14, 'font-style="italic"')}
    ${line(s.standard, 410, Math.min(40, Math.floor(500 / (s.standard.length * 0.75))), `font-weight="700" font-family="${SANS}" fill="${t.accent}"`)}
    ${line('Scope', 462, 13, `font-family="${SANS}" letter-spacing="2" font-weight="700"`)}
    ${s.scope.map((row, i) => line(row, 486 + i * 19, 13)).join('')}
    ${line(s.number, 584, 12, `font-family="${SANS}" letter-spacing="1"`)}
    ${line(s.dates, 604, 12, `font-family="${SANS}"`)}
  </g>
  ${seal(300, 686, t, s.sealLabel)}
  ${signature(145, 700, t, 'A. Verma', 'Lead Auditor')}
  ${signature(455, 700, t, 'R. Iyer', 'Certification Manager')}
  <text x="300" y="784" font-size="9" text-anchor="middle" font-family="${SANS}" fill="${t.ink}" opacity="0.75">Illustrative specimen artwork for this website. Not a certificate; numbers are fictional.</text>
</svg>`;
}

export const CERTIFICATE_ART: readonly CertificateArt[] = [
  {
    image: '/media/certificates/iso-9001-2015',
    svg: sheet({
      theme: { ink: '#1b2a55', accent: '#1e3a8a', paper: '#eef1f8', tint: '#c8d1ea' },
      issuer: 'Quality Registrar of Example · Specimen',
      kind: 'CERTIFICATE',
      lead: 'This is to certify that the quality management system of',
      standardNote: 'has been assessed and found to conform to the requirements of',
      standard: 'ISO 9001:2015',
      scope: [
        'Design, manufacture and export of woven and printed labels,',
        'hang tags, designer tags, badges, ribbons, metal emblems',
        'and packaging items.',
      ],
      number: 'Certificate No. QMS-SPECIMEN-0000',
      dates: 'First issued 14 March 2016 · Valid until 13 March 2027',
      sealLabel: 'ISO 9001',
    }),
  },
  {
    image: '/media/certificates/oeko-tex-standard-100',
    svg: sheet({
      theme: { ink: '#1d3b2a', accent: '#2f7a4a', paper: '#eef6f0', tint: '#c6e0cd' },
      issuer: 'Textile Testing Institute of Example · Specimen',
      kind: 'CERTIFICATE',
      lead: 'The company',
      standardNote: 'is granted authorisation to use the label',
      standard: 'OEKO-TEX® STANDARD 100',
      scope: [
        'Woven labels, printed satin and cotton labels, ribbons and',
        'sewing threads of polyester and cotton, tested for harmful',
        'substances in product class II (items in skin contact).',
      ],
      number: 'Certificate No. TT-SPECIMEN-0000',
      dates: 'Issued 2 August 2018 · Renewed yearly · Valid until 31 July 2027',
      sealLabel: 'TESTED',
    }),
  },
];
