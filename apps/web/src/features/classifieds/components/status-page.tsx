import { Link } from 'react-router';
import { formatDate, ROUTES, type ClassifiedsStatus } from '@revy/shared';
import { useClassifiedsStatus } from '../api/classifieds';
import { ClassifiedsPage, QueryState, STALE_LABEL } from './classifieds-chrome';
import { RelativeTime } from '../../../components/ui/relative-time';

/** The counts by state as a row of tiles (the status page and the overview share it). */
export function StatusCounts({ status }: { status: ClassifiedsStatus }) {
  const tiles = [
    { label: 'New, never posted', value: status.counts.waitingNew },
    { label: 'Changed, to repost', value: status.counts.waitingRepost },
    { label: 'Being worked on', value: status.counts.claimed },
    { label: 'Posted and current', value: status.counts.posted },
    { label: 'Stale postings', value: status.counts.stale },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-line bg-white p-4">
          <dt className="text-xs font-medium text-muted">{t.label}</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{t.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

export function OldestWaiting({ status }: { status: ClassifiedsStatus }) {
  return (
    <p className="text-sm text-muted">
      {status.oldestWaitingSince ? (
        <>
          The oldest car in the queue has waited since{' '}
          <time dateTime={status.oldestWaitingSince} className="font-medium text-ink">
            <RelativeTime value={status.oldestWaitingSince} />
          </time>
          .
        </>
      ) : (
        'Nothing is waiting.'
      )}{' '}
      A car changed more than {status.repostDelayMinutes} minute{status.repostDelayMinutes === 1 ? '' : 's'} after its
      last posting goes back in the queue.
    </p>
  );
}

/** /admin/craigslist/_/status (staff): counts by state, the oldest waiting item and stale postings to take down. */
export function ClassifiedsStatusPage() {
  const q = useClassifiedsStatus();
  return (
    <ClassifiedsPage
      title="Cross-posting status"
      description="Where every car with classifieds in its plan stands, and postings that should come down or be renewed."
    >
      <QueryState query={q} what="status">
        {q.data ? (
          <>
            <StatusCounts status={q.data} />
            <OldestWaiting status={q.data} />
            <section aria-labelledby="stale-heading" className="flex flex-col gap-3">
              <h2 id="stale-heading" className="text-lg font-semibold text-ink">
                Stale postings
              </h2>
              {q.data.stale.length === 0 ? (
                <p className="rounded-xl border border-line bg-white px-4 py-6 text-center text-sm text-muted">
                  No stale postings: every live ad belongs to a car still for sale and is less than 30 days old.
                </p>
              ) : (
                <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white">
                  {q.data.stale.map((s) => (
                    <li key={s.listingId} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:gap-4">
                      <Link
                        to={ROUTES.listing(s.listingId)}
                        className="min-w-0 flex-1 truncate font-medium text-ink hover:text-primary hover:underline"
                      >
                        {s.title}
                      </Link>
                      <span className="w-fit rounded-full bg-orange-100 px-2 py-0.5 text-xs font-medium text-orange-900">
                        {STALE_LABEL[s.reason]}
                      </span>
                      <span className="text-xs text-muted">Posted {formatDate(s.craigslistUpdatedAt)}</span>
                      <a
                        href={s.craigslistUrl}
                        target="_blank"
                        rel="noreferrer"
                        className="text-sm text-primary underline"
                      >
                        Open the ad
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </QueryState>
    </ClassifiedsPage>
  );
}
