/**
 * A customer's details (name, company, GSTIN, country, state, addresses, notes, tags), and Edit: a form checked
 * with the server's own schema, saved over the version staff opened. When someone else saved in between, the
 * form says so and shows their version to edit again: nothing is overwritten unseen.
 */
import { type SubmitEvent, useState } from 'react';
import type { CustomerDetail } from '../../lib/api/customers.ts';
import { ApiError } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { Button } from '../components/Button.tsx';
import { TextField } from '../components/Field.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { sayFailure, signedOut } from '../components/failure.ts';
import { type CustomerEdit, editOf, editRefusal, isConflict, saveCustomer, tagsFrom } from './customer-save.ts';
import { SAVE_LABELS } from './save-labels.ts';

interface DetailsProps {
  customer: CustomerDetail;
  /** Reads the customer again (after a save, or to show the version someone else saved). */
  reload: () => Promise<void>;
}

type TextKey = 'name' | 'company' | 'gstin' | 'country' | 'state' | 'billingAddress' | 'shippingAddress' | 'notes';

/** The fields in the order a person reads them; the long ones take a few lines. */
const FIELDS: { key: TextKey; rows?: number; required?: boolean; hint?: string }[] = [
  { key: 'name', required: true },
  { key: 'company' },
  { key: 'gstin', hint: T.gstinHint },
  { key: 'country' },
  { key: 'state' },
  { key: 'billingAddress', rows: 3 },
  { key: 'shippingAddress', rows: 3, hint: T.shippingHint },
  { key: 'notes', rows: 4 },
];

export function CustomerDetails({ customer, reload }: DetailsProps) {
  const [editing, setEditing] = useState(false);
  const [conflict, setConflict] = useState(false);

  return (
    <section className="customer__section" aria-labelledby="customer-details">
      <div className="customer__section-head">
        <h2 id="customer-details">{T.detailsTitle}</h2>
        {!editing && (
          <Button look="secondary" small onClick={() => setEditing(true)}>
            {T.edit}
          </Button>
        )}
      </div>
      {editing ? (
        <DetailsForm
          // The stored version, once read again after a conflict, starts the form afresh.
          key={customer.version}
          customer={customer}
          conflict={conflict}
          onDone={() => {
            setEditing(false);
            setConflict(false);
          }}
          onConflict={async () => {
            // The stored version and the word of the conflict come together.
            await reload();
            setConflict(true);
          }}
          reload={reload}
        />
      ) : (
        <dl className="customer__fields">
          {FIELDS.map(({ key }) => (
            <div key={key} className={key.endsWith('Address') || key === 'notes' ? 'customer__long' : undefined}>
              <dt>{T.fields[key]}</dt>
              <dd>
                {customer[key] ||
                  (key === 'shippingAddress' && customer.billingAddress ? T.sameAddress : key === 'notes' ? T.noNotes : T.empty)}
              </dd>
            </div>
          ))}
          <div className="customer__long">
            <dt>{T.fields.tags}</dt>
            <dd>
              {customer.tags.length ? (
                <ul className="customer__tags">
                  {customer.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              ) : (
                T.noTags
              )}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

interface FormProps {
  customer: CustomerDetail;
  conflict: boolean;
  onDone: () => void;
  onConflict: () => Promise<void>;
  reload: () => Promise<void>;
}

function DetailsForm({ customer, conflict, onDone, onConflict, reload }: FormProps) {
  const [edit, setEdit] = useState<CustomerEdit>(() => editOf(customer));
  const [tags, setTags] = useState(customer.tags.join(', '));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = { ...edit, tags: tagsFrom(tags) };
    const refused = editRefusal(body);
    setErrors(refused ?? {});
    if (refused) {
      document.getElementById(`customer-${Object.keys(refused)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await saveCustomer(customer, body);
      void notify.success(answer.message);
      // The details show what was saved, never the version before it while the record is read again.
      await reload();
      onDone();
    } catch (error) {
      if (isConflict(error)) await onConflict();
      else if (!signedOut(error)) {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        sayFailure(T.saveFailed, error);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="customer__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {conflict && (
        <p className="customer__conflict" role="alert">
          {T.conflict}
        </p>
      )}
      {FIELDS.map(({ key, rows, required, hint }) => (
        <TextField
          key={key}
          id={`customer-${key}`}
          label={T.fields[key]}
          required={required}
          hint={hint}
          rows={rows}
          className={rows ? 'customer__long' : undefined}
          value={edit[key] ?? ''}
          error={errors[key]}
          onChange={(value) => setEdit((current) => ({ ...current, [key]: value }))}
        />
      ))}
      <TextField
        id="customer-tags"
        label={T.fields.tags}
        hint={T.tagsHint}
        className="customer__long"
        value={tags}
        error={errors.tags ?? Object.entries(errors).find(([field]) => field.startsWith('tags.'))?.[1]}
        onChange={setTags}
      />
      <FormActions className="customer__form-actions customer__long" busy={busy} onCancel={onDone} {...SAVE_LABELS} />
    </form>
  );
}
