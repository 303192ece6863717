/**
 * Saving a product, a blog post or a testimonial from its form: the chosen image is uploaded first (a
 * refusal is shown under the image field), then the record is created or replaced, the publishing
 * indicator is told (the site rebuilds), the success toast shows and the panel closes. A refused save
 * keeps the panel open, puts the server's field messages under their fields and toasts why
 * (docs/product.md departure 12). A replace names the version it was made over (If-Match); when someone
 * else saved since, the conflict dialog shows what changed and offers Reload or Overwrite.
 */
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { ADMIN_TEXTS } from '../../lib/messages/admin.ts';
import type { Versioned } from '../../lib/schemas/parts.ts';
import { showServerErrors } from '../../components/ui/form-parts.tsx';
import { announceContentChange } from '../publishing.ts';
import type { ConflictState } from './ConflictDialog.tsx';
import { type ConflictField, changedFields, ifMatch, storedOnConflict } from './edit-conflict.ts';
import { type ImageChoice, resolveImage } from './image-upload.ts';

interface SaveOptions<V extends FieldValues, R extends Versioned> {
  /** The form's images in order (a product has up to 8, a post one); absent for a form without any. */
  images?: ImageChoice[];
  setError: UseFormSetError<V>;
  /** The record as opened; absent when adding. */
  opened?: R;
  /** What the conflict dialog compares. */
  fields: readonly ConflictField<R>[];
  /** Puts a stored record into the form (Reload). */
  load: (record: R) => void;
  /**
   * Creates the record, or replaces `edit.record` sending `edit.headers` (If-Match), given the form's values
   * and the images' stored addresses, in order.
   */
  send: (values: V, imageUrls: string[], edit?: Edit<R>) => Promise<{ message?: string }>;
  /** The success toast when the server sends no message. */
  saved: string;
  /** Toasts a failed save. */
  failed: (error: unknown) => void;
  onSaved: () => void;
}

interface Edit<R> {
  record: R;
  headers: Record<string, string>;
}

interface Conflict<V, R> extends ConflictState {
  stored: R;
  values: V;
  imageUrls: string[];
}

export function useContentSave<V extends FieldValues, R extends Versioned>(options: SaveOptions<V, R>) {
  const { images = [], setError, opened, fields, load, send, saved, failed, onSaved } = options;
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState<string>();
  // The version the form edits: the one opened, or the stored one after Reload.
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<Conflict<V, R> | null>(null);

  const commit = async (values: V, imageUrls: string[], version: number, retried = false): Promise<void> => {
    try {
      const answer = await send(values, imageUrls, base && { record: base, headers: ifMatch(version) });
      announceContentChange();
      void notify.success(answer?.message || saved);
      setConflict(null);
      onSaved();
    } catch (error) {
      const stored = storedOnConflict<R>(error);
      if (stored && base) {
        const changes = changedFields(fields, base, stored);
        // Nothing this form writes moved on (say, a status flipped from the list): a save over it loses nothing.
        if (changes.length === 0 && !retried) return commit(values, imageUrls, stored.version, true);
        setConflict({ message: errorMessage(error), changes, stored, values, imageUrls });
      } else {
        console.error(error);
        showServerErrors(error, values, setError);
        failed(error);
      }
      setBusy(false);
    }
  };

  const save = async (values: V) => {
    setBusy(true);
    setImageError(undefined);
    let imageUrls: string[];
    try {
      // Uploaded one after another: a refusal names the first image refused and leaves the rest unsent.
      imageUrls = [];
      for (const image of images) {
        const url = await resolveImage(image);
        if (url) imageUrls.push(url);
      }
    } catch (error) {
      setImageError(errorMessage(error, ADMIN_TEXTS.imageUploadFailed));
      failed(error);
      setBusy(false);
      return;
    }
    await commit(values, imageUrls, base?.version ?? 0);
  };

  const conflictDialog = {
    conflict,
    busy,
    onClose: () => setConflict(null),
    onReload: () => {
      if (!conflict) return;
      setBase(conflict.stored);
      load(conflict.stored);
      setConflict(null);
    },
    onOverwrite: () => {
      if (!conflict) return;
      setBusy(true);
      void commit(conflict.values, conflict.imageUrls, conflict.stored.version);
    },
  };
  return { busy, imageError, save, conflictDialog };
}
