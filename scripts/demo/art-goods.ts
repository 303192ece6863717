/**
 * Badges, metal emblems, key rings and the bigger packaging goods (bags, wrapping paper, boxes).
 * Each function returns SVG markup in the 800 × 800 space.
 */
import { strokeText } from './art-glyphs.ts';
import { type Ctx, emblem, fakeLines, fittedText, metalGradient, shade } from './art-kit.ts';
import { cord } from './art-tags.ts';

/** A pin-back button: a darker offset disc for its rolled edge, face art, and a gloss highlight. */
function button(r: number, ground: string, ink: string, ring: string, c: Ctx): string {
  return `<circle cy="${r * 0.05}" r="${r}" fill="${shade(ground, -0.35)}"/><circle r="${r}" fill="${ground}"/>
    <circle r="${r * 0.8}" fill="none" stroke="${ring}" stroke-width="${r * 0.08}"/>
    ${emblem(c.mark, 0, -r * 0.18, r * 0.34, ink, true)}${fittedText(c.brand, 0, r * 0.38, r * 0.2, r * 1.1, ink, 0.15)}
    <circle r="${r}" fill="url(#gloss)"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.5}" rx="${r * 0.35}" ry="${r * 0.16}" transform="rotate(-30 ${-r * 0.35} ${-r * 0.5})" fill="#fff" opacity="0.25"/>`;
}

