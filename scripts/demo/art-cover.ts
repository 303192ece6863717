/**
 * Blog cover illustrations (1200 × 630 by default): an abstract flat-lay of trims on a coloured
 * ground — ribbon bands, a woven label, a swing tag on its string, buttons and a stitched thread
 * line. The seed picks the palette, which side the tag sits on, angles and scatter.
 */
import { strokeText } from './art-glyphs.ts';
import { brand, commonDefs, emblem, fittedText, palette, rng, shade } from './art-kit.ts';
import { cord } from './art-tags.ts';

export function coverSvg(seed: number, width: number, height: number): string {
  const s = Math.abs(Math.trunc(seed));
  const next = rng(s * 7919 + 17);
  const p = palette(s);
  const word = brand(s, s >> 3);
  const mark = s % 6;
  const flip = s % 2 === 1; // tag left or right, so neighbouring posts do not look identical
  const tagX = flip ? 300 : 900;
  const labelX = flip ? 820 : 380;
  const angle = (range: number) => ((next() - 0.5) * range).toFixed(1);

  // Ribbon bands running diagonally across the whole cover, with stitched edges.
  const bands = [0, 1, 2]
    .map((i) => {
      const y = 80 + i * 190 + next() * 60;
      const colour = [p.accent, p.pop, p.light][i];
      return `<g transform="rotate(${flip ? 14 : -14} 600 315)"><rect x="-200" y="${y.toFixed(0)}" width="1600" height="${60 + i * 10}" fill="${colour}" opacity="${0.22 + i * 0.06}"/>
        <line x1="-200" y1="${(y + 8).toFixed(0)}" x2="1400" y2="${(y + 8).toFixed(0)}" stroke="${p.light}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="10 7"/></g>`;
    })
    .join('');

  const buttons = Array.from({ length: 4 }, () => {
    const [x, y, r] = [80 + next() * 1040, 60 + next() * 510, 18 + next() * 22];
    const holes = [-1, 1].flatMap((dx) =>
      [-1, 1].map(
        (dy) =>
          `<circle cx="${(x + dx * r * 0.28).toFixed(1)}" cy="${(y + dy * r * 0.28).toFixed(1)}" r="${(r * 0.11).toFixed(1)}" fill="${shade(p.main, -0.3)}"/>`,
      ),
    );
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${p.light}" filter="url(#sh2)"/><circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r * 0.75).toFixed(1)}" fill="none" stroke="${shade(p.light, -0.15)}" stroke-width="2"/>${holes.join('')}`;
  }).join('');

  const thread = `<path d="M-20 ${(480 + next() * 80).toFixed(0)}C300 ${(300 + next() * 200).toFixed(0)} 700 ${(650 + next() * 60).toFixed(0)} 1220 ${(380 + next() * 120).toFixed(0)}" fill="none" stroke="${p.accent}" stroke-width="4" stroke-dasharray="18 10" stroke-linecap="round"/>`;

  const tag = `<g transform="translate(${tagX} 340) rotate(${angle(24)})" filter="url(#sh)">
    ${cord('M0-150C-40-230 10-300 90-360', '#f3ecdc', 6)}
    <path d="M-110-150L-70-190H70L110-150V200H-110Z" fill="${p.light}"/><circle cx="0" cy="-148" r="13" fill="${shade(p.main, -0.1)}"/>
    ${emblem(mark, 0, -60, 36, p.main)}${fittedText(word, 0, 10, 30, 170, p.main, 0.14)}
    <rect x="-60" y="50" width="120" height="6" rx="3" fill="${p.main}" opacity="0.6"/><rect x="-40" y="70" width="80" height="6" rx="3" fill="${p.main}" opacity="0.6"/></g>`;

  const label = `<g transform="translate(${labelX} ${300 + next() * 40}) rotate(${angle(16)})" filter="url(#sh)">
    <rect x="-220" y="-80" width="440" height="160" rx="3" fill="${shade(p.main, -0.25)}"/>
    <rect x="-220" y="-80" width="24" height="160" fill="#000" opacity="0.18"/><rect x="196" y="-80" width="24" height="160" fill="#000" opacity="0.18"/>
    <rect x="-180" y="-62" width="360" height="124" fill="none" stroke="${p.accent}" stroke-width="2.5" stroke-dasharray="7 4"/>
    ${fittedText(word, 35, -8, 50, 230, p.light, 0.15)}${emblem(mark, -140, -8, 28, p.accent)}
    ${strokeText('EST 2008', 20, 44, 14, { color: p.accent, weight: 0.16, tracking: 2.5 })}</g>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 630" preserveAspectRatio="xMidYMid slice">
<defs>${commonDefs()}<radialGradient id="cg" cx="${flip ? 0.7 : 0.3}" cy="0.35" r="0.9"><stop offset="0" stop-color="${shade(p.main, 0.12)}"/><stop offset="1" stop-color="${shade(p.main, -0.25)}"/></radialGradient></defs>
<rect x="-600" y="-600" width="2400" height="1830" fill="url(#cg)"/>${bands}${thread}${buttons}${label}${tag}
</svg>`;
}
