/**
 * An enquiry's quotations in its detail view: each with its number, revision, status, total and
 * validity, linking to its editor; 'Make a quotation' makes a draft (a quote request's lines at their tier
 * prices) and opens it.
 */
import { useEffect, useState } from 'react';
import { type QuotationRow, quotationsApi } from '../../lib/api/quotations.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { QUOTATION_TEXTS } from '../../lib/messages/quotations.ts';
import { formatMoney } from '../../lib/format/money.ts';
import { followLink, navigate } from '../router.ts';
import { quotationPath } from '../paths.ts';
import '../components/record-page.css';
import './quotations.css';

export function EnquiryQuotations({ enquiryId }: { enquiryId: string }) {
  const [quotations, setQuotations] = useState<QuotationRow[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [making, setMaking] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    callApi(quotationsApi.list, { query: { enquiryId, limit: 100 }, signal: controller.signal }).then(
      (answer) => setQuotations(answer.data),
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorMessage(error));
      },
    );
    return () => controller.abort();
  }, [enquiryId]);

  async function make() {
    setMaking(true);
    try {
      const answer = await callApi(quotationsApi.create, { body: { enquiryId } as never });
      void notify.success(answer.message);
      navigate(quotationPath(answer.data._id));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) void notify.error(errorMessage(error));
      setMaking(false);
    }
  }

  return (
    <section aria-labelledby="enquiry-quotations">
      <h2 id="enquiry-quotations">{QUOTATION_TEXTS.section}</h2>
      {failure && <p role="alert">{failure}</p>}
      {quotations?.length === 0 && <p className="enquiry-detail__none">{QUOTATION_TEXTS.none}</p>}
      {quotations && quotations.length > 0 && (
        <ul className="enquiry-quotations">
          {quotations.map((quotation) => (
            <li key={quotation._id}>
              <a href={quotationPath(quotation._id)} onClick={followLink}>
                {QUOTATION_TEXTS.title(quotation.number)}
              </a>{' '}
              {QUOTATION_TEXTS.summary(quotation.revision, quotation.status, formatMoney(quotation.total, quotation.currency))} ·{' '}
              {QUOTATION_TEXTS.validUntilShort(quotation.validUntil)}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--small" disabled={making} onClick={() => void make()}>
        {making ? QUOTATION_TEXTS.making : QUOTATION_TEXTS.make}
      </button>
    </section>
  );
}
