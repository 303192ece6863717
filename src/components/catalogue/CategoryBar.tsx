/**
 * The category buttons (docs/product.md 2.5): 'All' first, then every category with its label. One row that
 * scrolls sideways on small screens (the chosen one is scrolled into view), wrapped rows on wide ones.
 */
import { memo, useEffect, useRef } from 'react';
import type { CategoryFilter } from '../../lib/catalogue.ts';
import { ALL_CATEGORIES } from '../../lib/categories.ts';

interface CategoryBarProps {
  /** The visible categories, in the order staff gave them. */
  categories: readonly { id: string; label: string }[];
  selected: CategoryFilter;
  onSelect: (category: CategoryFilter) => void;
}

export const CategoryBar = memo(function CategoryBar({ categories, selected, onSelect }: CategoryBarProps) {
  const choices = [{ id: ALL_CATEGORIES, label: 'All' }, ...categories];
  const bar = useRef<HTMLDivElement>(null);

  // Sideways only: bringing the chosen button into view must never scroll the page itself.
  useEffect(() => {
    const element = bar.current;
    const chosen = element?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!element || !chosen || element.scrollWidth <= element.clientWidth) return;
    const left = chosen.offsetLeft - element.offsetLeft;
    if (left < element.scrollLeft || left + chosen.offsetWidth > element.scrollLeft + element.clientWidth) {
      element.scrollLeft = Math.max(0, left - 16);
    }
  }, [selected]);

  return (
    <div ref={bar} className="categories" role="group" aria-label="Filter by category">
      {choices.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          className="chip"
          aria-pressed={selected === id}
          data-category={id}
          onClick={() => onSelect(id)}
        >
          {label}
        </button>
      ))}
    </div>
  );
});
