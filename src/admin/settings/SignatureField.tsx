/**
 * The signatory's signature image in Settings' Tax and bank section: a picture chosen is uploaded at once as a
 * private file (only Admins read it back: the preview is fetched with the staff token, never a public address),
 * and Save puts its id in `tax.signatory.imageId`. Replace and Remove change the form only; an upload the
 * settings never held is discarded when replaced or removed, while one they held stays for the invoices
 * issued with it (src/lib/server/invoices/signature.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { pathOf } from '../../lib/api/define.ts';
import { settingsApi } from '../../lib/api/staff.ts';
import { callApi, errorMessage } from '../../lib/client/api.ts';
import { getToken } from '../../lib/client/member-token.ts';
import { MAX_UPLOAD_BYTES } from '../../lib/constants.ts';
import { SETTINGS_MESSAGES as M, SETTINGS_TEXTS as T } from '../../lib/messages/settings.ts';
import { Field, errorAt } from '../components/Field.tsx';
import type { Form } from './SettingsFields.tsx';

const ID = 'settings-tax-signatory-imageId';
const PATH = 'tax.signatory.imageId';
const TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';

/** The stored picture of `id` as an object URL for the preview; `failed` when it could not be fetched. */
function usePreview(id: string): { url?: string; failed: boolean } {
  const [preview, setPreview] = useState<{ id: string; url?: string; failed: boolean }>({ id: '', failed: false });
  useEffect(() => {
    if (!id) return;
    let url: string | undefined;
    let live = true;
    const token = getToken();
    fetch(pathOf(settingsApi.signature, { id }), { headers: token ? { Authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        url = URL.createObjectURL(await response.blob());
        if (live) setPreview({ id, url, failed: false });
        else URL.revokeObjectURL(url);
      })
      .catch(() => live && setPreview({ id, failed: true }));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  return preview.id === id ? preview : { failed: false };
}

export function SignatureField({ form }: { form: Form }) {
  const input = useRef<HTMLInputElement>(null);
  const replace = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [focus, setFocus] = useState<'picker' | 'replace' | null>(null);
  const current = form.watch(PATH) ?? '';
  const saved = form.formState.defaultValues?.tax?.signatory?.imageId ?? '';
  const preview = usePreview(current);

  useEffect(() => {
    if (focus === 'picker') input.current?.focus();
    if (focus === 'replace') replace.current?.focus();
    setFocus(null);
  }, [focus]);

  /** An upload the saved settings never held has no invoice to print it: it goes when it is left. */
  const leave = (id: string) => {
    if (id && id !== saved) void callApi(settingsApi.discardSignature, { params: { id } }).catch(() => undefined);
  };
  const set = (id: string) => form.setValue(PATH, id, { shouldDirty: true });

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!TYPES.includes(file.type)) return setRefusal(M.signatureWrongType);
    if (file.size > MAX_UPLOAD_BYTES) return setRefusal(M.signatureTooLarge);
    setRefusal(undefined);
    setBusy(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const answer = await callApi(settingsApi.uploadSignature, { body });
      leave(current);
      set(answer.data.imageId);
      setFocus('replace');
    } catch (error) {
      setRefusal(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    leave(current);
    set('');
    setRefusal(undefined);
    setFocus('picker');
  };

  const status = busy
    ? T.uploadingSignature
    : current && current !== saved
      ? T.signatureNotSaved
      : !current && saved
        ? T.signatureRemovedNotSaved
        : '';
  return (
    <Field id={ID} label={T.signatureImage} hint={T.signatureHint} error={refusal ?? errorAt(form.formState.errors, PATH)}>
      {(control) => (
        <>
          <input
            {...control}
            ref={input}
            type="file"
            accept={ACCEPT}
            // Once there is a picture the picker is reached by Replace, not by Tab.
            className={current ? 'visually-hidden' : undefined}
            tabIndex={current ? -1 : undefined}
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {current ? (
            <div className="settings__signature">
              {preview.url ? (
                <img src={preview.url} alt={T.signaturePreview} />
              ) : (
                preview.failed && <p className="field__error">{T.signatureNotShown}</p>
              )}
              <div className="settings__row">
                <button
                  ref={replace}
                  type="button"
                  className="button button--secondary"
                  disabled={busy}
                  onClick={() => input.current?.click()}
                >
                  {T.replaceSignature}
                </button>
                <button type="button" className="button button--secondary" disabled={busy} onClick={remove}>
                  {T.removeSignature}
                </button>
              </div>
            </div>
          ) : (
            <p className="field__hint">{T.noSignature}</p>
          )}
          <p className="field__hint" aria-live="polite">
            {status}
          </p>
        </>
      )}
    </Field>
  );
}
