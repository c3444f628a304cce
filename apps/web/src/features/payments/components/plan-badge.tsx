import type { ReactNode } from 'react';
import type { Listing } from '@revy/shared';
import { useNow } from '../../../lib/use-now';
import { planState } from '../lib/plans';

const TIER_STYLES: Record<string, string> = {
  Starter: 'bg-sky-50 text-sky-800 ring-sky-200',
  Pro: 'bg-primary-soft text-primary ring-primary/30',
  Premium: 'bg-amber-50 text-amber-900 ring-amber-300',
};

/**
 * The listing's plan in a line: tier pill, trial time left, publish window ("14 days
 * remaining"). `empty` is shown when there is no active plan. The time left follows the shared
 * 60-second clock, so "3 Minutes left" does not stay on screen after the trial ends.
 */
export function PlanStatus({
  listing,
  empty = null,
  className = '',
}: {
  listing: Pick<Listing, 'purchases'>;
  empty?: ReactNode;
  className?: string;
}) {
  const now = useNow();
  const s = planState(listing, now);
  if (!s) return empty ? <span className={className}>{empty}</span> : null;
  return (
    <span className={`inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-xs ${className}`}>
      <span
        className={`rounded-full px-2.5 py-0.5 font-semibold ring-1 ring-inset ${TIER_STYLES[s.tier] ?? 'bg-canvas text-ink ring-line'}`}
      >
        {s.tier} plan
      </span>
      {s.trial ? <span className="font-medium text-amber-800">Free trial · {s.trial} left</span> : null}
      {s.window ? (
        <span className={`font-medium ${s.window === 'Finished' ? 'text-danger' : 'text-muted'}`}>
          {s.window === 'Finished' ? 'Publish window finished' : s.window}
        </span>
      ) : null}
    </span>
  );
}
