import { canEstimate, formatMoneyCents, ROUTES, type Listing } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ChartIllustration } from '../../../components/illustrations';
import { LoadError } from '../../../components/ui/load-error';
import { WithGarageListing, DealBadge } from '../../listings';
import { usePriceEstimate } from '../api/get-pricing';
import { ComparablesChart } from './comparables-chart';
import { ConfidenceMeter } from './confidence-meter';
import { PriceRangeBar } from './price-range-bar';
import { SuggestedPrice } from './suggested-price';

/** /my-garage/{id}/pricing */
export function PricingPage() {
  return <WithGarageListing>{(listing) => <ListingPricing listing={listing} />}</WithGarageListing>;
}

const card = 'rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6';

export function ListingPricing({ listing }: { listing: Listing }) {
  const ready = canEstimate(listing.vehicle);
  const q = usePriceEstimate(listing.id, ready);
  if (!ready)
    return (
      <EmptyState
        illustration={<ChartIllustration />}
        title="Add the year, make and model to get a price estimate"
        description="Revy compares your car with similar ones for sale and sold, so it needs to know which car it is."
        actions={[{ to: `${ROUTES.myGarageListing(listing.id)}/edit`, label: 'Edit the details' }]}
      />
    );
  if (q.isPending) return <PricingSkeleton />;
  if (q.isError)
    return (
      <LoadError
        className="mt-6"
        title="We couldn't estimate the price"
        error={q.error}
        onRetry={() => void q.refetch()}
      />
    );
  const e = q.data;
  const range = `${formatMoneyCents(e.low)}–${formatMoneyCents(e.high)}`;
  return (
    <div className="flex flex-col gap-5">
      <section className={card} aria-labelledby="market-value">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="market-value" className="text-sm font-semibold uppercase tracking-wide text-muted">
              Market value
            </h2>
            <p className="mt-1 text-4xl font-extrabold tracking-tight text-ink">{formatMoneyCents(e.value)}</p>
            <p className="mt-1 text-sm text-muted">
              {/* What it rests on (count, method) is said once, by the confidence line below. */}
              {e.confidence === 'low' ? 'Rough range' : 'Fair range'} {range}
            </p>
          </div>
          {e.rating ? (
            <DealBadge deal={{ ...e, rating: e.rating }} />
          ) : (
            <span className="text-sm text-muted">Set a price to see its rating</span>
          )}
        </div>
        <div className="mt-3" aria-label="How sure this estimate is" role="group">
          <ConfidenceMeter confidence={e.confidence} comparableCount={e.comparableCount} text={e.confidenceText} />
        </div>
        <PriceRangeBar low={e.low} value={e.value} high={e.high} price={listing.price} />
        {e.reasons.length ? (
          <>
            <h3 className="text-base font-semibold text-ink">Why</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink">
              {e.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className={card}>
        <SuggestedPrice listingId={listing.id} estimate={e} currentPrice={listing.price} />
      </section>

      {e.comparables.length ? (
        <section className={card} aria-labelledby="comparables">
          <h3 id="comparables" className="mb-3 text-lg font-semibold text-ink">
            Similar cars
          </h3>
          <ComparablesChart
            comparables={e.comparables}
            low={e.low}
            high={e.high}
            car={{ mileage: listing.vehicle.mileage ?? null, price: listing.price, label: 'Your car' }}
          />
        </section>
      ) : null}
    </div>
  );
}

function PricingSkeleton() {
  return (
    <div className="flex animate-pulse flex-col gap-5" aria-busy="true" aria-label="Estimating the price">
      <div className={`${card} flex flex-col gap-3`}>
        <div className="h-4 w-28 rounded bg-line" />
        <div className="h-10 w-40 rounded bg-line" />
        <div className="h-3 w-full rounded bg-line" />
        <div className="h-4 w-2/3 rounded bg-line" />
      </div>
      <div className={`${card} h-40`} />
      <div className={`${card} h-72`} />
    </div>
  );
}
