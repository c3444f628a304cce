import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage, type FieldErrors } from '../../../lib/form-errors';

/**
 * One settings block: label and description on the left from 768 px, the content card on the
 * right; stacked on phones.
 */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 border-t border-line py-8 first:border-t-0 first:pt-0 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10"
    >
      <div>
        <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      <div className="rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6">{children}</div>
    </section>
  );
}

/** A small pill next to an email address. */
export function Badge({ tone, children }: { tone: 'success' | 'warning' | 'neutral'; children: ReactNode }) {
  const tones = {
    success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
    warning: 'bg-amber-50 text-amber-900 ring-amber-200',
    neutral: 'bg-primary-soft text-ink ring-line',
  };
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** What a section's last save did: a success line, or its error when no field already shows it. */
export function SaveStatus({
  mutation,
  fieldErrors,
  saved,
}: {
  mutation: { isSuccess: boolean; isError: boolean; error: unknown };
  fieldErrors: FieldErrors;
  saved: string;
}) {
  if (mutation.isSuccess) return <Alert tone="success">{saved}</Alert>;
  if (mutation.isError && Object.keys(fieldErrors).length === 0)
    return <Alert tone="error">{errorMessage(mutation.error)}</Alert>;
  return null;
}

/** A section form's submit button, at the right of the card (full width on phones). */
export function SaveButton({
  pending,
  disabled,
  children,
}: {
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end">
      <Button type="submit" loading={pending} disabled={disabled} className="w-full sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
