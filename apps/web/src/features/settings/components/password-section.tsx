import { useState, type ChangeEvent, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, PasswordChangeSchema, type User } from '@revy/shared';
import { ButtonLink } from '../../../components/ui/button';
import { PasswordField, withNext } from '../../auth';
import { focusFirstInvalid } from '../../../lib/focus';
import { parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useChangePassword } from '../../users';
import { SaveButton, SaveStatus, SettingsSection } from './settings-section';

const empty = { oldPassword: '', password: '', confirm: '' };

/** Where a guest's password section would be: an invitation to make an account. */
export function GuestAccountSection() {
  return (
    <SettingsSection id="account" title="Account" description="You are using Revy as a guest.">
      <div className="space-y-3">
        <p className="font-semibold text-ink">Create an account to keep your work</p>
        <p className="text-sm text-muted">
          Your listings and messages stay with you. Sign in from any device, with a password you choose.
        </p>
        <div className="flex flex-col gap-2 pt-1 sm:flex-row">
          <ButtonLink to={withNext('/auth/register', '/settings')}>Create an account</ButtonLink>
          <ButtonLink variant="secondary" to={withNext('/auth/sign-in', '/settings')}>
            I already have one
          </ButtonLink>
        </div>
      </div>
    </SettingsSection>
  );
}

/** Password change; passwordless accounts are offered a password by email. */
export function PasswordSection({ user }: { user: User }) {
  if (!user.hasPassword) {
    return (
      <SettingsSection id="password" title="Password">
        <div className="space-y-3">
          <p className="text-sm text-muted">You sign in with codes we email you. Set a password to sign in faster.</p>
          <ButtonLink
            variant="secondary"
            to={withNext('/auth/forgot-password', null, user.email ? { email: user.email } : {})}
          >
            Set a password by email
          </ButtonLink>
        </div>
      </SettingsSection>
    );
  }
  return <ChangePasswordForm user={user} />;
}

function ChangePasswordForm({ user }: { user: User }) {
  const change = useChangePassword();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (key: keyof typeof empty) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (change.isSuccess) change.reset();
  };

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(PasswordChangeSchema, { oldPassword: values.oldPassword, password: values.password }, [
      'oldPassword',
      'password',
    ]);
    const next: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (!values.confirm) next.confirm = 'Required';
    else if (values.confirm !== values.password) next.confirm = 'The passwords do not match';
    if (!parsed.ok || Object.keys(next).length) {
      setErrors(next);
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setErrors({});
    change.mutate(
      { id: user.id, ...parsed.data },
      {
        onSuccess: () => setValues(empty),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  }

  return (
    <SettingsSection
      id="password"
      title="Password"
      description={`At least ${PASSWORD_MIN_LENGTH} characters. You stay signed in here.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <SaveStatus mutation={change} fieldErrors={errors} saved="Your password is changed." />
        {/* Lets password managers pair the new password with the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email ?? ''} readOnly hidden />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
            showStrength
          />
          <PasswordField
            label="Confirm new password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={errors.confirm}
          />
        </div>
        <SaveButton pending={change.isPending}>Change password</SaveButton>
      </form>
    </SettingsSection>
  );
}
