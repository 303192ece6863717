/**
 * Paper and plastic goods: hang tags, designer tags, seal tags, jewellery tags, business cards,
 * thank-you cards and stickers. Each function returns SVG markup in the 800 × 800 space.
 */
import { strokeText } from './art-glyphs.ts';
import { flatRoll } from './art-labels.ts';
import { type Ctx, emblem, fakeLines, fittedText, lightness, metalGradient, rng, shade } from './art-kit.ts';

/** A twisted string or cord: a base stroke plus a dashed darker stroke that reads as the twist. */
export function cord(d: string, color: string, width = 7): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>
    <path d="${d}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${width}" stroke-dasharray="${width * 0.5} ${width * 0.7}" stroke-linecap="butt" opacity="0.55"/>`;
}

/** A barcode from deterministic bar widths: the detail that makes a swing tag read as retail. */
function barcode(x: number, y: number, w: number, h: number, color: string, seed: number): string {
  const next = rng(seed);
  const bars: string[] = [];
  for (let bx = x; bx < x + w - 4;) {
    const bw = 1.5 + Math.floor(next() * 3) * 1.5;
    bars.push(`<rect x="${bx.toFixed(1)}" y="${y}" width="${bw}" height="${h}" fill="${color}"/>`);
    bx += bw + 1.5 + Math.floor(next() * 3) * 1.5;
  }
  return bars.join('');
}

const TAG = 'M-150-200L-92-244H92L150-200V240H-150Z';

function tagFace(ground: string, ink: string, c: Ctx, seed: number): string {
  return `<path d="${TAG}" fill="${ground}"/><path d="${TAG}" fill="url(#gloss)" opacity="0.6"/>
    <circle cx="0" cy="-196" r="24" fill="url(#eyelet)"/><circle cx="0" cy="-196" r="14" fill="${shade(ground, -0.45)}"/>
    ${emblem(c.mark, 0, -100, 46, ink)}${fittedText(c.brand, 0, -18, 40, 230, ink, 0.14)}
    <line x1="-90" y1="22" x2="90" y2="22" stroke="${ink}" stroke-width="2" opacity="0.6"/>
    ${fakeLines(0, 48, [170, 130], 20, 6, ink, 'middle')}
    <rect x="-95" y="110" width="190" height="92" rx="4" fill="#fff" opacity="0.92"/>${barcode(-80, 120, 160, 60, '#222', seed)}
    ${fakeLines(0, 188, [120], 0, 5, '#444', 'middle')}`;
}

export function hangTag(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs><radialGradient id="eyelet" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff5d6"/><stop offset="0.5" stop-color="#c9a24a"/><stop offset="1" stop-color="#7d5e1e"/></radialGradient></defs>`;
  const string = (color: string) =>
    cord('M0-204C-40-280-30-340 20-400C50-430 110-450 190-470', color) + cord('M0-188C60-250 70-330 20-400', color);
  if (v % 3 === 2) {
    return `${defs}<g filter="url(#sh)">
      <g transform="translate(470 440) rotate(12)">${tagFace(p.accent, p.main, c, 7)}${string('#f3efe6')}</g>
      <g transform="translate(330 470) rotate(-8)">${tagFace(p.light, p.main, c, 3)}${string('#f3efe6')}</g></g>`;
  }
  const [ground, ink, twine] = v % 3 === 0 ? ['#c9a06e', '#4a3220', '#a88452'] : [p.main, p.light, '#f5f1e8'];
  return `${defs}<g filter="url(#sh)"><g transform="translate(390 460) rotate(-6)">${tagFace(ground, ink, c, 11)}${string(twine)}</g></g>`;
}

/** A ribbon tail from (x1, y1) to (x2, y2), `w` wide, with a swallowtail cut at the far end. */
function ribbonTail(x1: number, y1: number, x2: number, y2: number, w: number, color: string): string {
  const [dx, dy] = [x2 - x1, y2 - y1];
  const len = Math.hypot(dx, dy);
  const [nx, ny] = [(-dy / len) * (w / 2), (dx / len) * (w / 2)];
  const [cx, cy] = [x2 - (dx / len) * w * 0.6, y2 - (dy / len) * w * 0.6];
  const pts = [
    [x1 + nx, y1 + ny],
    [x2 + nx, y2 + ny],
    [cx, cy],
    [x2 - nx, y2 - ny],
    [x1 - nx, y1 - ny],
  ];
  return `<path d="M${pts.map(([x, y]) => `${x.toFixed(1)} ${y.toFixed(1)}`).join('L')}Z" fill="${color}"/>`;
}

