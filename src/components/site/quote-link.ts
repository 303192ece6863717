/**
 * The quote list on every public page (docs/product.md 2.18): the header's count, kept true across tabs,
 * and the 'Add to quote' buttons ([data-quote-add], carrying the product as JSON in data-quote-product),
 * which work before any island has hydrated. The list's own code (and the toast) load on the first press.
 */
import { QUOTE_LIST_EVENT, QUOTE_LIST_KEY } from '../../lib/constants.ts';

function storedCount(): number {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(QUOTE_LIST_KEY) ?? '[]');
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

function showCount(): void {
  const count = storedCount();
  for (const badge of document.querySelectorAll<HTMLElement>('[data-quote-count]')) {
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

async function add(button: HTMLElement): Promise<void> {
  const [{ addToQuoteList }, { notify }, { QUOTE_TEXTS }] = await Promise.all([
    import('../../lib/client/quote-list.ts'),
    import('../../lib/client/notify.ts'),
    import('../../lib/messages/site.ts'),
  ]);
  const result = addToQuoteList(JSON.parse(button.dataset.quoteProduct ?? '{}'));
  if (!result.added) {
    const why = result.reason === 'full' ? QUOTE_TEXTS.listFull : QUOTE_TEXTS.listBlocked;
    void notify.error(why);
    return;
  }
  void notify.success(QUOTE_TEXTS.added(result.count), {
    action: { label: QUOTE_TEXTS.viewList, onClick: () => window.location.assign('/quote') },
  });
}

export function initQuoteLink(): void {
  showCount();
  window.addEventListener(QUOTE_LIST_EVENT, showCount);
  window.addEventListener('pageshow', showCount);
  window.addEventListener('storage', (event) => {
    if (event.key === QUOTE_LIST_KEY || event.key === null) showCount();
  });
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-quote-add]');
    if (!button) return;
    event.preventDefault();
    void add(button);
  });
}
