/**
 * What a save over someone else's newer version shows: the server's message, the fields that
 * differ from what the person opened (with the stored value), and the two ways on: Reload (drop my
 * changes, edit the stored version) or Overwrite (save mine over it, knowingly). Escape or × keeps the
 * form as typed. It opens over the side panel, so the panel's own Escape must not see its events.
 */
import type { SyntheticEvent } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { MESSAGES } from '../../lib/messages/answers.ts';
import type { FieldChange } from './edit-conflict.ts';

export interface ConflictState {
  message: string;
  changes: FieldChange[];
}

interface ConflictDialogProps {
  conflict: ConflictState | null;
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

// React passes a nested dialog's cancel (Escape) on to the dialogs around it; the side panel would close too.
const keepInside = { onCancel: (event: SyntheticEvent) => event.stopPropagation() };

export function ConflictDialog({ conflict, busy, onReload, onOverwrite, onClose }: ConflictDialogProps) {
  return (
    <div className="conflict-dialog__scope" {...keepInside}>
      <Dialog
        open={conflict !== null}
        onClose={onClose}
        title={MESSAGES.conflictTitle}
        description={conflict?.message}
        className="conflict-dialog"
      >
        {conflict && (
          <>
            {conflict.changes.length > 0 ? (
              <>
                <p className="conflict-dialog__lead">{MESSAGES.conflictChanged}</p>
                <dl className="conflict-dialog__changes">
                  {conflict.changes.map((change) => (
                    <div key={change.label}>
                      <dt>{change.label}</dt>
                      <dd>{change.stored}</dd>
                    </div>
                  ))}
                </dl>
              </>
            ) : (
              <p className="conflict-dialog__lead">{MESSAGES.conflictNoFieldChanged}</p>
            )}
            <p className="conflict-dialog__hint">{MESSAGES.conflictHint}</p>
            <div className="dialog__actions">
              <button type="button" className="button button--secondary" onClick={onReload} disabled={busy}>
                {MESSAGES.conflictReload}
              </button>
              <button type="button" className="button" onClick={onOverwrite} disabled={busy} aria-busy={busy || undefined}>
                {MESSAGES.conflictOverwrite}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
