import { useId } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { PromoCheck } from '../hooks/use-promo-check';

/**
 * The promo code input with its live result underneath (announced): "Checking…", what the code
 * takes off, or why it does not work. `result` is the sentence for the plan in view.
 */
export function PromoCodeField({
  value,
  onChange,
  check,
  result,
  serverError,
}: {
  value: string;
  onChange: (value: string) => void;
  check: PromoCheck;
  result?: { applies: boolean; text: string } | null;
  serverError?: string | null;
}) {
  const id = useId();
  const error = serverError ?? check.error ?? (result && !result.applies ? result.text : null);
  const ok = !error && check.promo && result?.applies ? result.text : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Promo code <span className="font-normal text-muted">(optional)</span>
      </label>
      <div className="relative max-w-xs">
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. WELCOME20"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-result`}
          className={`h-11 w-full rounded-lg border bg-white px-3 pr-10 text-base uppercase text-ink shadow-xs outline-none transition placeholder:normal-case placeholder:text-muted/70 focus:border-primary focus:ring-2 focus:ring-primary/20 ${
            error ? 'border-danger' : ok ? 'border-success' : 'border-line'
          }`}
        />
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center" aria-hidden="true">
          {check.checking ? (
            <Spinner size={16} className="text-muted" />
          ) : ok ? (
            <span className="font-bold text-success">✓</span>
          ) : null}
        </span>
      </div>
      <p
        id={`${id}-result`}
        aria-live="polite"
        className={`min-h-5 text-sm ${error ? 'text-danger' : ok ? 'font-medium text-success' : 'text-muted'}`}
      >
        {check.checking ? 'Checking the code…' : (error ?? ok ?? '')}
      </p>
    </div>
  );
}
