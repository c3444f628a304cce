import { useId } from 'react';

/**
 * An on/off switch (role switch): Space or Enter toggles it, the label says what it controls. Shared by the
 * assistant's on/off and the Private switch of knowledge answers (issue 15). `accessibleLabel` names it for
 * screen readers when the visible label is short and repeated ("Private" under every question);
 * `describedBy` points at an explanation shown once on the page instead of a `description` under each.
 */
export function Switch({
  checked,
  onChange,
  label,
  description,
  disabled,
  accessibleLabel,
  describedBy,
  compact,
}: {
  checked: boolean;
  onChange: (next: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
  accessibleLabel?: string;
  describedBy?: string;
  compact?: boolean;
}) {
  const id = useId();
  const described = [description ? `${id}-desc` : null, describedBy].filter(Boolean).join(' ');
  return (
    <div className={`flex items-start gap-4 ${compact ? 'justify-start' : 'justify-between'}`}>
      <div className={compact ? 'order-2 self-center' : undefined}>
        <p id={`${id}-label`} className={compact ? 'text-sm font-medium text-ink' : 'font-semibold text-ink'}>
          {label}
        </p>
        {description ? (
          <p id={`${id}-desc`} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={accessibleLabel ? undefined : `${id}-label`}
        aria-label={accessibleLabel}
        aria-describedby={described || undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60 ${
          checked ? 'bg-primary' : 'bg-line'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </div>
  );
}
