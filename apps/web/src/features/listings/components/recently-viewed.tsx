import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { formatMoneyCents, ROUTES, type Listing } from '@revy/shared';
import { carSnapshot } from '../lib/car-snapshot';
import { forgetViewed, rememberViewed, useRecentlyViewed, type RecentCar } from '../lib/recently-viewed';
import { ListingPicture } from './listing-picture';

/** Records a visit of a car's page on this device (issue 19), once per car the page shows, with its snapshot then. */
export function useRememberViewed(listing: Listing | undefined, enabled: boolean) {
  // Later refetches of the same car do not move it to the front again.
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled || !listing || recorded.current === listing.id) return;
    recorded.current = listing.id;
    rememberViewed(carSnapshot(listing));
  }, [enabled, listing]);
}

/**
 * The cars this device opened, newest first (issue 19): a strip of small cards under the showroom's results and on
 * the home page, or a short list on a car's page (`except` that car). Nothing when there are none. Clearable.
 */
export function RecentlyViewed({
  except,
  variant = 'strip',
  max,
}: {
  except?: string;
  variant?: 'strip' | 'list';
  max?: number;
}) {
  const all = useRecentlyViewed(except);
  const cars = max ? all.slice(0, max) : all;
  if (!cars.length) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className={variant === 'strip' ? 'mt-12' : ''}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2
          id="recently-viewed-heading"
          className={variant === 'strip' ? 'text-xl font-bold text-ink' : 'text-lg font-bold text-ink'}
        >
          Recently viewed
        </h2>
        <button
          type="button"
          onClick={() => forgetViewed()}
          aria-label="Clear recently viewed cars"
          className="rounded text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          Clear
        </button>
      </div>
      {variant === 'strip' ? (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:scroll-px-0 sm:px-0">
          {cars.map((c) => (
            <li key={c.id} className="w-44 shrink-0 snap-start sm:w-52">
              <StripCard car={c} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
          {cars.map((c) => (
            <li key={c.id}>
              <Link
                to={ROUTES.listing(c.id)}
                className="flex items-center gap-3 p-3 hover:bg-canvas focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-primary"
              >
                <ListingPicture
                  files={c.files}
                  alt=""
                  sizes="96px"
                  aspect="3 / 2"
                  className="w-24 shrink-0 rounded-lg"
                />
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{c.title}</span>
                  <span className="block text-sm text-muted">
                    {[formatMoneyCents(c.price, { fallback: 'Price on request' }), c.place].filter(Boolean).join(' · ')}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function StripCard({ car }: { car: RecentCar }) {
  return (
    <Link
      to={ROUTES.listing(car.id)}
      className="block overflow-hidden rounded-xl border border-line bg-white shadow-sm transition hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <ListingPicture files={car.files} alt="" sizes="208px" aspect="3 / 2" />
      <span className="block p-2.5">
        <span className="block text-sm font-bold text-ink">
          {formatMoneyCents(car.price, { fallback: 'Price on request' })}
        </span>
        <span className="line-clamp-2 text-sm leading-snug text-ink">{car.title}</span>
      </span>
    </Link>
  );
}