export function designerTag(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${metalGradient('foil', v % 3 === 1 ? 'silver' : 'gold')}</defs>`;
  // Foil needs a deep ground to read: lighter palette colours are darkened for the card.
  const base = v % 3 === 1 ? shade(p.main, -0.55) : p.main;
  const ground = v % 3 === 2 ? p.light : lightness(base) > 0.35 ? shade(base, -0.4) : base;
  const ink = v % 3 === 2 ? p.main : 'url(#foil)';
  const rc = v % 3 === 2 ? p.accent : p.pop;
  // Satin ribbon: a hanging loop through the punched hole, a knot and two cut tails over the card.
  const loopPath = 'M-9-172C-80-250-62-380 0-392C62-380 80-250 9-172';
  const ribbonLoop = `<path d="${loopPath}" fill="none" stroke="${shade(rc, -0.12)}" stroke-width="18" stroke-linecap="round"/>
    <path d="M-18-190C-72-260-56-370 0-382" fill="none" stroke="#fff" stroke-opacity="0.3" stroke-width="4" stroke-linecap="round"/>
    ${ribbonTail(-4, -168, -62, -58, 30, rc)}${ribbonTail(4, -168, 52, -74, 30, shade(rc, -0.08))}
    <rect x="-20" y="-188" width="40" height="34" rx="12" fill="${shade(rc, -0.2)}"/>`;
  let shape: string;
  let face: string;
  if (v % 3 === 1) {
    shape = 'M0-210A210 210 0 1 1 0 210A210 210 0 1 1 0-210Z';
    face = `<circle r="180" fill="none" stroke="url(#foil)" stroke-width="3"/><circle cy="50" r="84" fill="none" stroke="url(#foil)" stroke-width="6"/>
      ${strokeText(c.brand[0], 0, 50, 84, { color: 'url(#foil)', weight: 0.09 })}${fittedText(c.brand, 0, 162, 20, 170, 'url(#foil)', 0.16)}`;
  } else {
    shape = v % 3 === 0 ? 'M-140 250V-90A140 140 0 0 1 140-90V250Z' : 'M-150-230H150V250H-150Z';
    face = `${emblem(c.mark, 0, 10, 56, ink)}${fittedText(c.brand, 0, 110, 40, 220, ink, 0.12)}
      <path d="M-70 150H70" stroke="${ink}" stroke-width="3"/>${strokeText('COUTURE', 0, 185, 16, { color: ink, weight: 0.15, tracking: 3 })}`;
  }
  // Thick card stock: a darker copy offset down-right shows the edge of a 600 gsm board.
  return `${defs}<g filter="url(#sh)"><g transform="translate(400 480) rotate(${[-5, 4, 6][v % 3]})">
    <path d="${shape}" fill="${shade(ground, -0.35)}" transform="translate(6 7)"/>
    <path d="${shape}" fill="${ground}"/><path d="${shape}" fill="url(#gloss)" opacity="0.5"/>
    <path d="${shape}" fill="none" stroke="url(#foil)" stroke-width="6"/>
    <circle cx="0" cy="-170" r="13" fill="${shade(p.bg[1], -0.25)}"/>${face}${ribbonLoop}</g></g>`;
}

export function sealTag(c: Ctx): string {
  const { p, v } = c;
  const body = [p.main, '#1d1d1f', p.accent][v % 3];
  const emboss = shade(body, 0.3);
  const shape = v % 3 === 2 ? 'M0-150L130-75V75L0 150L-130 75V-75Z' : 'M0-150A150 150 0 1 1 0 150A150 150 0 1 1 0-150Z';
  // The strap leaves the lock on the left, loops over and ends behind the tag (drawn first, so hidden).
  const path = 'M-160 0C-330-90-290-350-30-360C190-365 250-220 60-110';
  const strap =
    v % 3 === 1
      ? cord(path, p.accent, 11)
      : `<path d="${path}" fill="none" stroke="${shade(body, -0.15)}" stroke-width="18" stroke-linecap="round"/>
        <path d="${path}" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="3" transform="translate(-3 -4)"/>`;
  // The lock: a block where the strap enters the tag, with a metal pin beside it.
  return `<defs>${metalGradient('pin', 'silver')}<radialGradient id="seal" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="${shade(body, 0.2)}"/><stop offset="1" stop-color="${shade(body, -0.2)}"/></radialGradient></defs>
  <g filter="url(#sh)"><g transform="translate(440 500) rotate(-8)">${strap}
    <rect x="-190" y="-26" width="70" height="52" rx="12" fill="${shade(body, -0.1)}"/><rect x="-190" y="-26" width="70" height="52" rx="12" fill="url(#gloss)"/>
    <path d="${shape}" fill="url(#seal)"/><path d="${shape}" fill="none" stroke="${shade(body, -0.3)}" stroke-width="5"/>
    <path d="${shape}" fill="none" stroke="${emboss}" stroke-width="2.5" transform="scale(0.85)" opacity="0.8"/>
    <g transform="translate(-2 -2)" opacity="0.5">${emblem(c.mark, 0, -38, 50, '#fff')}${fittedText(c.brand, 0, 55, 32, 180, '#fff', 0.15)}</g>
    ${emblem(c.mark, 0, -38, 50, emboss)}${fittedText(c.brand, 0, 55, 32, 180, emboss, 0.15)}<circle cx="-155" cy="0" r="10" fill="url(#pin)"/></g></g>`;
}

export function jewelleryTag(c: Ctx): string {
  const { p, v } = c;
  const defs = `<defs>${metalGradient('gold', 'gold')}</defs>`;
  if (v % 3 === 1) {
    // Barbell ("rat-tail") price tags, the classic jewellery-counter tag, fanned out.
    const one = (i: number) => `<g transform="translate(${300 + i * 110} ${400 + i * 20}) rotate(${-20 + i * 18})">
      <rect x="-16" y="-150" width="32" height="300" fill="${[p.light, '#ffffff', p.pop][i]}"/>
      <rect x="-62" y="-230" width="124" height="96" rx="10" fill="${[p.main, p.accent, p.main][i]}"/><rect x="-62" y="134" width="124" height="96" rx="10" fill="${[p.main, p.accent, p.main][i]}"/>
      ${fittedText(c.brand, 0, -182, 22, 96, p.light, 0.16)}${fakeLines(0, 166, [80, 56], 22, 6, p.light, 'middle')}</g>`;
    return `${defs}<g filter="url(#sh)">${[0, 1, 2].map(one).join('')}</g>`;
  }
  if (v % 3 === 2) {
    // Earring card with two studs.
    const stud = (x: number) =>
      `<circle cx="${x}" cy="-10" r="34" fill="url(#gold)"/><path d="M${x} -34L${x + 22} -10L${x} 18L${x - 22} -10Z" fill="${p.pop}"/><path d="M${x} -34L${x + 8} -10L${x} 18Z" fill="#fff" opacity="0.4"/>`;
    return `${defs}<g filter="url(#sh)"><g transform="translate(400 410) rotate(-4)"><rect x="-170" y="-250" width="340" height="500" rx="14" fill="${p.main}"/>
      <rect x="-40" y="-222" width="80" height="18" rx="9" fill="${shade(p.bg[1], -0.15)}"/>${fittedText(c.brand, 0, -150, 36, 240, 'url(#gold)', 0.13)}
      ${stud(-75)}${stud(75)}${fakeLines(0, 120, [180, 120], 24, 6, p.light, 'middle')}${emblem(c.mark, 0, 200, 22, 'url(#gold)')}</g></g>`;
  }
  // A ring with a small tag tied on by a gold thread.
  return `${defs}<g filter="url(#sh)">
    <g transform="translate(320 400)"><ellipse rx="150" ry="135" fill="none" stroke="url(#gold)" stroke-width="30"/><ellipse rx="150" ry="135" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="3" transform="scale(0.93)"/>
      <path d="M-62-150L-36-190H36L62-150L0-100Z" fill="${p.pop}"/><path d="M-62-150L-36-190L-14-150L0-100Z" fill="#fff" opacity="0.35"/><path d="M-62-150H62M-14-150L0-190L14-150" stroke="#fff" stroke-opacity="0.6" stroke-width="2" fill="none"/></g>
    <path d="M445 460C490 500 500 540 535 565" fill="none" stroke="url(#gold)" stroke-width="4"/>
    <g transform="translate(600 600) rotate(24) scale(1.25)"><path d="M-110-60H80L110-30V30L80 60H-110Z" fill="${p.light}"/><circle cx="86" cy="0" r="8" fill="${shade(p.bg[1], -0.2)}"/>
      ${fittedText(c.brand, -20, -14, 24, 150, p.main, 0.15)}${fakeLines(-20, 18, [110], 0, 5, p.main, 'middle')}</g></g>`;
}

function businessCard(w: number, h: number, ground: string, ink: string, c: Ctx, back: boolean): string {
  const [x, y] = [-w / 2, -h / 2];
  const base = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${ground}"/>`;
  if (back)
    return `${base}${emblem(c.mark, 0, -h * 0.12, h * 0.2, ink)}${fittedText(c.brand, 0, h * 0.22, h * 0.13, w * 0.6, ink, 0.14)}`;
  return `${base}<rect x="${x}" y="${y}" width="14" height="${h}" fill="${c.p.accent}"/>
    ${emblem(c.mark, x + 70, y + 62, 28, ink)}${fittedText(c.brand, x + 70 + Math.min(w * 0.28, 110) + 20, y + 62, 30, w * 0.45, ink, 0.14)}
    ${fakeLines(x + 46, y + h * 0.58, [w * 0.42, w * 0.28], 22, 8, ink)}${fakeLines(x + 46, y + h * 0.58 + 56, [w * 0.5, w * 0.38], 18, 5, ink)}`;
}

