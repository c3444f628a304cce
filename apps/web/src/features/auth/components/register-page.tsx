import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EmailSchema, PASSWORD_MIN_LENGTH, RegisterSchema } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { usePreValidate } from '../api/pre-validate';
import { useRegister } from '../api/register';
import { reportValidity } from '../../../lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { safeNext, withNext } from '../lib/safe-next';
import { AuthFooter, AuthHeading } from './auth-heading';
import { SocialButtons } from './social-buttons';
import { EmailField, FormError, NameFields, PhoneField, SubmitButton } from './form-fields';
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
    if (!reportValidity(parsed, e.currentTarget, setErrors)) return;
    registerUser.mutate(parsed.data, {
      onSuccess: () => navigate(withNext('/auth/verify-email', next), { replace: true, state: { codeSent: true } }),
      onError: (err) => {
        if (isApiError(err) && err.error === 'EMAIL_TAKEN') return setTakenEmail(parsed.data.email);
        setErrors(serverFieldErrors(err));
      },
    });
  }

  const showFormError =
    registerUser.isError && !(isApiError(registerUser.error) && registerUser.error.error === 'EMAIL_TAKEN');
  const signInLink = withNext('/auth/sign-in', next, takenEmail ? { email: takenEmail } : {});

  return (
    <div>
      <AuthHeading title="Create your account">
        List your car in minutes. Our AI writes the listing and answers buyers.
      </AuthHeading>
      <SocialButtons next={next} />
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormError message={showFormError ? errorMessage(registerUser.error) : null} />
        <NameFields values={values} errors={errors} onChange={set} autoFocus />
        <EmailField
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
        <PhoneField
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
          hint="Buyers never see it. We use it only to reach you about your listing."
        />
        <SubmitButton pending={registerUser.isPending} pendingLabel="Creating account…">
          Create account
        </SubmitButton>
      </form>
      <AuthFooter prompt="Already have an account?" to={signInLink}>
        Sign in
      </AuthFooter>
    </div>
  );
}
