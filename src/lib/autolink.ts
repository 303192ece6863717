/**
 * Bare http(s) links in plain text (docs/product.md 2.11), as segments a template renders as text and <a>
 * elements: never as HTML, so a post's content can hold `<b>` or `<script>` and it stays text.
 */
export type Segment = { text: string } | { url: string };

// A candidate starts at a word boundary: "xhttps://a.in" inside a word is not a link.
const CANDIDATE = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than a link. */
const TRAILING = /[.,;:!?*_~'"]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

/** Drops trailing punctuation, and a closing bracket the link did not open ("(see https://a.b/c)"). */
function trimEnd(url: string): string {
  let end = url;
  for (;;) {
    const last = end.at(-1) ?? '';
    if (TRAILING.test(last)) {
      end = end.slice(0, -1);
      continue;
    }
    const opener = CLOSERS[last];
    if (opener && count(end, opener) < count(end, last)) {
      end = end.slice(0, -1);
      continue;
    }
    return end;
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/** Only absolute http and https addresses with a host become links. */
function isLinkable(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Splits text into text and link segments, in order; adjacent text is merged, nothing is empty. */
export function autolink(text: string): Segment[] {
  const segments: Segment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments.at(-1);
    if (previous && 'text' in previous) previous.text += value;
    else segments.push({ text: value });
  };
  let position = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const url = trimEnd(match[0]);
    if (!isLinkable(url)) continue;
    pushText(text.slice(position, match.index));
    segments.push({ url });
    position = match.index + url.length;
  }
  pushText(text.slice(position));
  return segments;
}
