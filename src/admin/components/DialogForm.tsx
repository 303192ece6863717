/**
 * A form in an admin dialog: its fields checked with the server's own schema once each is left, the first field
 * focused as the dialog opens, the send's refusals said under their fields and under the form (and toasted), and
 * Cancel and the submit at its end. One home, so every dialog's form works the same way.
 */
import type { BaseSyntheticEvent, ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { FormFailure, useDialogSubmit, useFirstFocus } from '../../components/ui/form-parts.tsx';
import { FormActions } from './FormActions.tsx';

/** What the form's end shows of a send: the submit, whether it is under way, why the last one failed. */
export interface DialogSending {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  busy: boolean;
  failure: string | null;
}

/**
 * The dialog form's state: `send` posts the checked values, and its answer's message is the success toast;
 * `done` then hands the answer on. `first` is the field the person starts at.
 */
export function useDialogForm<T extends FieldValues, A extends { message: string }>({
  resolver,
  defaultValues,
  first,
  send,
  done,
}: {
  resolver: NoInfer<Resolver<T>>;
  defaultValues: DefaultValues<T>;
  first: NoInfer<Path<T>>;
  send: (values: T) => Promise<A>;
  done: (answer: A) => void;
}) {
  const form = useForm<T>({ resolver, mode: 'onTouched', defaultValues });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useFirstFocus(true, form.setFocus, first);
  const { submit, failure } = useDialogSubmit(form, async (values) => {
    const answer = await send(values);
    done(answer);
    return answer.message;
  });
  const sending: DialogSending = { submit, busy: isSubmitting, failure };
  return { register, errors, sending };
}

export function DialogForm({
  sending: { submit, busy, failure },
  submitLabel,
  onCancel,
  children,
}: {
  sending: DialogSending;
  submitLabel: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form className="content-form" noValidate onSubmit={submit} aria-busy={busy}>
      {children}
      <FormFailure failure={failure} />
      <FormActions busy={busy} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
