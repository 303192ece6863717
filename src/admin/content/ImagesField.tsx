/**
 * A product's images (docs/product.md 2.16): up to 8 in the order staff give them (the first is the card's),
 * each with its alt text (empty reads as the product's name). New files are checked here with the upload
 * endpoint's rules and uploaded when the form is saved; the buttons of a row name the image they act on.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '../../lib/constants.ts';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { PRODUCT_FORM_TEXTS as T } from '../../lib/messages/products.ts';
import { MoveButtons } from '../components/MoveButtons.tsx';
import { IMAGE_ACCEPT, type ImageChoice, checkImageFile } from './image-upload.ts';

export interface ImageItem {
  /** The row's own key (a new file has no address yet). */
  key: string;
  choice: NonNullable<ImageChoice>;
  alt: string;
}

let keys = 0;
export const imageItem = (choice: NonNullable<ImageChoice>, alt = ''): ImageItem => ({
  key: `image-${(keys += 1)}`,
  choice,
  alt,
});

interface ImagesFieldProps {
  value: ImageItem[];
  onChange: (value: ImageItem[]) => void;
  /** What an empty alt text reads as (the product's name). */
  altFallback: string;
  /** A refusal from the server (e.g. an unreadable file). */
  error?: string;
}

export function ImagesField({ value, onChange, altFallback, error }: ImagesFieldProps) {
  const pickerId = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const [said, setSaid] = useState('');
  const full = value.length >= MAX_PRODUCT_IMAGES;

  // Previews of new files are object URLs: free each once its row is gone or the form closes.
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const current = new Set(value.flatMap((item) => (item.choice.file ? [item.choice.url] : [])));
    for (const url of previews.current) if (!current.has(url)) URL.revokeObjectURL(url);
    previews.current = current;
  }, [value]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PRODUCT_IMAGES - value.length;
    const chosen = [...files];
    const refused = chosen.map(checkImageFile).find(Boolean);
    const accepted = chosen.filter((file) => !checkImageFile(file)).slice(0, room);
    if (picker.current) picker.current.value = '';
    setRefusal(refused ?? (chosen.length > room ? T.tooManyImages : undefined));
    if (accepted.length) {
      onChange([...value, ...accepted.map((file) => imageItem({ file, url: URL.createObjectURL(file) }))]);
      setSaid(T.imagesAdded(accepted.length));
    }
  };
  const move = (index: number, by: number) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item);
    onChange(next);
    setSaid(T.imageMoved(index + 1, index + by + 1));
  };
  const remove = (index: number) => {
    onChange(value.filter((_, each) => each !== index));
    setSaid(T.imageRemoved(index + 1));
    picker.current?.focus();
  };
  const shown = refusal ?? error;

  return (
    <fieldset className="images-field">
      <legend>{T.images}</legend>
      <p className="field__hint" id={`${pickerId}-hint`}>
        {T.imagesHint}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {value.length > 0 && (
        <ol className="images-field__list">
          {value.map((item, index) => {
            const altId = `${pickerId}-alt-${item.key}`;
            return (
              <li key={item.key} className="images-field__item">
                <img
                  src={item.choice.file ? item.choice.url : imageAtWidth(item.choice.url, 320)}
                  alt=""
                  width="72"
                  height="72"
                />
                <div className="field images-field__alt">
                  <label htmlFor={altId}>{T.altOf(index + 1)}</label>
                  <input
                    id={altId}
                    type="text"
                    maxLength={150}
                    value={item.alt}
                    placeholder={altFallback}
                    onChange={(event) =>
                      onChange(value.map((each) => (each.key === item.key ? { ...each, alt: event.target.value } : each)))
                    }
                  />
                </div>
                <div className="images-field__actions">
                  <MoveButtons
                    index={index}
                    count={value.length}
                    move={move}
                    up={T.moveUp}
                    down={T.moveDown}
                    row={T.imageNumber(index + 1)}
                  />
                  <button type="button" className="button button--secondary" onClick={() => remove(index)}>
                    {T.removeImage}
                    <span className="visually-hidden"> {T.imageNumber(index + 1)}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <div className="field">
        <label htmlFor={pickerId}>{T.addImages}</label>
        <input
          ref={picker}
          id={pickerId}
          type="file"
          multiple
          className="image-field__picker"
          accept={IMAGE_ACCEPT}
          disabled={full}
          aria-invalid={Boolean(shown)}
          aria-describedby={[shown ? `${pickerId}-error` : '', `${pickerId}-hint`].filter(Boolean).join(' ')}
          onChange={(event) => add(event.target.files)}
        />
        {shown && (
          <p id={`${pickerId}-error`} className="field__error">
            {shown}
          </p>
        )}
      </div>
    </fieldset>
  );
}
