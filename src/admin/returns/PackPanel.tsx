/**
 * The month's pack under way and its parts: the pack is prepared on the server by a background job
 * (src/lib/server/returns/pack-jobs.ts), as the inbox's export is (inbox/ExportPanel.tsx, which this panel
 * follows): it reads the job every second, shows how many PDFs are made, then offers each part's ZIP. A pack
 * of one part downloads by itself. Each part is saved only when its length and digest are the job's, so a
 * download cut short is said, never saved as if whole.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { type PackJobView, returnsApi } from '../../lib/api/returns.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { downloadExportPart } from '../../lib/client/save-export.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { Button } from '../components/Button.tsx';
import { sayFailure, signedOut } from '../components/failure.ts';

const POLL_MS = 1000;
const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

interface PackPanelProps {
  job: PackJobView;
  label: string;
  onClose: () => void;
}

export function PackPanel({ job: started, label, onClose }: PackPanelProps) {
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
      callApi(returnsApi.packJob, { params: { id: job.id }, signal: controller.signal })
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
      await downloadExportPart(pathOf(returnsApi.packPart, { id: job.id, n: String(n) }), part, 'application/zip');
      setDownloaded((done) => [...done, n]);
      void notify.success(T.packDownloaded(part.fileName));
    } catch (error) {
      const reason = sayFailure(T.downloadFailed, error);
      if (reason) setProblem(reason);
    } finally {
      setBusy(null);
    }
  }

  // A single part needs no choosing: it downloads as soon as it is ready.
  useEffect(() => {
    if (job.state !== 'done' || job.parts.length !== 1 || autoDownloaded.current) return;
    autoDownloaded.current = true;
    void download(1);
  });

  return (
    <section className="returns__pack" aria-labelledby={heading}>
      <h4 id={heading}>{T.packHeading(label)}</h4>
      {job.state === 'queued' || job.state === 'running' ? (
        <>
          <p role="status">
            {job.state === 'queued' ? T.packQueued : T.packProgress(formatQuantity(job.pdfs), formatQuantity(job.expectedPdfs))}
          </p>
          <progress aria-labelledby={heading} value={job.pdfs} max={Math.max(1, job.expectedPdfs)} />
        </>
      ) : job.state === 'failed' ? (
        <p role="alert" className="returns__problem">
          {T.packFailed}: {job.error}
        </p>
      ) : (
        <>
          <p role="status">{T.packReady(job.parts.length)}</p>
          <ul className="returns__parts">
            {job.parts.map((part) => (
              <li key={part.n}>
                <Button
                  look="secondary"
                  disabled={busy !== null}
                  aria-busy={busy === part.n || undefined}
                  onClick={() => void download(part.n)}
                >
                  {T.packDownload(part.n, job.parts.length, size(part.bytes))}
                </Button>
                {downloaded.includes(part.n) && <span className="returns__saved"> ✓ {T.packDownloaded(part.fileName)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {problem && (
        <p role="alert" className="returns__problem">
          {problem}
        </p>
      )}
      <Button look="secondary" small onClick={onClose}>
        {T.packClose}
      </Button>
    </section>
  );
}
