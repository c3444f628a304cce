import { Link } from 'react-router';
import { formatMoneyCents, ROUTES, thumbnailSources, type SavedCar } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ShowroomIllustration } from '../../../components/illustrations';
import { LoadError } from '../../../components/ui/load-error';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useSavedCars } from '../api/saved-cars';
import { SaveCarButton } from './save-car-button';

/** The Saved page's cars: what each cost when saved and now, and whether it is still for sale. */
export function SavedCarsList() {
  const cars = useSavedCars();
  if (cars.isPending)
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading saved cars">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="h-28 animate-pulse rounded-2xl border border-line bg-white" />
        ))}
      </ul>
    );
  if (cars.isError)
    return (
      <LoadError title="We couldn’t load your saved cars" error={cars.error} onRetry={() => void cars.refetch()} />
    );
  if (cars.data.content.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<ShowroomIllustration />}
        title="No saved cars yet"
        description="Press the heart on any car to keep it here. We'll tell you when its price drops or it sells."
        actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
      />
    );
  return (
    <ul className="grid gap-3">
      {cars.data.content.map((car) => (
        <li key={car.listingId}>
          <SavedCarRow car={car} />
        </li>
      ))}
    </ul>
  );
}

function SavedCarRow({ car }: { car: SavedCar }) {
  const thumb = thumbnailSources(car.cover?.files);
  const place = car.location?.city && car.location?.state ? `${car.location.city}, ${car.location.state}` : null;
  return (
    <article className="relative flex gap-3 rounded-2xl border border-line bg-white p-3 shadow-sm focus-within:ring-2 focus-within:ring-primary sm:gap-4 sm:p-4">
      <div className="relative h-16 w-20 shrink-0 overflow-hidden rounded-xl bg-primary-soft sm:h-24 sm:w-32">
        {thumb.src ? (
          <picture>
            {thumb.sources.map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} />
            ))}
            <img src={thumb.src} alt="" loading="lazy" className="h-full w-full object-cover" />
          </picture>
        ) : null}
        {car.saleStatus === 'sold' ? (
          <span className="absolute inset-x-0 bottom-0 bg-ink/80 py-0.5 text-center text-xs font-bold uppercase tracking-wide text-white">
            Sold
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="pr-12 font-semibold leading-snug text-ink">
          {car.available ? (
            <Link to={ROUTES.listing(car.listingId)} className="after:absolute after:inset-0 focus:outline-none">
              {car.title}
            </Link>
          ) : (
            car.title
          )}
        </h3>
        <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
          <span className="text-lg font-extrabold text-ink">
            {formatMoneyCents(car.price, { fallback: 'Price on request' })}
          </span>
          <PriceChange car={car} />
        </p>
        <p className="mt-1 text-sm text-muted">
          {car.saleStatus === 'sold' ? (
            <span className="font-semibold text-ink">Sold · </span>
          ) : !car.available ? (
            <span className="font-semibold text-ink">No longer listed · </span>
          ) : null}
          {place ? `${place} · ` : ''}Saved <RelativeTime value={car.savedAt} />
        </p>
      </div>
      <SaveCarButton listingId={car.listingId} title={car.title} />
    </article>
  );
}

function PriceChange({ car }: { car: SavedCar }) {
  const change = car.priceChange;
  if (change === null || change === 0)
    return <span className="text-sm text-muted">{change === 0 ? 'Same as when you saved it' : ''}</span>;
  const cheaper = change < 0;
  return (
    <span
      className={`whitespace-nowrap rounded-md px-1.5 py-0.5 text-sm font-semibold ${cheaper ? 'bg-emerald-50 text-emerald-800' : 'bg-amber-50 text-amber-900'}`}
    >
      <span aria-hidden="true">{cheaper ? '↓ ' : '↑ '}</span>
      {formatMoneyCents(Math.abs(change))} {cheaper ? 'less' : 'more'} since saved
      <span className="sr-only"> (was {formatMoneyCents(car.savedPrice)})</span>
    </span>
  );
}
