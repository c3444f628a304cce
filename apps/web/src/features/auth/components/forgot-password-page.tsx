import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH, PasswordResetFinishSchema, PasswordResetStartSchema } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-client';
import { useFinishPasswordReset, useStartPasswordReset } from '../api/password-reset';
import { focusFirstInvalid, reportValidity } from '../../../lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { AuthFooter, AuthHeading } from './auth-heading';
import { EmailField, FormError, SubmitButton } from './form-fields';
import { PasswordField } from './password-field';

/** /auth/forgot-password: ask for a link, or (with `?code=`) choose the new password. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  return code ? <ChooseNewPassword resetCode={code} /> : <RequestLink defaultEmail={params.get('email') ?? ''} />;
}

/**
 * Step 1. The answer never says whether an account exists: the same message follows success
 * and any refusal about the address itself. Only faults the user can act on (no connection,
 * too many tries, our outage) show as errors.
 */
function RequestLink({ defaultEmail }: { defaultEmail: string }) {
  const start = useStartPasswordReset();
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(PasswordResetStartSchema, { email }, ['email']);
    if (!reportValidity(parsed, e.currentTarget, setErrors)) return;
    const done = () => setSentTo(parsed.data.email);
    start.mutate(parsed.data, {
      onSuccess: done,
      onError: (err) => {
        const actionable = !isApiError(err) || err.status === 0 || err.status === 429 || err.status >= 500;
        if (!actionable) done();
      },
    });
  }

  if (sentTo) {
    return (
      <div>
        <AuthHeading title="Check your email" />
        <Alert tone="success" title="If an account exists, we sent a link">
          If <strong className="[overflow-wrap:anywhere]">{sentTo}</strong> belongs to a Revy account, you will get an
          email with a link to choose a new password. The link works once, for one hour.
        </Alert>
        <p className="mt-4 text-sm text-muted">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <button
            type="button"
            className="font-medium text-primary hover:underline"
            onClick={() => {
              start.reset();
              setSentTo(null);
            }}
          >
            try another address
          </button>
          .
        </p>
        <ButtonLink to="/auth/sign-in" variant="secondary" size="lg" className="mt-6 w-full">
          Back to sign in
        </ButtonLink>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading title="Forgot your password?">
        Enter your email and we will send you a link to choose a new one.
      </AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={start.isError ? errorMessage(start.error) : null} />
        <EmailField value={email} onChange={(e) => setEmail(e.target.value)} error={errors.email} autoFocus />
        <SubmitButton pending={start.isPending}>Send reset link</SubmitButton>
      </form>
      <AuthFooter prompt="Remembered it?" to="/auth/sign-in">
        Sign in
      </AuthFooter>
    </div>
  );
}

/** Step 2, from the emailed link. */
function ChooseNewPassword({ resetCode }: { resetCode: string }) {
  const finish = useFinishPasswordReset();
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(PasswordResetFinishSchema, { resetCode, password: values.password }, ['password']);
    const next: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
    if (!values.confirm) next.confirm = 'Required';
    else if (values.confirm !== values.password) next.confirm = 'The passwords do not match';
    if (!parsed.ok || Object.keys(next).length) {
      // A malformed code from a truncated link is the link's fault, not a field's.
      if (next.resetCode) next._link = 'This reset link is incomplete. Copy the whole link from the email.';
      setErrors(next);
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setErrors({});
    finish.mutate(parsed.data, { onError: (err) => setErrors(serverFieldErrors(err)) });
  }

  if (finish.isSuccess) {
    return (
      <div>
        <AuthHeading title="Password changed" />
        <Alert tone="success">Your new password is set. Sign in with it to continue.</Alert>
        <ButtonLink to="/auth/sign-in" size="lg" className="mt-6 w-full">
          Sign in
        </ButtonLink>
      </div>
    );
  }

  const linkDead =
    isApiError(finish.error) && ['INVALID_CODE', 'CODE_EXPIRED', 'NOT_FOUND'].includes(finish.error.error);
  const formError = errors._link ?? (finish.isError ? errorMessage(finish.error) : null);

  if (linkDead) {
    return (
      <div>
        <AuthHeading title="This link no longer works" />
        <div className="space-y-4">
          <Alert tone="error" title="This reset link has expired or was already used">
            Links work once, for one hour. Ask for a new one and use the latest email.
          </Alert>
          <ButtonLink to="/auth/forgot-password" size="lg" className="w-full">
            Send a new link
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div>
      <AuthHeading title="Choose a new password">Pick something you have not used on Revy before.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={formError} />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          showStrength
          autoFocus
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={values.confirm}
          onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
          error={errors.confirm}
        />
        <SubmitButton pending={finish.isPending}>Set new password</SubmitButton>
      </form>
    </div>
  );
}
