/**
 * An export under way and its files (docs/product.md 2.15): the job is prepared on the server in parts
 * (src/lib/server/inbox/export-jobs.ts) and followed by the admin's job panel (components/JobPanel.tsx), as the
 * month's pack is; here only the export's words and calls.
 */
import { pathOf } from '../../lib/api/define.ts';
import { type ExportJobView, enquiriesApi } from '../../lib/api/inboxes.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { JobPanel, type JobPanelTexts } from '../components/JobPanel.tsx';

const readExport = (id: string, signal: AbortSignal) =>
  callApi(enquiriesApi.exportJob, { params: { id }, signal }).then((answer) => answer.data);
const partPath = (id: string, n: number) => pathOf(enquiriesApi.exportPart, { id, n: String(n) });
// Until the export has counted its rows, the bar only says it is busy.
const bar = (job: ExportJobView) => ({
  value: job.expectedRows ? job.rows : undefined,
  max: job.expectedRows || undefined,
});

const texts: JobPanelTexts<ExportJobView> = {
  heading: INBOX_TEXTS.exportHeading,
  progress: (job) =>
    job.state === 'queued'
      ? INBOX_TEXTS.exportPreparing
      : INBOX_TEXTS.exportProgress(formatQuantity(job.rows), job.expectedRows === null ? null : formatQuantity(job.expectedRows)),
  failed: INBOX_TEXTS.exportJobFailed,
  ready: (job) => INBOX_TEXTS.exportReady(formatQuantity(job.rows), job.parts.length),
  download: (part, parts, size) => INBOX_TEXTS.exportDownload(part.n, parts, formatQuantity(part.rows), size),
  downloaded: INBOX_TEXTS.exportDownloaded,
  downloadFailed: INBOX_TEXTS.exportFailed,
  close: INBOX_TEXTS.exportClose,
};

export function ExportPanel({ job, onClose }: { job: ExportJobView; onClose: () => void }) {
  return (
    <JobPanel
      job={job}
      read={readExport}
      partPath={partPath}
      bar={bar}
      texts={texts}
      level={2}
      className="export-panel"
      onClose={onClose}
    />
  );
}
