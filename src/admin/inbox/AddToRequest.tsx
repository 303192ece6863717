/**
 * Adding to a quote request what came later by mail or phone (docs/product.md 2.19): a line (a product, its
 * quantity and specification, checked with quoteLineSchema as the server checks it), artwork files, or
 * both. The files upload first (POST /api/artwork, as a buyer's do); then one call adds everything, and
 * the request records who added it.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { productsApi } from '../../lib/api/content.ts';
import { quotesApi } from '../../lib/api/inboxes.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { MAX_ARTWORK_FILES, PRODUCT_FETCH_LIMIT } from '../../lib/constants.ts';
import { DETAIL_TEXTS } from '../../lib/messages/inbox.ts';
import { ARTWORK_MESSAGES } from '../../lib/messages/site.ts';
import { LINE_TEXT_LIMITS, type ProductQuote, quoteLineSchema } from '../../lib/schemas/inboxes.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import type { Product } from '../../lib/schemas/content.ts';
import { uploadArtwork } from '../../components/quote/artwork-upload.ts';
import { SubmitButton } from '../components/Button.tsx';

const TEXT_FIELDS = [
  { name: 'size', label: 'Size', max: LINE_TEXT_LIMITS.size },
  { name: 'material', label: 'Material', max: LINE_TEXT_LIMITS.material },
  { name: 'finish', label: 'Finish', max: LINE_TEXT_LIMITS.finish },
  { name: 'colours', label: 'Colours', max: LINE_TEXT_LIMITS.colours },
  { name: 'note', label: 'Note', max: LINE_TEXT_LIMITS.note },
] as const;
type Field = 'productId' | 'quantity' | (typeof TEXT_FIELDS)[number]['name'];
const EMPTY: Record<Field, string> = { productId: '', quantity: '', size: '', material: '', finish: '', colours: '', note: '' };

export function AddToRequest({ id, onAdded }: { id: string; onAdded: (saved: ProductQuote) => void }) {
  const [products, setProducts] = useState<Product[] | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const files = useRef<HTMLInputElement>(null);
  const prefix = useId();

  useEffect(() => {
    const controller = new AbortController();
    callApi(productsApi.list, { query: { limit: PRODUCT_FETCH_LIMIT }, signal: controller.signal }).then(
      (list) => setProducts([...list].sort((a, b) => a.name.localeCompare(b.name))),
      (error: unknown) => {
        if (!controller.signal.aborted) setErrors({ form: errorMessage(error, DETAIL_TEXTS.productsNotLoaded) });
      },
    );
    return () => controller.abort();
  }, []);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = [...(files.current?.files ?? [])];
    const hasLine = values.productId !== '' || values.quantity.trim() !== '';
    const { quantity, ...rest } = values;
    const line = { ...rest, ...(quantity.trim() ? { quantity: Number(quantity) } : {}) };
    if (hasLine) {
      const result = v.safeParse(quoteLineSchema, line);
      if (!result.success) {
        const found: Partial<Record<Field, string>> = fieldErrors(result.issues);
        setErrors(found);
        document.getElementById(`${prefix}-${Object.keys(found)[0]}`)?.focus();
        return;
      }
    }
    if (!hasLine && chosen.length === 0) {
      setErrors({ form: DETAIL_TEXTS.nothingToAdd });
      return;
    }
    if (chosen.length > MAX_ARTWORK_FILES) {
      setErrors({ form: ARTWORK_MESSAGES.tooMany });
      return;
    }
    setBusy(true);
    try {
      const uploaded = [];
      for (const file of chosen) uploaded.push(await uploadArtwork(file, () => undefined).done);
      const answer = await callApi(quotesApi.addToRequest, {
        params: { id },
        body: { lines: hasLine ? [line as never] : [], files: uploaded.map((file) => file.id) },
      });
      void notify.success(answer.message);
      setValues(EMPTY);
      if (files.current) files.current.value = '';
      onAdded(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        const message = errorMessage(error);
        setErrors({ form: message });
        void notify.error(message);
      }
    } finally {
      setBusy(false);
    }
  }

  const described = (field: Field) => (errors[field] ? `${prefix}-${field}-error` : undefined);
  const error = (field: Field) =>
    errors[field] && (
      <p id={`${prefix}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    );

  return (
    <section className="add-to-request" aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{DETAIL_TEXTS.addTitle}</h2>
      <p className="field__hint">{DETAIL_TEXTS.addHint}</p>
      <form onSubmit={submit} noValidate>
        <div className="add-to-request__grid">
          <div className="field add-to-request__product">
            <label htmlFor={`${prefix}-productId`}>{DETAIL_TEXTS.product}</label>
            <select
              id={`${prefix}-productId`}
              value={values.productId}
              aria-invalid={errors.productId ? true : undefined}
              aria-describedby={described('productId')}
              onChange={(event) => set('productId', event.target.value)}
            >
              <option value="">{DETAIL_TEXTS.chooseProduct}</option>
              {(products ?? []).map((product) => (
                <option key={product._id} value={product._id}>
                  {product.status === 'Active' ? product.name : `${product.name} (${product.status})`}
                </option>
              ))}
            </select>
            {error('productId')}
          </div>
          <div className="field">
            <label htmlFor={`${prefix}-quantity`}>Quantity</label>
            <input
              id={`${prefix}-quantity`}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={values.quantity}
              aria-invalid={errors.quantity ? true : undefined}
              aria-describedby={described('quantity')}
              onChange={(event) => set('quantity', event.target.value)}
            />
            {error('quantity')}
          </div>
          {TEXT_FIELDS.map(({ name, label, max }) => (
            <div className="field" key={name}>
              <label htmlFor={`${prefix}-${name}`}>{label}</label>
              <input
                id={`${prefix}-${name}`}
                type="text"
                maxLength={max}
                value={values[name]}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={described(name)}
                onChange={(event) => set(name, event.target.value)}
              />
              {error(name)}
            </div>
          ))}
          <div className="field add-to-request__files">
            <label htmlFor={`${prefix}-files`}>{DETAIL_TEXTS.artworkFiles}</label>
            <input
              ref={files}
              id={`${prefix}-files`}
              type="file"
              multiple
              onChange={() => setErrors((current) => ({ ...current, form: undefined }))}
            />
          </div>
        </div>
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        <SubmitButton busy={busy} label={DETAIL_TEXTS.addButton} busyLabel={DETAIL_TEXTS.adding} />
      </form>
    </section>
  );
}
