/**
 * The pieces the public dialogs' forms share (help, quick quote, product quote): a labelled field wired
 * to react-hook-form, the honeypot, and the server's field messages shown under their fields.
 */
import { useId } from 'react';
import type { FieldError, FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/client/api.ts';

export interface FormFieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  /** Marked '*' and required (the browser checks it too unless the form has noValidate); else '(optional)'. */
  required?: boolean;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  min?: number;
  step?: number;
}

/** A label, its input or textarea, and the field's message under it (tied by aria-describedby). */
export function FormField({ label, error, registration, required = false, rows, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...registration,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {label} {required ? <span aria-hidden="true">*</span> : <span className="field__optional">(optional)</span>}
      </label>
      {rows ? <textarea rows={rows} {...shared} /> : <input {...input} {...shared} />}
      {error?.message && (
        <p id={errorId} className="field__error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** Bots fill every field; people never see this one (src/lib/server/spam.ts). */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

/** A 400's field messages, each under its own field (fields the form does not have are left out). */
export function showServerErrors<T extends FieldValues>(error: unknown, values: T, setError: UseFormSetError<T>): void {
  if (!(error instanceof ApiError) || !error.errors) return;
  for (const [field, message] of Object.entries(error.errors)) {
    if (field in values) setError(field as Path<T>, { message });
  }
}
