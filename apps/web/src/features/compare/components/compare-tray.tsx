import { Link } from 'react-router';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { buttonClass } from '../../../components/ui/button';
import {
  clearCompare,
  CloseIcon,
  compareHref,
  ListingPicture,
  MAX_COMPARE,
  unpickForCompare,
  useCompare,
  type CarSnapshot,
} from '../../listings';

/**
 * The cars picked to compare (issue 19): a bar fixed to the bottom of the showroom, or a box on a car's page (which
 * has its own bar on phones). Each car can be removed; Compare opens the side-by-side page. Says why a fourth car was
 * refused. Nothing while no car is picked.
 */
export function CompareTray({ placement = 'bar' }: { placement?: 'bar' | 'inline' }) {
  const { cars, notice, dismissNotice } = useCompare();
  if (!cars.length && !notice) return null;
  const inline = placement === 'inline';
  const actions = (
    <div className="flex shrink-0 items-center gap-2">
      <button
        type="button"
        onClick={clearCompare}
        aria-label="Clear the cars to compare"
        className={buttonClass('ghost', 'sm')}
      >
        Clear
      </button>
      <Link to={compareHref(cars.map((c) => c.id))} className={buttonClass('primary', 'md')}>
        {cars.length === 1 ? 'Compare' : `Compare ${cars.length} cars`}
      </Link>
    </div>
  );
  const body = (
    <section aria-label="Cars to compare" className="flex flex-col gap-2">
      {notice ? (
        <p
          role="alert"
          className="flex items-start justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        >
          <span>{notice}</span>
          <button
            type="button"
            onClick={dismissNotice}
            aria-label="Dismiss"
            className="-m-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-700"
          >
            <CloseIcon className="h-4 w-4" />
          </button>
        </p>
      ) : null}
      {cars.length ? (
        <>
          {/* The bar: count and actions over the chips on a phone, all in one row from sm. A page's narrow column:
              heading, one car a line, then the actions. */}
          <div className={inline ? 'flex flex-col gap-2' : 'flex flex-wrap items-center gap-x-4 gap-y-2'}>
            <p className="order-1 whitespace-nowrap text-sm font-semibold text-ink">
              {cars.length} of {MAX_COMPARE} <span className="font-normal text-muted">picked</span>
            </p>
            <ul
              className={
                inline
                  ? 'order-2 flex flex-col gap-1.5'
                  : 'order-3 flex w-full min-w-0 gap-2 sm:order-2 sm:w-auto sm:flex-1'
              }
            >
              {cars.map((c) => (
                <li key={c.id} className={inline ? '' : 'min-w-0 flex-1 sm:max-w-[16rem]'}>
                  <PickedCar car={c} />
                </li>
              ))}
            </ul>
            <div className={inline ? 'order-3 flex justify-end' : 'order-2 ml-auto sm:order-3'}>{actions}</div>
          </div>
          {cars.length === 1 ? <p className="text-xs text-muted">Pick another car to see them side by side.</p> : null}
        </>
      ) : null}
    </section>
  );
  if (placement === 'inline')
    return <div className="rounded-2xl border border-line bg-white p-4 shadow-sm">{body}</div>;
  return (
    <BottomBar className="z-30 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]">
      <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">{body}</div>
    </BottomBar>
  );
}

function PickedCar({ car }: { car: CarSnapshot }) {
  return (
    <div className="flex min-w-0 items-center gap-1.5 rounded-lg border border-line bg-white p-1 pr-1.5">
      <ListingPicture
        files={car.files}
        alt=""
        sizes="56px"
        aspect="3 / 2"
        className="hidden w-14 shrink-0 rounded sm:block"
      />
      <span className="min-w-0 flex-1 truncate text-xs font-medium text-ink" title={car.title}>
        {car.title}
      </span>
      <button
        type="button"
        onClick={() => unpickForCompare(car.id)}
        aria-label={`Remove ${car.title} from compare`}
        className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-muted hover:bg-canvas hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <CloseIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
