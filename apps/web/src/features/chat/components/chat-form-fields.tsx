import { useId } from 'react';
import type { ChatFormField } from '@revy/shared';

/** Raw values as the inputs hold them: text for text and numbers, a list for checkboxes. */
export type RawFormValues = Record<string, string | string[]>;

/**
 * Turns raw values into what the template's schema expects: blank becomes absent, numbers are
 * read without "$" or thousands separators (a non-number stays NaN so the schema says why).
 */
export function toFormPayload(fields: readonly ChatFormField[], values: RawFormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (Array.isArray(v)) {
      out[f.key] = v;
      continue;
    }
    if (v === undefined || v.trim() === '') continue;
    out[f.key] = f.type === 'integer' || f.type === 'dollars' ? Number(v.replace(/[$,\s]/g, '')) : v;
  }
  return out;
}

const inputClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20 ${error ? 'border-danger' : 'border-line'}`;

/** One template field, labelled, with its error (or hint) next to it. */
export function ChatFormFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: ChatFormField;
  value: string | string[] | undefined;
  error?: string;
  onChange: (value: string | string[]) => void;
}) {
  const id = useId();
  const messageId = error ? `${id}-error` : field.hint ? `${id}-hint` : undefined;
  const label = (
    <>
      {field.label}
      {field.optional ? <span className="font-normal text-muted"> (optional)</span> : null}
    </>
  );
  const message = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : field.hint ? (
    <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
      {field.hint}
    </p>
  ) : null;

  if (field.type === 'radio' || field.type === 'checkboxes') {
    const selected = Array.isArray(value) ? value : value ? [value] : [];
    return (
      <fieldset aria-describedby={messageId} aria-invalid={error ? true : undefined}>
        <legend className="text-sm font-medium text-ink">{label}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {field.options.map((o) => {
            const checked = selected.includes(o.value);
            return (
              <label
                key={o.value}
                className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-primary/30 ${
                  checked
                    ? 'border-primary bg-primary-soft font-semibold text-primary'
                    : 'border-line bg-white text-ink hover:bg-canvas'
                }`}
              >
                <input
                  type={field.type === 'radio' ? 'radio' : 'checkbox'}
                  name={`${id}-${field.key}`}
                  value={o.value}
                  checked={checked}
                  onChange={(e) =>
                    onChange(
                      field.type === 'radio'
                        ? o.value
                        : // Keep the template's order (Mon before Sat) whatever order they are ticked in.
                          field.options
                            .map((x) => x.value)
                            .filter((x) => (x === o.value ? e.target.checked : selected.includes(x))),
                    )
                  }
                  className="accent-primary"
                />
                {o.label}
              </label>
            );
          })}
        </div>
        {message}
      </fieldset>
    );
  }

  const text = typeof value === 'string' ? value : '';
  const common = {
    id,
    value: text,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': messageId,
  } as const;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative mt-1.5">
        {field.type === 'textarea' ? (
          <textarea
            {...common}
            rows={3}
            onChange={(e) => onChange(e.target.value)}
            className={`${inputClass(error)} resize-y py-2`}
          />
        ) : (
          <>
            {field.type === 'dollars' ? (
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted">$</span>
            ) : null}
            <input
              {...common}
              type="text"
              inputMode={field.type === 'text' ? undefined : 'numeric'}
              autoComplete="off"
              onChange={(e) => onChange(e.target.value)}
              className={`${inputClass(error)} h-11 ${field.type === 'dollars' ? 'pl-7' : ''}`}
            />
          </>
        )}
      </div>
      {message}
    </div>
  );
}
