import { useId, useState } from 'react';
import type { ListingViews } from '@revy/shared';
import { Card } from '../../../components/ui/card';
import { useListingViews } from '../api/get-listing-views';

const dayLabel = (date: string, style: 'short' | 'long' = 'short') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(style === 'long' ? { weekday: 'short' } : {}),
    timeZone: 'UTC',
  });

/**
 * "Views per day" for the seller (issue 17): one bar per day of the last 30, highest day on top. Each bar can be
 * focused or hovered for its numbers; screen readers get the same figures as a table.
 */
export function ListingViewsChart({ listingId }: { listingId: string }) {
  const views = useListingViews(listingId);
  return (
    <Card>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">Views per day</h2>
        <p className="text-sm text-muted">Last 30 days</p>
      </div>
      {views.isPending ? (
        <div className="mt-4 h-40 animate-pulse rounded-lg bg-canvas" aria-label="Loading views" />
      ) : views.isError ? (
        <p className="mt-4 text-sm text-muted">Views could not be loaded right now. They will show here shortly.</p>
      ) : (
        <ViewsBody data={views.data} />
      )}
    </Card>
  );
}

function ViewsBody({ data }: { data: ListingViews }) {
  const [active, setActive] = useState<number | null>(null);
  const tableId = useId();
  const max = Math.max(1, ...data.perDay.map((d) => d.views));
  const focused = active === null ? null : data.perDay[active];
  const summary = [
    { label: 'Views', value: data.totalViews },
    { label: 'Visitors', value: data.totalVisitors },
    { label: 'Share link clicks', value: data.shareClicks },
  ];
  return (
    <>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {summary.map((s) => (
          <div key={s.label}>
            <dt className="text-xs font-medium text-muted">{s.label}</dt>
            <dd className="text-xl font-bold text-ink">{s.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
      {data.totalViews === 0 ? (
        <p className="mt-4 rounded-lg bg-canvas px-4 py-6 text-center text-sm text-muted">
          No views yet. Share your listing to bring the first buyers in.
        </p>
      ) : (
        <>
          <p className="mt-4 h-5 text-sm text-ink" aria-live="polite">
            {focused
              ? `${dayLabel(focused.date, 'long')}: ${focused.views} view${focused.views === 1 ? '' : 's'}, ${focused.visitors} visitor${focused.visitors === 1 ? '' : 's'}`
              : ''}
          </p>
          <div
            className="mt-1 flex h-32 items-end gap-[2px] border-b border-line"
            role="group"
            aria-label="Views per day, last 30 days"
            aria-describedby={tableId}
            onMouseLeave={() => setActive(null)}
          >
            {data.perDay.map((d, i) => (
              <button
                key={d.date}
                type="button"
                className={`group flex h-full min-w-0 flex-1 items-end rounded-t focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${active === i ? 'bg-primary-soft' : ''}`}
                aria-label={`${dayLabel(d.date, 'long')}: ${d.views} views, ${d.visitors} visitors`}
                onMouseEnter={() => setActive(i)}
                onFocus={() => setActive(i)}
                onBlur={() => setActive(null)}
              >
                <span
                  className="block w-full rounded-t bg-primary/80 group-hover:bg-primary"
                  style={{ height: `${d.views ? Math.max(4, (d.views / max) * 100) : 0}%` }}
                />
              </button>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-xs text-muted" aria-hidden="true">
            <span>{dayLabel(data.perDay[0]!.date)}</span>
            <span>{dayLabel(data.perDay.at(-1)!.date)}</span>
          </div>
        </>
      )}
      <table id={tableId} className="sr-only">
        <caption>Views and visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
          </tr>
        </thead>
        <tbody>
          {data.perDay.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date, 'long')}</th>
              <td>{d.views}</td>
              <td>{d.visitors}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
