/**
 * Textile goods: woven labels, printed care labels, embroidered patches, leather patches, ribbons and
 * packaging tape. Each function returns SVG markup (its own <defs> included) in the 800 × 800 space.
 */
import { strokeText } from './art-glyphs.ts';
import { type Ctx, emblem, fakeLines, fittedText, shade } from './art-kit.ts';

/** Brick-like weave: what makes a woven label read as woven rather than printed. */
const weavePattern = (
  id: string,
  cell = 6,
) => `<pattern id="${id}" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse">
  <rect width="${cell}" height="${cell / 2}" fill="#fff" opacity="0.09"/><rect y="${cell / 2}" width="${cell / 2}" height="${cell / 2}" fill="#000" opacity="0.08"/></pattern>`;

/** One woven label centred on the origin; `fold` draws end-folds, `merrow` an overlocked edge. */
function wovenBody(w: number, h: number, ground: string, thread: string, c: Ctx, style: 'endfold' | 'merrow' | 'plain'): string {
  const x = -w / 2;
  const y = -h / 2;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${ground}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="url(#weave)"/>`,
  ];
  if (style === 'endfold') {
    // The ends are folded under: a narrow, darker band behind a crease highlight at each end.
    for (const side of [x, -x - 28]) {
      parts.push(`<rect x="${side}" y="${y}" width="28" height="${h}" fill="#000" opacity="0.13"/>`);
      const crease = side === x ? x + 28 : -x - 28;
      parts.push(
        `<line x1="${crease}" y1="${y}" x2="${crease}" y2="${-y}" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
      );
    }
  }
  if (style === 'merrow') {
    parts.push(
      `<rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="4" fill="none" stroke="${thread}" stroke-width="10"/>`,
    );
    parts.push(
      `<rect x="${x + 5}" y="${y + 5}" width="${w - 10}" height="${h - 10}" rx="4" fill="none" stroke="${shade(thread, -0.4)}" stroke-width="10" stroke-dasharray="2 3" opacity="0.5"/>`,
    );
  } else {
    // A woven-in border line, a common damask detail.
    const inset = style === 'endfold' ? 40 : 14;
    parts.push(
      `<rect x="${x + inset}" y="${y + 14}" width="${w - 2 * inset}" height="${h - 28}" fill="none" stroke="${thread}" stroke-width="2.5" stroke-dasharray="7 4" opacity="0.7"/>`,
    );
  }
  const textX = 0;
  parts.push(emblem(c.mark, -w * 0.3 + (style === 'endfold' ? 12 : 0), 0, h * 0.22, thread));
  // The word twice, offset: a darker "shadow" thread under the face gives the raised satin-stitch look.
  parts.push(fittedText(c.brand, textX + w * 0.1, -h * 0.06, h * 0.26, w * 0.47, shade(thread, -0.25), 0.15));
  parts.push(fittedText(c.brand, textX + w * 0.1 - 1.5, -h * 0.06 - 1.5, h * 0.26, w * 0.47, thread, 0.15));
  parts.push(strokeText('MADE IN INDIA', textX + w * 0.1, h * 0.22, h * 0.075, { color: thread, weight: 0.16, tracking: 2.4 }));
  return parts.join('');
}

export function wovenLabel(c: Ctx): string {
  const { p, v } = c;
  const dark = v !== 1;
  const ground = dark ? p.main : p.light;
  const thread = dark ? (v === 2 ? p.accent : p.light) : p.main;
  const backGround = dark ? p.light : p.main;
  const backThread = dark ? p.main : p.accent;
  const style = v === 2 ? 'merrow' : v === 1 ? 'plain' : 'endfold';
  return `<defs>${weavePattern('weave')}</defs>
  <g filter="url(#sh)">
    <g transform="translate(430 300) rotate(8)">${wovenBody(480, 180, backGround, backThread, c, style)}</g>
    <g transform="translate(380 470) rotate(-5)">${wovenBody(520, 200, ground, thread, c, style)}</g>
  </g>`;
}

