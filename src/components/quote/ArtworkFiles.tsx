/**
 * The request's artwork on /quote: up to 5 files of at most 4 MB, each uploaded as soon as it is chosen,
 * with its progress, and removable (an upload under way is stopped). The server decides a file's type by
 * its content and says why it refused one; that message stays beside the file until it is removed.
 */
import { useEffect, useRef } from 'react';
import { MAX_ARTWORK_BYTES, MAX_ARTWORK_FILES } from '../../lib/constants.ts';
import { fileSize } from '../../lib/format/text.ts';
import { ARTWORK_MESSAGES, QUOTE_TEXTS } from '../../lib/messages/site.ts';
import { type StoredArtwork, type Upload, uploadArtwork } from './artwork-upload.ts';

export interface ArtworkItem {
  key: string;
  name: string;
  size: number;
  /** 0–1 while uploading. */
  progress: number;
  stored: StoredArtwork | null;
  error: string | null;
}

/** The kinds a buyer's file picker offers first; the server checks the content whatever the name says. */
const ACCEPT =
  '.pdf,.ai,.eps,.svg,.png,.jpg,.jpeg,.webp,application/pdf,application/postscript,image/svg+xml,image/png,image/jpeg,image/webp';

interface Props {
  items: ArtworkItem[];
  setItems: (update: (items: ArtworkItem[]) => ArtworkItem[]) => void;
  /** Said under the picker (a sixth file, for one). */
  notice: string | null;
  setNotice: (notice: string | null) => void;
}

let counter = 0;

export function ArtworkFiles({ items, setItems, notice, setNotice }: Props) {
  const uploads = useRef(new Map<string, Upload>());
  const picker = useRef<HTMLInputElement>(null);

  // Leaving the page stops what is still uploading.
  useEffect(() => {
    const running = uploads.current;
    return () => running.forEach((upload) => upload.abort());
  }, []);

  const change = (key: string, patch: Partial<ArtworkItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const choose = (files: FileList | null) => {
    if (!files?.length) return;
    const room = MAX_ARTWORK_FILES - items.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    setNotice(files.length > room ? ARTWORK_MESSAGES.tooMany : null);
    const added: ArtworkItem[] = [];
    for (const file of chosen) {
      const key = `file-${(counter += 1)}`;
      const tooLarge = file.size > MAX_ARTWORK_BYTES;
      const empty = file.size === 0;
      added.push({
        key,
        name: file.name,
        size: file.size,
        progress: 0,
        stored: null,
        error: tooLarge ? ARTWORK_MESSAGES.tooLarge : empty ? ARTWORK_MESSAGES.empty : null,
      });
      if (tooLarge || empty) continue;
      const upload = uploadArtwork(file, (progress) => change(key, { progress }));
      uploads.current.set(key, upload);
      upload.done.then(
        (stored) => change(key, { stored, progress: 1 }),
        (error: unknown) => change(key, { error: error instanceof Error ? error.message : QUOTE_TEXTS.uploadFailed }),
      );
      void upload.done.catch(() => undefined).finally(() => uploads.current.delete(key));
    }
    setItems((current) => [...current, ...added]);
    if (picker.current) picker.current.value = '';
  };

  const remove = (key: string) => {
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
    setNotice(null);
    picker.current?.focus();
  };

  return (
    <fieldset className="quote-files">
      <legend>
        Artwork files <span className="field__optional">(optional)</span>
      </legend>
      <p id="quote-files-hint" className="field__hint">
        Up to {MAX_ARTWORK_FILES} files of at most 4 MB each: PDF, AI, EPS, SVG, PNG, JPEG or WEBP.
      </p>
      <label htmlFor="quote-files" className="quote-files__label">
        Choose files
      </label>
      <input
        ref={picker}
        id="quote-files"
        className="quote-files__input"
        type="file"
        multiple
        accept={ACCEPT}
        aria-describedby={notice ? 'quote-files-hint quote-files-notice' : 'quote-files-hint'}
        disabled={items.length >= MAX_ARTWORK_FILES}
        onChange={(event) => choose(event.target.files)}
      />
      {notice && (
        <p id="quote-files-notice" className="field__error" role="alert">
          {notice}
        </p>
      )}
      {items.length > 0 && (
        <ul className="quote-files__list" aria-label="Chosen files">
          {items.map((item) => {
            const state = item.error ? 'failed' : item.stored ? 'uploaded' : 'uploading';
            return (
              <li key={item.key} className={`quote-file quote-file--${state}`}>
                <span className="quote-file__name">{item.name}</span>
                <span className="quote-file__size">{fileSize(item.size)}</span>
                {state === 'uploading' && (
                  <progress
                    className="quote-file__progress"
                    max={1}
                    value={item.progress}
                    aria-label={`Uploading ${item.name}`}
                  />
                )}
                {state === 'uploading' && <span aria-hidden="true">{`${Math.round(item.progress * 100)}%`}</span>}
                <span className="quote-file__state" aria-live="polite">
                  {item.error ?? (item.stored ? 'Uploaded' : '')}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={`Remove ${item.name}`}
                  onClick={() => remove(item.key)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
