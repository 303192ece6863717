/**
 * A money or billing form's two checks, said at the fields: the form's own schema before anything is sent
 * (the same valibot schema the server reads), then the server's refusal of a field, as the form's own check
 * would say it. Either way the first field in error takes the focus.
 */
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { ApiError } from '../../../lib/client/api.ts';
import { fieldErrors } from '../../../lib/schemas/parts.ts';

export function useCheckedForm() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  /** True when the body passes the form's schema; otherwise its errors are shown and nothing is sent. */
  function passes(schema: v.GenericSchema, body: unknown): boolean {
    const checked = v.safeParse(schema, body);
    if (checked.success) {
      setErrors({});
      return true;
    }
    setErrors(fieldErrors(checked.issues));
    focusFirstError();
    return false;
  }

  /** Sends the form: a refusal naming fields is shown at them, and thrown on for the panel to say. */
  async function send<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        setErrors(error.errors);
        focusFirstError();
      }
      throw error;
    }
  }

  return { form, errors, setErrors, passes, send };
}