/** ISO-style care symbols drawn with strokes (wash, bleach, dry, iron, dry-clean). */
function careSymbols(x: number, y: number, size: number, color: string): string {
  const s = size / 36;
  const at = (i: number, d: string, extra = '') =>
    `<g transform="translate(${x + i * size * 1.15} ${y}) scale(${s})"><path d="${d}" fill="none" stroke="${color}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round"/>${extra}</g>`;
  const dot = (dx: number, dy: number) => `<circle cx="${dx}" cy="${dy}" r="2.2" fill="${color}"/>`;
  return [
    at(0, 'M-16-6L-12 12H12L16-6M-16-6Q-12-11-8-6T0-6T8-6T16-6', dot(0, 4)),
    at(1, 'M0-14L16 12H-16ZM-10-6L10 14M10-6L-10 14'),
    at(2, 'M-14-14H14V14H-14ZM9 0A9 9 0 1 1-9 0A9 9 0 1 1 9 0', dot(0, 0)),
    at(3, 'M-16 10H16C16-2 8-9-4-9H-10C-12-3-14 3-16 10ZM-10-9C-8-13 4-13 6-9', dot(2, 3)),
    at(4, 'M14 0A14 14 0 1 1-14 0A14 14 0 1 1 14 0'),
  ].join('');
}

export function printedLabel(c: Ctx): string {
  const { p, v } = c;
  // Satin (white), black satin, or natural cotton tape: the three grounds care labels come in.
  const ground = ['#fbfaf6', '#202022', '#efe6d4'][v % 3];
  const ink = v === 1 ? '#f4f4f4' : p.main;
  const sheen = `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.08"/>
    <stop offset="0.35" stop-color="#fff" stop-opacity="0.5"/><stop offset="0.5" stop-color="#fff" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>`;
  const label = (w: number, h: number, big: string) => {
    const x = -w / 2;
    return `<rect x="${x}" y="${-h / 2}" width="${w}" height="${h}" fill="${ground}"/>
      <rect x="${x}" y="${-h / 2}" width="${w}" height="${h}" fill="url(#sheen)"/>
      <rect x="${x}" y="${-h / 2}" width="${w}" height="22" fill="#000" opacity="0.1"/>
      <line x1="${x}" y1="${-h / 2 + 22}" x2="${-x}" y2="${-h / 2 + 22}" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>
      ${fittedText(c.brand, 0, -h / 2 + 62, 26, w - 50, ink, 0.14)}
      ${strokeText(big, 0, -h / 2 + 128, 56, { color: ink, weight: 0.11 })}
      ${fakeLines(0, -h / 2 + 180, [w * 0.6, w * 0.45, w * 0.55], 16, 5, ink, 'middle')}
      ${strokeText('100% COTTON', 0, -h / 2 + 250, 13, { color: ink, weight: 0.15, tracking: 1.8 })}
      ${careSymbols(-w / 2 + 30, -h / 2 + 300, 30, ink)}
      ${fakeLines(0, -h / 2 + 340, [w * 0.7, w * 0.62, w * 0.68, w * 0.4], 14, 4, ink, 'middle')}
      ${strokeText('MADE IN INDIA', 0, h / 2 - 34, 11, { color: ink, weight: 0.16, tracking: 2 })}`;
  };
  const back = v === 1 ? '#fbfaf6' : p.main;
  return `<defs>${sheen}</defs><g filter="url(#sh)">
    <g transform="translate(500 380) rotate(9)"><rect x="-105" y="-230" width="210" height="460" fill="${back}"/><rect x="-105" y="-230" width="210" height="460" fill="url(#sheen)"/>
      ${fittedText(c.brand, 0, -150, 26, 150, v === 1 ? p.main : p.light, 0.14)}${strokeText('L', 0, -80, 56, { color: v === 1 ? p.main : p.light, weight: 0.11 })}</g>
    <g transform="translate(330 410) rotate(-4)">${label(230, 480, ['M', 'S', 'XL'][v % 3])}</g>
  </g>`;
}

/** Outline paths for the three patch shapes (circle, shield, rounded rectangle), centred at 0,0. */
const PATCH_SHAPES = [
  'M0-220A220 220 0 1 1 0 220A220 220 0 1 1 0-220Z',
  'M-190-200H190V-20C190 110 90 190 0 230C-90 190-190 110-190-20Z',
  'M-230-140H230A40 40 0 0 1 270-100V100A40 40 0 0 1 230 140H-230A40 40 0 0 1-270 100V-100A40 40 0 0 1-230-140Z',
];

