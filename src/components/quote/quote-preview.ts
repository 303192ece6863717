/**
 * /quote before React: the quote list drawn read-only from the browser's storage, so the page shows what
 * the visitor collected without shipping React until they reach for it (QuoteRequest.tsx hydrates on
 * interaction and takes this preview's place). Plain DOM and textContent: nothing stored is read as HTML.
 */
import { element } from '../../lib/client/dom.ts';
import { QUOTE_LIST_KEY } from '../../lib/constants.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { QUOTE_TEXTS } from '../../lib/messages/site.ts';

type Stored = Partial<Record<'name' | 'image' | 'quantity' | 'size' | 'material' | 'finish' | 'colours' | 'note', unknown>>;

function stored(): Stored[] {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(QUOTE_LIST_KEY) ?? '[]');
    return Array.isArray(items) ? items.filter((item): item is Stored => typeof item === 'object' && item !== null) : [];
  } catch {
    return [];
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function drawPreview(root: HTMLElement): void {
  const items = stored();
  root.querySelector('h2')!.textContent = QUOTE_TEXTS.yourProducts(items.length);
  if (items.length === 0) return;
  root.querySelector<HTMLElement>('.quote-empty')!.hidden = true;
  const list = root.querySelector('ol')!;
  for (const item of items) {
    const line = element('li', 'quote-line quote-preview__line');
    const image = text(item.image);
    const picture = element(image ? 'img' : 'span', 'quote-line__image' + (image ? '' : ' quote-line__image--none'));
    if (picture instanceof HTMLImageElement) {
      picture.src = imageAtWidth(image, 320);
      picture.alt = '';
      picture.width = 96;
      picture.height = 72;
    }
    const quantity = Number(text(item.quantity));
    const details = [
      quantity >= 1 ? `${formatQuantity(quantity)} pcs` : QUOTE_TEXTS.quantityNotGiven,
      ...(['size', 'material', 'finish', 'colours', 'note'] as const).map((field) => text(item[field])),
    ].filter(Boolean);
    const words = element('div', 'quote-preview__words');
    words.append(element('h3', 'quote-line__name', text(item.name)), element('p', 'quote-preview__details', details.join(' · ')));
    line.append(picture, words);
    list.append(line);
  }
}