export function badge(c: Ctx): string {
  const { p, v } = c;
  if (v % 3 === 0)
    return `<g filter="url(#sh)"><g transform="translate(400 400)">${button(240, p.main, p.light, p.accent, c)}</g></g>`;
  const heart = 'M0 90C-90 30-140-20-120-70C-100-120-30-120 0-60C30-120 100-120 120-70C140-20 90 30 0 90Z';
  const third =
    v % 3 === 1
      ? `<g transform="translate(540 560)">${button(120, p.pop, p.main, p.light, c)}</g>`
      : `<g transform="translate(560 560) rotate(8)"><path d="${heart}" fill="url(#pinmetal)"/><path d="${heart}" fill="${p.pop}" transform="scale(0.86)"/>
        <path d="M-60-62C-50-80-30-82-20-70" stroke="#fff" stroke-opacity="0.6" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
  return `<defs>${metalGradient('pinmetal', 'gold')}</defs><g filter="url(#sh)">
    <g transform="translate(300 320)">${button(190, p.main, p.light, p.accent, c)}</g>
    <g transform="translate(590 270)">${button(130, p.light, p.main, p.pop, c)}</g>${third}</g>`;
}

export function metalBadge(c: Ctx): string {
  const { p, v } = c;
  const tone = (['gold', 'silver', 'brass'] as const)[v % 3];
  const defs = `<defs>${metalGradient('metal', tone)}${metalGradient('metal2', tone, 'v')}</defs>`;
  if (v % 3 === 2) {
    // A die-struck logo plate with engraved letters (dark stroke + light offset) and end prongs.
    const engraved = (color: string) =>
      `${fittedText(c.brand, 20, -6, 70, 380, color, 0.14)}${emblem(c.mark, -220, -4, 44, color)}`;
    return `${defs}<g filter="url(#sh)"><g transform="translate(400 400) rotate(-6)">
      <rect x="-300" y="-100" width="600" height="200" rx="100" fill="url(#metal)"/><rect x="-284" y="-84" width="568" height="168" rx="84" fill="none" stroke="url(#metal2)" stroke-width="8"/>
      <g transform="translate(2 2.5)">${engraved(shade('#ffffff', 0))}</g>${engraved(shade('#3a2a10', 0))}
      <circle cx="-250" cy="0" r="10" fill="#000" opacity="0.25"/><circle cx="250" cy="0" r="10" fill="#000" opacity="0.25"/></g></g>`;
  }
  const shape =
    v % 3 === 0
      ? 'M-210-230H210V-20C210 120 110 210 0 250C-110 210-210 120-210-20Z'
      : 'M0-240A240 240 0 1 1 0 240A240 240 0 1 1 0-240Z';
  const laurel =
    v % 3 === 1
      ? Array.from({ length: 36 }, (_, i) => {
          const a = (i / 36) * Math.PI * 2;
          return `<circle cx="${(Math.cos(a) * 212).toFixed(1)}" cy="${(Math.sin(a) * 212).toFixed(1)}" r="6" fill="url(#metal2)"/>`;
        }).join('')
      : '';
  // Enamel sits slightly below the metal: a darker inner rim gives the recess.
  return `${defs}<g filter="url(#sh)"><g transform="translate(400 395) rotate(${v % 3 === 0 ? -4 : 0})">
    <path d="${shape}" fill="url(#metal)"/>${laurel}
    <path d="${shape}" fill="${p.main}" transform="scale(0.8)"/><path d="${shape}" fill="none" stroke="#000" stroke-opacity="0.3" stroke-width="5" transform="scale(0.8)"/>
    <path d="${shape}" fill="none" stroke="url(#metal2)" stroke-width="10" transform="scale(0.8)"/>
    ${emblem(c.mark, 0, -50, 78, 'url(#metal)', true)}${fittedText(c.brand, 0, 70, 44, 260, 'url(#metal2)', 0.16)}
    ${strokeText('EST 2008', 0, 130, 18, { color: 'url(#metal)', weight: 0.18, tracking: 2 })}
    <path d="${shape}" fill="url(#gloss)" opacity="0.8"/></g></g>`;
}

export function keyRing(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${metalGradient('steel', 'silver')}${metalGradient('gold', 'gold')}</defs>`;
  // Split ring drawn as two nearly concentric circles, then a short chain to the fob.
  const ring = `<circle cx="250" cy="190" r="96" fill="none" stroke="url(#steel)" stroke-width="12"/><circle cx="254" cy="194" r="92" fill="none" stroke="url(#steel)" stroke-width="8"/>
    <ellipse cx="330" cy="270" rx="16" ry="26" transform="rotate(-45 330 270)" fill="none" stroke="url(#steel)" stroke-width="7"/>
    <ellipse cx="358" cy="300" rx="16" ry="26" transform="rotate(45 358 300)" fill="none" stroke="url(#steel)" stroke-width="7"/>`;
  let fob: string;
  if (v % 3 === 0) {
    fob = `<g transform="translate(470 450)"><circle cx="-78" cy="-130" r="20" fill="none" stroke="url(#steel)" stroke-width="8"/><circle r="170" fill="url(#gold)"/><circle r="144" fill="${p.main}"/>
      <circle r="144" fill="url(#gloss)"/>${emblem(c.mark, 0, -36, 56, 'url(#gold)', true)}${fittedText(c.brand, 0, 62, 34, 200, 'url(#gold)', 0.16)}</g>`;
  } else if (v % 3 === 1) {
    const hide = shade(p.accent, -0.35);
    fob = `<g transform="translate(440 480) rotate(-30)"><rect x="-80" y="-190" width="160" height="390" rx="80" fill="${shade(hide, -0.2)}"/>
      <rect x="-70" y="-180" width="140" height="370" rx="70" fill="${hide}"/><rect x="-58" y="-168" width="116" height="346" rx="58" fill="none" stroke="${shade(hide, 0.5)}" stroke-width="3" stroke-dasharray="9 6"/>
      <circle cx="0" cy="-110" r="16" fill="url(#steel)"/><g transform="rotate(90)">${fittedText(c.brand, 40, 0, 40, 200, shade(hide, -0.4), 0.14)}</g></g>`;
  } else {
    fob = `<g transform="translate(480 470) rotate(-18)"><rect x="-130" y="-170" width="260" height="340" rx="60" fill="${p.pop}"/><rect x="-130" y="-170" width="260" height="340" rx="60" fill="url(#gloss)"/>
      <circle cx="-70" cy="-115" r="22" fill="${shade(p.bg[1], -0.1)}"/>${emblem(c.mark, 0, -10, 70, p.main, true)}${fittedText(c.brand, 0, 110, 38, 200, p.main, 0.17)}</g>`;
  }
  return `${defs}<g filter="url(#sh)">${ring}${fob}</g>`;
}

