/**
 * The one side-panel form pattern of Manage Products and Manage Blog (STYLE.md): the site's modal
 * Dialog pinned to the right edge, so focus moves in, Escape closes and focus returns to the opener.
 * Its content mounts only while open, so closing (Cancel, ×, Escape, backdrop) resets the form.
 */
import type { ReactNode } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import './content.css';

interface SidePanelProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

export function SidePanel({ open, title, onClose, children }: SidePanelProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} className="content-panel">
      {children}
    </Dialog>
  );
}

/** Cancel and submit at the foot of a panel or modal form; the submit shows progress while saving. */
export function FormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel: () => void }) {
  return (
    <div className="dialog__actions">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
        {busy && <span className="content-spinner" aria-hidden="true" />}
        {submitLabel}
      </button>
    </div>
  );
}
