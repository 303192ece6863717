/**
 * Previous / page number / Next under an admin list. The API does not say how many rows exist, so a
 * next page is offered only when a full page came back (docs/product.md 4, 9).
 */
import { Icon } from './Icon.tsx';

interface PagerProps {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Quick quote requests pages'. */
  label: string;
  disabled?: boolean;
}

export function Pager({ page, hasNext, onPage, label, disabled = false }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        className="button button--secondary pager__button"
        disabled={disabled || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Icon name="chevronLeft" size={18} />
        Previous
      </button>
      <span className="pager__page" aria-current="page">
        Page {page}
      </span>
      <button
        type="button"
        className="button button--secondary pager__button"
        disabled={disabled || !hasNext}
        onClick={() => onPage(page + 1)}
      >
        Next
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}
