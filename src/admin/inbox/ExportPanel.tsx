/**
 * An export under way and its files (docs/product.md 2.15): the job is prepared on the server in parts
 * (src/lib/server/inbox/export-jobs.ts); this panel follows it every second, shows how far it got, then offers
 * each part. A one-part export downloads by itself. Each download is saved only when its length and digest
 * are the job's, so a file cut short is said, never saved as if whole.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { type ExportJobView, enquiriesApi } from '../../lib/api/inboxes.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadExportPart } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { sayFailure, signedOut } from '../components/failure.ts';

const POLL_MS = 1000;
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

export function ExportPanel({ job: started, onClose }: { job: ExportJobView; onClose: () => void }) {
  const [job, setJob] = useState(started);
  const [downloaded, setDownloaded] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useId();
  const autoDownloaded = useRef(false);

  // Follow the job until it is done or failed.
  useEffect(() => {
    if (job.state === 'done' || job.state === 'failed') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi(enquiriesApi.exportJob, { params: { id: job.id }, signal: controller.signal })
        .then((answer) => setJob(answer.data))
        .catch((error: unknown) => {
          if (!controller.signal.aborted && !signedOut(error)) setProblem(errorMessage(error));
        });
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [job]);

  async function download(n: number) {
    const part = job.parts.find((each) => each.n === n);
    if (!part || busy !== null) return;
    setBusy(n);
    setProblem(null);
    try {
      await downloadExportPart(pathOf(enquiriesApi.exportPart, { id: job.id, n: String(n) }), part);
      setDownloaded((done) => [...done, n]);
      void notify.success(INBOX_TEXTS.exportDownloaded(part.fileName));
    } catch (error) {
      const reason = sayFailure(INBOX_TEXTS.exportFailed, error);
      if (reason) setProblem(reason);
    } finally {
      setBusy(null);
    }
  }

  // A single file needs no choosing: it downloads as soon as it is ready.
  useEffect(() => {
    if (job.state !== 'done' || job.parts.length !== 1 || autoDownloaded.current) return;
    autoDownloaded.current = true;
    void download(1);
  });

  const rows = formatQuantity(job.rows);
  const of = job.expectedRows === null ? null : formatQuantity(job.expectedRows);
  return (
    <section className="export-panel" aria-labelledby={heading}>
      <h2 id={heading} className="export-panel__title">
        {INBOX_TEXTS.exportHeading}
      </h2>
      {job.state === 'queued' || job.state === 'running' ? (
        <>
          <p role="status">{job.state === 'queued' ? INBOX_TEXTS.exportPreparing : INBOX_TEXTS.exportProgress(rows, of)}</p>
          <progress
            aria-labelledby={heading}
            value={job.expectedRows ? job.rows : undefined}
            max={job.expectedRows || undefined}
          />
        </>
      ) : job.state === 'failed' ? (
        <p role="alert" className="export-panel__problem">
          {INBOX_TEXTS.exportJobFailed}: {job.error}
        </p>
      ) : (
        <>
          <p role="status">{INBOX_TEXTS.exportReady(rows, job.parts.length)}</p>
          <ul className="export-panel__parts">
            {job.parts.map((part) => (
              <li key={part.n}>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={busy !== null}
                  onClick={() => download(part.n)}
                >
                  {INBOX_TEXTS.exportDownload(part.n, job.parts.length, formatQuantity(part.rows), size(part.bytes))}
                </button>
                {downloaded.includes(part.n) && (
                  <span className="export-panel__done"> ✓ {INBOX_TEXTS.exportDownloaded(part.fileName)}</span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {problem && (
        <p role="alert" className="export-panel__problem">
          {problem}
        </p>
      )}
      <button type="button" className="button button--secondary export-panel__close" onClick={onClose}>
        {INBOX_TEXTS.exportClose}
      </button>
    </section>
  );
}
