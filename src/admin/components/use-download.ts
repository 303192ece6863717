/**
 * A screen's buttons that fetch a file with the session's token and save it as the server names it: which one
 * is under way (`busy`, the file's name, so the others wait), and a failed one said in a toast, after
 * `failedLead` when the screen gives one.
 */
import { useState } from 'react';
import { errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { downloadFile } from '../../lib/client/save-export.ts';

export function useDownload(failedLead?: string) {
  const [busy, setBusy] = useState<string | null>(null);
  /** Fetches `path` and saves it, named `name` unless the server names it. */
  const download = async (name: string, path: string) => {
    setBusy(name);
    try {
      await downloadFile(path, name);
    } catch (error) {
      void notify.error(failedLead ? `${failedLead}: ${errorMessage(error)}` : errorMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
