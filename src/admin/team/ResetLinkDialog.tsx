/**
 * The one-time link an Admin's password reset answers (docs/product.md 2.21): shown once, to pass on to the
 * person, with a Copy button; it works once, within 30 minutes.
 */
import { useId } from 'react';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { notify } from '../../lib/client/notify.ts';
import { formatDateTime } from '../../lib/format/dates.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';

export interface ResetLink {
  /** Whose password was reset. */
  name: string;
  message: string;
  link: string;
  expiresAt: string;
}

export function ResetLinkDialog({ link, onClose }: { link: ResetLink | null; onClose: () => void }) {
  const fieldId = useId();
  const expiresId = useId();

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.link);
      void notify.success(TEAM_TEXTS.copied);
    } catch {
      document.getElementById(fieldId)?.focus();
      void notify.error(TEAM_TEXTS.copyFailed);
    }
  }

  return (
    <Dialog open={link !== null} onClose={onClose} title={TEAM_TEXTS.resetLinkTitle} description={link?.message}>
      {link && (
        <>
          <div className="field">
            <label htmlFor={fieldId}>
              {TEAM_TEXTS.resetLinkLabel}: {link.name}
            </label>
            <div className="team__link">
              <input
                id={fieldId}
                type="text"
                readOnly
                value={link.link}
                aria-describedby={expiresId}
                onFocus={(event) => event.target.select()}
              />
              <button type="button" className="button" onClick={copy}>
                {TEAM_TEXTS.copy}
              </button>
            </div>
            <p id={expiresId} className="field__hint">
              {TEAM_TEXTS.resetLinkExpires(formatDateTime(link.expiresAt))}
            </p>
          </div>
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {TEAM_TEXTS.done}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
