/**
 * A customer's contacts: each with its e-mail and phone (a click mails or calls), Edit and Remove (saved
 * with the whole record, over the version staff opened), and Add a contact (its e-mail must not be another
 * customer's: the server says which, and to merge instead). A dialog of name, e-mail and phone, checked with
 * the server's own contact schema.
 */
import { type SubmitEvent, useEffect, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type CustomerContact, type CustomerDetail, customersApi } from '../../lib/api/customers.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { customerContactSchema } from '../../lib/schemas/customers.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { TextField } from '../components/Field.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { EmailLink, PhoneLinks } from '../inbox/contact-links.tsx';
import { editOf, isConflict, saveCustomer } from './customer-save.ts';

interface ContactsProps {
  customer: CustomerDetail;
  reload: () => Promise<void>;
}

/** The contact being edited (its place in the list), or a new one (-1). */
type Editing = { index: number; contact: CustomerContact } | null;

const BLANK: CustomerContact = { name: '', email: '', phone: '' };

export function CustomerContacts({ customer, reload }: ContactsProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const { contacts } = customer;

  /** Saves the record with `change` made to its contacts; a conflict reads the stored version and says so. */
  async function saveContacts(next: CustomerContact[]) {
    try {
      const answer = await saveCustomer(customer, { ...editOf(customer), contacts: next });
      void notify.success(answer.message);
      await reload();
      return null;
    } catch (error) {
      if (isConflict(error)) {
        await reload();
        return T.conflict;
      }
      throw error;
    }
  }

  async function remove(index: number) {
    try {
      const refused = await saveContacts(contacts.filter((_, at) => at !== index));
      if (refused) void notify.error(refused);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401))
        void notify.error(T.saveFailed, { description: errorMessage(error) });
    }
  }

  return (
    <section className="customer__section" aria-labelledby="customer-contacts">
      <div className="customer__section-head">
        <h2 id="customer-contacts">{T.contactsTitle}</h2>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => setEditing({ index: -1, contact: BLANK })}
        >
          {T.addContact}
        </button>
      </div>
      {contacts.length === 0 ? (
        <p className="customer__none">{T.noContacts}</p>
      ) : (
        <div className="table-scroll" role="region" aria-label={T.contactsCaption} tabIndex={0}>
          <table className="admin-table customer__table">
            <caption className="visually-hidden">{T.contactsCaption}</caption>
            <TableHead columns={T.contactHeadings} />
            <tbody>
              {contacts.map((contact, index) => (
                <tr key={`${contact.email}-${index}`}>
                  <td data-label={T.contactHeadings[0]}>
                    {contact.name}
                    {index === 0 && <span className="customer__badge">{T.primary}</span>}
                  </td>
                  <td data-label={T.contactHeadings[1]}>
                    <EmailLink email={contact.email} />
                  </td>
                  <td data-label={T.contactHeadings[2]}>
                    <PhoneLinks phone={contact.phone} />
                  </td>
                  <td data-label={T.contactHeadings[3]} className="customer__row-actions">
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={T.editContactLabel(contact.name)}
                      onClick={() => setEditing({ index, contact })}
                    >
                      {T.editContact}
                    </button>
                    {contacts.length > 1 && (
                      <button
                        type="button"
                        className="button button--secondary button--small"
                        aria-label={T.removeContactLabel(contact.name)}
                        onClick={() => void remove(index)}
                      >
                        {T.removeContact}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing && editing.index >= 0 ? T.editContactTitle(editing.contact.name) : T.newContactTitle}
      >
        {editing && (
          <ContactForm
            start={editing.contact}
            onCancel={() => setEditing(null)}
            onSave={async (contact) => {
              if (editing.index < 0) {
                const answer = await callApi(customersApi.addContact, { params: { id: customer._id }, body: contact });
                void notify.success(answer.message);
                await reload();
                return null;
              }
              return saveContacts(contacts.map((each, at) => (at === editing.index ? contact : each)));
            }}
            onSaved={() => setEditing(null)}
          />
        )}
      </Dialog>
    </section>
  );
}

interface ContactFormProps {
  start: CustomerContact;
  onCancel: () => void;
  /** Saves the contact: null when saved, or what to say instead (a conflict); throws on a refusal. */
  onSave: (contact: CustomerContact) => Promise<string | null>;
  onSaved: () => void;
}

function ContactForm({ start, onCancel, onSave, onSaved }: ContactFormProps) {
  const [contact, setContact] = useState<CustomerContact>({ ...start, phone: start.phone ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  // The native dialog focuses its first control (Close): staff start at the name.
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.getElementById('contact-name')?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = v.safeParse(customerContactSchema, contact);
    const refused = result.success ? {} : fieldErrors(result.issues);
    setErrors(refused);
    setSaid('');
    if (!result.success) {
      document.getElementById(`contact-${Object.keys(refused)[0] ?? 'name'}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await onSave(contact);
      if (answer) setSaid(answer);
      else onSaved();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        setSaid(errorMessage(error));
      }
    } finally {
      setBusy(false);
    }
  }

  const field = (key: keyof CustomerContact) => (
    <TextField
      id={`contact-${key}`}
      label={T.contactFields[key]}
      required={key !== 'phone'}
      value={contact[key] ?? ''}
      error={errors[key]}
      onChange={(value) => setContact((current) => ({ ...current, [key]: value }))}
    />
  );

  return (
    <form className="customer__dialog-form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      {field('name')}
      {field('email')}
      {field('phone')}
      <p className="customer__said" role="status">
        {said}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {T.cancel}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {busy ? T.saving : T.save}
        </button>
      </div>
    </form>
  );
}
