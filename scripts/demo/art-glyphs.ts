/**
 * A tiny stroke alphabet, so artwork can carry brand words without any font: CI machines may have no
 * fonts installed and librsvg would then draw tofu boxes or nothing. Each glyph is a list of polylines
 * on a 4 × 6 grid (y grows downwards); strokeText() scales them and emits one stroked <path>.
 */

type Polyline = ReadonlyArray<readonly [number, number]>;

// prettier-ignore
const O: Polyline = [[1, 0], [3, 0], [4, 1], [4, 5], [3, 6], [1, 6], [0, 5], [0, 1], [1, 0]];
// prettier-ignore
const P: Polyline = [[0, 6], [0, 0], [3, 0], [4, 1], [4, 2.5], [3, 3.5], [0, 3.5]];

// A coordinate table reads best one glyph per line, hence prettier-ignore.
// prettier-ignore
const GLYPHS: Record<string, Polyline[]> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[0.7, 4], [3.3, 4]]],
  B: [[[0, 3], [3, 3], [4, 4], [4, 5], [3, 6], [0, 6], [0, 0], [2.8, 0], [3.8, 0.8], [3.8, 2.2], [3, 3]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  G: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 3.5], [2.3, 3.5]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  I: [[[2, 0], [2, 6]], [[1, 0], [3, 0]], [[1, 6], [3, 6]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.7], [4, 6]]],
  L: [[[0, 0], [0, 6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.6], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  O: [O],
  P: [P],
  Q: [O, [[2.6, 4.6], [4, 6.2]]],
  R: [P, [[2, 3.5], [4, 6]]],
  S: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2.4], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  Z: [[[0, 0], [4, 0], [0, 6], [4, 6]]],
  '0': [O, [[3.6, 0.8], [0.4, 5.2]]],
  '1': [[[1, 1.2], [2, 0], [2, 6]], [[1, 6], [3, 6]]],
  '2': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2.2], [0, 6], [4, 6]]],
  '3': [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]], [[1.4, 3], [3, 3]]],
  '4': [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  '5': [[[4, 0], [0, 0], [0, 2.7], [3, 2.7], [4, 3.7], [4, 5], [3, 6], [1, 6], [0, 5]]],
  '6': [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  '7': [[[0, 0], [4, 0], [1.5, 6]]],
  '8': [[[1, 3], [0, 2], [0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1, 3], [0, 4], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3]]],
  '9': [[[0, 5], [1, 6], [3, 6], [4, 5], [4, 1], [3, 0], [1, 0], [0, 1], [0, 2], [1, 3], [4, 3]]],
  '-': [[[0.8, 3], [3.2, 3]]],
  '.': [[[1.8, 5.8], [2.2, 5.8]]],
  '%': [[[0.4, 6], [3.6, 0]], [[0.3, 0.4], [1.3, 0.4], [1.3, 1.6], [0.3, 1.6], [0.3, 0.4]], [[2.7, 4.4], [3.7, 4.4], [3.7, 5.6], [2.7, 5.6], [2.7, 4.4]]],
  '&': [[[4, 6], [0.8, 2], [0.8, 0.8], [1.6, 0], [2.6, 0], [3.2, 0.8], [3.2, 1.6], [0, 4], [0, 5.2], [0.8, 6], [2.2, 6], [4, 3.6]]],
};

/** Advance of one character in grid units: 4 for the glyph plus the tracking gap. */
const ADVANCE = 4;

export interface TextStyle {
  /** Stroke colour. */
  color: string;
  /** Stroke width as a fraction of the letter height (0.12 reads as a medium weight). */
  weight?: number;
  /** Extra gap between letters, in grid units (the default 1.6 gives airy, label-like tracking). */
  tracking?: number;
  /** Horizontal stretch of the glyphs (0.8 gives a condensed look). */
  stretch?: number;
  opacity?: number;
}

/** Width the text will take at letter height `height`, so callers can fit it on a label. */
export function textWidth(text: string, height: number, style: Pick<TextStyle, 'tracking' | 'stretch'> = {}): number {
  const unit = height / 6;
  const gap = style.tracking ?? 1.6;
  const stretch = style.stretch ?? 1;
  return text.length === 0 ? 0 : unit * (text.length * (ADVANCE * stretch + gap) - gap);
}

/** Upper-case `text` centred on (cx, cy) with letters `height` tall, as one stroked path. */
export function strokeText(text: string, cx: number, cy: number, height: number, style: TextStyle): string {
  const upper = text.toUpperCase();
  const unit = height / 6;
  const gap = style.tracking ?? 1.6;
  const stretch = style.stretch ?? 1;
  let x = cx - textWidth(upper, height, style) / 2;
  const top = cy - height / 2;
  const parts: string[] = [];
  for (const char of upper) {
    for (const line of GLYPHS[char] ?? []) {
      parts.push(
        line
          .map(([gx, gy], i) => `${i === 0 ? 'M' : 'L'}${(x + gx * stretch * unit).toFixed(1)} ${(top + gy * unit).toFixed(1)}`)
          .join(''),
      );
    }
    x += unit * (ADVANCE * stretch + gap);
  }
  const width = (height * (style.weight ?? 0.12)).toFixed(2);
  const opacity = style.opacity === undefined ? '' : ` opacity="${style.opacity}"`;
  return `<path d="${parts.join('')}" fill="none" stroke="${style.color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${opacity}/>`;
}
