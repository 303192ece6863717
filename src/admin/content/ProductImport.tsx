/**
 * Export CSV and Import CSV of Manage Products (docs/product.md 2.16). A chosen file is previewed first: a
 * dialog lists by row number what will be created, updated, left unchanged or refused and why; Import
 * sends the same file again, and is offered only when no row is refused.
 */
import { useRef, useState } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type ImportAnswer, productsApi } from '../../lib/api/content.ts';
import { pathOf } from '../../lib/api/define.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { downloadFile } from '../../lib/client/save-export.ts';
import { notify } from '../../lib/client/notify.ts';
import { PRODUCT_ADMIN_TEXTS as TEXTS } from '../../lib/messages/products.ts';
import { TableHead } from '../components/TableHead.tsx';
import { announceContentChange } from '../publishing.ts';

export function ProductCsvTools({ onImported }: { onImported: () => void }) {
  const picker = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<Blob | null>(null);
  const [plan, setPlan] = useState<ImportAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      await downloadFile(pathOf(productsApi.exportCsv), 'products.csv');
    } catch (error) {
      void notify.error(TEXTS.exportFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const preview = async (chosen: File) => {
    // Sent as CSV whatever the browser calls the file's type (Windows may say application/vnd.ms-excel).
    const body = new Blob([chosen], { type: 'text/csv' });
    setBusy(true);
    try {
      setPlan(await callApi(productsApi.importCsv, { query: { dryRun: '1' }, body }));
      setFile(body);
    } catch (error) {
      void notify.error(TEXTS.previewFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const apply = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await callApi(productsApi.importCsv, { body: file });
      announceContentChange();
      void notify.success(answer.message ?? '');
      setPlan(null);
      onImported();
    } catch (error) {
      void notify.error(TEXTS.importFailed, { description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const changes = plan ? plan.counts.create + plan.counts.update : 0;
  return (
    <>
      <button type="button" className="button button--secondary" disabled={busy} onClick={exportCsv}>
        {TEXTS.exportCsv}
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => picker.current?.click()}>
        {TEXTS.importCsv}
      </button>
      <input
        ref={picker}
        type="file"
        accept=".csv,text/csv"
        hidden
        aria-label={TEXTS.fileLabel}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) void preview(chosen);
        }}
      />
      <Dialog
        open={plan !== null}
        onClose={() => setPlan(null)}
        title={TEXTS.previewTitle}
        className="content-import"
        description={plan && TEXTS.previewCounts(plan.counts)}
      >
        {plan && (
          <>
            {plan.counts.refused > 0 && (
              <p className="content-import__refused" role="alert">
                {TEXTS.previewRefused}
              </p>
            )}
            <div className="content-table" role="region" aria-label={TEXTS.previewTitle} tabIndex={0}>
              <table aria-label={TEXTS.previewTitle}>
                <TableHead columns={TEXTS.previewColumns} />
                <tbody>
                  {plan.rows.map((row) => (
                    <tr key={row.row} className={row.action === 'refused' ? 'content-import__row--refused' : undefined}>
                      <td>{row.row}</td>
                      <td>{row.name}</td>
                      <td>{TEXTS.actions[row.action]}</td>
                      <td>{row.errors?.join('; ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={() => setPlan(null)}>
                Cancel
              </button>
              <button
                type="button"
                className="button"
                disabled={busy || plan.counts.refused > 0 || changes === 0}
                aria-busy={busy || undefined}
                onClick={apply}
              >
                {TEXTS.importButton(changes)}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
