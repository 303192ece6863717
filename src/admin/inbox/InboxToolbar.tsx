/**
 * Above each inbox: search, status filter, From / To dates and Export CSV. Every control
 * writes the address (use-inbox-address.ts); the list follows it. Export CSV starts an export of what the
 * list shows, prepared on the server at any size (ExportPanel follows it). The search runs as staff type
 * (useSearchBox), and an older answer never overwrites a newer one (usePagedList).
 */
import { useId, useState } from 'react';
import { type ExportJobView, type ExportQuery, enquiriesApi } from '../../lib/api/inboxes.ts';
import { callApi } from '../../lib/client/api.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/constants.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { sayFailure } from '../components/failure.ts';
import { useSearchBox } from '../components/use-search-box.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { type InboxAddress, filterOf, hasFilter } from './use-inbox-address.ts';
import { SEARCH_MAX } from '../../lib/schemas/parts.ts';

interface InboxToolbarProps {
  address: InboxAddress;
  go: (change: Partial<InboxAddress>, options?: { replace?: boolean }) => void;
  /** What Export CSV asks for. */
  exportKind: NonNullable<ExportQuery['kind']>;
}

export function InboxToolbar({ address, go, exportKind }: InboxToolbarProps) {
  const [exporting, setExporting] = useState(false);
  const [job, setJob] = useState<ExportJobView | null>(null);
  const ids = { search: useId(), status: useId(), from: useId(), to: useId() };
  const box = useSearchBox(address.q, (q, options) => go({ q }, options));

  /** Any other control: a new history entry of its own. */
  function change(part: Partial<InboxAddress>) {
    box.settle();
    go({ q: box.words, ...part });
  }

  /** Starts an export job of what the inbox shows; the panel below follows it and offers its files. */
  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      const answer = await callApi(enquiriesApi.startExport, { body: { kind: exportKind, ...filterOf(address) } });
      setJob(answer.data);
    } catch (error) {
      sayFailure(INBOX_TEXTS.exportFailed, error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <div className="inbox-toolbar">
        <form
          role="search"
          className="inbox-toolbar__filters"
          onSubmit={(event) => {
            event.preventDefault();
            box.submit();
          }}
        >
          <div className="inbox-toolbar__field inbox-toolbar__field--search">
            <label htmlFor={ids.search}>{INBOX_TEXTS.search}</label>
            <input
              id={ids.search}
              type="search"
              value={box.words}
              maxLength={SEARCH_MAX}
              placeholder={INBOX_TEXTS.searchPlaceholder}
              onChange={(event) => box.type(event.target.value)}
              onKeyDown={(event) => {
                // Several fields and no submit button: Enter would not submit the form on its own.
                if (event.key === 'Enter') event.currentTarget.form?.requestSubmit();
              }}
              onBlur={box.blur}
            />
          </div>
          <div className="inbox-toolbar__field">
            <label htmlFor={ids.status}>{INBOX_TEXTS.status}</label>
            <select
              id={ids.status}
              value={address.status}
              onChange={(event) => change({ status: event.target.value as EnquiryStatus | '' })}
            >
              <option value="">{INBOX_TEXTS.allStatuses}</option>
              {ENQUIRY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </div>
          <DateFilter
            id={ids.from}
            label={INBOX_TEXTS.from}
            value={address.from}
            max={address.to}
            onChange={(from) => change({ from })}
          />
          <DateFilter
            id={ids.to}
            label={INBOX_TEXTS.to}
            value={address.to}
            min={address.from}
            onChange={(to) => change({ to })}
          />
          {hasFilter(address) && (
            <button
              type="button"
              className="button button--secondary inbox-toolbar__button"
              onClick={() => {
                box.setWords('');
                change({ q: '', status: '', from: '', to: '' });
              }}
            >
              {INBOX_TEXTS.clearFilters}
            </button>
          )}
        </form>
        {/* aria-disabled, not disabled: the button keeps focus while the file is fetched. */}
        <button type="button" className="button inbox-toolbar__button" aria-disabled={exporting} onClick={exportCsv}>
          {exporting ? INBOX_TEXTS.exporting : INBOX_TEXTS.exportCsv}
        </button>
      </div>
      {job && <ExportPanel key={job.id} job={job} onClose={() => setJob(null)} />}
    </>
  );
}

interface DateFilterProps {
  id: string;
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  /** The other end of the range, when set: From cannot be after To. */
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}

function DateFilter({ id, label, value, min, max, onChange }: DateFilterProps) {
  return (
    <div className="inbox-toolbar__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
