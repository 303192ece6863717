/** Edit and delete buttons of a table row, named with the row they act on. */
import type { ReactNode } from 'react';
import { DeleteIcon, EditIcon } from './icons.tsx';

interface RowActionsProps {
  /** What the row is called, e.g. the product's name. */
  name: string;
  disabled?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function RowActions({ name, disabled, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="content-actions">
      <RowButton action="Edit" name={name} disabled={disabled} onClick={onEdit}>
        <EditIcon />
      </RowButton>
      <RowButton action="Delete" name={name} danger disabled={disabled} onClick={onDelete}>
        <DeleteIcon />
      </RowButton>
    </div>
  );
}

interface RowButtonProps {
  /** Its tooltip, and with the row's name its accessible name ('Edit Kraft Tag'). */
  action: string;
  name: string;
  danger?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

function RowButton({ action, name, danger, disabled, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'content-icon-button content-icon-button--danger' : 'content-icon-button'}
      aria-label={`${action} ${name}`}
      title={action}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
