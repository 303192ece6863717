/**
 * A quotation's editor (/admin/quotations/{id}, issue 19): its lines (description, quantity, unit price), other
 * charges, currency, tax, validity, lead time, payment terms and notes, with the totals and the total in words
 * as they will be printed, worked out as staff type. Saved whole with If-Match (a save in between is said, not
 * overwritten); a quotation already sent becomes its next revision; an accepted one is read only.
 */
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { type QuotationAnswer, quotationsApi } from '../../lib/api/quotations.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format.ts';
import { QUOTATION_TEXTS } from '../../lib/messages/quotations.ts';
import {
  QUOTATION_CURRENCIES,
  type QuotationCurrency,
  amountInWords,
  formatMoney,
  lineAmount,
  quotationTotals,
} from '../../lib/quotation.ts';
import { MAX_LINE_DESCRIPTION } from '../../lib/schemas/inboxes.ts';
import { quotationUpdateSchema } from '../../lib/schemas/quotations.ts';
import { Loading } from '../components/Loading.tsx';
import { useRecord } from '../components/use-record.ts';
import { QuotationActions } from './QuotationActions.tsx';
import '../inbox/inbox.css';
import { followLink, recordId, usePathname } from '../router.ts';
import { enquiryPath } from '../paths.ts';

interface DraftLine {
  productId: string;
  description: string;
  quantity: string;
  unitPrice: string;
}
interface Draft {
  lines: DraftLine[];
  charges: { label: string; amount: string }[];
  currency: QuotationCurrency;
  taxPercent: string;
  validUntil: string;
  leadTime: string;
  terms: string;
  notes: string;
}

const toDraft = (quotation: QuotationAnswer): Draft => ({
  lines: quotation.lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: String(line.quantity),
    unitPrice: String(line.unitPrice),
  })),
  charges: quotation.charges.map((charge) => ({ label: charge.label, amount: String(charge.amount) })),
  currency: quotation.currency,
  taxPercent: String(quotation.taxPercent),
  validUntil: quotation.validUntil,
  leadTime: quotation.leadTime,
  terms: quotation.terms,
  notes: quotation.notes,
});

/** A typed number as the API takes it: '' stays missing, so the schema says it is required. */
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

const toBody = (draft: Draft) => ({
  lines: draft.lines.map((line) => ({
    productId: line.productId,
    description: line.description,
    quantity: number(line.quantity),
    unitPrice: number(line.unitPrice),
  })),
  charges: draft.charges.map((charge) => ({ label: charge.label, amount: number(charge.amount) })),
  currency: draft.currency,
  taxPercent: number(draft.taxPercent) ?? 0,
  validUntil: draft.validUntil,
  leadTime: draft.leadTime,
  terms: draft.terms,
  notes: draft.notes,
});

/** Sums as they stand while typing: what is not a number yet counts as 0. */
const liveTotals = (draft: Draft) =>
  quotationTotals({
    lines: draft.lines.map((line) => ({ quantity: Number(line.quantity) || 0, unitPrice: Number(line.unitPrice) || 0 })),
    charges: draft.charges.map((charge) => ({ amount: Number(charge.amount) || 0 })),
    taxPercent: Number(draft.taxPercent) || 0,
  });