export function patch(c: Ctx): string {
  const { p, v } = c;
  const shape = PATCH_SHAPES[v % 3];
  const defs = `<defs><pattern id="satin" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="7" height="2.6" fill="#fff" opacity="0.1"/></pattern>
    <pattern id="satin2" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(-50)"><rect width="6" height="2.2" fill="#000" opacity="0.12"/></pattern>
    <clipPath id="pc"><path d="${shape}"/></clipPath></defs>`;
  let motif: string;
  if (v % 3 === 0) {
    // Embroidered landscape: sun over two peaks, a typical outdoor-brand patch.
    motif = `<circle cx="60" cy="-50" r="60" fill="${p.accent}"/><circle cx="60" cy="-50" r="60" fill="url(#satin2)"/>
      <path d="M-240 120L-80-60L10 40L90-20L240 120V240H-240Z" fill="${p.light}"/><path d="M-240 120L-80-60L10 40L90-20L240 120V240H-240Z" fill="url(#satin2)"/>
      <path d="M-80-60L-45-20L-62-8L-80-26L-100-12L-112-24Z" fill="#fff" opacity="0.85"/>
      <path d="M-240 150Q0 110 240 150V240H-240Z" fill="${p.pop}"/>${fittedText(c.brand, 0, 170, 30, 220, p.main, 0.16)}`;
  } else if (v % 3 === 1) {
    motif = `${emblem(c.mark, 0, -70, 70, p.accent, true)}${fittedText(c.brand, 0, 50, 46, 280, p.light, 0.15)}
      ${strokeText('EST 2008', 0, 110, 20, { color: p.accent, weight: 0.16, tracking: 2.5 })}`;
  } else {
    motif = `${emblem(c.mark, -160, 0, 62, p.accent, true)}${fittedText(c.brand, 50, -16, 56, 300, p.light, 0.15)}
      ${fakeLines(50, 46, [200], 0, 6, p.accent, 'middle')}`;
  }
  return `${defs}<g transform="translate(400 390) rotate(${[-6, 4, -4][v % 3]})" filter="url(#sh)">
    <path d="${shape}" fill="${p.main}"/><g clip-path="url(#pc)"><rect x="-300" y="-300" width="600" height="600" fill="url(#satin)"/>${motif}</g>
    <path d="${shape}" fill="none" stroke="${p.accent}" stroke-width="26"/>
    <path d="${shape}" fill="none" stroke="${shade(p.accent, -0.45)}" stroke-width="26" stroke-dasharray="2.5 3.5" opacity="0.45"/>
    <path d="${shape}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2" transform="scale(0.935)"/>
  </g>`;
}

/** Leather tones (tan, cognac, dark brown, black, suede) picked by palette; grain comes from lighting. */
const LEATHER = ['#b57741', '#8a4a25', '#5a3622', '#2b2624', '#c49a6c', '#9c5b34', '#6e4a33', '#a9672f'];

export function leatherPatch(c: Ctx): string {
  const { v } = c;
  const hide = LEATHER[(c.p.main.charCodeAt(2) + v) % LEATHER.length];
  const deep = shade(hide, -0.35);
  const glow = shade(hide, 0.25);
  const shape =
    v % 3 === 1
      ? 'M0-190A190 190 0 1 1 0 190A190 190 0 1 1 0-190Z'
      : 'M-250-150H250A22 22 0 0 1 272-128V128A22 22 0 0 1 250 150H-250A22 22 0 0 1-272 128V-128A22 22 0 0 1-250-150Z';
  const inner = v % 3 === 1 ? 'M0-162A162 162 0 1 1 0 162A162 162 0 1 1 0-162Z' : 'M-244-124H244V124H-244Z';
  // Debossing: a dark stroke with a light one offset down-right reads as pressed into the hide.
  const deboss = (svg: (color: string) => string) => `<g transform="translate(1.5 2)" opacity="0.5">${svg(glow)}</g>${svg(deep)}`;
  const art = (color: string) =>
    v % 3 === 2
      ? `${emblem(c.mark, -150, 0, 60, color)}${fittedText(c.brand, 50, -18, 54, 300, color, 0.13)}${strokeText('GENUINE LEATHER', 50, 50, 16, { color, weight: 0.16, tracking: 2 })}`
      : `${emblem(c.mark, 0, -70, 50, color)}${fittedText(c.brand, 0, 14, 50, 280, color, 0.13)}${strokeText('EST 2008', 0, 74, 18, { color, weight: 0.16, tracking: 2.5 })}`;
  return `<defs><radialGradient id="lth" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${glow}"/><stop offset="0.6" stop-color="${hide}"/><stop offset="1" stop-color="${shade(hide, -0.2)}"/></radialGradient></defs>
  <g transform="translate(400 400) rotate(${[-5, 0, 4][v % 3]})" filter="url(#sh)">
    <path d="${shape}" fill="url(#lth)"/>
    <path d="${shape}" fill="none" stroke="${deep}" stroke-width="5" opacity="0.6"/>
    <path d="${inner}" fill="none" stroke="${shade(hide, 0.55)}" stroke-width="4" stroke-dasharray="12 8" stroke-linecap="round"/>
    ${deboss(art)}
  </g>`;
}

