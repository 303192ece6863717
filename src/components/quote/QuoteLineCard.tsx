/**
 * One line of the quote list on /quote: the product with its first image, the quantity with the price
 * tiers beside it (the one that applies marked), the product's choices of size, material and finish (free
 * text where it offers none), colours and a note. Each change is kept in the list at once.
 */
import { formatQuantity, formatRupees } from '../../lib/format/money.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { QUOTE_TEXTS } from '../../lib/messages/site.ts';
import { optionsOf, priceAt, tiersOf } from '../../lib/product.ts';
import { LINE_TEXT_LIMITS } from '../../lib/schemas/inboxes.ts';
import type { QuoteListItem } from '../../lib/client/quote-list.ts';
import { productPath } from '../../lib/slugs.ts';
import type { Product, ProductOptions } from '../../lib/schemas/content.ts';

export type LineField = 'quantity' | 'size' | 'material' | 'finish' | 'colours' | 'note';
export type LineErrors = Partial<Record<LineField | 'productId', string>>;

/** The choices a product offers, each with the line's field that holds it. */
const CHOICES: { field: 'size' | 'material' | 'finish'; option: keyof ProductOptions; label: string; pick: string }[] = [
  { field: 'size', option: 'sizes', label: 'Size', pick: 'Choose a size' },
  { field: 'material', option: 'materials', label: 'Material', pick: 'Choose a material' },
  { field: 'finish', option: 'finishes', label: 'Finish', pick: 'Choose a finish' },
];

interface Props {
  item: QuoteListItem;
  position: number;
  /** The product as the catalogue has it now: undefined while loading, null when it is gone. */
  product: Product | null | undefined;
  errors: LineErrors;
  onChange: (key: string, field: LineField, value: string) => void;
  onRemove: (key: string) => void;
  onDuplicate: (key: string) => void;
}

export function QuoteLineCard({ item, position, product, errors, onChange, onRemove, onDuplicate }: Props) {
  const id = (field: string) => `line-${item.key}-${field}`;
  const described = (field: LineField, extra?: string) =>
    [extra, errors[field] && id(`${field}-error`)].filter(Boolean).join(' ') || undefined;
  const options = product ? optionsOf(product) : null;
  const tiers = product ? tiersOf(product) : [];
  const quantity = Number(item.quantity);
  const applies = product && Number.isInteger(quantity) && quantity >= 1 ? priceAt(product, quantity) : null;
  const image = product?.images[0] ?? item.image;
  const name = product?.name ?? item.name;

  const error = (field: LineField) =>
    errors[field] && (
      <p id={id(`${field}-error`)} className="field__error">
        {errors[field]}
      </p>
    );

  return (
    <li className="quote-line" aria-labelledby={id('name')}>
      <div className="quote-line__product">
        {image ? (
          <img className="quote-line__image" src={imageAtWidth(image, 320)} alt="" width="96" height="72" loading="lazy" />
        ) : (
          <span className="quote-line__image quote-line__image--none" />
        )}
        <h3 className="quote-line__name" id={id('name')}>
          <span className="visually-hidden">{`Line ${position}: `}</span>
          {product === null ? name : <a href={productPath(name)}>{name}</a>}
        </h3>
        <div className="quote-line__actions">
          <button type="button" className="button button--secondary button--small" onClick={() => onDuplicate(item.key)}>
            {QUOTE_TEXTS.addAnother}
          </button>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-label={QUOTE_TEXTS.remove(name)}
            onClick={() => onRemove(item.key)}
          >
            Remove
          </button>
        </div>
      </div>
      {(product === null || errors.productId) && (
        <p className="field__error" role="alert">
          {errors.productId ?? QUOTE_TEXTS.unavailable}
        </p>
      )}
      <div className="quote-line__fields">
        <div className="field quote-line__quantity">
          <label htmlFor={id('quantity')}>
            Quantity <span aria-hidden="true">*</span>
          </label>
          <input
            id={id('quantity')}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            required
            value={item.quantity}
            aria-invalid={errors.quantity ? true : undefined}
            aria-describedby={described('quantity', tiers.length ? id('tiers') : undefined)}
            onChange={(event) => onChange(item.key, 'quantity', event.target.value)}
          />
          {error('quantity')}
          {product && (
            <div id={id('tiers')} className="quote-line__tiers">
              {applies && (
                <p className="quote-line__applies">
                  {`${formatRupees(applies.price)} a piece at this quantity`}
                  {applies.tier && ` (${formatQuantity(applies.tier.quantity)}+ pcs)`}
                </p>
              )}
              {tiers.length > 0 && (
                <ul className="quote-line__tier-list">
                  <li
                    aria-current={applies && !applies.tier ? 'true' : undefined}
                  >{`Under ${formatQuantity(tiers[0].quantity)}: ${formatRupees(product.price)}`}</li>
                  {tiers.map((tier) => (
                    <li key={tier.quantity} aria-current={applies?.tier === tier ? 'true' : undefined}>
                      {`${formatQuantity(tier.quantity)}+: ${formatRupees(tier.price)}`}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        {CHOICES.map(({ field, option, label, pick }) => {
          const offered = options?.[option] ?? [];
          const value = item[field];
          return (
            <div className="field" key={field}>
              <label htmlFor={id(field)}>
                {label} <span className="field__optional">(optional)</span>
              </label>
              {offered.length > 0 ? (
                <select
                  id={id(field)}
                  value={value}
                  aria-describedby={described(field)}
                  onChange={(event) => onChange(item.key, field, event.target.value)}
                >
                  <option value="">{pick}</option>
                  {(offered.includes(value) || !value ? offered : [value, ...offered]).map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id(field)}
                  type="text"
                  maxLength={LINE_TEXT_LIMITS[field]}
                  value={value}
                  aria-invalid={errors[field] ? true : undefined}
                  aria-describedby={described(field)}
                  onChange={(event) => onChange(item.key, field, event.target.value)}
                />
              )}
              {error(field)}
            </div>
          );
        })}
        <div className="field">
          <label htmlFor={id('colours')}>
            Colours <span className="field__optional">(optional)</span>
          </label>
          <input
            id={id('colours')}
            type="text"
            maxLength={LINE_TEXT_LIMITS.colours}
            placeholder="e.g. navy ground, white text"
            value={item.colours}
            aria-invalid={errors.colours ? true : undefined}
            aria-describedby={described('colours')}
            onChange={(event) => onChange(item.key, 'colours', event.target.value)}
          />
          {error('colours')}
        </div>
        <div className="field quote-line__note">
          <label htmlFor={id('note')}>
            Note <span className="field__optional">(optional)</span>
          </label>
          <textarea
            id={id('note')}
            rows={2}
            maxLength={LINE_TEXT_LIMITS.note}
            value={item.note}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={described('note')}
            onChange={(event) => onChange(item.key, 'note', event.target.value)}
          />
          {error('note')}
        </div>
      </div>
    </li>
  );
}