/** A carrier bag: front, side gusset, folded top and handles; handle style differs by bag type. */
function bag(
  x: number,
  y: number,
  w: number,
  h: number,
  ground: string,
  ink: string,
  handles: 'twist' | 'rope' | 'flat',
  handleColour: string,
  c: Ctx,
  glossy: boolean,
): string {
  const g = w * 0.22;
  const [hx1, hx2] = [x + w * 0.28, x + w * 0.72];
  const loop = (dx: number, dy: number) =>
    `M${hx1 + dx} ${y + 30 + dy}C${hx1 + dx} ${y - h * 0.42 + dy} ${hx2 + dx} ${y - h * 0.42 + dy} ${hx2 + dx} ${y + 30 + dy}`;
  const handle = (d: string, back: boolean) => {
    const colour = back ? shade(handleColour, -0.2) : handleColour;
    if (handles === 'twist') return cord(d, colour, 11);
    if (handles === 'rope') return cord(d, colour, 7);
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="22"/>`;
  };
  const eyelets =
    handles === 'rope'
      ? [hx1, hx2]
          .map(
            (ex) =>
              `<circle cx="${ex}" cy="${y + 30}" r="9" fill="url(#gloss)" stroke="${shade(ground, 0.4)}" stroke-width="3"/>`,
          )
          .join('')
      : '';
  return `${handle(loop(g * 0.6, -14), true)}
    <path d="M${x + w} ${y}L${x + w + g} ${y - 16}V${y + h - 24}L${x + w} ${y + h}Z" fill="${shade(ground, -0.22)}"/>
    <path d="M${x + w + g / 2} ${y - 8}V${y + h - 40}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ground}"/>${glossy ? `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#gloss)"/>` : ''}
    <rect x="${x}" y="${y}" width="${w}" height="46" fill="#000" opacity="0.07"/>
    ${handle(loop(0, 0), false)}${eyelets}
    ${emblem(c.mark, x + w / 2, y + h * 0.42, w * 0.14, ink, true)}${fittedText(c.brand, x + w / 2, y + h * 0.64, w * 0.11, w * 0.7, ink, 0.14)}
    ${fakeLines(x + w / 2, y + h * 0.74, [w * 0.3], 0, 4, ink, 'middle')}`;
}

export function paperBag(c: Ctx): string {
  const { p, v } = c;
  const [ground, ink, handle] = [
    ['#c79c68', '#3d2a1a', '#b48856'],
    ['#fbfaf6', p.main, '#f1ede2'],
    [p.main, p.light, p.light],
  ][v % 3];
  return `<g filter="url(#sh)">${bag(230, 300, 330, 410, ground, ink, v % 3 === 2 ? 'flat' : 'twist', handle, c, false)}</g>`;
}

export function shoppingBag(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${metalGradient('foil', 'gold')}</defs>`;
  if (v % 3 === 1) {
    return `${defs}<g filter="url(#sh)">${bag(370, 250, 290, 380, p.accent, p.main, 'rope', p.main, c, true)}${bag(160, 330, 300, 390, p.main, 'url(#foil)', 'rope', p.accent, c, true)}</g>`;
  }
  const ground = v % 3 === 0 ? p.main : shade(p.main, -0.5);
  return `${defs}<g filter="url(#sh)">${bag(220, 290, 340, 420, ground, 'url(#foil)', v % 3 === 0 ? 'rope' : 'flat', v % 3 === 0 ? p.accent : p.pop, c, true)}</g>`;
}

export function cottonBag(c: Ctx): string {
  const { p, v } = c;
  const [ground, ink] = [
    ['#efe6d2', p.main],
    [p.main, p.light],
    ['#c9a66b', '#3b2a17'],
  ][v % 3];
  const cell = v % 3 === 2 ? 10 : 5;
  const body = 'M200 330H600L618 718Q400 732 182 718Z';
  const strap = (d: string) => `<path d="${d}" fill="none" stroke="${shade(ground, -0.06)}" stroke-width="38"/>
    <path d="${d}" fill="none" stroke="${shade(ground, -0.3)}" stroke-width="2" stroke-dasharray="6 5" transform="translate(-12 0)"/>`;
  return `<defs><pattern id="canvas" width="${cell}" height="${cell}" patternUnits="userSpaceOnUse"><rect width="${cell}" height="${cell / 2}" fill="#000" opacity="0.06"/><rect width="${cell / 2}" height="${cell}" fill="#fff" opacity="0.06"/></pattern></defs>
  <g filter="url(#sh)">${strap('M300 345C300 60 500 60 500 345')}
    <path d="${body}" fill="${ground}"/><path d="${body}" fill="url(#canvas)"/>
    <path d="M200 330H600V372H200Z" fill="#000" opacity="0.06"/><path d="M204 364H596" stroke="${shade(ground, -0.3)}" stroke-width="2" stroke-dasharray="7 5"/>
    <path d="M250 430Q260 600 240 700M560 440Q548 600 566 700" stroke="#000" stroke-opacity="0.05" stroke-width="14" fill="none"/>
    ${emblem(c.mark, 400, 480, 62, ink)}${fittedText(c.brand, 400, 580, 46, 300, ink, 0.13)}
    ${strokeText(v % 3 === 2 ? 'NATURAL JUTE' : 'ORGANIC COTTON', 400, 634, 14, { color: ink, weight: 0.16, tracking: 2.2 })}</g>`;
}

/** The repeating print of the wrapping paper: the brand mark on a half-drop grid with dots. */
function paperPattern(id: string, ground: string, ink: string, c: Ctx): string {
  return `<pattern id="${id}" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)"><rect width="120" height="120" fill="${ground}"/>
    ${emblem(c.mark, 30, 30, 18, ink, true)}${emblem(c.mark, 90, 90, 18, ink, true)}<circle cx="90" cy="30" r="4" fill="${ink}" opacity="0.6"/><circle cx="30" cy="90" r="4" fill="${ink}" opacity="0.6"/></pattern>`;
}

export function wrappingPaper(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${paperPattern('wp', p.main, p.accent, c)}${paperPattern('wp2', p.light, p.main, c)}${paperPattern('wp3', p.pop, p.light, c)}
    <linearGradient id="cyl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient></defs>`;
  if (v % 3 === 1) {
    // A gift box wrapped in the paper, ribbon and bow: front face, side face and top.
    const bow = `<path d="M400 250C330 170 280 230 400 262C520 230 470 170 400 250Z" fill="${p.accent}"/><circle cx="400" cy="258" r="16" fill="${shade(p.accent, -0.2)}"/>`;
    return `${defs}<g filter="url(#sh)"><path d="M210 330L400 280L600 330L410 390Z" fill="url(#wp)"/><path d="M210 330L400 280L600 330L410 390Z" fill="#fff" opacity="0.12"/>
      <path d="M210 330L410 390V690L210 620Z" fill="url(#wp)"/><path d="M410 390L600 330V620L410 690Z" fill="url(#wp)"/><path d="M410 390L600 330V620L410 690Z" fill="#000" opacity="0.18"/>
      <path d="M300 305L505 365M505 365V662M300 305V652" stroke="${p.accent}" stroke-width="22" fill="none"/><path d="M300 305L505 365" stroke="#fff" stroke-opacity="0.25" stroke-width="4"/>${bow}</g>`;
  }
  if (v % 3 === 2) {
    const sheets = ['wp3', 'wp2', 'wp'].map(
      (id, i) =>
        `<g transform="translate(${250 + i * 90} ${330 + i * 60}) rotate(${-14 + i * 10})"><rect x="-190" y="-240" width="380" height="480" fill="url(#${id})"/><path d="M190-240V240L120 240Z" fill="#000" opacity="0.07"/></g>`,
    );
    return `${defs}<g filter="url(#sh)">${sheets.join('')}</g>`;
  }
  // A roll lying across, its unrolled sheet spread towards the viewer.
  return `${defs}<g filter="url(#sh)"><g transform="rotate(-10 400 400)"><path d="M120 330H680V700H120Z" fill="url(#wp)"/><path d="M120 330H680V380H120Z" fill="#000" opacity="0.12"/>
    <rect x="120" y="230" width="560" height="120" rx="10" fill="url(#wp)"/><rect x="120" y="230" width="560" height="120" rx="10" fill="url(#cyl)"/>
    <ellipse cx="680" cy="290" rx="26" ry="60" fill="${shade(p.main, -0.2)}"/><ellipse cx="680" cy="290" rx="12" ry="28" fill="#d8c096"/><ellipse cx="680" cy="290" rx="7" ry="17" fill="${shade(p.bg[1], -0.2)}"/></g></g>`;
}

const COS = 0.866;

/**
 * An isometric box whose lid's back corner sits at (ox, oy): `a` runs down-right, `b` down-left, `h` up.
 * `top` and `side` are drawn in the planes of the lid and the right-hand face (centred, unskewed
 * coordinates), so print follows the box like real litho-printed packaging.
 */
function isoBox(
  ox: number,
  oy: number,
  a: number,
  b: number,
  h: number,
  ground: string,
  top: string,
  side = '',
  lidBand = 0,
  left = '',
): string {
  const R = [ox + a * COS, oy + a * 0.5];
  const F = [ox + (a - b) * COS, oy + (a + b) * 0.5];
  const L = [ox - b * COS, oy + b * 0.5];
  const pt = (q: number[], dy = 0) => `${q[0].toFixed(1)} ${(q[1] + dy).toFixed(1)}`;
  const band = lidBand
    ? `<path d="M${pt(L, lidBand)}L${pt(F, lidBand)}L${pt(R, lidBand)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="2"/>`
    : '';
  const [tcx, tcy] = [ox + ((a - b) / 2) * COS, oy + ((a + b) / 2) * 0.5];
  const [scx, scy] = [(F[0] + R[0]) / 2, (F[1] + R[1]) / 2 + h / 2];
  const [lcx, lcy] = [(F[0] + L[0]) / 2, (F[1] + L[1]) / 2 + h / 2];
  return `<path d="M${pt(L)}L${pt(F)}L${pt(F, h)}L${pt(L, h)}Z" fill="${shade(ground, -0.1)}"/>
    <path d="M${pt(F)}L${pt(R)}L${pt(R, h)}L${pt(F, h)}Z" fill="${shade(ground, -0.25)}"/>
    <path d="M${ox} ${oy}L${pt(R)}L${pt(F)}L${pt(L)}Z" fill="${shade(ground, 0.06)}"/>${band}
    <g transform="matrix(${COS} -0.5 ${COS} 0.5 ${tcx.toFixed(1)} ${tcy.toFixed(1)})">${top}</g>
    <g transform="matrix(${COS} -0.5 0 1 ${scx.toFixed(1)} ${scy.toFixed(1)})">${side}</g>
    <g transform="matrix(${COS} 0.5 0 1 ${lcx.toFixed(1)} ${lcy.toFixed(1)})">${left}</g>`;
}

export function packagingBox(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${metalGradient('foil', 'gold')}</defs>`;
  const mark = (ink: string, size: number) =>
    `${emblem(c.mark, 0, -size * 0.45, size * 0.32, ink, true)}${fittedText(c.brand, 0, size * 0.25, size * 0.2, size * 1.3, ink, 0.14)}`;
  if (v % 3 === 0) {
    // Rigid gift box: a ribbon cross set off-centre (as boutiques tie them) leaves room for the print.
    const ribbonTop = `<rect x="-54" y="-127" width="28" height="254" fill="${p.accent}"/><rect x="-127" y="-54" width="254" height="28" fill="${p.accent}"/>`;
    const ribbonSide = `<rect x="-54" y="-120" width="28" height="240" fill="${shade(p.accent, -0.2)}"/>`;
    const bow = `<g transform="translate(331 307) scale(1.35)"><path d="M0 0C-90-70-110 10-10 8ZM0 0C90-70 110 10 10 8Z" fill="${p.accent}"/><ellipse cy="2" rx="16" ry="11" fill="${shade(p.accent, -0.2)}"/></g>`;
    const print = `<g transform="translate(56 62)">${mark('url(#foil)', 92)}</g>`;
    return `${defs}<g filter="url(#sh)">${isoBox(400, 180, 254, 254, 240, p.main, `${ribbonTop}${print}`, ribbonSide, 44, ribbonSide)}${bow}</g>`;
  }
  if (v % 3 === 1) {
    // Kraft mailer box: tape across the lid, a shipping label on the side.
    const tapeStrip = `<rect x="-115" y="-155" width="230" height="310" fill="none"/><rect x="-115" y="-24" width="230" height="48" fill="#fff" opacity="0.3"/>`;
    const shipLabel = `<rect x="-70" y="-40" width="140" height="80" fill="#fbfaf6"/>${fakeLines(-56, -26, [90, 70, 100], 16, 6, '#555')}`;
    return `<g filter="url(#sh)">${isoBox(420, 230, 310, 230, 150, '#c79c68', `${tapeStrip}<g transform="translate(0 -85)">${mark('#3d2a1a', 120)}</g>`, shipLabel)}</g>`;
  }
  // A stack: a large white box printed on its side, a smaller coloured box centred on its lid.
  return `${defs}<g filter="url(#sh)">${isoBox(400, 330, 280, 260, 180, '#f7f6f2', '', `<g transform="translate(0 10)">${mark(p.main, 120)}</g>`, 34)}
    ${isoBox(404, 272, 170, 160, 110, p.main, mark('url(#foil)', 110), '', 24)}</g>`;
}
