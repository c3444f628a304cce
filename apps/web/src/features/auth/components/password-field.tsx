import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { FieldMessage } from '../../../components/ui/text-field';
import { passwordStrength } from '../lib/password-strength';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows a strength meter under the field (for new passwords). */
  showStrength?: boolean;
  /** Right side of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
};

const meterColors = ['bg-line', 'bg-orange-500', 'bg-amber-400', 'bg-emerald-500', 'bg-emerald-600'];

/** Password input with a show/hide toggle and an optional strength hint. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField(
  { label, error, hint, showStrength, labelAside, id, className = '', value, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  const strength = showStrength ? passwordStrength(String(value ?? '')) : null;
  const describedBy = [
    error ? `${inputId}-error` : hint ? `${inputId}-hint` : null,
    strength?.label ? `${inputId}-strength` : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={inputId} className="text-sm font-medium text-ink">
          {label}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={`h-11 w-full rounded-lg border bg-white pl-3 pr-16 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
            error ? 'border-danger' : 'border-line'
          }`}
          {...rest}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-primary hover:bg-primary-soft"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> password</span>
        </button>
      </div>
      {strength?.label ? (
        <div id={`${inputId}-strength`} className="flex items-center gap-2" aria-live="polite">
          <div className="flex flex-1 gap-1" aria-hidden="true">
            {[1, 2, 3, 4].map((i) => (
              <span
                key={i}
                className={`h-1 flex-1 rounded-full ${strength.score >= i ? meterColors[strength.score] : 'bg-line'}`}
              />
            ))}
          </div>
          <span className="w-16 text-right text-xs text-muted">{strength.label}</span>
        </div>
      ) : null}
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
});
