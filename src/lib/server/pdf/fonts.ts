/**
 * The PDFs' fonts: the Noto fonts the @fontsource packages ship (their Latin, Latin Extended and
 * Devanagari parts: the standard PDF fonts have no rupee sign and no Devanagari), then Noto Sans Symbols 2
 * and Noto Emoji for what those lack (a check mark, an emoji). A character no font has is printed as "[?]",
 * so a reader sees that something was there. On Netlify the font files reach the function through
 * `included_files` (netlify.toml); a missing fallback file only means more "[?]".
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type PDFDocument from 'pdfkit';

type Doc = InstanceType<typeof PDFDocument>;

const TEXT_FONTS = {
  latin: '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff',
  latinBold: '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff',
  ext: '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff',
  extBold: '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff',
  deva: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  devaBold: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
} as const;

/** Tried in this order for a character the text fonts lack; each has one weight, used for bold too. */
const FALLBACK_FONTS = [
  ...['symbols', 'math', 'latin', 'latin-ext', 'braille', 'mayan-numerals'].map(
    (part) => `@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-${part}-400-normal.woff`,
  ),
  ...Array.from({ length: 12 }, (_, part) => `@fontsource/noto-emoji/files/noto-emoji-${part}-400-normal.woff`),
];

const REPLACEMENT = '[?]';

const require = createRequire(import.meta.url);

/** A font file from node_modules: resolved as a package file, else from the working directory (a bundled function). */
function fontPath(file: string): string | null {
  try {
    return require.resolve(file);
  } catch {
    const fromCwd = join(process.cwd(), 'node_modules', file);
    return existsSync(fromCwd) ? fromCwd : null;
  }
}

let fonts: [name: string, bytes: Buffer][] | null = null;
/** The font files, read once per process: the text fonts must be there, the fallbacks may not. */
function fontBytes(): [string, Buffer][] {
  if (fonts) return fonts;
  const text = Object.entries(TEXT_FONTS).map(([name, file]): [string, Buffer] => {
    const found = fontPath(file);
    if (!found) throw new Error(`The quotation PDF's font ${file} is missing (netlify.toml included_files)`);
    return [name, readFileSync(found)];
  });
  const fallbacks = FALLBACK_FONTS.flatMap((file, index): [string, Buffer][] => {
    const found = fontPath(file);
    return found ? [[`fallback${index}`, readFileSync(found)]] : [];
  });
  fonts = [...text, ...fallbacks];
  return fonts;
}

/** Makes every font available to `doc` by name (pdfkit embeds only those it draws with). */
export function registerFonts(doc: Doc): void {
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
}

export interface FontRun {
  font: string;
  bold: string;
  text: string;
}

const isDevanagari = (code: number) =>
  (code >= 0x900 && code <= 0x97f) || (code >= 0x1cd0 && code <= 0x1cf9) || (code >= 0xa8e0 && code <= 0xa8ff);
/** Latin Extended's letters and the currency signs (₹ among them; € is plain Latin's). */
const isExtended = (code: number) =>
  (code >= 0x100 && code <= 0x2ff) || (code >= 0x1e00 && code <= 0x1eff) || (code >= 0x20a0 && code <= 0x20c0 && code !== 0x20ac);
/** Joiners and line breaks belong to the run they are in. */
const joins = (code: number) => code < 0x20 || code === 0x200c || code === 0x200d;

function hasGlyph(doc: Doc, font: string, code: number): boolean {
  doc.font(font);
  // pdfkit's current font wraps fontkit's.
  return (doc as unknown as { _font: { font: { hasGlyphForCodePoint(code: number): boolean } } })._font.font.hasGlyphForCodePoint(
    code,
  );
}

/** Which font draws a character (null: none), the same for every document of the process. */
const chosen = new Map<number, string | null>();
function fontFor(doc: Doc, code: number): string | null {
  if (isDevanagari(code)) return 'deva';
  let font = chosen.get(code);
  if (font === undefined) {
    const fallbacks = fontBytes()
      .map(([name]) => name)
      .filter((name) => name.startsWith('fallback'));
    const order = isExtended(code) ? ['ext', 'latin', ...fallbacks] : ['latin', 'ext', ...fallbacks];
    font = order.find((name) => hasGlyph(doc, name, code)) ?? null;
    chosen.set(code, font);
  }
  return font;
}

const boldOf = (font: string) => (font === 'latin' || font === 'ext' || font === 'deva' ? `${font}Bold` : font);

/**
 * The text cut into runs of one font each; a joiner stays with its neighbours, a variation selector (a
 * hint between text and emoji presentation) is left out, a character no font has becomes "[?]".
 */
export function fontRuns(doc: Doc, text: string): FontRun[] {
  const runs: FontRun[] = [];
  const add = (font: string, part: string) => {
    const last = runs.at(-1);
    if (last?.font === font) last.text += part;
    else runs.push({ font, bold: boldOf(font), text: part });
  };
  for (const char of text.replace(/[\uFE0E\uFE0F]/g, '')) {
    const code = char.codePointAt(0)!;
    if (joins(code)) add(runs.at(-1)?.font ?? 'latin', char);
    else {
      const font = fontFor(doc, code);
      add(font ?? 'latin', font ? char : REPLACEMENT);
    }
  }
  return runs;
}