export default function QuotationEditor() {
  const id = recordId(usePathname());
  const read = useCallback(
    async (signal?: AbortSignal) => (await callApi(quotationsApi.get, { params: { id }, signal })).data,
    [id],
  );
  const { record: quotation, setRecord: setQuotation, failure } = useRecord<QuotationAnswer>(read);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  // The form starts from the quotation as read or as just saved.
  useEffect(() => {
    if (quotation) setDraft(toDraft(quotation));
  }, [quotation]);

  useEffect(() => {
    if (quotation?.number) document.title = `${QUOTATION_TEXTS.title(quotation.number)} | Admin`;
  }, [quotation]);

  if (failure && !quotation) {
    return (
      <section className="quotation-editor">
        <h1>{QUOTATION_TEXTS.notLoaded}</h1>
        <p role="alert">{failure.message}</p>
      </section>
    );
  }
  if (!quotation || !draft) return <Loading />;

  const accepted = quotation.status === 'Accepted';
  const totals = liveTotals(draft);
  const money = (amount: number) => formatMoney(amount, draft.currency);
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });
  const changeLine = (index: number, field: keyof DraftLine, value: string) =>
    change({ lines: draft.lines.map((line, at) => (at === index ? { ...line, [field]: value } : line)) });
  const changeCharge = (index: number, field: 'label' | 'amount', value: string) =>
    change({ charges: draft.charges.map((charge, at) => (at === index ? { ...charge, [field]: value } : charge)) });
  const error = (path: string) =>
    errors[path] && (
      <p className="field__error" id={`quotation-${path}-error`}>
        {errors[path]}
      </p>
    );
  const invalid = (path: string) =>
    errors[path] ? { 'aria-invalid': true as const, 'aria-describedby': `quotation-${path}-error` } : {};

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toBody(draft!);
    const result = v.safeParse(quotationUpdateSchema, body);
    if (!result.success) {
      const found: Record<string, string> = {};
      for (const issue of result.issues) {
        const path = (issue.path ?? []).map((item) => String(item.key)).join('.') || 'form';
        found[path] ??= issue.message;
      }
      setErrors(found);
      document.querySelector<HTMLElement>('.quotation-editor [aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const answer = await callApi(quotationsApi.replace, {
        params: { id },
        body: result.output,
        headers: { 'If-Match': `"${quotation!.version}"` },
      });
      void notify.success(answer.message);
      setQuotation(answer.data);
    } catch (caught) {
      if (!(caught instanceof ApiError && caught.status === 401)) {
        const message = errorMessage(caught);
        setErrors({ form: message });
        void notify.error(message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="quotation-editor">
      <p className="enquiry-detail__back">
        <a href={enquiryPath(quotation.enquiryId)} onClick={followLink}>
          {QUOTATION_TEXTS.back}
        </a>
      </p>
      <h1>{QUOTATION_TEXTS.title(quotation.number)}</h1>
      <p className="enquiry-detail__received">
        {[quotation.customer.name, quotation.customer.company].filter(Boolean).join(', ')} ·{' '}
        {QUOTATION_TEXTS.summary(quotation.revision, quotation.status, formatMoney(quotation.total, quotation.currency))}
      </p>
      {accepted && <p className="quotation-editor__note">{QUOTATION_TEXTS.accepted}</p>}
      {!accepted && quotation.status !== 'Draft' && <p className="quotation-editor__note">{QUOTATION_TEXTS.revisedOnSave}</p>}

      <form onSubmit={save} noValidate>
        <fieldset disabled={accepted || saving} className="quotation-editor__fields">
          <h2>{QUOTATION_TEXTS.lines}</h2>
          <div className="table-scroll" role="region" aria-label={QUOTATION_TEXTS.lines} tabIndex={0}>
            <table className="admin-table quotation-editor__lines">
              <thead>
                <tr>
                  {QUOTATION_TEXTS.lineColumns.map((column, index) => (
                    <th key={index} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {draft.lines.map((line, index) => (
                  <tr key={index}>
                    <td>
                      <input
                        aria-label={`Description, line ${index + 1}`}
                        value={line.description}
                        maxLength={MAX_LINE_DESCRIPTION}
                        onChange={(event) => changeLine(index, 'description', event.target.value)}
                        {...invalid(`lines.${index}.description`)}
                      />
                      {error(`lines.${index}.description`)}
                    </td>
                    <td>
                      <input
                        aria-label={`Quantity, line ${index + 1}`}
                        type="number"
                        inputMode="numeric"
                        min={1}
                        step={1}
                        value={line.quantity}
                        onChange={(event) => changeLine(index, 'quantity', event.target.value)}
                        {...invalid(`lines.${index}.quantity`)}
                      />
                      {error(`lines.${index}.quantity`)}
                    </td>
                    <td>
                      <input
                        aria-label={`Unit price, line ${index + 1}`}
                        type="number"
                        inputMode="decimal"
                        min={0}
                        step={0.01}
                        value={line.unitPrice}
                        onChange={(event) => changeLine(index, 'unitPrice', event.target.value)}
                        {...invalid(`lines.${index}.unitPrice`)}
                      />
                      {error(`lines.${index}.unitPrice`)}
                    </td>
                    <td className="quotation-editor__amount">
                      {money(lineAmount({ quantity: Number(line.quantity) || 0, unitPrice: Number(line.unitPrice) || 0 }))}
                    </td>
                    <td>
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={QUOTATION_TEXTS.removeLine(index + 1)}
                        disabled={draft.lines.length === 1}
                        onClick={() => change({ lines: draft.lines.filter((_, at) => at !== index) })}
                      >
                        Remove
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {error('lines')}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => change({ lines: [...draft.lines, { productId: '', description: '', quantity: '', unitPrice: '' }] })}
          >
            {QUOTATION_TEXTS.addLine}
          </button>

          <h2>{QUOTATION_TEXTS.charges}</h2>
          {draft.charges.map((charge, index) => (
            <div key={index} className="quotation-editor__charge">
              <div className="field">
                <label htmlFor={`charge-${index}-label`}>{`${QUOTATION_TEXTS.chargeLabel} ${index + 1}`}</label>
                <input
                  id={`charge-${index}-label`}
                  value={charge.label}
                  maxLength={100}
                  placeholder="Artwork, sample, freight…"
                  onChange={(event) => changeCharge(index, 'label', event.target.value)}
                  {...invalid(`charges.${index}.label`)}
                />
                {error(`charges.${index}.label`)}
              </div>
              <div className="field">
                <label htmlFor={`charge-${index}-amount`}>{QUOTATION_TEXTS.amount}</label>
                <input
                  id={`charge-${index}-amount`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  value={charge.amount}
                  onChange={(event) => changeCharge(index, 'amount', event.target.value)}
                  {...invalid(`charges.${index}.amount`)}
                />
                {error(`charges.${index}.amount`)}
              </div>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={QUOTATION_TEXTS.removeCharge(index + 1)}
                onClick={() => change({ charges: draft.charges.filter((_, at) => at !== index) })}
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => change({ charges: [...draft.charges, { label: '', amount: '' }] })}
          >
            {QUOTATION_TEXTS.addCharge}
          </button>

          <div className="quotation-editor__terms">
            <div className="field">
              <label htmlFor="quotation-currency">{QUOTATION_TEXTS.currency}</label>
              <select
                id="quotation-currency"
                value={draft.currency}
                onChange={(event) => change({ currency: event.target.value as QuotationCurrency })}
              >
                {QUOTATION_CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="quotation-tax">{QUOTATION_TEXTS.taxPercent}</label>
              <input
                id="quotation-tax"
                type="number"
                inputMode="decimal"
                min={0}
                max={100}
                step={0.01}
                value={draft.taxPercent}
                onChange={(event) => change({ taxPercent: event.target.value })}
                {...invalid('taxPercent')}
              />
              {error('taxPercent')}
            </div>
            <div className="field">
              <label htmlFor="quotation-valid">{QUOTATION_TEXTS.validUntil}</label>
              <input
                id="quotation-valid"
                type="date"
                value={draft.validUntil}
                onChange={(event) => change({ validUntil: event.target.value })}
                {...invalid('validUntil')}
              />
              {error('validUntil')}
            </div>
            <div className="field">
              <label htmlFor="quotation-lead">{QUOTATION_TEXTS.leadTime}</label>
              <input
                id="quotation-lead"
                value={draft.leadTime}
                maxLength={200}
                placeholder="15 days after artwork approval"
                onChange={(event) => change({ leadTime: event.target.value })}
              />
            </div>
            <div className="field quotation-editor__wide">
              <label htmlFor="quotation-terms">{QUOTATION_TEXTS.terms}</label>
              <textarea
                id="quotation-terms"
                rows={2}
                maxLength={2000}
                value={draft.terms}
                onChange={(event) => change({ terms: event.target.value })}
              />
            </div>
            <div className="field quotation-editor__wide">
              <label htmlFor="quotation-notes">{QUOTATION_TEXTS.notes}</label>
              <textarea
                id="quotation-notes"
                rows={2}
                maxLength={2000}
                value={draft.notes}
                onChange={(event) => change({ notes: event.target.value })}
              />
            </div>
          </div>
        </fieldset>

        <dl className="quotation-editor__totals" aria-live="polite">
          <div>
            <dt>{QUOTATION_TEXTS.subtotal}</dt>
            <dd>{money(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>{QUOTATION_TEXTS.chargesTotal}</dt>
            <dd>{money(totals.charges)}</dd>
          </div>
          <div>
            <dt>{QUOTATION_TEXTS.tax}</dt>
            <dd>{money(totals.tax)}</dd>
          </div>
          <div className="quotation-editor__total">
            <dt>{QUOTATION_TEXTS.total}</dt>
            <dd>{money(totals.total)}</dd>
          </div>
          <div className="quotation-editor__words">
            <dt>{QUOTATION_TEXTS.inWords}</dt>
            <dd>{amountInWords(totals.total, draft.currency)}</dd>
          </div>
        </dl>
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        {!accepted && (
          <button type="submit" className="button" disabled={saving} aria-busy={saving || undefined}>
            {saving ? QUOTATION_TEXTS.saving : QUOTATION_TEXTS.save}
          </button>
        )}
      </form>

      <QuotationActions
        quotation={quotation}
        dirty={JSON.stringify(toBody(draft)) !== JSON.stringify(toBody(toDraft(quotation)))}
        onChange={setQuotation}
      />

      {quotation.earlier.length > 0 && (
        <section aria-labelledby="quotation-earlier">
          <h2 id="quotation-earlier">{QUOTATION_TEXTS.earlier}</h2>
          <ol className="enquiry-detail__history">
            {[...quotation.earlier].reverse().map((revision) => (
              <li key={revision.revision}>
                {QUOTATION_TEXTS.earlierRow(
                  revision.revision,
                  formatMoney(revision.total, revision.currency),
                  revision.savedBy,
                  formatDateTime(revision.savedAt),
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
