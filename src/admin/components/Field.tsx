/**
 * The admin's labelled fields, one kit for every screen: a label, its control, its hint and its error, wired
 * for assistive technology (the error and hint are announced with the control and mark it invalid).
 * `Field` holds any control; the others are Field with the control the screens use most: a dropdown or an
 * input registered with react-hook-form, and a dropdown, a text or a list's search kept in a screen's own state.
 */
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { NOTE_MAX, SEARCH_MAX } from '../../lib/schemas/parts.ts';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Classes besides `field`, for the screen's layout. */
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function Field({ id, label, required, error, hint, className, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A dropdown's choices: values shown as they are, or value and label pairs. */
type Options<V extends string = string> = readonly (V | { value: V; label: string })[];

/** A record's labels by value (a texts module's choices) as a dropdown's choices, in the record's order. */
export const labelled = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** A dropdown's `<option>`s, one a choice. */
export function OptionList({ options }: { options: Options }) {
  return (
    <>
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}

interface SelectFieldProps extends Omit<FieldProps, 'children'> {
  options: Options;
  /** An empty first choice, for a field that starts unchosen. */
  placeholder?: string;
  registration: UseFormRegisterReturn;
}

/** A Field holding a dropdown registered with react-hook-form. */
export function SelectField({ options, placeholder, registration, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} {...registration}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          <OptionList options={options} />
        </select>
      )}
    </Field>
  );
}

interface ChoiceFieldProps<V extends string> extends Omit<FieldProps, 'children'> {
  value: V;
  options: Options<V>;
  onChange: (value: V) => void;
}

/** A Field holding a dropdown kept in the screen's own state or its address (a list's filter or sort). */
export function ChoiceField<V extends string>({ value, options, onChange, ...field }: ChoiceFieldProps<V>) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value as V)}>
          <OptionList options={options} />
        </select>
      )}
    </Field>
  );
}

/** The message of the first error at `path` of a react-hook-form form (nested objects and lists included). */
export function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

interface RegisteredProps<T extends FieldValues> extends Omit<FieldProps, 'children' | 'error'> {
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>;
  path: Path<T>;
}

/** A Field holding an input registered with react-hook-form at `path`, its error read from the form. */
export function InputField<T extends FieldValues>({
  form,
  path,
  type = 'text',
  ...field
}: RegisteredProps<T> & { type?: string }) {
  return (
    <Field {...field} error={errorAt(form.formState.errors, path)}>
      {(control) => <input {...control} type={type} {...form.register(path)} />}
    </Field>
  );
}

/** A Field holding a number input registered at `path`: a blank reads as NaN (the schema's 'required'), or as null. */
export function NumberField<T extends FieldValues>({
  form,
  path,
  step,
  blankIsNull,
  ...field
}: RegisteredProps<T> & { step?: string; blankIsNull?: boolean }) {
  return (
    <Field {...field} error={errorAt(form.formState.errors, path)}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          step={step}
          {...form.register(path, {
            setValueAs: (value) => (value === '' || value === null ? (blankIsNull ? null : NaN) : Number(value)),
          })}
        />
      )}
    </Field>
  );
}

interface TextFieldProps extends Omit<FieldProps, 'children'> {
  value: string;
  onChange: (value: string) => void;
  /** A textarea of this many rows instead of an input. */
  rows?: number;
  type?: 'text' | 'url' | 'number' | 'date' | 'search';
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal';
  min?: number;
  max?: number;
  step?: number;
}

/** A Field holding a text kept in the screen's own state: one line, or `rows` lines. */
export function TextField({
  value,
  onChange,
  rows,
  type,
  maxLength,
  placeholder,
  inputMode,
  min,
  max,
  step,
  ...field
}: TextFieldProps) {
  const common = { value, maxLength, placeholder };
  return (
    <Field {...field}>
      {(control) =>
        rows ? (
          <textarea {...control} {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...control}
            {...common}
            type={type}
            inputMode={inputMode}
            min={min}
            max={max}
            step={step}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** A TextField for a list's search words. */
export function SearchField(props: Omit<TextFieldProps, 'type' | 'maxLength' | 'rows'>) {
  return <TextField {...props} type="search" maxLength={SEARCH_MAX} />;
}

/** A TextField for a note or a message: two lines to start, as long as the schemas let a note be. */
export function NoteField(props: Omit<TextFieldProps, 'type' | 'maxLength' | 'rows'>) {
  return <TextField {...props} rows={2} maxLength={NOTE_MAX} />;
}
