/**
 * Above each inbox: search, status filter, From / To dates and Export CSV. Every control
 * writes the address (use-inbox-address.ts); the list follows it. Export CSV starts an export of what the
 * list shows, prepared on the server at any size (ExportPanel follows it).
 *
 * The search runs as staff type, SEARCH_DELAY_MS after the last key (Enter at once): one request per
 * pause rather than per key, and an older answer never overwrites a newer one (usePagedList). The first
 * search of a burst of typing is a new history entry and the rest replace it, so Back returns to what
 * was shown before the search, not to each half-typed word.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type ExportJobView, type ExportQuery, enquiriesApi } from '../../lib/api/inboxes.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../lib/constants.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { type InboxAddress, filterOf, hasFilter } from './use-inbox-address.ts';

const SEARCH_DELAY_MS = 350;

interface InboxToolbarProps {
  address: InboxAddress;
  go: (change: Partial<InboxAddress>, options?: { replace?: boolean }) => void;
  /** What Export CSV asks for. */
  exportKind: NonNullable<ExportQuery['kind']>;
}

export function InboxToolbar({ address, go, exportKind }: InboxToolbarProps) {
  const [text, setText] = useState(address.q);
  const [exporting, setExporting] = useState(false);
  const [job, setJob] = useState<ExportJobView | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** True once this burst of typing has its own history entry. */
  const typing = useRef(false);
  const ids = { search: useId(), status: useId(), from: useId(), to: useId() };

  const shown = useRef(text);
  shown.current = text;

  // The address changed from elsewhere (Back, a bookmark, Clear filters): show its search.
  useEffect(() => {
    if (shown.current.trim() === address.q) return;
    clearTimeout(timer.current);
    typing.current = false;
    setText(address.q);
  }, [address.q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    clearTimeout(timer.current);
    if (value.trim() === address.q) return;
    go({ q: value }, { replace: typing.current });
    typing.current = true;
  }

  function onType(value: string) {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(value), SEARCH_DELAY_MS);
  }

  /** Any other control: a new history entry of its own. */
  function change(part: Partial<InboxAddress>) {
    clearTimeout(timer.current);
    typing.current = false;
    go({ q: text, ...part });
  }

  /** Starts an export job of what the inbox shows; the panel below follows it and offers its files. */
  async function exportCsv() {
    if (exporting) return;
    setExporting(true);
    try {
      const answer = await callApi(enquiriesApi.startExport, { body: { kind: exportKind, ...filterOf(address) } });
      setJob(answer.data);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        void notify.error(INBOX_TEXTS.exportFailed, { description: errorMessage(error) });
      }
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
            search(text);
            typing.current = false;
          }}
        >
          <div className="inbox-toolbar__field inbox-toolbar__field--search">
            <label htmlFor={ids.search}>{INBOX_TEXTS.search}</label>
            <input
              id={ids.search}
              type="search"
              value={text}
              maxLength={200}
              placeholder={INBOX_TEXTS.searchPlaceholder}
              onChange={(event) => onType(event.target.value)}
              onKeyDown={(event) => {
                // Several fields and no submit button: Enter would not submit the form on its own.
                if (event.key === 'Enter') event.currentTarget.form?.requestSubmit();
              }}
              onBlur={() => (typing.current = false)}
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
                setText('');
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
