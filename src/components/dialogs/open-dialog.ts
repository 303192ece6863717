/**
 * Opens the help or quick-quote dialog from plain scripts (header buttons, any page) without loading
 * React first. The dialogs island hydrates on the first interaction with a `[data-dialog]` element, so a
 * click can arrive before it is ready: the request is kept on <html data-pending-dialog> and the island
 * opens it once it has hydrated; afterwards it hears the event directly.
 */
export type DialogName = 'help' | 'quick-quote';

export const DIALOG_NAMES: readonly DialogName[] = ['help', 'quick-quote'];
export const OPEN_DIALOG_EVENT = 'site:open-dialog';
/** Marks the wrapper of the dialogs island (PublicLayout). */
export const DIALOGS_HOST_ATTRIBUTE = 'data-site-dialogs';

export const isDialogName = (value: unknown): value is DialogName => DIALOG_NAMES.includes(value as DialogName);

export function openDialog(name: DialogName): void {
  document.documentElement.dataset.pendingDialog = name;
  // A call that did not come from a [data-dialog] element must still wake the island (client:interaction).
  const island = document.querySelector(`[${DIALOGS_HOST_ATTRIBUTE}] astro-island[ssr]`);
  island?.dispatchEvent(new Event('focusin'));
  window.dispatchEvent(new CustomEvent<DialogName>(OPEN_DIALOG_EVENT, { detail: name }));
}

/** The request made before the island could hear it, once. */
export function takePendingDialog(): DialogName | null {
  const root = document.documentElement;
  const name = root.dataset.pendingDialog;
  delete root.dataset.pendingDialog;
  return isDialogName(name) ? name : null;
}