export function card(c: Ctx): string {
  const { p, v } = c;
  if (v % 3 === 2) {
    // Portrait pair, front and back.
    return `<g filter="url(#sh)"><g transform="translate(290 410) rotate(-6)">${businessCard(260, 440, p.main, p.light, c, true)}</g>
      <g transform="translate(520 400) rotate(5)"><rect x="-130" y="-220" width="260" height="440" rx="8" fill="${p.light}"/>
      <rect x="-130" y="-220" width="260" height="14" fill="${p.accent}"/>${emblem(c.mark, 0, -110, 50, p.main)}${fittedText(c.brand, 0, -20, 34, 200, p.main, 0.14)}
      ${fakeLines(0, 40, [170, 120], 26, 8, p.main, 'middle')}${fakeLines(0, 120, [190, 160, 140], 20, 5, p.main, 'middle')}</g></g>`;
  }
  const stack = v % 3 === 1 ? [0, 1, 2] : [0];
  const behind = stack
    .map(
      (i) =>
        `<g transform="translate(${360 + i * 20} ${300 + i * 12}) rotate(${10 - i * 4})">${businessCard(430, 246, p.main, p.light, c, true)}</g>`,
    )
    .join('');
  return `<g filter="url(#sh)">${behind}<g transform="translate(400 500) rotate(-7)">${businessCard(430, 246, p.light, p.main, c, false)}</g></g>`;
}

