import { useState, type ChangeEvent, type FormEvent } from 'react';
import { UpdateUserSchema, type User } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { focusFirstInvalid } from '../../auth/lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../auth/lib/form-errors';
import { useUpdateUser } from '../../users/api/update-user';
import { SettingsSection } from './settings-section';

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
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setErrors({});
    update.mutate(
      { id: user.id, input: parsed.data },
      {
        onSuccess: (u) => setValues(fromUser(u)),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  }

  return (
    <SettingsSection id="profile" title="Profile" description="Buyers see your first name and the initial of your last name.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {update.isSuccess ? <Alert tone="success">Your profile is saved.</Alert> : null}
        {update.isError && Object.keys(errors).length === 0 ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} error={errors.firstName} />
          <TextField label="Last name" autoComplete="family-name" value={values.lastName} onChange={set('lastName')} error={errors.lastName} />
        </div>
        <TextField
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="Only Revy uses it, to reach you about your listings."
        />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending} disabled={!dirty} className="w-full sm:w-auto">
            Save profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
