/** Edit and delete buttons of a table row, named with the row they act on. */
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
      <button
        type="button"
        className="content-icon-button"
        aria-label={`Edit ${name}`}
        title="Edit"
        disabled={disabled}
        onClick={onEdit}
      >
        <EditIcon />
      </button>
      <button
        type="button"
        className="content-icon-button content-icon-button--danger"
        aria-label={`Delete ${name}`}
        title="Delete"
        disabled={disabled}
        onClick={onDelete}
      >
        <DeleteIcon />
      </button>
    </div>
  );
}
