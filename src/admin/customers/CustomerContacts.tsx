/**
 * A customer's contacts: each with its e-mail and phone (a click mails or calls), Edit and Remove (saved
 * with the whole record, over the version staff opened), and Add a contact (its e-mail must not be another
 * customer's: the server says which, and to merge instead). A dialog of name, e-mail and phone, checked with
 * the server's own contact schema. For Admins, End sessions signs a contact out of My orders everywhere (a lost
 * phone, a person who left the company); removing a contact does so by itself.
 */
import { type SubmitEvent, useState } from 'react';
import * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { type CustomerContact, type CustomerDetail, customersApi } from '../../lib/api/customers.ts';
import { ApiError, callApi, errorMessage } from '../../lib/client/api.ts';
import { notify } from '../../lib/client/notify.ts';
import { CUSTOMER_TEXTS as T } from '../../lib/messages/customers-screen.ts';
import { MY_ORDERS_STAFF as S } from '../../lib/messages/my-orders.ts';
import { customerContactSchema } from '../../lib/schemas/customers.ts';
import { fieldErrors } from '../../lib/schemas/parts.ts';
import { Button } from '../components/Button.tsx';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { TextField } from '../components/Field.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { sayFailure, signedOut } from '../components/failure.ts';
import { useStartAt } from '../components/use-start-at.ts';
import { useMe } from '../me.ts';
import { EmailLink, PhoneLinks } from '../inbox/contact-links.tsx';
import { editOf, isConflict, saveCustomer } from './customer-save.ts';
import { SAVE_LABELS } from './save-labels.ts';

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
  const admin = useMe()?.role === 'Admin';

  async function endSessions(contact: CustomerContact) {
    try {
      const answer = await callApi(customersApi.endSessions, { params: { id: customer._id }, body: { email: contact.email } });
      void notify.success(answer.message);
    } catch (error) {
      sayFailure(S.failed, error);
    }
  }

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
      sayFailure(T.saveFailed, error);
    }
  }

  const [H0, H1, H2, H3] = T.contactHeadings;
  const columns: Column<CustomerContact>[] = [
    {
      heading: H0,
      cell: (contact, index) => (
        <>
          {contact.name}
          {index === 0 && <span className="customer__badge">{T.primary}</span>}
        </>
      ),
    },
    { heading: H1, cell: (contact) => <EmailLink email={contact.email} /> },
    { heading: H2, cell: (contact) => <PhoneLinks phone={contact.phone} /> },
    {
      heading: H3,
      className: 'customer__row-actions',
      cell: (contact, index) => (
        <>
          <Button
            look="secondary"
            small
            aria-label={T.editContactLabel(contact.name)}
            onClick={() => setEditing({ index, contact })}
          >
            {T.editContact}
          </Button>
          {/* Ending a buyer's sessions is an Admin's (the server refuses Staff): Staff are not offered it. */}
          {admin && (
            <Button look="secondary" small aria-label={S.endSessionsLabel(contact.name)} onClick={() => void endSessions(contact)}>
              {S.endSessions}
            </Button>
          )}
          {contacts.length > 1 && (
            <Button look="secondary" small aria-label={T.removeContactLabel(contact.name)} onClick={() => void remove(index)}>
              {T.removeContact}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <section className="customer__section" aria-labelledby="customer-contacts">
      <div className="customer__section-head">
        <h2 id="customer-contacts">{T.contactsTitle}</h2>
        <Button look="secondary" small onClick={() => setEditing({ index: -1, contact: BLANK })}>
          {T.addContact}
        </Button>
      </div>
      {contacts.length === 0 ? (
        <p className="customer__none">{T.noContacts}</p>
      ) : (
        <DataTable
          caption={T.contactsCaption}
          className="customer__table"
          columns={columns}
          rows={contacts}
          rowKey={(contact, index) => `${contact.email}-${index}`}
        />
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

  useStartAt('contact-name');

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
      if (!signedOut(error)) {
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
      <FormActions busy={busy} onCancel={onCancel} {...SAVE_LABELS} />
    </form>
  );
}
