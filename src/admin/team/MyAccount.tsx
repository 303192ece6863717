/**
 * My account (docs/product.md 2.21, from the avatar menu): one's name, which the top bar follows, and one's
 * password, changed with the current one; the change signs out every other session of the person. Both
 * forms check with the server's schemas and say a refusal under the field and in a toast.
 */
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { FormFailure, useDialogSubmit } from '../../components/ui/form-parts.tsx';
import { type Me, accountApi } from '../../lib/api/team.ts';
import { callApi } from '../../lib/client/api.ts';
import { TEAM_TEXTS } from '../../lib/messages/team.ts';
import { accountNameSchema, passwordChangeSchema } from '../../lib/schemas/team.ts';
import { SubmitButton } from '../components/Button.tsx';
import { Field } from '../components/Field.tsx';
import { Loading } from '../components/Loading.tsx';
import { setMe, useMe } from '../me.ts';
import './team.css';

export default function MyAccount() {
  const me = useMe();
  return (
    <section className="account">
      <h1>{TEAM_TEXTS.myAccount}</h1>
      {me ? (
        <>
          <NameForm me={me} />
          <PasswordForm me={me} />
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}

function AccountSubmit({ busy, label }: { busy: boolean; label: string }) {
  return (
    <div className="dialog__actions">
      <SubmitButton busy={busy} label={label} />
    </div>
  );
}

function NameForm({ me }: { me: Me }) {
  const form = useForm<v.InferInput<typeof accountNameSchema>>({
    resolver: valibotResolver(accountNameSchema),
    mode: 'onTouched',
    defaultValues: { name: me.name },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, failure } = useDialogSubmit(form, async (values) => {
    const answer = await callApi(accountApi.rename, { body: values });
    setMe(answer.data);
    return answer.message;
  });
  return (
    <form className="account__section" noValidate onSubmit={submit} aria-labelledby="account-name-title">
      <h2 id="account-name-title">{TEAM_TEXTS.yourName}</h2>
      <p>
        {me.email} · {me.role}
      </p>
      <Field id="account-name" label="Name" required error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" />}
      </Field>
      <FormFailure failure={failure} />
      <AccountSubmit busy={isSubmitting} label={TEAM_TEXTS.saveName} />
    </form>
  );
}

function PasswordForm({ me }: { me: Me }) {
  const form = useForm<v.InferInput<typeof passwordChangeSchema>>({
    resolver: valibotResolver(passwordChangeSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const {
    register,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const [changed, setChanged] = useState<string | null>(null);
  const { submit, failure } = useDialogSubmit(form, async (values) => {
    setChanged(null);
    const answer = await callApi(accountApi.changePassword, { body: values });
    reset();
    setChanged(answer.message);
    return answer.message;
  });
  return (
    <form className="account__section" noValidate onSubmit={submit} aria-labelledby="account-password-title">
      <h2 id="account-password-title">{TEAM_TEXTS.changePassword}</h2>
      {/* For password managers: whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
      <Field id="account-current-password" label={TEAM_TEXTS.currentPassword} required error={errors.currentPassword?.message}>
        {(control) => <input {...control} {...register('currentPassword')} type="password" autoComplete="current-password" />}
      </Field>
      <Field
        id="account-new-password"
        label={TEAM_TEXTS.newPassword}
        required
        error={errors.newPassword?.message}
        hint={TEAM_TEXTS.passwordHint}
      >
        {(control) => <input {...control} {...register('newPassword')} type="password" autoComplete="new-password" />}
      </Field>
      <FormFailure failure={failure} />
      <p role="status" className="account__changed">
        {changed}
      </p>
      <AccountSubmit busy={isSubmitting} label={TEAM_TEXTS.changePassword} />
    </form>
  );
}
