/**
 * The admin's buttons: one home for their classes, so a screen says which kind of button it wants (primary,
 * secondary or danger; small in a table's row) rather than spelling its classes (some older screens still do),
 * and a form's submit shows the same way everywhere that it is being sent.
 */
import type { ButtonHTMLAttributes } from 'react';

interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'> {
  /** Primary when not said. */
  look?: 'primary' | 'secondary' | 'danger';
  /** The small size of a button in a table's row or a section's head. */
  small?: boolean;
}

export function Button({ look = 'primary', small = false, ...props }: ButtonProps) {
  const className = ['button', look !== 'primary' && `button--${look}`, small && 'button--small'].filter(Boolean).join(' ');
  return <button type="button" className={className} {...props} />;
}

interface SubmitButtonProps {
  /** While the form is sent: disabled, marked busy, a spinner beside its words. */
  busy: boolean;
  label: string;
  /** The words while the form is sent ("Saving…"); `label` when not given. */
  busyLabel?: string;
  look?: ButtonProps['look'];
  disabled?: boolean;
}

/** A form's submit, one home for how every admin form shows that it is being sent. */
export function SubmitButton({ busy, label, busyLabel = label, look = 'primary', disabled = false }: SubmitButtonProps) {
  const className = look === 'primary' ? 'button' : `button button--${look}`;
  return (
    <button type="submit" className={className} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy && <span className="admin-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
