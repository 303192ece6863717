/**
 * The pieces the public forms share (contact, help, quick quote, product quote): their useForm, a
 * labelled field wired to it, the honeypot, and the server's field messages shown under their fields;
 * for the three dialogs also their submit, first focus and closing buttons.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormRegister,
  type UseFormRegisterReturn,
  type UseFormReturn,
  type UseFormSetError,
  type UseFormSetFocus,
  useForm,
} from 'react-hook-form';
import { ApiError, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { SITE_TEXTS } from '../../lib/messages/site.ts';

/**
 * useForm for every public form: a field is checked once the visitor has left it (onTouched).
 * Islands hydrate on interaction (src/directives/interaction.ts), so a visitor can type into a
 * server-rendered field and leave it before React is there to hear the blur. react-hook-form keeps
 * what was typed; this also marks such a field touched and checks it as the form hydrates, so it says
 * what it would have said after hydration. Fields not edited, and the one still in use, wait as usual.
 */
export function usePublicForm<T extends FieldValues>(options: UseFormProps<T>): UseFormReturn<T> {
  const form = useForm<T>({ mode: 'onTouched', ...options });
  const { register: registerField, getValues, setValue } = form;
  // Only the first render can meet server-rendered fields the visitor typed into; fields React creates start as rendered.
  const hydrating = useRef(true);
  const leftBeforeHydration = useRef(new Set<Path<T>>());

  const register = useCallback<UseFormRegister<T>>(
    (name, fieldOptions) => {
      const registration = registerField(name, fieldOptions);
      return {
        ...registration,
        ref: (element: unknown) => {
          if (hydrating.current && wasEditedAndLeft(element)) leftBeforeHydration.current.add(name);
          registration.ref(element);
        },
      };
    },
    [registerField],
  );

  useEffect(() => {
    hydrating.current = false;
    for (const name of leftBeforeHydration.current) setValue(name, getValues(name), { shouldTouch: true, shouldValidate: true });
    leftBeforeHydration.current.clear();
  }, [getValues, setValue]);

  return { ...form, register };
}

/** A text field whose value is no longer the one the server rendered, and which no longer has focus. */
function wasEditedAndLeft(element: unknown): boolean {
  return (
    (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
    element.value !== element.defaultValue &&
    element !== document.activeElement
  );
}

export interface FormFieldProps {
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  /** Marked '*' and required (the browser checks it too unless the form has noValidate); else '(optional)'. */
  required?: boolean;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  /** An example or hint inside the empty field; never instead of the label. */
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'tel' | 'email' | 'numeric' | 'text';
  min?: number;
  step?: number;
}

/** The phone or mobile field's input: the telephone keypad and the browser's saved number. */
export const PHONE_INPUT = { type: 'tel', inputMode: 'tel', autoComplete: 'tel' } as const;

/** A label, its input or textarea, and the field's message under it (tied by aria-describedby). */
export function FormField({ label, error, registration, required = false, rows, placeholder, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    required,
    placeholder,
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

/**
 * A dialog's submit: `send` posts the form and resolves to the success toast. A refusal puts the server's
 * field messages under their fields, is kept in `failure` for DialogActions and toasted (`failureToast`
 * when given, else the error's own message); the dialog stays open with what was typed.
 */
export function useDialogSubmit<T extends FieldValues>(
  { handleSubmit, setError }: Pick<UseFormReturn<T>, 'handleSubmit' | 'setError'>,
  send: (values: T) => Promise<string>,
  failureToast?: string,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      void notify.success(await send(values));
    } catch (error) {
      const message = errorMessage(error);
      showServerErrors(error, values, setError);
      setFailure(message);
      void notify.error(failureToast ?? message);
    }
  });
  return { submit, failure };
}

/** The native dialog focuses its first control (Close); `field` is where the visitor starts. */
export function useFirstFocus<T extends FieldValues>(open: boolean, setFocus: UseFormSetFocus<T>, field: Path<T>): void {
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => setFocus(field));
    return () => cancelAnimationFrame(frame);
  }, [open, setFocus, field]);
}

/** Why the last send of a form failed, said under it (besides the toast); nothing when it did not. */
export function FormFailure({ failure }: { failure: string | null }) {
  if (!failure) return null;
  return (
    <p className="field__error" role="alert">
      {failure}
    </p>
  );
}

interface DialogActionsProps {
  /** The form's honeypot field, which every dialog carries. */
  honeypot: UseFormRegisterReturn;
  /** Why the last send failed, as said under the form; null when it did not. */
  failure: string | null;
  onCancel: () => void;
  busy: boolean;
  submitLabel: string;
}

/** The end of a dialog's form: the honeypot, why the last send failed, Cancel, and the submit button ('Sending…' while busy). */
export function DialogActions({ honeypot, failure, onCancel, busy, submitLabel }: DialogActionsProps) {
  return (
    <>
      <Honeypot registration={honeypot} />
      <FormFailure failure={failure} />
      <div className="dialog__actions">
        {/* Pressing Cancel keeps the focus where it is: a field left now would show its error first, and in a dialog
            as tall as the screen that line pushes Cancel from under the pointer before the click lands. */}
        <button
          type="button"
          className="button button--secondary"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onCancel}
        >
          Cancel
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {busy ? SITE_TEXTS.sending : submitLabel}
        </button>
      </div>
    </>
  );
}
