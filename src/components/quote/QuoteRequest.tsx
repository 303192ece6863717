/**
 * The quote list page (/quote, docs/product.md 2.18): the visitor's list as lines they can change, remove
 * or repeat, then their details, the artwork files and Send. Lines are checked with quoteLineSchema and
 * the details with quoteRequestSchema's own fields, as the server checks them; a refusal is said beside
 * the field or line it concerns. The list is the browser's (src/lib/client/quote-list.ts): a change here
 * or in another tab shows at once, and a sent request empties it.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type BaseSyntheticEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { quotesApi } from '../../lib/api/inboxes.ts';
import { productsApi } from '../../lib/api/content.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { type QuoteListItem, emptyLine, onQuoteListChange, readQuoteList, writeQuoteList } from '../../lib/client/quote-list.ts';
import { useSubmissionKey } from '../../lib/client/submission-key.ts';
import { HONEYPOT_FIELD, MAX_QUOTE_LINES } from '../../lib/constants.ts';
import { QUOTE_TEXTS, SITE_TEXTS } from '../../lib/messages/site.ts';
import { quoteLineSchema, quoteRequestSchema } from '../../lib/schemas/inboxes.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import type { Product } from '../../lib/schemas/content.ts';
import { NewsBox, PrivacyNote } from '../privacy/FormPrivacy.tsx';
import { FormField, FormFailure, Honeypot, PHONE_INPUT, showServerErrors, usePublicForm } from '../ui/form-parts.tsx';
import { type ArtworkItem, ArtworkFiles } from './ArtworkFiles.tsx';
import { type LineErrors, type LineField, QuoteLineCard } from './QuoteLineCard.tsx';

const detailsSchema = v.omit(quoteRequestSchema, ['lines', 'files']);
type Details = v.InferInput<typeof detailsSchema>;
const DETAIL_FIELDS = ['name', 'email', 'phone', 'company', 'country', 'address', 'message'] as const;
const EMPTY: Details = {
  name: '',
  email: '',
  phone: '',
  company: '',
  country: '',
  address: '',
  message: '',
  marketing: false,
  [HONEYPOT_FIELD]: '',
};

/** A line as the API takes it: the quantity a number, or left out when not given (so it reads 'required'). */
function toLine(item: QuoteListItem) {
  const { productId, quantity, size, material, finish, colours, note } = item;
  return { productId, ...(quantity.trim() ? { quantity: Number(quantity) } : {}), size, material, finish, colours, note };
}

function lineErrors(item: QuoteListItem): LineErrors {
  const result = v.safeParse(quoteLineSchema, toLine(item));
  return result.success ? {} : fieldErrors(result.issues);
}

