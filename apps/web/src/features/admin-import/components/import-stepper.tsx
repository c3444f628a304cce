export const STEPS = ['Upload', 'Map columns', 'Preview', 'Import', 'Report'] as const;
export type Step = (typeof STEPS)[number];

/** The five steps of an import, the current one marked (aria-current="step"). Compact on phones. */
export function ImportStepper({ current }: { current: Step }) {
  const at = STEPS.indexOf(current);
  return (
    <nav aria-label="Import steps">
      <ol className="flex items-center gap-1 overflow-x-auto text-sm sm:gap-2">
        {STEPS.map((s, i) => {
          const state = i < at ? 'done' : i === at ? 'current' : 'todo';
          return (
            <li
              key={s}
              className="flex shrink-0 items-center gap-1 sm:gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={`flex h-7 w-7 items-center justify-center rounded-full text-xs font-semibold ${
                  state === 'current'
                    ? 'bg-primary text-white'
                    : state === 'done'
                      ? 'bg-primary-soft text-ink'
                      : 'border border-line bg-white text-muted'
                }`}
              >
                {state === 'done' ? '✓' : i + 1}
              </span>
              <span className={`${state === 'current' ? 'font-medium text-ink' : 'hidden text-muted sm:inline'}`}>
                {s}
              </span>
              {i < STEPS.length - 1 ? <span aria-hidden className="mx-1 h-px w-4 bg-line sm:w-8" /> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
