/**
 * The one image of a product or a blog post (docs/product.md 2.16, 2.17, section 5): a file picker, disabled
 * once an image is chosen, then a preview with a remove button. Files are checked here with the
 * upload endpoint's rules; the upload itself happens when the form is saved (resolveImage).
 */
import { useEffect, useRef, useState } from 'react';
import { imageAtWidth } from '../../lib/image-urls.ts';
import { Field } from '../components/Field.tsx';
import { IMAGE_ACCEPT, IMAGE_HINT, type ImageChoice, checkImageFile } from './image-upload.ts';

interface ImageFieldProps {
  id: string;
  label: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
  /** A refusal from the server (e.g. an unreadable file), shown like a check of our own. */
  error?: string;
}

export function ImageField({ id, label, value, onChange, error }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string>();
  const [focusPicker, setFocusPicker] = useState(false);

  // A preview of a new file is an object URL: free it once it is replaced or the form closes.
  const previewUrl = value?.file ? value.url : undefined;
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  useEffect(() => {
    if (focusPicker && !value) {
      inputRef.current?.focus();
      setFocusPicker(false);
    }
  }, [focusPicker, value]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const message = checkImageFile(file);
    if (inputRef.current) inputRef.current.value = '';
    setRefusal(message ?? undefined);
    if (!message) onChange({ file, url: URL.createObjectURL(file) });
  };

  return (
    <Field
      id={id}
      label={label}
      error={refusal ?? error}
      hint={value ? `${IMAGE_HINT} Remove the image to choose another.` : IMAGE_HINT}
    >
      {(control) => (
        <>
          <input
            {...control}
            ref={inputRef}
            type="file"
            className="image-field__picker"
            accept={IMAGE_ACCEPT}
            disabled={Boolean(value)}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          {value && (
            <div className="image-field__preview">
              <img src={value.file ? value.url : imageAtWidth(value.url, 320)} alt="Preview of the chosen image" />
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  onChange(null);
                  setRefusal(undefined);
                  setFocusPicker(true);
                }}
              >
                Remove image
              </button>
            </div>
          )}
        </>
      )}
    </Field>
  );
}
