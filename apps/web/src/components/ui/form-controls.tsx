import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { FieldMessage } from './text-field';

const control = (error?: string) =>
  `rounded-lg border bg-white px-3 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
    error ? 'border-danger' : 'border-line'
  }`;

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  label: string;
  options: readonly string[];
  error?: string | undefined;
  hint?: ReactNode;
  placeholder?: string;
};

/** A labelled native select (keyboard and screen-reader friendly everywhere) with an empty choice. */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder = 'Choose…',
  id,
  className = '',
  value,
  ...rest
}: SelectProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const current = typeof value === 'string' ? value : '';
  // A saved value outside today's list (an older VIN decode, say) stays visible and selectable.
  const all = current && !options.includes(current) ? [...options, current] : options;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={inputId}
        value={current}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={`h-11 ${control(error)}`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {all.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

export function TextAreaField({ label, error, hint, id, className = '', ...rest }: TextAreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
        className={`min-h-32 py-2 ${control(error)}`}
        {...rest}
      />
      <FieldMessage inputId={inputId} error={error} hint={hint} />
    </div>
  );
}

/** Checkbox chips: each option a real checkbox (Space toggles it), drawn as a pill. */
export function ChipGroup({
  legend,
  options,
  selected,
  onToggle,
  hint,
}: {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  hint?: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {hint ? <p className="mt-1 text-sm text-muted">{hint}</p> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((o) => {
          const on = selected.includes(o);
          return (
            <label
              key={o}
              className={`inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40 ${
                on
                  ? 'border-primary bg-primary-soft text-primary'
                  : 'border-line bg-white text-ink hover:border-primary/50'
              }`}
            >
              <input type="checkbox" className="sr-only" checked={on} onChange={() => onToggle(o)} />
              <span aria-hidden="true">{on ? '✓' : '+'}</span>
              {o}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * A labelled native select for the filter bars of staff pages (users, history, notifications, settings, the listing
 * table): the caller gives the options, so values and labels may differ; the id comes from useId when not given.
 */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={selectId} className="text-xs font-medium uppercase tracking-wide text-muted">
        {label}
      </label>
      <select
        id={selectId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
      >
        {children}
      </select>
    </div>
  );
}
