/**
 * One enquiry of any kind in full, at its own address (/admin/enquiries/{id}, where the staff mail links):
 * every field, a quote request's lines and artwork, the status and remark history, and the actions (status,
 * remark, delete; for a quote request, adding a line or file that came by mail or phone). docs/product.md 2.19.
 */
import { useCallback, useEffect, useState } from 'react';
import { useRecord } from '../components/use-record.ts';
import { type AnyEnquiry, enquiriesApi } from '../../lib/api/inboxes.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { DETAIL_TEXTS, ENQUIRY_KIND_NAMES, INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { linesOf } from '../../lib/quote.ts';
import type { AddedByStaff, ProductQuote } from '../../lib/schemas/inboxes.ts';
import { Loading } from '../components/Loading.tsx';
import { RecordFailure } from '../components/RecordFailure.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { ArtworkDownloads } from './columns.tsx';
import { EmailLink, PhoneLinks } from './contact-links.tsx';
import { INBOX_ACTIONS } from './inbox-actions.ts';
import { RemarkDialog } from './RemarkDialog.tsx';
import { StatusCell } from './StatusCell.tsx';
import { AddToRequest } from './AddToRequest.tsx';
import { EnquiryQuotations } from '../quotations/EnquiryQuotations.tsx';
import '../components/record-page.css';
import './inbox.css';
import { followLink, navigate, recordId, usePathname } from '../router.ts';

type Text = Partial<Record<string, unknown>>;

/** The fields an enquiry may have, in the order a person reads them; the long texts last. */
const FIELDS: { key: string; label: string; kind?: 'email' | 'phone' | 'long' }[] = [
  { key: 'name', label: 'Name' },
  { key: 'company', label: 'Company' },
  { key: 'email', label: 'Email', kind: 'email' },
  { key: 'phone', label: 'Phone', kind: 'phone' },
  { key: 'mobile', label: 'Mobile', kind: 'phone' },
  { key: 'country', label: 'Country' },
  { key: 'address', label: 'Address', kind: 'long' },
  { key: 'subject', label: 'Subject' },
  { key: 'message', label: 'Message', kind: 'long' },
  { key: 'question', label: 'Question', kind: 'long' },
];

const addedNote = ({ addedBy, addedAt }: AddedByStaff) =>
  addedBy && addedAt ? (
    <span className="enquiry-detail__added">{DETAIL_TEXTS.addedBy(addedBy, formatDateTime(addedAt))}</span>
  ) : null;

