/**
 * A quotation's editor (/admin/quotations/{id}): its lines (description, quantity, unit price), other charges,
 * currency, tax, validity, lead time, payment terms and notes, with the totals and the total in words as they
 * will be printed, worked out as staff type. Saved whole with If-Match (a save in between is said, not
 * overwritten); a quotation already sent becomes its next revision; an accepted one is read only. Its parts
 * are in editor/; the panels below it (send, proofs, order, thread) in QuotationActions.tsx.
 */
import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import * as v from 'valibot';
import { type QuotationAnswer, quotationsApi } from '../../lib/api/quotations.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { QUOTATION_TEXTS } from '../../lib/messages/quotations.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { quotationUpdateSchema } from '../../lib/schemas/quotations.ts';
import { Loading } from '../components/Loading.tsx';
import { useRecord } from '../components/use-record.ts';
import { enquiryPath } from '../paths.ts';
import { followLink, recordId, usePathname } from '../router.ts';
import { ChargesFields } from './editor/ChargesFields.tsx';
import { type Draft, toBody, toDraft } from './editor/draft.ts';
import { EarlierRevisions } from './editor/EarlierRevisions.tsx';
import { LinesTable } from './editor/LinesTable.tsx';
import { TermsFields } from './editor/TermsFields.tsx';
import { Totals } from './editor/Totals.tsx';
import { QuotationActions } from './QuotationActions.tsx';
import '../components/list-screen.css';
import '../components/record-page.css';
import './quotations.css';
import { SubmitButton } from '../components/Button.tsx';

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
  const money = (amount: number) => formatMoney(amount, draft.currency);
  const change = (next: Partial<Draft>) => setDraft({ ...draft, ...next });

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = v.safeParse(quotationUpdateSchema, toBody(draft!));
    if (!result.success) {
      setErrors(fieldErrors(result.issues, { whole: true }));
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
          <LinesTable draft={draft} change={change} errors={errors} money={money} />
          <ChargesFields draft={draft} change={change} errors={errors} />
          <TermsFields draft={draft} change={change} errors={errors} />
        </fieldset>
        <Totals draft={draft} money={money} />
        {errors.form && (
          <p className="field__error" role="alert">
            {errors.form}
          </p>
        )}
        {!accepted && <SubmitButton busy={saving} label={QUOTATION_TEXTS.save} busyLabel={QUOTATION_TEXTS.saving} />}
      </form>

      <QuotationActions
        quotation={quotation}
        dirty={JSON.stringify(toBody(draft)) !== JSON.stringify(toBody(toDraft(quotation)))}
        onChange={setQuotation}
      />

      <EarlierRevisions earlier={quotation.earlier} />
    </section>
  );
}
