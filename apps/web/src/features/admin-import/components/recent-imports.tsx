import { formatDateTime, type ImportStatus } from '@revy/shared';
import { Spinner } from '../../../components/ui/spinner';
import { isRunning, useImports } from '../api/imports';

export const STATUS_LABELS: Record<ImportStatus, string> = {
  ready: 'Not started',
  queued: 'Waiting',
  running: 'Importing',
  photos: 'Fetching photos',
  done: 'Done',
  failed: 'Failed',
};

/** The latest imports (anyone's), to come back to one that runs or read an old report. */
export function RecentImports({ currentId, onOpen }: { currentId: string | null; onOpen: (id: string) => void }) {
  const q = useImports();
  return (
    <aside aria-labelledby="recent-imports-h" className="flex flex-col gap-2">
      <h2 id="recent-imports-h" className="text-sm font-semibold uppercase tracking-wide text-muted">
        Recent imports
      </h2>
      {q.isError ? (
        <p className="text-sm text-orange-900">We couldn't load the recent imports.</p>
      ) : !q.data ? (
        <Spinner size={20} label="Loading recent imports" />
      ) : q.data.content.length === 0 ? (
        <p className="rounded-xl border border-line bg-white px-3 py-4 text-sm text-muted">
          No imports yet. The files you upload are listed here with their progress.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {q.data.content.map((i) => (
            <li key={i.id}>
              <button
                type="button"
                onClick={() => onOpen(i.id)}
                aria-current={i.id === currentId ? 'true' : undefined}
                className={`w-full rounded-xl border px-3 py-2 text-left text-sm transition hover:border-primary focus:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 ${
                  i.id === currentId ? 'border-primary bg-primary-soft' : 'border-line bg-white'
                }`}
              >
                <span className="block truncate font-medium text-ink">{i.fileName}</span>
                <span className="flex flex-wrap gap-x-2 text-xs text-muted">
                  <span className={isRunning(i) ? 'font-medium text-primary' : ''}>
                    {STATUS_LABELS[i.status]}
                    {isRunning(i) ? ` ${i.counts.processed}/${i.counts.rows}` : ''}
                  </span>
                  {i.status === 'done' ? (
                    <span>
                      {i.counts.created} new · {i.counts.updated} updated · {i.counts.skipped} skipped
                    </span>
                  ) : null}
                  <time dateTime={i.createdAt}>{formatDateTime(i.createdAt)}</time>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
