/**
 * Saving a product or a blog post from its side panel: the chosen image is uploaded first (a refusal is
 * shown under the image field), then the record is created or replaced, the publishing indicator is told
 * (the site rebuilds), the success toast shows and the panel closes. A refused save keeps the panel open,
 * puts the server's field messages under their fields and toasts why (docs/product.md departure 12).
 */
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_TEXTS } from '../../lib/messages.ts';
import { showServerErrors } from '../../components/ui/form-parts.tsx';
import { announceContentChange } from '../publishing.ts';
import { type ImageChoice, resolveImage } from './image-upload.ts';

interface SaveOptions<V extends FieldValues> {
  image: ImageChoice;
  setError: UseFormSetError<V>;
  /** Creates or replaces the record, given the form's values and the image's address ('' for none). */
  send: (values: V, imageUrl: string) => Promise<{ message?: string }>;
  /** The success toast when the server sends no message. */
  saved: string;
  /** Toasts a failed save. */
  failed: (error: unknown) => void;
  onSaved: () => void;
}

export function useContentSave<V extends FieldValues>({ image, setError, send, saved, failed, onSaved }: SaveOptions<V>) {
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState<string>();

  const save = async (values: V) => {
    setBusy(true);
    setImageError(undefined);
    try {
      let imageUrl: string;
      try {
        imageUrl = await resolveImage(image);
      } catch (error) {
        setImageError(errorMessage(error, ADMIN_TEXTS.imageUploadFailed));
        throw error;
      }
      const answer = await send(values, imageUrl);
      announceContentChange();
      void notify.success(answer?.message || saved);
      onSaved();
    } catch (error) {
      console.error(error);
      showServerErrors(error, values, setError);
      failed(error);
      setBusy(false);
    }
  };
  return { busy, imageError, save };
}
