import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * A read-only value staff paste into the classifieds site, with a Copy button that says when it worked.
 * `multiline` shows a scrollable text area (the ad body).
 */
export function CopyField({
  label,
  value,
  multiline = false,
  hint,
}: {
  label: string;
  value: string;
  multiline?: boolean;
  hint?: string;
}) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    window.setTimeout(() => setState('idle'), 2500);
  };
  const control =
    'w-full rounded-lg border border-line bg-canvas px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {label}
        </label>
        <div className="flex items-center gap-2">
          <span role="status" className="text-xs text-muted">
            {state === 'copied' ? 'Copied' : state === 'failed' ? 'Select the text and copy it' : ''}
          </span>
          <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={`Copy ${label.toLowerCase()}`}>
            Copy
          </Button>
        </div>
      </div>
      {multiline ? (
        <textarea id={id} readOnly value={value} rows={10} className={`${control} py-2 font-mono text-xs leading-5`} />
      ) : (
        <input id={id} readOnly value={value} className={`${control} h-10`} />
      )}
      {hint ? <p className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
