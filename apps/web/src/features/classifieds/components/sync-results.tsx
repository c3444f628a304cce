import { Link } from 'react-router';
import type { ClassifiedsSyncResult } from '@revy/shared';
import { ROUTES } from '@revy/shared';

/** What the sync call answered, one line per listing: posted (with its address) or skipped (with why). */
export function SyncResults({ result }: { result: ClassifiedsSyncResult }) {
  return (
    <section aria-label="Result" className="rounded-xl border border-line bg-white p-4">
      <p role="status" className="font-medium text-ink">
        {result.synced} posted, {result.skipped} skipped
      </p>
      <ul className="mt-3 flex flex-col divide-y divide-line text-sm">
        {result.results.map((r) => (
          <li key={r.listingId} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3">
            <span
              className={`w-fit rounded-full px-2 py-0.5 text-xs font-medium ${r.outcome === 'synced' ? 'bg-emerald-100 text-emerald-900' : 'bg-orange-100 text-orange-900'}`}
            >
              {r.outcome === 'synced' ? 'Posted' : 'Skipped'}
            </span>
            <Link to={ROUTES.listing(r.listingId)} className="break-all font-mono text-xs text-ink underline">
              {r.listingId}
            </Link>
            <span className="min-w-0 flex-1 break-words text-muted">
              {r.outcome === 'synced' && r.craigslistUrl ? (
                <a href={r.craigslistUrl} target="_blank" rel="noreferrer" className="underline">
                  {r.craigslistUrl}
                </a>
              ) : (
                r.reason
              )}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
