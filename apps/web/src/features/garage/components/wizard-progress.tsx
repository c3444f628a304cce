/** The wizard's progress: a bar and the step names, the current one marked for screen readers. */
export function WizardProgress({ steps, current }: { steps: readonly { title: string }[]; current: number }) {
  const pct = Math.round(((current + 1) / steps.length) * 100);
  return (
    <div className="flex flex-col gap-3">
      <div
        role="progressbar"
        aria-label="Listing progress"
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={current + 1}
        aria-valuetext={`Step ${current + 1} of ${steps.length}: ${steps[current]?.title ?? ''}`}
        className="h-2 overflow-hidden rounded-full bg-primary-soft"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${pct}%` }} />
      </div>
      <ol className="flex justify-between gap-2 text-xs font-medium sm:text-sm">
        {steps.map((s, i) => (
          <li
            key={s.title}
            aria-current={i === current ? 'step' : undefined}
            className={`flex items-center gap-1.5 ${i === current ? 'text-primary' : i < current ? 'text-ink' : 'text-muted'}`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-[11px] ${
                i < current ? 'bg-primary text-white' : i === current ? 'border-2 border-primary' : 'border border-line'
              }`}
            >
              {i < current ? '✓' : i + 1}
            </span>
            <span className={i === current ? '' : 'hidden sm:inline'}>{s.title}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
