import type { DealView } from '../lib/types';
import { actorLabel } from '../lib/deal-view';

const CIRCLE: Record<'done' | 'current' | 'upcoming', string> = {
  done: 'bg-emerald-600 text-white border-emerald-600',
  current: 'bg-primary text-white border-primary ring-4 ring-primary/20',
  upcoming: 'bg-white text-muted border-line',
};

/**
 * The deal's steps in order, with the one it is on and who acts next: a column on phones, a row
 * from `lg` up. An ordered list with aria-current, so a screen reader hears "step 3 of 7, current".
 */
export function StepTracker({ deal }: { deal: DealView }) {
  const cancelled = deal.status === 'cancelled';
  return (
    <ol aria-label="Deal steps" className="flex flex-col gap-0 lg:flex-row lg:gap-2">
      {deal.steps.map((step, i) => {
        const last = i === deal.steps.length - 1;
        const current = step.status === 'current' && !cancelled;
        const status = cancelled && step.status === 'current' ? 'upcoming' : step.status;
        return (
          <li
            key={step.key}
            aria-current={current ? 'step' : undefined}
            className="relative flex gap-3 pb-5 last:pb-0 lg:flex-1 lg:flex-col lg:items-center lg:gap-2 lg:pb-0 lg:text-center"
          >
            {/* The line to the next step: down on phones, across from lg up. */}
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute left-[15px] top-8 h-[calc(100%-2rem)] w-0.5 lg:left-[calc(50%+20px)] lg:top-[15px] lg:h-0.5 lg:w-[calc(100%-32px)] ${
                  step.status === 'done' ? 'bg-emerald-600' : 'bg-line'
                }`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${CIRCLE[status]}`}
            >
              {step.status === 'done' ? (
                <svg viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.4">
                  <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              ) : (
                i + 1
              )}
            </span>
            <div className="min-w-0 pt-1 lg:pt-0">
              <p
                className={`text-sm font-semibold ${current ? 'text-ink' : step.status === 'done' ? 'text-ink' : 'text-muted'}`}
              >
                {step.label}
                <span className="sr-only">
                  {step.status === 'done' ? ' (done)' : current ? ' (current step)' : ' (to come)'}
                </span>
              </p>
              {current ? (
                <>
                  {step.nextActor ? (
                    <p className="mt-0.5 text-xs font-semibold text-primary">
                      Next: {actorLabel(deal, step.nextActor)}
                    </p>
                  ) : null}
                  <p className="mt-0.5 text-xs text-muted lg:hidden">{step.detail}</p>
                </>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
