import type { ChangeEventHandler, ComponentProps, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/form-errors';

/** Shared pieces of the account forms (auth pages and settings). */

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

/** An email input set up for phones and autofill: email keyboard, no automatic capitals. */
export function EmailField({ label = 'Email', ...rest }: FieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      {...rest}
    />
  );
}

/** An optional phone number, with the phone keypad. */
export function PhoneField({ label = 'Phone (optional)', ...rest }: FieldProps) {
  return <TextField label={label} type="tel" name="phone" autoComplete="tel" inputMode="tel" {...rest} />;
}

export type NameKey = 'firstName' | 'lastName';

const NAME_FIELDS = [
  { key: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { key: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** First and last name, side by side from 576 px. `only` limits them to the ones a form asks for. */
export function NameFields({
  values,
  errors,
  onChange,
  only,
  autoFocus,
}: {
  values: Record<NameKey, string>;
  errors: FieldErrors;
  onChange: (key: NameKey) => ChangeEventHandler<HTMLInputElement>;
  only?: readonly string[];
  autoFocus?: boolean;
}) {
  const shown = NAME_FIELDS.filter((f) => !only || only.includes(f.key));
  if (shown.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {shown.map((f, i) => (
        <TextField
          key={f.key}
          label={f.label}
          name={f.key}
          autoComplete={f.autoComplete}
          value={values[f.key]}
          onChange={onChange(f.key)}
          error={errors[f.key]}
          autoFocus={autoFocus && i === 0}
        />
      ))}
    </div>
  );
}

/** The form-level error above the fields, announced; nothing when there is none. */
export function FormError({ message, title }: { message: ReactNode; title?: string }) {
  return message ? (
    <Alert tone="error" title={title}>
      {message}
    </Alert>
  ) : null;
}

/** The full-width submit button of an auth page; `pendingLabel` stands in for the label while sending. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending} disabled={disabled}>
      {pending && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
