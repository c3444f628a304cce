import { PANEL_IDS } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { Panel, Pill } from './panel';

/** A KeySavvy deal: escrow, loan payoff and title paperwork happen on KeySavvy; its status shows here. */
export function KeySavvyPanel({ deal }: { deal: DealView }) {
  const ks = deal.keysavvy;
  return (
    <Panel
      id={PANEL_IDS.keysavvy}
      title="Payment and title with KeySavvy"
      status={ks ? <Pill tone="waiting">{ks.status}</Pill> : null}
    >
      <div className="flex flex-col gap-3 text-sm text-ink">
        <p>
          KeySavvy, a licensed escrow partner, holds the buyer&apos;s payment, pays off any loan and handles the title
          paperwork. The car is handed over once KeySavvy says the funds are secured.
        </p>
        {deal.providerTransactionId ? (
          <p className="text-muted">
            Transaction <span className="font-mono">{deal.providerTransactionId}</span>
          </p>
        ) : null}
        {ks?.url ? (
          <a
            href={ks.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-10 w-fit items-center rounded-lg bg-primary px-4 font-semibold text-white hover:bg-primary-hover"
          >
            Open on KeySavvy<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <p className="text-muted">KeySavvy will email you both a link to your transaction.</p>
        )}
      </div>
    </Panel>
  );
}