export default function QuoteRequest() {
  const [items, setItems] = useState<QuoteListItem[] | null>(null);
  const [products, setProducts] = useState<Record<string, Product | null>>({});
  const [errors, setErrors] = useState<Record<string, LineErrors>>({});
  const [files, setFiles] = useState<ArtworkItem[]>([]);
  const [filesNotice, setFilesNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const submission = useSubmissionKey();
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors: fieldErrors, isSubmitting },
  } = usePublicForm<Details>({ resolver: valibotResolver(detailsSchema), defaultValues: EMPTY, shouldFocusError: false });

  // Hydrated (on the visitor's first reach for the page): the editable list takes the place of the preview
  // that quote-preview.ts drew before React was here.
  useEffect(() => {
    setItems(readQuoteList());
    const preview = document.querySelector<HTMLElement>('[data-quote-preview]');
    if (preview) preview.hidden = true;
    return onQuoteListChange(() => setItems(readQuoteList()));
  }, []);

  // Each product once, as the catalogue has it now (its tiers and choices); null when it is no longer offered.
  const productIds = useMemo(() => [...new Set((items ?? []).map((item) => item.productId))], [items]);
  useEffect(() => {
    for (const id of productIds) {
      if (id in products) continue;
      setProducts((current) => ({ ...current, [id]: current[id] }));
      callApi(productsApi.get, { params: { id } }).then(
        (product) => setProducts((current) => ({ ...current, [id]: product })),
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 404) setProducts((current) => ({ ...current, [id]: null }));
        },
      );
    }
  }, [productIds, products]);

  const save = useCallback((next: QuoteListItem[]) => {
    setItems(next);
    writeQuoteList(next);
  }, []);

  const onChange = (key: string, field: LineField, value: string) => {
    save((items ?? []).map((item) => (item.key === key ? { ...item, [field]: value } : item)));
    if (errors[key]?.[field]) setErrors((current) => ({ ...current, [key]: { ...current[key], [field]: undefined } }));
  };
  const onRemove = (key: string) => {
    save((items ?? []).filter((item) => item.key !== key));
    heading.current?.focus();
  };
  const onDuplicate = (key: string) => {
    const list = items ?? [];
    const index = list.findIndex((item) => item.key === key);
    if (index < 0 || list.length >= MAX_QUOTE_LINES) return;
    save([...list.slice(0, index + 1), emptyLine(list[index]), ...list.slice(index + 1)]);
  };

  const checkLines = (): boolean => {
    const found: Record<string, LineErrors> = {};
    for (const item of items ?? []) {
      const itemErrors = lineErrors(item);
      if (products[item.productId] === null) itemErrors.productId = QUOTE_TEXTS.unavailable;
      if (Object.keys(itemErrors).length) found[item.key] = itemErrors;
    }
    setErrors(found);
    const first = (items ?? []).find((item) => found[item.key]);
    if (first) {
      const field = (['quantity', 'size', 'material', 'finish', 'colours', 'note'] as const).find(
        (name) => found[first.key][name],
      );
      document.getElementById(`line-${first.key}-${field ?? 'quantity'}`)?.focus();
    }
    return !first;
  };

  const send = async (details: Details) => {
    setFailure(null);
    if (files.some((file) => !file.stored && !file.error)) {
      setFailure(QUOTE_TEXTS.waitForUploads);
      return;
    }
    const list = items ?? readQuoteList();
    const body = { ...details, lines: list.map(toLine), files: files.flatMap((file) => (file.stored ? [file.stored.id] : [])) };
    try {
      await callApi(quotesApi.create, { body: body as never, headers: submission.headers(body) });
      submission.sent();
      save([]);
      setFiles([]);
      reset(EMPTY);
      setSent(true);
      void notify.success(QUOTE_TEXTS.received);
    } catch (error) {
      showServerErrors(error, details, setError);
      if (error instanceof ApiError && error.errors) {
        for (const [field, message] of Object.entries(error.errors)) {
          const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
          const item = match ? list[Number(match[1])] : undefined;
          if (item) setErrors((current) => ({ ...current, [item.key]: { ...current[item.key], [match![2]]: message } }));
        }
      }
      const message = errorMessage(error);
      setFailure(message);
      void notify.error(SITE_TEXTS.quoteNotSent(message));
    }
  };

  // Lines and details are checked together, and the first thing to mend (a line's, as they come first) gets focus.
  const onSubmit = (event: BaseSyntheticEvent) => {
    const linesOk = checkLines();
    return handleSubmit(
      (details) => (linesOk ? send(details) : undefined),
      (invalid) => {
        const first = DETAIL_FIELDS.find((field) => invalid[field]);
        if (linesOk && first) setFocus(first);
      },
    )(event);
  };

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={done} className="quote-done" tabIndex={-1} role="status">
        <h2>{QUOTE_TEXTS.received}</h2>
        <p>{QUOTE_TEXTS.receivedDetail}</p>
        <a className="button" href="/products">
          Browse products
        </a>
      </div>
    );
  }

  return (
    <form className="quote-form" noValidate onSubmit={onSubmit} aria-label="Request a quote">
      {items !== null && (
        <section aria-labelledby="quote-lines-title">
          <h2 id="quote-lines-title" ref={heading} tabIndex={-1}>
            {QUOTE_TEXTS.yourProducts(items.length)}
          </h2>
          {items.length === 0 ? (
            <p className="quote-empty">
              {QUOTE_TEXTS.empty} <a href="/products">Browse products</a>
            </p>
          ) : (
            <ol className="quote-list__lines" role="list">
              {items.map((item, index) => (
                <QuoteLineCard
                  key={item.key}
                  item={item}
                  position={index + 1}
                  product={products[item.productId]}
                  errors={errors[item.key] ?? {}}
                  onChange={onChange}
                  onRemove={onRemove}
                  onDuplicate={onDuplicate}
                />
              ))}
            </ol>
          )}
        </section>
      )}

      <section className="quote-details" aria-labelledby="quote-details-title">
        <h2 id="quote-details-title">Your details</h2>
        <div className="quote-details__grid">
          <FormField label="Name" required registration={register('name')} error={fieldErrors.name} autoComplete="name" />
          <FormField
            label="Email"
            required
            registration={register('email')}
            error={fieldErrors.email}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <FormField label="Phone" required registration={register('phone')} error={fieldErrors.phone} {...PHONE_INPUT} />
          <FormField label="Company" registration={register('company')} error={fieldErrors.company} autoComplete="organization" />
          <FormField label="Country" registration={register('country')} error={fieldErrors.country} autoComplete="country-name" />
          <FormField label="Address" rows={2} registration={register('address')} error={fieldErrors.address} />
        </div>
        <FormField
          label="Message"
          rows={4}
          registration={register('message')}
          error={fieldErrors.message}
          placeholder="Anything else we should know: deadline, label width, fold, packing…"
        />
        <ArtworkFiles items={files} setItems={setFiles} notice={filesNotice} setNotice={setFilesNotice} />
        <Honeypot registration={register(HONEYPOT_FIELD)} />
        <NewsBox id="quote-marketing" registration={register('marketing')} />
        <PrivacyNote />
        <FormFailure failure={failure} />
        <button type="submit" className="button quote-form__send" disabled={isSubmitting || items?.length === 0}>
          {isSubmitting ? SITE_TEXTS.sending : 'Send'}
        </button>
      </section>
    </form>
  );
}
