import { Link } from 'react-router';
import { useClassifiedsStatus } from '../api/classifieds';
import { ClassifiedsPage, QueryState } from './classifieds-chrome';
import { OldestWaiting, StatusCounts } from './status-page';

const TOOLS = [
  {
    to: '/admin/craigslist/_/work',
    title: 'Work table',
    text: 'Claim a waiting car, copy its ready-made ad and photos, record the posting.',
  },
  { to: '/admin/craigslist/_/sync', title: 'Sync one', text: 'Record the address of one posting made elsewhere.' },
  { to: '/admin/craigslist/_/status', title: 'Status', text: 'Counts by state and the stale postings to take down.' },
  { to: '/admin/craigslist/_/bulk-sync', title: 'Bulk sync', text: 'Record many postings at once, one per line.' },
];

/** /admin/craigslist (staff): where cross-posting stands and the four tools. */
export function ClassifiedsIndexPage() {
  const q = useClassifiedsStatus();
  return (
    <ClassifiedsPage
      title="Classifieds cross-posting"
      description="Craigslist has no posting API for private sellers, so the team posts cars whose plan includes classifieds by hand, from a queue the product keeps."
    >
      <QueryState query={q} what="counts">
        {q.data ? (
          <>
            <StatusCounts status={q.data} />
            <OldestWaiting status={q.data} />
          </>
        ) : null}
      </QueryState>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TOOLS.map((t) => (
          <li key={t.to}>
            <Link
              to={t.to}
              className="flex h-full flex-col gap-1 rounded-xl border border-line bg-white p-4 hover:border-primary hover:bg-primary-soft"
            >
              <span className="font-semibold text-ink">
                {t.title}{' '}
                <span aria-hidden="true" className="text-primary">
                  →
                </span>
              </span>
              <span className="text-sm text-muted">{t.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ClassifiedsPage>
  );
}
