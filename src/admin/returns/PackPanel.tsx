/**
 * The month's pack under way and its parts: the pack is prepared on the server by a background job
 * (src/lib/server/returns/pack-jobs.ts) and followed by the admin's job panel (components/JobPanel.tsx), as the
 * inbox's export is; here only the pack's words and calls.
 */
import { pathOf } from '../../lib/api/define.ts';
import { type PackJobView, returnsApi } from '../../lib/api/returns.ts';
import { callApi } from '../../lib/client/api.ts';
import { formatQuantity } from '../../lib/format/money.ts';
import { RETURNS_SCREEN_TEXTS as T } from '../../lib/messages/returns-screen.ts';
import { JobPanel, type JobPanelTexts } from '../components/JobPanel.tsx';

const readPack = (id: string, signal: AbortSignal) =>
  callApi(returnsApi.packJob, { params: { id }, signal }).then((answer) => answer.data);
const partPath = (id: string, n: number) => pathOf(returnsApi.packPart, { id, n: String(n) });
const bar = (job: PackJobView) => ({ value: job.pdfs, max: Math.max(1, job.expectedPdfs) });

const texts = (label: string): JobPanelTexts<PackJobView> => ({
  heading: T.packHeading(label),
  progress: (job) =>
    job.state === 'queued' ? T.packQueued : T.packProgress(formatQuantity(job.pdfs), formatQuantity(job.expectedPdfs)),
  failed: T.packFailed,
  ready: (job) => T.packReady(job.parts.length),
  download: (part, parts, size) => T.packDownload(part.n, parts, size),
  downloaded: T.packDownloaded,
  downloadFailed: T.downloadFailed,
  close: T.packClose,
});

export function PackPanel({ job, label, onClose }: { job: PackJobView; label: string; onClose: () => void }) {
  return (
    <JobPanel
      job={job}
      read={readPack}
      partPath={partPath}
      fileType="application/zip"
      bar={bar}
      texts={texts(label)}
      level={4}
      className="returns__pack"
      onClose={onClose}
    />
  );
}
