/**
 * One catalogue card (docs/product.md 2.5): image, Popular badge, name, category, description, price and
 * 'Send Quote', with 'Add to quote' beside it (handled by the shell's quote-link.ts, hydrated or not). The name is a real link stretched over the whole card, so the card opens the product
 * page (middle-click, copy link and keyboard included); the quote button sits above that link.
 */
import { memo } from 'react';
import type { CatalogueCard } from '../../lib/catalogue.ts';
import { formatRupees } from '../../lib/format/money.ts';
import { imageAtWidth, imageSrcSet } from '../../lib/image-urls.ts';
import { QUOTE_TEXTS } from '../../lib/messages/site.ts';
import { productPath } from '../../lib/slugs.ts';

export type CatalogueView = 'grid' | 'list';

/** Rendered widths of the card image per view; see catalogue.css for the columns. */
const SIZES: Record<CatalogueView, string> = {
  grid: '(min-width: 1232px) 282px, (min-width: 1100px) calc((100vw - 6.5rem) / 4), (min-width: 760px) calc((100vw - 5rem) / 3), (min-width: 560px) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)',
  list: '(min-width: 768px) 220px, 112px',
};

interface ProductCardProps {
  card: CatalogueCard;
  view: CatalogueView;
  /** First row: load at once; the rest load as they come near. */
  eager: boolean;
  onQuote: (card: CatalogueCard) => void;
  /** Hover or focus on 'Send Quote': a good moment to fetch the modal's code. */
  onQuoteIntent: () => void;
}

export const ProductCard = memo(function ProductCard({ card, view, eager, onQuote, onQuoteIntent }: ProductCardProps) {
  return (
    <article className="card" data-product-card>
      <div className="card__media">
        {card.image ? (
          <img
            className="card__image"
            src={imageAtWidth(card.image, 640)}
            srcSet={imageSrcSet(card.image)}
            sizes={SIZES[view]}
            alt=""
            width="640"
            height="480"
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className="card__image card__image--none" />
        )}
        {card.popular && <span className="card__badge">Popular</span>}
      </div>
      <div className="card__body">
        <p className="card__category">{card.categoryLabel}</p>
        <h3 className="card__title">
          <a className="card__link" href={productPath(card.name)}>
            {card.name}
          </a>
        </h3>
        <p className="card__description">{card.description || card.shortDescription}</p>
        <div className="card__footer">
          <p className="card__price">{card.from ? `from ${formatRupees(card.price)}` : formatRupees(card.price)}</p>
          <button
            type="button"
            className="button button--secondary card__add"
            aria-label={`Add to quote: ${card.name}`}
            data-quote-add
            data-quote-product={JSON.stringify({ productId: card._id, name: card.name, image: card.image })}
          >
            {QUOTE_TEXTS.addToQuote}
          </button>
          <button
            type="button"
            className="button card__quote"
            aria-label={`Send Quote for ${card.name}`}
            onClick={() => onQuote(card)}
            onPointerEnter={onQuoteIntent}
            onFocus={onQuoteIntent}
          >
            Send Quote
          </button>
        </div>
      </div>
    </article>
  );
});
