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
import { ADMIN_TEXTS } from '../../lib/messages.ts';
import type { Versioned } from '../../lib/types.ts';
import { showServerErrors } from '../../components/ui/form-parts.tsx';
import { announceContentChange } from '../publishing.ts';
import type { ConflictState } from './ConflictDialog.tsx';
import { type ConflictField, changedFields, ifMatch, storedOnConflict } from './edit-conflict.ts';
import { type ImageChoice, resolveImage } from './image-upload.ts';

interface SaveOptions<V extends FieldValues, R extends Versioned> {
  /** The form's image; absent for a form without one. */
  image?: ImageChoice;
  setError: UseFormSetError<V>;
  /** The record as opened; absent when adding. */
  opened?: R;
  /** What the conflict dialog compares. */
  fields: readonly ConflictField<R>[];
  /** Puts a stored record into the form (Reload). */
  load: (record: R) => void;
  /**
   * Creates the record, or replaces `edit.record` sending `edit.headers` (If-Match), given the form's values
   * and the image's address ('' for none).
   */
  send: (values: V, imageUrl: string, edit?: Edit<R>) => Promise<{ message?: string }>;
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
  imageUrl: string;
}

export function useContentSave<V extends FieldValues, R extends Versioned>(options: SaveOptions<V, R>) {
  const { image = null, setError, opened, fields, load, send, saved, failed, onSaved } = options;
  const [busy, setBusy] = useState(false);
  const [imageError, setImageError] = useState<string>();
  // The version the form edits: the one opened, or the stored one after Reload.
  const [base, setBase] = useState(opened);
  const [conflict, setConflict] = useState<Conflict<V, R> | null>(null);

  const commit = async (values: V, imageUrl: string, version: number, retried = false): Promise<void> => {
    try {
      const answer = await send(values, imageUrl, base && { record: base, headers: ifMatch(version) });
      announceContentChange();
      void notify.success(answer?.message || saved);
      setConflict(null);
      onSaved();
    } catch (error) {
      const stored = storedOnConflict<R>(error);
      if (stored && base) {
        const changes = changedFields(fields, base, stored);
        // Nothing this form writes moved on (say, a status flipped from the list): a save over it loses nothing.
        if (changes.length === 0 && !retried) return commit(values, imageUrl, stored.version, true);
        setConflict({ message: errorMessage(error), changes, stored, values, imageUrl });
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
    let imageUrl: string;
    try {
      imageUrl = await resolveImage(image);
    } catch (error) {
      setImageError(errorMessage(error, ADMIN_TEXTS.imageUploadFailed));
      failed(error);
      setBusy(false);
      return;
    }
    await commit(values, imageUrl, base?.version ?? 0);
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
      void commit(conflict.values, conflict.imageUrl, conflict.stored.version);
    },
  };
  return { busy, imageError, save, conflictDialog };
}
