import { useQueries } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ShowroomIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-client';
import {
  carSnapshot,
  CloseIcon,
  compareHref,
  DealBadge,
  DealDollars,
  ListingPicture,
  listingQuery,
  MAX_COMPARE,
  parseCompareIds,
  unpickForCompare,
  useCompare,
} from '../../listings';
import { dealBadgeQuery } from '../../pricing';
import { compareRows, type ComparedCar, type CompareRow } from '../lib/compare-rows';

type Column =
  | { id: string; state: 'loading' }
  | { id: string; state: 'gone' }
  | { id: string; state: 'error'; retry: () => void }
  | { id: string; state: 'ok'; car: ComparedCar };

/**
 * /compare (issue 19): up to three cars side by side, from `?ids=a,b,c` (a shared link) or, without it, the cars
 * picked on this device. Facts in rows with the ones that differ marked and the best value named; on a phone the
 * columns scroll sideways under sticky row labels. A car that is not for sale (unpublished, deleted, a wrong id) is
 * a column that says so, never a broken page.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { cars: picked } = useCompare();
  const fromUrl = params.has('ids');
  const { ids, extra } = fromUrl ? parseCompareIds(params.get('ids')) : { ids: picked.map((c) => c.id), extra: 0 };
  const [onlyDiff, setOnlyDiff] = useState(false);
  const diffId = useId();

  const listings = useQueries({ queries: ids.map((id) => ({ ...listingQuery(id), retry: false })) });
  const deals = useQueries({
    queries: ids.map((id, i) => ({ ...dealBadgeQuery(id), enabled: listings[i]?.data?.status === 'published' })),
  });
  const columns: Column[] = ids.map((id, i) => {
    const q = listings[i]!;
    if (q.isPending) return { id, state: 'loading' };
    if (q.isError) {
      const status = isApiError(q.error) ? q.error.status : 0;
      if ([400, 403, 404].includes(status)) return { id, state: 'gone' };
      return { id, state: 'error', retry: () => void q.refetch() };
    }
    const listing = q.data!;
    // Buyers only ever see published cars here; the seller's own draft is not for sale either.
    if (listing.status !== 'published') return { id, state: 'gone' };
    const distance = picked.find((c) => c.id === id)?.distance ?? null;
    return { id, state: 'ok', car: { listing, deal: deals[i]?.data ?? null, distance } };
  });

  const remove = (id: string) => {
    unpickForCompare(id);
    if (fromUrl) navigate(compareHref(ids.filter((x) => x !== id)), { replace: true });
  };

  if (!ids.length) {
    return (
      <EmptyState
        illustration={<ShowroomIllustration />}
        title="Nothing to compare yet"
        description={`Press Compare on up to ${MAX_COMPARE} cars in the showroom or on a car's page to see them side by side.`}
        actions={[{ to: ROUTES.showroom, label: 'Browse the showroom' }]}
      />
    );
  }

  const rows = compareRows(columns.map((c) => (c.state === 'ok' ? c.car : null)));
  const shown = onlyDiff ? rows.filter((r) => r.differs) : rows;
  const ok = columns.filter((c) => c.state === 'ok').length;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-6 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
        <ol className="flex items-center gap-1.5">
          <li>
            <Link to={ROUTES.showroom} className="hover:text-ink hover:underline">
              Showroom
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="text-ink" aria-current="page">
            Compare
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Compare cars</h1>
          <p className="mt-1 text-muted">Side by side. What differs is marked, with the best of each row named.</p>
        </div>
        <label htmlFor={diffId} className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
          <input
            id={diffId}
            type="checkbox"
            checked={onlyDiff}
            onChange={(e) => setOnlyDiff(e.target.checked)}
            className="h-4 w-4 rounded border-line accent-[var(--theme-primary)]"
          />
          Only show differences
        </label>
      </div>
      {extra ? (
        <div className="mt-4">
          <Alert tone="info">
            You can compare up to {MAX_COMPARE} cars: the first {MAX_COMPARE} of this link are shown, {extra} left out.
          </Alert>
        </div>
      ) : null}
      {ok < 2 && columns.every((c) => c.state !== 'loading') ? (
        <p className="mt-4 text-sm text-muted">
          Add {ok === 0 ? 'cars' : 'another car'} from the{' '}
          <Link to={ROUTES.showroom} className="font-medium text-primary underline-offset-2 hover:underline">
            showroom
          </Link>{' '}
          to see {ok === 0 ? 'them' : 'it'} side by side.
        </p>
      ) : null}

      {/* Phones: the columns scroll sideways; the row labels stay put. `relative` keeps the screen-reader-only text
          of the cells inside the scrolling box, so the page itself never scrolls sideways. */}
      <div
        className="relative mt-6 overflow-x-auto rounded-2xl border border-line bg-white shadow-sm"
        tabIndex={0}
        role="region"
        aria-label="Comparison table (scrolls sideways)"
      >
        {/* Equal columns; past a phone's width the table keeps 11rem a car and scrolls. */}
        <table
          className="w-full table-fixed border-separate border-spacing-0 text-left text-sm"
          style={{ minWidth: `${7 + columns.length * 11}rem` }}
        >
          <caption className="sr-only">
            {`${ok} ${ok === 1 ? 'car' : 'cars'} compared: price, deal, year, mileage, body, fuel, transmission, drivetrain, location, features and photos`}
          </caption>
          <colgroup>
            <col className="w-28 sm:w-40" />
            {columns.map((c) => (
              <col key={c.id} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 border-b border-r border-line bg-white p-3" />
              {columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className="min-w-[11rem] border-b border-l border-line p-3 align-top font-normal"
                >
                  <CarHeader column={c} onRemove={() => remove(c.id)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <RowView key={r.key} row={r} columns={columns} />
            ))}
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="p-6 text-center text-muted">
                  These cars are the same on every row.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CarHeader({ column, onRemove }: { column: Column; onRemove: () => void }) {
  const removeButton = (label: string) => (
    <button
      type="button"
      onClick={onRemove}
      aria-label={label}
      className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-muted hover:bg-canvas hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
    >
      <CloseIcon className="h-4 w-4" />
      Remove
    </button>
  );
  if (column.state === 'loading')
    return (
      <div className="animate-pulse" aria-busy="true" aria-label="Loading the car">
        <div className="aspect-[3/2] rounded-lg bg-line/70" />
        <div className="mt-2 h-4 w-3/4 rounded bg-line" />
      </div>
    );
  if (column.state === 'gone' || column.state === 'error')
    return (
      <div className="flex flex-col gap-2">
        <div className="flex aspect-[3/2] items-center justify-center rounded-lg bg-canvas p-3 text-center text-sm text-muted">
          {column.state === 'gone' ? "This car isn't for sale on Revy right now" : "We couldn't load this car"}
        </div>
        <div className="flex items-center justify-between gap-2">
          {column.state === 'error' ? (
            <button type="button" onClick={column.retry} className="text-sm font-semibold text-primary hover:underline">
              Try again
            </button>
          ) : (
            <span />
          )}
          {removeButton('Remove this car from compare')}
        </div>
      </div>
    );
  const l = column.car.listing;
  const title = carSnapshot(l).title;
  return (
    <div className="flex flex-col gap-2">
      <Link
        to={ROUTES.listing(l.id)}
        className="block overflow-hidden rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        <ListingPicture files={l.cover?.files} alt="" sizes="(min-width: 1024px) 320px, 176px" aspect="3 / 2" />
        <span className="mt-2 block font-semibold leading-snug text-ink hover:underline">{title}</span>
      </Link>
      <div className="flex items-center justify-between gap-2">
        {l.saleStatus === 'sold' ? (
          <span className="rounded-full bg-danger px-2 py-0.5 text-xs font-bold uppercase text-white">Sold</span>
        ) : (
          <span />
        )}
        {removeButton(`Remove ${title} from compare`)}
      </div>
    </div>
  );
}

function RowView({ row, columns }: { row: CompareRow; columns: Column[] }) {
  return (
    <tr className={row.differs ? 'bg-amber-50/60' : ''}>
      <th
        scope="row"
        className={`sticky left-0 z-10 border-b border-r border-line p-3 align-top text-xs font-semibold text-muted [overflow-wrap:anywhere] sm:text-sm ${row.differs ? 'bg-amber-50' : 'bg-white'}`}
      >
        {row.label}
        {row.differs ? <span className="mt-1 block text-[11px] font-semibold text-amber-800">Differs</span> : null}
      </th>
      {columns.map((c, i) => {
        const value = row.cells[i];
        const best = row.best.includes(i);
        return (
          <td key={c.id} className="border-b border-line p-3 align-top text-ink [&+td]:border-l">
            {c.state !== 'ok' ? (
              <span className="text-muted">{c.state === 'loading' ? '…' : '—'}</span>
            ) : row.key === 'deal' ? (
              <DealCell car={c.car} />
            ) : (
              <span className={row.key === 'price' ? 'text-base font-bold' : ''}>
                {value ?? <span className="text-muted">—</span>}
              </span>
            )}
            {best && row.bestLabel ? (
              <span className="mt-1 block text-xs font-semibold text-emerald-800">✓ {row.bestLabel}</span>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

function DealCell({ car }: { car: ComparedCar }) {
  if (!car.deal || car.listing.saleStatus === 'sold') return <span className="text-muted">Not rated</span>;
  return (
    <span className="flex flex-col items-start gap-1">
      <DealBadge deal={car.deal} size="sm" />
      <DealDollars price={car.listing.price} deal={car.deal} as="span" className="text-sm" />
    </span>
  );
}