export function thankYouCard(c: Ctx): string {
  const { p, v } = c;
  const heart = (x: number, y: number, s: number, color: string) =>
    `<path transform="translate(${x} ${y}) scale(${s})" d="M0 12C-18-2-26-10-20-20C-15-27-5-25 0-17C5-25 15-27 20-20C26-10 18-2 0 12Z" fill="${color}"/>`;
  const face = (w: number, h: number) => `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="6" fill="${p.light}"/>
    <rect x="${-w / 2 + 16}" y="${-h / 2 + 16}" width="${w - 32}" height="${h - 32}" rx="4" fill="none" stroke="${p.accent}" stroke-width="2.5"/>
    ${strokeText('THANK', 0, -h * 0.2, h * 0.15, { color: p.main, weight: 0.12, tracking: 1.4 })}${strokeText('YOU', 0, h * 0.02, h * 0.15, { color: p.main, weight: 0.12, tracking: 1.4 })}
    ${heart(0, h * 0.2, h / 300, p.pop)}${strokeText('FOR SHOPPING WITH US', 0, h * 0.34, h * 0.035, { color: p.main, weight: 0.16, tracking: 1.6 })}`;
  if (v % 3 === 1) return `<g filter="url(#sh)"><g transform="translate(400 410) rotate(-4)">${face(420, 540)}</g></g>`;
  const env = v % 3 === 0 ? p.main : '#c9a06e';
  // Card sliding out of an open envelope: flap behind, pocket in front.
  return `<g filter="url(#sh)"><g transform="translate(400 450) rotate(-5)">
    <path d="M-260-40L0-250L260-40Z" fill="${shade(env, -0.12)}"/><rect x="-260" y="-40" width="520" height="300" fill="${shade(env, -0.2)}"/>
    <g transform="translate(0 -100)">${face(440, 330)}</g>
    <path d="M-260-40L0 120L260-40V260H-260Z" fill="${env}"/><path d="M-260 260L-40 90M260 260L40 90" stroke="#000" stroke-opacity="0.12" stroke-width="3"/>
    ${emblem(c.mark, 0, 180, 26, p.light)}</g></g>`;
}

