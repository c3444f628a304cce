import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { EmailVerifyFinishSchema, type EmailVerifyFinishInput, type User } from '@revy/shared';
import { isApiError } from '../../../lib/api-client';
import { useFinishEmailVerify } from '../api/email-verify';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { FormError, NameFields, SubmitButton } from './form-fields';
import { isCompleteCode, OtpInput } from './otp-input';
import { PasswordField } from './password-field';

export type ProfileField = 'firstName' | 'lastName' | 'password';
const PROFILE_FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'password'];

/** What the server will ask for along with the code: a password for passwordless sign-ups, missing names. */
export function missingProfile(user: Pick<User, 'hasPassword' | 'firstName' | 'lastName'>): ProfileField[] {
  return PROFILE_FIELDS.filter((f) => (f === 'password' ? !user.hasPassword : !user[f]));
}

type Props = {
  initialCode?: string;
  /** For links opened without a session for the user. */
  userId?: string;
  /** Fields to collect with the code (see missingProfile). */
  profileFields: readonly ProfileField[];
  profileDefaults?: { firstName?: string | null; lastName?: string | null } | undefined;
  /** Verifies `initialCode` straight away (links from the email). */
  autoSubmit?: boolean;
  onVerified: (user: User) => void;
  /** Told when the server turns out to need a password or names too. */
  onProfileNeeded?: () => void;
};

/** Messages for the code states of spec 2's verify page. */
const CODE_MESSAGES = {
  INVALID_CODE: 'That code is not right. Check the latest email from us and try again.',
};

/**
 * The six-box code and, for passwordless accounts, the password and names that finish the
 * account. Submits by itself once six digits are in (unless more fields are needed).
 */
export function VerifyCodeForm({
  initialCode = '',
  userId,
  profileFields,
  profileDefaults,
  autoSubmit,
  onVerified,
  onProfileNeeded,
}: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const finish = useFinishEmailVerify();
  const [code, setCode] = useState(initialCode);
  const [asked, setAsked] = useState<readonly ProfileField[]>(profileFields);
  const needProfile = asked.length > 0;
  const [profile, setProfile] = useState({
    firstName: profileDefaults?.firstName ?? '',
    lastName: profileDefaults?.lastName ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(value: string) {
    if (!isCompleteCode(value)) return setErrors({ code: 'Enter all 6 digits of the code.' });
    const extra = Object.fromEntries(asked.map((f) => [f, profile[f]]));
    const input = { code: value, ...(userId ? { userId } : {}), ...extra };
    const parsed = parseForm(EmailVerifyFinishSchema, input, asked);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    send(parsed.data);
  }

  function send(input: EmailVerifyFinishInput) {
    finish.mutate(input, {
      onSuccess: (res) => onVerified(res.user),
      onError: (err) => {
        const { code: _code, ...fields } = serverFieldErrors(err);
        // A link opened elsewhere cannot tell in advance that the account has no password yet:
        // the server names what is missing, and the form grows those fields.
        const missing = PROFILE_FIELDS.filter((f) => fields[f] && !asked.includes(f));
        if (missing.length > 0) {
          setAsked([...asked, ...missing]);
          onProfileNeeded?.();
          finish.reset();
          return;
        }
        setErrors(fields);
        if (isApiError(err) && (err.error === 'INVALID_CODE' || err.error === 'CODE_EXPIRED')) {
          setCode('');
          // Straight back to the first box for another try.
          if (err.error === 'INVALID_CODE')
            requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
        }
      },
    });
  }

  // Links verify on arrival; the ref keeps StrictMode's second effect run from sending twice.
  const autoSent = useRef(false);
  useEffect(() => {
    if (!autoSubmit || autoSent.current || !isCompleteCode(initialCode)) return;
    autoSent.current = true;
    send({ code: initialCode, ...(userId ? { userId } : {}) });
    // Runs once on arrival only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    submit(code);
  }

  const err = finish.error;
  // Expired, or worn out by wrong guesses: only a new code helps.
  const codeDead = isApiError(err) && err.error === 'CODE_EXPIRED';
  const formError = codeDead
    ? `${err.message} Use "Send a new code" below.`
    : finish.isError
      ? errorMessage(err, CODE_MESSAGES)
      : null;
  const setField = (key: keyof typeof profile) => (e: ChangeEvent<HTMLInputElement>) =>
    setProfile((p) => ({ ...p, [key]: e.target.value }));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <FormError message={formError} title={codeDead ? 'This code can no longer be used' : undefined} />
      <div className="space-y-2">
        <OtpInput
          value={code}
          onChange={(v) => {
            setCode(v);
            if (errors.code) setErrors(({ code: _c, ...rest }) => rest);
          }}
          onComplete={needProfile ? undefined : submit}
          invalid={!!errors.code || (isApiError(err) && err.error === 'INVALID_CODE')}
          disabled={finish.isPending || codeDead}
          autoFocus={!initialCode}
        />
        {errors.code ? (
          <p className="text-sm text-danger" role="alert">
            {errors.code}
          </p>
        ) : null}
      </div>
      {needProfile ? (
        <fieldset className="space-y-4 border-t border-line pt-5">
          <legend className="sr-only">Finish your account</legend>
          <p className="text-sm text-muted">
            {asked.includes('password')
              ? 'Choose a password so you can sign in next time.'
              : 'Tell us your name to finish your account.'}
          </p>
          <NameFields values={profile} errors={errors} onChange={setField} only={asked} />
          {asked.includes('password') ? (
            <PasswordField
              label="Password"
              autoComplete="new-password"
              value={profile.password}
              onChange={setField('password')}
              error={errors.password}
              hint="At least 8 characters."
              showStrength
            />
          ) : null}
        </fieldset>
      ) : null}
      <SubmitButton pending={finish.isPending} pendingLabel="Verifying…" disabled={codeDead}>
        {needProfile ? 'Verify and finish' : 'Verify email'}
      </SubmitButton>
    </form>
  );
}