/** A printed ribbon strip of length `len` and width `w` from the origin along +x, logo repeated; `cut` is the swallowtail end. */
function ribbonStrip(len: number, w: number, ground: string, ink: string, c: Ctx, cut: 'end' | 'start' = 'end'): string {
  const h = w / 2;
  const outline = cut === 'end' ? `M0 ${-h}V${h}H${len}L${len - 34} 0L${len} ${-h}Z` : `M0 ${-h}L34 0L0 ${h}H${len}V${-h}Z`;
  const prints: string[] = [];
  for (let x = cut === 'end' ? 60 : 90; x + 220 <= len - 40; x += 250) {
    prints.push(emblem(c.mark, x, 0, w * 0.26, ink, true));
    prints.push(fittedText(c.brand, x + 120, 0, w * 0.36, 170, ink, 0.14));
  }
  return `<path d="${outline}" fill="${ground}"/><path d="${outline}" fill="url(#rsheen)"/>
    <line x1="0" y1="${-w / 2 + 5}" x2="${len - 20}" y2="${-w / 2 + 5}" stroke="${ink}" stroke-width="2" opacity="0.5"/>
    <line x1="0" y1="${w / 2 - 5}" x2="${len - 20}" y2="${w / 2 - 5}" stroke="${ink}" stroke-width="2" opacity="0.5"/>${prints.join('')}`;
}

/** An upright ribbon spool: flanges as ellipses, the outer wind of printed ribbon between them. */
function spool(cx: number, top: number, height: number, c: Ctx): string {
  const { p } = c;
  const [rx, ry, fx] = [150, 38, 178];
  const bottom = top + height;
  const body = `M${cx - rx} ${top}V${bottom}A${rx} ${ry} 0 0 0 ${cx + rx} ${bottom}V${top}Z`;
  const prints: string[] = [];
  for (let x = cx - 190; x < cx + rx; x += 230) {
    prints.push(
      emblem(c.mark, x, top + height / 2 + 6, 20, p.light, true),
      fittedText(c.brand, x + 100, top + height / 2 + 6, 28, 140, p.light, 0.15),
    );
  }
  return `<ellipse cx="${cx}" cy="${bottom + 12}" rx="${fx}" ry="${ry + 8}" fill="#cdbb98"/><ellipse cx="${cx}" cy="${bottom}" rx="${fx}" ry="${ry + 8}" fill="#e9dcc0"/>
    <clipPath id="spoolclip"><path d="${body}"/></clipPath>
    <path d="${body}" fill="${p.main}"/><g clip-path="url(#spoolclip)">${prints.join('')}</g><path d="${body}" fill="url(#cylinder)"/>
    <ellipse cx="${cx}" cy="${top}" rx="${fx}" ry="${ry + 8}" fill="#f3ead7"/><ellipse cx="${cx}" cy="${top}" rx="${fx}" ry="${ry + 8}" fill="none" stroke="#cdbb98" stroke-width="3"/>
    <ellipse cx="${cx}" cy="${top}" rx="46" ry="12" fill="#b9a47c"/><ellipse cx="${cx}" cy="${top + 2}" rx="30" ry="7" fill="#6d5d42"/>`;
}