export function sticker(c: Ctx): string {
  const { p, v } = c;
  const round = (r: number, ground: string, ink: string) =>
    `<circle r="${r}" fill="${ground}"/><circle r="${r * 0.84}" fill="none" stroke="${ink}" stroke-width="${r * 0.03}" stroke-dasharray="${r * 0.06} ${r * 0.05}"/>
    ${emblem(c.mark, 0, -r * 0.22, r * 0.3, ink, true)}${fittedText(c.brand, 0, r * 0.32, r * 0.22, r * 1.2, ink, 0.15)}`;
  if (v % 3 === 0) {
    // A backing sheet of round stickers with one peeled off and lying on top.
    const cells: string[] = [];
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 2; col++) {
        const [x, y] = [-95 + col * 190, -190 + row * 190];
        cells.push(
          row === 2 && col === 1
            ? `<circle cx="${x}" cy="${y}" r="80" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`
            : `<g transform="translate(${x} ${y})">${round(80, p.main, p.light)}</g>`,
        );
      }
    }
    return `<g filter="url(#sh)"><g transform="translate(340 400) rotate(-6)"><rect x="-200" y="-300" width="400" height="600" rx="10" fill="#fbfbf8"/>${cells.join('')}</g>
      <g transform="translate(560 560) rotate(14)">${round(110, p.accent, p.main)}<path d="M60 92A110 110 0 0 0 92 60L40 40Z" fill="#f4f1ea"/></g></g>`;
  }
  if (v % 3 === 1) {
    // Die-cut shapes with the white kiss-cut border.
    return `<g filter="url(#sh)">
      <g transform="translate(290 300) rotate(-10)"><circle r="150" fill="#fff"/>${round(136, p.main, p.light)}</g>
      <g transform="translate(540 330) rotate(12)"><rect x="-130" y="-90" width="260" height="180" rx="40" fill="#fff"/><rect x="-118" y="-78" width="236" height="156" rx="30" fill="${p.accent}"/>${fittedText(c.brand, 0, 0, 40, 190, p.main, 0.15)}</g>
      <g transform="translate(420 560)"><path d="M0-150L38-52L140-48L60 16L90 116L0 58L-90 116L-60 16L-140-48L-38-52Z" fill="#fff" stroke="#fff" stroke-width="24" stroke-linejoin="round"/>
      <path d="M0-150L38-52L140-48L60 16L90 116L0 58L-90 116L-60 16L-140-48L-38-52Z" fill="${p.pop}"/>${emblem(c.mark, 0, 0, 40, p.light, true)}</g></g>`;
  }
  // A roll of round labels on a liner, the strip pulled out across the table.
  const surface = (cx: number, mid: (dx: number) => number) =>
    [-160, 0, 160]
      .map(
        (dx) =>
          `<g transform="translate(${cx + dx} ${mid(dx)}) scale(${Math.sqrt(1 - (dx / 240) ** 2).toFixed(2)} 1)">${round(54, p.main, p.light)}</g>`,
      )
      .join('');
  const strip = [70, 180, 290].map((x) => `<g transform="translate(${x} 0)">${round(42, p.main, p.light)}</g>`).join('');
  return flatRoll(c, '#f7f4ee', surface, strip);
}
