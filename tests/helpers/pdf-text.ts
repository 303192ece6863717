/**
 * The text of a PDF, read back in JavaScript (unpdf's build of PDF.js), so the tests need nothing that
 * `npm install` does not bring. Every page in order, joined with newlines.
 *
 * PDF.js hands out the text as the PDF draws it, a run of text at a time (pdfkit writes a run per font, so
 * '₹' and '3,150.00' arrive apart), and a space between words may be no character at all but a gap. So the
 * runs of one line are set left to right, a space where the gap between two is wider than a sliver of the
 * font, and white space is collapsed to one space, as a reader sees it.
 */
import { extractTextItems } from 'unpdf';

type Item = Awaited<ReturnType<typeof extractTextItems>>['items'][number][number];

/** Runs whose baselines are this close (a fraction of the font size) are on one line. */
const SAME_LINE = 0.5;
/** A gap wider than this fraction of the font size between two runs of a line is a space. */
const WORD_GAP = 0.15;

export async function pdfText(bytes: Uint8Array): Promise<string> {
  // PDF.js may detach the buffer it is given: hand it a copy, so the caller's bytes stay readable.
  const { items } = await extractTextItems(new Uint8Array(bytes));
  return items.map(pageText).join('\n');
}

function pageText(items: Item[]): string {
  const lines: Item[][] = [];
  for (const item of items) {
    if (item.str === '') continue;
    const size = item.fontSize || 1;
    const line = lines.find((runs) => Math.abs(runs[0].y - item.y) <= SAME_LINE * size);
    if (line) line.push(item);
    else lines.push([item]);
  }
  // Top of the page first (PDF's y grows upwards), each line left to right.
  lines.sort((a, b) => b[0].y - a[0].y);
  return lines.map(lineText).join('\n');
}

function lineText(runs: Item[]): string {
  const sorted = [...runs].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const run of sorted) {
    if (text && run.x - end > WORD_GAP * (run.fontSize || 1)) text += ' ';
    text += run.str;
    end = Math.max(end, run.x + run.width);
  }
  return text.replace(/\s+/g, ' ').trim();
}
