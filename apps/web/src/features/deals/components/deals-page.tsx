import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { DocumentIllustration } from '../../../components/illustrations';
import { LoadError } from '../../../components/ui/load-error';
import { useMyDeals } from '../api/get-deals';
import { useDealsLive } from '../hooks/use-deals-live';
import { currentStep, includesMe } from '../lib/deal-view';
import type { DealView } from '../lib/types';
import { DealCard } from './deal-card';

const needsMe = (d: DealView) => d.status === 'open' && includesMe(d, currentStep(d)?.nextActor ?? null);

/** /deals: the signed-in user's deals as seller and buyer; those waiting for them first. */
export function DealsPage() {
  const deals = useMyDeals();
  useDealsLive();
  const all = deals.data ?? [];
  const open = all.filter((d) => d.status === 'open');
  // Server order is newest first; a stable sort keeps it within each group.
  const active = [...open].sort((a, b) => Number(needsMe(b)) - Number(needsMe(a)));
  const closed = all.filter((d) => d.status !== 'open');
  const waiting = open.filter(needsMe).length;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">My deals</h1>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {deals.data
          ? waiting
            ? `${waiting} deal${waiting === 1 ? '' : 's'} waiting for you`
            : 'Cars you are selling or buying, from the agreed price to the title transfer.'
          : ' '}
      </p>
      {deals.isPending ? (
        <div className="mt-6 flex flex-col gap-4" aria-busy="true" aria-label="Loading your deals">
          {[0, 1].map((i) => (
            <div key={i} className="h-32 animate-pulse rounded-2xl border border-line bg-white" />
          ))}
        </div>
      ) : deals.isError ? (
        <LoadError title="We couldn't load your deals" error={deals.error} onRetry={() => void deals.refetch()} />
      ) : all.length === 0 ? (
        <EmptyState
          headingLevel={2}
          illustration={<DocumentIllustration />}
          title="No deals yet"
          description="When a seller accepts your offer, or you choose a buyer for your car, the deal opens here: bill of sale, payment, handover and title, step by step."
          actions={[
            { to: ROUTES.showroom, label: 'Find a car' },
            { to: ROUTES.dashboardSelling, label: 'My garage' },
          ]}
        />
      ) : (
        <>
          {active.length ? (
            <section aria-labelledby="deals-open" className="mt-6">
              <h2 id="deals-open" className="text-sm font-semibold uppercase tracking-wide text-muted">
                In progress
              </h2>
              <ul className="mt-3 flex flex-col gap-4">
                {active.map((d) => (
                  <DealCard key={d.id} deal={d} />
                ))}
              </ul>
            </section>
          ) : null}
          {closed.length ? (
            <section aria-labelledby="deals-closed" className="mt-8">
              <h2 id="deals-closed" className="text-sm font-semibold uppercase tracking-wide text-muted">
                Finished and cancelled
              </h2>
              <ul className="mt-3 flex flex-col gap-4">
                {closed.map((d) => (
                  <DealCard key={d.id} deal={d} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}
