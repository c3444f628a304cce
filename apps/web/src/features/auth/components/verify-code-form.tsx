import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { EmailVerifyFinishSchema, type EmailVerifyFinishInput, type User } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { useFinishEmailVerify } from '../api/email-verify';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../lib/form-errors';
import { isCompleteCode, OtpInput } from './otp-input';
import { PasswordField } from './password-field';

type Props = {
  initialCode?: string;
  /** For links opened without a session for the user. */
  userId?: string;
  /** A passwordless account: the code also sets a password and names. */
  askProfile: boolean;
  profileDefaults?: { firstName?: string | null; lastName?: string | null };
  /** Verifies `initialCode` straight away (links from the email). */
  autoSubmit?: boolean;
  onVerified: (user: User) => void;
};

/** Messages for the code states of spec 2's verify page. */
const CODE_MESSAGES = {
  INVALID_CODE: 'That code is not right. Check the latest email from us and try again.',
  CODE_EXPIRED: 'That code has expired. Send yourself a new one below.',
  RATE_LIMITED: 'Too many tries with this code. Send yourself a new one below.',
};

/**
 * The six-box code and, for passwordless accounts, the password and names that finish the
 * account. Submits by itself once six digits are in (unless more fields are needed).
 */
export function VerifyCodeForm({ initialCode = '', userId, askProfile, profileDefaults, autoSubmit, onVerified }: Props) {
  const finish = useFinishEmailVerify();
  const [code, setCode] = useState(initialCode);
  const [needProfile, setNeedProfile] = useState(askProfile);
  const [profile, setProfile] = useState({
    firstName: profileDefaults?.firstName ?? '',
    lastName: profileDefaults?.lastName ?? '',
    password: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(value: string) {
    if (!isCompleteCode(value)) return setErrors({ code: 'Enter all 6 digits of the code.' });
    const input = { code: value, ...(userId ? { userId } : {}), ...(needProfile ? profile : {}) };
    const parsed = parseForm(EmailVerifyFinishSchema, input, needProfile ? ['firstName', 'lastName', 'password'] : []);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    send(parsed.data);
  }

  function send(input: EmailVerifyFinishInput) {
    finish.mutate(input, {
      onSuccess: (res) => onVerified(res.user),
      onError: (err) => {
        const fields = serverFieldErrors(err);
        // A link opened elsewhere cannot tell in advance that the account has no password yet.
        if (!needProfile && (fields.password || fields.firstName || fields.lastName)) {
          setNeedProfile(true);
          finish.reset();
          return;
        }
        setErrors(fields);
        if (isApiError(err) && (err.error === 'INVALID_CODE' || err.error === 'CODE_EXPIRED' || err.error === 'RATE_LIMITED')) {
          setCode('');
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
  const codeDead = isApiError(err) && (err.error === 'CODE_EXPIRED' || err.error === 'RATE_LIMITED');
  const formError = finish.isError ? errorMessage(err, CODE_MESSAGES) : null;
  const setField = (key: keyof typeof profile) => (e: ChangeEvent<HTMLInputElement>) =>
    setProfile((p) => ({ ...p, [key]: e.target.value }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {formError ? (
        <Alert tone="error" title={codeDead ? 'This code can no longer be used' : undefined}>
          {formError}
        </Alert>
      ) : null}
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
          <p className="text-sm text-muted">Choose a password so you can sign in next time.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="First name" autoComplete="given-name" value={profile.firstName} onChange={setField('firstName')} error={errors.firstName} />
            <TextField label="Last name" autoComplete="family-name" value={profile.lastName} onChange={setField('lastName')} error={errors.lastName} />
          </div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={profile.password}
            onChange={setField('password')}
            error={errors.password}
            showStrength
          />
        </fieldset>
      ) : null}
      <Button type="submit" size="lg" className="w-full" loading={finish.isPending} disabled={codeDead}>
        {finish.isPending ? 'Verifying…' : 'Verify email'}
      </Button>
    </form>
  );
}
