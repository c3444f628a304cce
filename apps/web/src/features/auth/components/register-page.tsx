import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailSchema, PASSWORD_MIN_LENGTH, RegisterSchema } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { usePreValidate } from '../api/pre-validate';
import { useRegister } from '../api/register';
import { focusFirstInvalid } from '../lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../lib/form-errors';
import { safeNext, withNext } from '../lib/safe-next';
import { AuthHeading } from './auth-heading';
import { PasswordField } from './password-field';

type Values = { firstName: string; lastName: string; email: string; password: string; phone: string };
const empty: Values = { firstName: '', lastName: '', email: '', password: '', phone: '' };
const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

/** /auth/register: creates the account, then asks for the emailed code (spec 2). */
export function RegisterPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const registerUser = useRegister();
  const preValidate = usePreValidate();
  const [values, setValues] = useState<Values>({ ...empty, email: params.get('email') ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Set when the address already has an account: offers signing in instead. */
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const set = (key: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _drop, ...rest }) => rest);
    if (key === 'email') setTakenEmail(null);
  };

  function checkEmail() {
    const parsed = EmailSchema.safeParse(values.email);
    if (!parsed.success) return;
    const email = parsed.data;
    preValidate.mutate(
      { email },
      {
        onSuccess: (problems) => {
          const problem = problems?.email;
          if (!problem) return;
          if (/taken|exist|registered/i.test(problem)) setTakenEmail(email);
          else setErrors((prev) => ({ ...prev, email: problem }));
        },
        // A hint, not a gate: submit reports the same problem if this check could not run.
        onError: () => undefined,
      },
    );
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const input = { ...values, phone: values.phone.trim() || undefined };
    const parsed = parseForm(RegisterSchema, input, REQUIRED);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return focusFirstInvalid(e.currentTarget as HTMLElement);
    }
    setErrors({});
    registerUser.mutate(parsed.data, {
      onSuccess: () => navigate(withNext('/auth/verify-email', next), { replace: true, state: { codeSent: true } }),
      onError: (err) => {
        if (isApiError(err) && err.error === 'EMAIL_TAKEN') return setTakenEmail(parsed.data.email);
        setErrors(serverFieldErrors(err));
      },
    });
  }

  const showFormError = registerUser.isError && !(isApiError(registerUser.error) && registerUser.error.error === 'EMAIL_TAKEN');
  const signInLink = withNext('/auth/sign-in', next, takenEmail ? { email: takenEmail } : {});

  return (
    <div>
      <AuthHeading title="Create your account">List your car in minutes. Our AI writes the listing and answers buyers.</AuthHeading>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {showFormError ? <Alert tone="error">{errorMessage(registerUser.error)}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
            autoFocus
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          value={values.email}
          onChange={set('email')}
          onBlur={checkEmail}
          error={errors.email}
          hint={
            takenEmail ? (
              <span className="text-ink">
                This email is already registered.{' '}
                <Link to={signInLink} className="font-semibold text-primary hover:underline">
                  Sign in instead?
                </Link>
              </span>
            ) : (
              'We will send a 6-digit code to confirm it.'
            )
          }
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A longer phrase is stronger.`}
          showStrength
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          name="phone"
          autoComplete="tel"
          inputMode="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="Buyers never see it. We use it only to reach you about your listing."
        />
        <Button type="submit" size="lg" className="w-full" loading={registerUser.isPending}>
          {registerUser.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already have an account?{' '}
        <Link to={signInLink} className="font-semibold text-primary hover:underline">
          Sign in
        </Link>
      </p>
    </div>
  );
}
