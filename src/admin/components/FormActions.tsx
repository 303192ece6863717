/**
 * The last row of a form in a dialog or a side panel: leave without saving, and the form's submit. One home,
 * so every form ends the same way.
 */
import { Button, SubmitButton } from './Button.tsx';

interface FormActionsProps {
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** The submit's words while the form is sent ("Saving…"); its own words when not given. */
  busyLabel?: string;
  cancelLabel?: string;
  /** A submit that cannot be undone (cancelling an invoice) looks dangerous. */
  danger?: boolean;
  /** The submit cannot be pressed yet (nothing written). */
  disabled?: boolean;
  className?: string;
}

export function FormActions({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  danger = false,
  disabled = false,
  className = 'dialog__actions',
}: FormActionsProps) {
  return (
    <div className={className}>
      <Button look="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
        look={danger ? 'danger' : 'primary'}
        disabled={disabled}
      />
    </div>
  );
}
