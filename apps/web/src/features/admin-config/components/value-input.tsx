import { useId } from 'react';
import { configValueProblem, type ConfigType } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { FieldMessage } from '../../../components/ui/text-field';

/** Why `value` may not be saved for this setting, checked as the server checks it (shared configValueProblem). */
export function valueProblem(name: string, type: ConfigType, value: string): string | null {
  return configValueProblem(name || 'x', type, value);
}

/** The JSON pretty-printed with two spaces, or null when it does not parse. */
export function prettyJson(value: string): string | null {
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return null;
  }
}

const inputClass = (error?: string | null) =>
  `rounded-lg border bg-white px-3 text-base text-ink shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
    error ? 'border-danger' : 'border-line'
  }`;

/**
 * The value of a setting, edited with the input its type calls for: a text box, a number box, an on/off switch, or a
 * JSON text area checked as you type with a button to pretty-print it. `error` is shown under it (a live problem or
 * the server's answer).
 */
export function ValueInput({
  type,
  value,
  onChange,
  error,
  hint,
  label = 'Value',
}: {
  type: ConfigType;
  value: string;
  onChange: (next: string) => void;
  error?: string | null | undefined;
  hint?: string | undefined;
  label?: string;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  if (type === 'boolean') {
    return (
      <div className="flex flex-col gap-1.5">
        <Switch
          checked={value.trim().toLowerCase() === 'true'}
          onChange={(next) => onChange(next ? 'true' : 'false')}
          label={label}
          description={value.trim().toLowerCase() === 'true' ? 'On (true)' : 'Off (false)'}
        />
        <FieldMessage inputId={id} error={error ?? undefined} hint={hint} />
      </div>
    );
  }
  if (type === 'json') {
    const pretty = prettyJson(value);
    return (
      <div className="flex flex-col gap-1.5">
        <div className="flex items-end justify-between gap-3">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            {label} (JSON)
          </label>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={!pretty || pretty === value}
            onClick={() => pretty && onChange(pretty)}
          >
            Pretty-print
          </Button>
        </div>
        <textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={Math.min(16, Math.max(5, value.split('\n').length + 1))}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`py-2 font-mono text-sm ${inputClass(error)}`}
        />
        <FieldMessage inputId={id} error={error ?? undefined} hint={hint ?? (pretty ? 'Valid JSON' : undefined)} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        inputMode={type === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={type === 'string' ? undefined : false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`h-11 ${inputClass(error)}`}
      />
      <FieldMessage inputId={id} error={error ?? undefined} hint={hint} />
    </div>
  );
}

/** A short one-line view of a stored value for tables. */
export function valuePreview(value: string | null, type: ConfigType): string {
  if (value === null) return '';
  const flat = type === 'json' ? value.replace(/\s+/g, ' ') : value;
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}
