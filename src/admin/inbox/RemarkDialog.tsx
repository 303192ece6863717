/**
 * 'Add/Edit Remark' (docs/product.md 2.15, 4): opens with the row's remark; Save stays disabled while the
 * request runs or the remark is blank. Validated with the same schema the server uses. Above the field,
 * every remark saved so far, newest first, with who wrote it and when: a save adds one.
 */
import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { formatDateTime } from '../../lib/format/dates.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import { INBOX_TEXTS } from '../../lib/messages/inbox.ts';
import { type RemarkEntry, remarkSchema } from '../../lib/schemas/inboxes.ts';
import { FormActions } from '../components/FormActions.tsx';

interface RemarkDialogProps {
  /** The row being remarked on; null when closed. */
  row: { _id: string; remark?: string; remarks?: RemarkEntry[] } | null;
  onClose: () => void;
  /** Resolves once the remark is saved (the dialog is then closed by the caller) or has failed. */
  onSave: (remark: string) => Promise<void>;
}

export function RemarkDialog({ row, onClose, onSave }: RemarkDialogProps) {
  return (
    <Dialog open={row !== null} onClose={onClose} title="Add/Edit Remark" className="remark-dialog">
      {row?.remarks?.length ? <RemarkHistory remarks={row.remarks} /> : null}
      {row && <RemarkForm key={row._id} initial={row.remark ?? ''} onCancel={onClose} onSave={onSave} />}
    </Dialog>
  );
}

/** Every remark so far, newest first. The dialog scrolls when it is long; the field stays last. */
function RemarkHistory({ remarks }: { remarks: RemarkEntry[] }) {
  return (
    <section className="remark-history">
      <h3 className="remark-history__title">{INBOX_TEXTS.remarkHistory}</h3>
      <ol className="remark-history__list">
        {[...remarks].reverse().map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="remark-history__entry">
            <p className="remark-history__text">{entry.text}</p>
            <p className="remark-history__meta">
              {entry.by && `${entry.by}, `}
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RemarkForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: string;
  onCancel: () => void;
  onSave: (remark: string) => Promise<void>;
}) {
  const [remark, setRemark] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    // After the dialog's own focusing (it runs after this form's effects): start in the text.
    const frame = requestAnimationFrame(() => {
      const textarea = textareaRef.current;
      textarea?.focus();
      textarea?.setSelectionRange(textarea.value.length, textarea.value.length);
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = v.safeParse(remarkSchema, { remark });
    if (!result.success) {
      setError(result.issues[0].message);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(remark.trim());
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>Remark</label>
        <textarea
          ref={textareaRef}
          id={fieldId}
          name="remark"
          rows={5}
          maxLength={2000}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error && (
          <p className="field__error" id={errorId}>
            {error}
          </p>
        )}
      </div>
      <FormActions
        busy={saving}
        onCancel={onCancel}
        submitLabel="Save"
        busyLabel={ADMIN_TEXTS.saving}
        disabled={remark.trim() === ''}
      />
    </form>
  );
}
