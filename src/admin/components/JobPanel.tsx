/**
 * A background job's panel: a file the server prepares in parts (the inbox's export, the month's pack)
 * followed every second while it runs, then each part offered for download. A job of one part downloads by
 * itself. Each part is saved only when its length and digest are the job's, so a download cut short is said,
 * never saved as if whole. The screen gives its own words and calls; the job's life is the same for both.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/client/api.ts';
import { fileSize } from '../../lib/format/text.ts';
import { notify } from '../../lib/client/notify.ts';
import { type DownloadablePart, downloadExportPart } from '../../lib/client/save-export.ts';
import { Button } from './Button.tsx';
import { sayFailure, signedOut } from './failure.ts';
import './job-panel.css';

const POLL_MS = 1000;

/** What the panel reads of a job; each feature's view adds its own counts. */
export interface FollowedJob {
  id: string;
  state: 'queued' | 'running' | 'done' | 'failed';
  parts: (DownloadablePart & { n: number })[];
  error?: string;
}

type PartOf<Job extends FollowedJob> = Job['parts'][number];

/** The screen's words for its job, from its messages module. */
export interface JobPanelTexts<Job extends FollowedJob> {
  heading: string;
  /** While queued or running: how far it got. */
  progress: (job: Job) => string;
  failed: string;
  ready: (job: Job) => string;
  download: (part: PartOf<Job>, parts: number, size: string) => string;
  downloaded: (fileName: string) => string;
  downloadFailed: string;
  close: string;
}

interface JobPanelProps<Job extends FollowedJob> {
  job: Job;
  /** Reads the job again (its GET call); a function of the module, so the panel's polling keeps one timer. */
  read: (id: string, signal: AbortSignal) => Promise<Job>;
  /** The address of a part's file. */
  partPath: (id: string, n: number) => string;
  /** The parts' content type when saved. */
  fileType?: string;
  /** The progress bar's value and max; both undefined while the total is not known. */
  bar: (job: Job) => { value?: number; max?: number };
  texts: JobPanelTexts<Job>;
  /** The heading's level where the panel stands in its screen. */
  level: 2 | 3 | 4;
  /** The screen's own class for where the panel sits. */
  className: string;
  onClose: () => void;
}

export function JobPanel<Job extends FollowedJob>({
  job: started,
  read,
  partPath,
  fileType,
  bar,
  texts: T,
  level,
  className,
  onClose,
}: JobPanelProps<Job>) {
  const [job, setJob] = useState(started);
  const [downloaded, setDownloaded] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useId();
  const autoDownloaded = useRef(false);
  const Heading = `h${level}` as const;

  // Follow the job until it is done or failed.
  useEffect(() => {
    if (job.state === 'done' || job.state === 'failed') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      read(job.id, controller.signal)
        .then(setJob)
        .catch((error: unknown) => {
          if (!controller.signal.aborted && !signedOut(error)) setProblem(errorMessage(error));
        });
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [job, read]);

  async function download(n: number) {
    const part = job.parts.find((each) => each.n === n);
    if (!part || busy !== null) return;
    setBusy(n);
    setProblem(null);
    try {
      await downloadExportPart(partPath(job.id, n), part, fileType);
      setDownloaded((done) => [...done, n]);
      void notify.success(T.downloaded(part.fileName));
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
    <section className={`job-panel ${className}`} aria-labelledby={heading}>
      <Heading id={heading} className="job-panel__title">
        {T.heading}
      </Heading>
      {job.state === 'queued' || job.state === 'running' ? (
        <>
          <p role="status">{T.progress(job)}</p>
          <progress aria-labelledby={heading} {...bar(job)} />
        </>
      ) : job.state === 'failed' ? (
        <p role="alert" className="job-panel__problem">
          {T.failed}: {job.error}
        </p>
      ) : (
        <>
          <p role="status">{T.ready(job)}</p>
          <ul className="job-panel__parts">
            {job.parts.map((part) => (
              <li key={part.n}>
                {/* aria-disabled, not disabled: the button keeps focus while its file is fetched. */}
                <Button
                  look="secondary"
                  aria-disabled={busy !== null}
                  aria-busy={busy === part.n || undefined}
                  onClick={() => void download(part.n)}
                >
                  {T.download(part, job.parts.length, fileSize(part.bytes))}
                </Button>
                {downloaded.includes(part.n) && <span className="job-panel__done"> ✓ {T.downloaded(part.fileName)}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
      {problem && (
        <p role="alert" className="job-panel__problem">
          {problem}
        </p>
      )}
      <Button look="secondary" small onClick={onClose}>
        {T.close}
      </Button>
    </section>
  );
}