export function ribbon(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs><linearGradient id="rsheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.04"/><stop offset="1" stop-color="#000" stop-opacity="0.15"/></linearGradient>
    <linearGradient id="cylinder" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.18"/>
    <stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></linearGradient></defs>`;
  if (v % 3 === 1) {
    // Three ribbons fanned out, the way ribbon colour cards are photographed.
    const colours = [
      [p.main, p.light],
      [p.accent, p.main],
      [p.light, p.main],
    ];
    return `${defs}<g filter="url(#sh)">${colours
      .map(
        ([g, ink], i) =>
          `<g transform="translate(70 ${250 + i * 150}) rotate(${-10 + i * 5})">${ribbonStrip(680, 96, g, ink, c)}</g>`,
      )
      .join('')}</g>`;
  }
  // A spool with its free end unwound across the table.
  const left = v % 3 === 0;
  return `${defs}<g filter="url(#sh)">
    <g transform="translate(${left ? 330 : 90} ${left ? 520 : 560}) rotate(${left ? -6 : -12})">${ribbonStrip(left ? 440 : 520, 100, p.main, p.light, c, left ? 'end' : 'start')}</g>
    ${spool(left ? 300 : 520, 250, 190, c)}</g>`;
}

/**
 * A roll lying flat (tape, sticker rolls): the wound top as an elliptical ring around a cardboard core,
 * the outer wind as the cylinder's face carrying `surface` (screen coordinates, clipped; `midY(dx)` is the
 * face's vertical middle at dx from the axis, since the face curves), and the free
 * end pulled out across the table in perspective carrying `stripPrint` (strip coordinates: x along,
 * y across, ±48).
 */
export function flatRoll(
  c: Ctx,
  ground: string,
  surface: (cx: number, midY: (dx: number) => number) => string,
  stripPrint: string,
): string {
  const [cx, top, rx, ry, height] = [360, 320, 230, 82, 130];
  const body = `M${cx - rx} ${top}V${top + height}A${rx} ${ry} 0 0 0 ${cx + rx} ${top + height}V${top}Z`;
  const len = 420;
  const zig = Array.from({ length: 8 }, (_, k) => `L${len - (k % 2 ? 16 : 0)} ${-48 + k * 13.7}`).join('');
  const rings = [0.92, 0.84, 0.76, 0.68]
    .map(
      (k) =>
        `<ellipse cx="${cx}" cy="${top}" rx="${rx * k}" ry="${ry * k}" fill="none" stroke="#000" stroke-opacity="0.07" stroke-width="2"/>`,
    )
    .join('');
  const core = rx * 0.52;
  return `<defs><linearGradient id="tsheen" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>
    <linearGradient id="tcyl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.4" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <clipPath id="tclip"><path d="${body}"/></clipPath></defs>
  <g filter="url(#sh)">
    <g transform="matrix(0.72 0.36 -0.72 0.42 ${cx + 70} ${top + height + 20})"><path d="M0-48${zig}L${len} 48H0Z" fill="${ground}"/><path d="M0-48${zig}L${len} 48H0Z" fill="url(#tsheen)"/>${stripPrint}</g>
    <path d="${body}" fill="${ground}"/><g clip-path="url(#tclip)">${surface(cx, (dx) => top + height / 2 + ry * Math.sqrt(Math.max(0, 1 - (dx / rx) ** 2)))}</g><path d="${body}" fill="url(#tcyl)"/>
    <ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${shade(ground, -0.08)}"/>${rings}
    <ellipse cx="${cx}" cy="${top}" rx="${rx * 0.6}" ry="${ry * 0.6}" fill="#d8c096"/>
    <ellipse cx="${cx}" cy="${top}" rx="${core}" ry="${ry * 0.52}" fill="${shade(c.p.bg[1], -0.18)}"/>
    <path d="M${cx - core} ${top - 26}A${core} ${ry * 0.52} 0 0 0 ${cx + core} ${top - 26}V${top}A${core} ${ry * 0.52} 0 0 1 ${cx - core} ${top}Z" fill="#c4a877" opacity="0.9"/>
  </g>`;
}

export function tape(c: Ctx): string {
  const { p, v } = c;
  const ground = ['#c79a63', p.main, '#f7f5ef'][v % 3];
  const ink = v % 3 === 1 ? p.light : p.main;
  const surface = (cx: number, mid: (dx: number) => number) =>
    [-230, 20]
      .map(
        (dx) =>
          `${emblem(c.mark, cx + dx, mid(dx + 93) - 8, 21, ink, true)}${fittedText(c.brand, cx + dx + 93, mid(dx + 93) - 8, 30, 126, ink, 0.15)}`,
      )
      .join('');
  const strip = [90, 300]
    .map((x) => `${emblem(c.mark, x, 0, 22, ink, true)}${fittedText(c.brand, x + 80, 0, 30, 110, ink, 0.15)}`)
    .join('');
  return flatRoll(c, ground, surface, strip);
}
