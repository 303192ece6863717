/**
 * What every public form says beside its Send button: where its details go (a link to the privacy notice),
 * and, on the forms that ask for an e-mail, the separate, unticked box for news and offers by e-mail. The box
 * posts `marketing=true` when ticked, also from a form sent without JavaScript; nothing is recorded unless it is.
 */
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PRIVACY_FORM_TEXTS as T } from '../../lib/messages/privacy.ts';
import './form-privacy.css';

export const PRIVACY_NOTICE_PATH = '/privacy/';

export function PrivacyNote() {
  return (
    <p className="privacy-note">
      {T.noticeLead} {/* A new tab, so that what the visitor typed here is still here when they come back. */}
      <a href={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener">
        {T.noticeLink}
        <span className="visually-hidden"> {T.newTab}</span>
      </a>
    </p>
  );
}

/** `id` fixed where the server-rendered form must carry it (the contact form); else one of React's own. */
export function NewsBox({ id, registration }: { id?: string; registration: UseFormRegisterReturn }) {
  const ownId = useId();
  id ??= ownId;
  return (
    <div className="privacy-news">
      <input id={id} type="checkbox" value="true" defaultChecked={false} {...registration} />
      <label htmlFor={id}>{T.newsByEmail}</label>
    </div>
  );
}
