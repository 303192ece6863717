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
