import { useState, type FormEvent } from 'react';
import { EmailVerifyStartSchema } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { useStartEmailVerify } from '../api/email-verify';
import { reportValidity } from '../../../lib/focus';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { EmailField, FormError } from './form-fields';

type Props = {
  label?: string;
  submitLabel?: string;
  defaultEmail?: string;
  onSent: (email: string) => void;
  onCancel?: () => void;
};

/** Sets a new pending address (PUT /v1/user/emailVerify), which emails it a code. */
export function ChangeEmailForm({
  label = 'New email address',
  submitLabel = 'Send code',
  defaultEmail = '',
  onSent,
  onCancel,
}: Props) {
  const start = useStartEmailVerify();
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<FieldErrors>({});

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseForm(EmailVerifyStartSchema, { email }, ['email']);
    if (!reportValidity(parsed, e.currentTarget, setErrors)) return;
    start.mutate(parsed.data, {
      onSuccess: () => onSent(parsed.data.email),
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  }

  const formError = start.isError && !errors.email ? errorMessage(start.error) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={formError} />
      <EmailField
        label={label}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={start.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
