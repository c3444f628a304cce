import { useState, type ChangeEvent, type FormEvent } from 'react';
import { UpdateUserSchema, type User } from '@revy/shared';
import { NameFields, PhoneField } from '../../auth';
import { reportValidity } from '../../../lib/focus';
import { parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useUpdateUser } from '../../users';
import { SaveButton, SaveStatus, SettingsSection } from './settings-section';

const fromUser = (u: User) => ({ firstName: u.firstName ?? '', lastName: u.lastName ?? '', phone: u.phone ?? '' });

/** First and last name and phone (POST /v1/user/{id}). */
export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateUser();
  const [values, setValues] = useState(() => fromUser(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const saved = fromUser(user);
  const dirty = (Object.keys(values) as (keyof typeof values)[]).some((k) => values[k].trim() !== saved[k]);

  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (update.isSuccess) update.reset();
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { firstName: values.firstName, lastName: values.lastName, phone: values.phone.trim() || null };
    const parsed = parseForm(UpdateUserSchema, input, ['firstName', 'lastName']);
    if (!reportValidity(parsed, e.currentTarget, setErrors)) return;
    update.mutate(
      { id: user.id, input: parsed.data },
      {
        onSuccess: (u) => setValues(fromUser(u)),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  }

  return (
    <SettingsSection
      id="profile"
      title="Profile"
      description="Buyers see your first name and the initial of your last name."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <SaveStatus mutation={update} fieldErrors={errors} saved="Your profile is saved." />
        <NameFields values={values} errors={errors} onChange={set} />
        <PhoneField
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="Only Revy uses it, to reach you about your listings."
        />
        <SaveButton pending={update.isPending} disabled={!dirty}>
          Save profile
        </SaveButton>
      </form>
    </SettingsSection>
  );
}
