import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** Labelled input with its error announced to screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 rounded-lg border bg-white px-3 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
          error ? 'border-danger' : 'border-line'
        }`}
        {...rest}
      />
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
});

/**
 * The line under a field: its error (announced) or else its hint, with the ids the input's
 * aria-describedby points at.
 */
export function FieldMessage({
  inputId,
  error,
  hint,
}: {
  inputId: string;
  error?: string | undefined;
  hint?: ReactNode;
}) {
  if (error) {
    return (
      <p id={`${inputId}-error`} className="text-sm text-danger" role="alert">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${inputId}-hint`} className="text-sm text-muted">
      {hint}
    </p>
  ) : null;
}