export default function EnquiryDetail() {
  const id = recordId(usePathname());
  const read = useCallback(
    async (signal?: AbortSignal) => (await callApi(enquiriesApi.get, { params: { id }, signal })).data,
    [id],
  );
  const { record: enquiry, setRecord: setEnquiry, failure, reload: load } = useRecord<AnyEnquiry>(read);
  const [remarking, setRemarking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (enquiry) document.title = `${DETAIL_TEXTS.title(ENQUIRY_KIND_NAMES[enquiry.kind], enquiry.name)} | Admin`;
  }, [enquiry]);

  if (failure) {
    return (
      <RecordFailure
        className="enquiry-detail"
        back={<BackLink />}
        failure={failure}
        texts={DETAIL_TEXTS}
        onRetry={() => void load()}
      />
    );
  }
  if (!enquiry) return <Loading />;

  const fields = enquiry as AnyEnquiry & Text;
  const actions = INBOX_ACTIONS[enquiry.kind];
  const quote = enquiry.kind === 'quotes' ? (enquiry as ProductQuote & { kind: 'quotes' }) : null;
  const history = [
    ...(enquiry.statusHistory ?? []).map((change) => ({
      at: change.at,
      text: DETAIL_TEXTS.statusChange(change.status, change.by),
    })),
    ...(enquiry.remarks ?? []).map((remark) => ({ at: remark.at, text: DETAIL_TEXTS.remark(remark.by, remark.text) })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  async function saveRemark(remark: string) {
    try {
      const answer = await callApi(actions.remark.call, { params: { id }, body: { remark } });
      void notify.success((answer as { message?: string } | null)?.message || actions.remark.successFallback);
      setRemarking(false);
      await load();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) void notify.error(errorMessage(error, INBOX_TEXTS.remarkFailed));
    }
  }

  async function remove() {
    if (!window.confirm(actions.remove.confirm)) return;
    setDeleting(true);
    try {
      const answer = await callApi(actions.remove.call, { params: { id } });
      void notify.success((answer as { message?: string } | null)?.message || actions.remove.successFallback);
      navigate('/admin/enquiries');
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        void notify.error(errorMessage(error, actions.remove.failureFallback));
      setDeleting(false);
    }
  }

  return (
    <section className="enquiry-detail">
      <BackLink />
      <h1>{DETAIL_TEXTS.title(ENQUIRY_KIND_NAMES[enquiry.kind], enquiry.name)}</h1>
      <p className="enquiry-detail__received">
        {DETAIL_TEXTS.received} <time dateTime={enquiry.dateAdded}>{formatDateTime(enquiry.dateAdded)}</time>
      </p>

      <div className="enquiry-detail__actions">
        <StatusCell row={enquiry} onSaved={(saved) => setEnquiry((current) => ({ ...current!, ...saved }))} />
        <button type="button" className="button button--secondary button--small" onClick={() => setRemarking(true)}>
          {enquiry.remark ? DETAIL_TEXTS.editRemark : DETAIL_TEXTS.addRemark}
        </button>
        <button type="button" className="button button--danger button--small" disabled={deleting} onClick={() => void remove()}>
          {DETAIL_TEXTS.delete}
        </button>
      </div>

      <dl className="enquiry-detail__fields">
        {FIELDS.filter(({ key }) => typeof fields[key] === 'string' && (fields[key] as string).trim() !== '').map(
          ({ key, label, kind }) => (
            <div key={key} className={kind === 'long' ? 'enquiry-detail__long' : undefined}>
              <dt>{label}</dt>
              <dd>
                {kind === 'email' ? (
                  <EmailLink email={fields[key] as string} />
                ) : kind === 'phone' ? (
                  <PhoneLinks phone={fields[key] as string} />
                ) : (
                  (fields[key] as string)
                )}
              </dd>
            </div>
          ),
        )}
        {enquiry.remark && (
          <div className="enquiry-detail__long">
            <dt>{DETAIL_TEXTS.latestRemark}</dt>
            <dd>{enquiry.remark}</dd>
          </div>
        )}
      </dl>

      {quote && (
        <>
          <section aria-labelledby="enquiry-lines">
            <h2 id="enquiry-lines">{DETAIL_TEXTS.lines}</h2>
            <div className="table-scroll" role="region" aria-label={DETAIL_TEXTS.lines} tabIndex={0}>
              <table className="admin-table enquiry-detail__lines">
                <TableHead columns={DETAIL_TEXTS.lineColumns} />
                <tbody>
                  {linesOf(quote).map((line, index) => (
                    <tr key={index}>
                      <th scope="row">
                        {line.productName}
                        {addedNote(line)}
                      </th>
                      <td>{formatQuantity(line.quantity)}</td>
                      <td>{line.size}</td>
                      <td>{line.material}</td>
                      <td>{line.finish}</td>
                      <td>{line.colours}</td>
                      <td className="enquiry-detail__note">{line.note}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <section aria-labelledby="enquiry-files">
            <h2 id="enquiry-files">{DETAIL_TEXTS.files}</h2>
            {quote.files?.length ? (
              <ArtworkDownloads files={quote.files} meta={addedNote} />
            ) : (
              <p className="enquiry-detail__none">{DETAIL_TEXTS.noFiles}</p>
            )}
          </section>
          <AddToRequest id={quote._id} onAdded={(saved) => setEnquiry({ ...saved, kind: 'quotes' })} />
        </>
      )}

      <EnquiryQuotations enquiryId={enquiry._id} />

      <section aria-labelledby="enquiry-history">
        <h2 id="enquiry-history">{DETAIL_TEXTS.history}</h2>
        {history.length ? (
          <ol className="enquiry-detail__history">
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {entry.text}
              </li>
            ))}
          </ol>
        ) : (
          <p className="enquiry-detail__none">{DETAIL_TEXTS.noHistory}</p>
        )}
      </section>

      <RemarkDialog row={remarking ? enquiry : null} onClose={() => setRemarking(false)} onSave={saveRemark} />
    </section>
  );
}

function BackLink() {
  return (
    <p className="enquiry-detail__back">
      <a href="/admin/enquiries" onClick={followLink}>
        {DETAIL_TEXTS.back}
      </a>
    </p>
  );
}
