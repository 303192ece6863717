/**
 * Previous / Next (docs/product.md 4): Previous disabled on page 1, Next disabled on the last page; the
 * caller leaves the pager out when there is only one page. When the button just pressed becomes
 * disabled, focus moves to the other one instead of falling back to the page.
 */
import { useLayoutEffect, useRef } from 'react';

interface PagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, onPage }: PagerProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);

  useLayoutEffect(() => {
    const which = pressed.current;
    pressed.current = null;
    if (!which) return;
    const own = which === 'previous' ? previous.current : next.current;
    const other = which === 'previous' ? next.current : previous.current;
    if (own?.disabled && other && !other.disabled) other.focus();
  }, [page]);

  const go = (which: 'previous' | 'next') => {
    pressed.current = which;
    onPage(which === 'previous' ? page - 1 : page + 1);
  };

  return (
    <nav className="pager" aria-label="Pagination">
      <button
        ref={previous}
        type="button"
        className="button button--secondary pager__button"
        disabled={page <= 1}
        onClick={() => go('previous')}
      >
        <span aria-hidden="true">←</span> Previous
      </button>
      <p className="pager__status">
        Page {page} of {pageCount}
      </p>
      <button
        ref={next}
        type="button"
        className="button button--secondary pager__button"
        disabled={page >= pageCount}
        onClick={() => go('next')}
      >
        Next <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
