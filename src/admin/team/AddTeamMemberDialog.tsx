/**
 * 'Add person' of the Team screen (docs/product.md 2.21): e-mail, name, role and a first password, checked
 * with the server's own userCreateSchema; the server's refusals (an e-mail already taken, a common password)
 * are said under their fields and in a toast, and the dialog keeps what was typed.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import type * as v from 'valibot';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { teamMembersApi } from '../../lib/api/team.ts';
import { callApi } from '../../lib/client/api.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import { type TeamMember, userCreateSchema } from '../../lib/schemas/team.ts';
import { DialogForm, useDialogForm } from '../components/DialogForm.tsx';
import { Field } from '../components/Field.tsx';
import { RoleLines, RoleOptions } from './TeamMemberRow.tsx';

type PersonInput = v.InferInput<typeof userCreateSchema>;

/** The form as it opens: nothing typed, for a member of the sales team. */
const NEW_PERSON: PersonInput = { email: '', name: '', role: 'Staff', password: '' };

interface AddPersonDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (member: TeamMember) => void;
}

export function AddTeamMemberDialog({ open, onClose, onAdded }: AddPersonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={TEAM_TEXTS.addPerson}>
      {open && <AddTeamMemberForm onCancel={onClose} onAdded={onAdded} />}
    </Dialog>
  );
}

function AddTeamMemberForm({ onCancel, onAdded }: { onCancel: () => void; onAdded: (member: TeamMember) => void }) {
  const { register, errors, sending } = useDialogForm({
    resolver: valibotResolver(userCreateSchema),
    defaultValues: NEW_PERSON,
    first: 'email',
    send: (values) => callApi(teamMembersApi.create, { body: values }),
    done: (answer) => onAdded(answer.data),
  });

  return (
    <DialogForm sending={sending} submitLabel={TEAM_TEXTS.addPerson} onCancel={onCancel}>
      <Field id="person-email" label="E-mail" required error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field id="person-name" label="Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" />}
      </Field>
      <Field id="person-role" label="Role" error={errors.role?.message} hint={<RoleLines />}>
        {(control) => (
          <select {...control} {...register('role')}>
            <RoleOptions />
          </select>
        )}
      </Field>
      <Field id="person-password" label="Password" required error={errors.password?.message} hint={TEAM_TEXTS.passwordHint}>
        {(control) => <input {...control} {...register('password')} type="password" autoComplete="new-password" />}
      </Field>
    </DialogForm>
  );
}
