/**
 * The help and quick-quote dialogs of every public page (docs/product.md 2.3), one island hydrated on the first
 * interaction with a `[data-dialog]` button. It opens what was asked for before it was ready, then
 * listens for openDialog() calls.
 */
import { useEffect, useState } from 'react';
import { EnquiryDialog } from './EnquiryDialog.tsx';
import { type DialogName, OPEN_DIALOG_EVENT, isDialogName, takePendingDialog } from './open-dialog.ts';

export default function SiteDialogs() {
  const [open, setOpen] = useState<DialogName | null>(null);

  useEffect(() => {
    const pending = takePendingDialog();
    if (pending) setOpen(pending);
    const onOpen = (event: Event) => {
      takePendingDialog();
      const name = (event as CustomEvent<unknown>).detail;
      if (isDialogName(name)) setOpen(name);
    };
    window.addEventListener(OPEN_DIALOG_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_DIALOG_EVENT, onOpen);
  }, []);

  const close = () => setOpen(null);
  return (
    <>
      <EnquiryDialog kind="help" open={open === 'help'} onClose={close} />
      <EnquiryDialog kind="quick-quote" open={open === 'quick-quote'} onClose={close} />
    </>
  );
}
