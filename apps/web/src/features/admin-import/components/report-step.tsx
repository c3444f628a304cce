import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ImportReportRow, ListingImport } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { reportCsvUrl, useReport } from '../api/imports';
import { Count } from './preview-step';

const OUTCOME_LABELS: Record<ImportReportRow['outcome'], string> = {
  created: 'Created',
  updated: 'Updated',
  skipped: 'Skipped',
  pending: 'Not reached',
};
type Filter = 'all' | 'skipped' | 'photos';

/**
 * Step 5: what the run did. Counts, each row with a link to its listing or the reason it was
 * skipped, photo failures, and the report as a CSV download.
 */
export function ReportStep({ imp, onNew }: { imp: ListingImport; onNew: () => void }) {
  const id = useId();
  const q = useReport(imp.id, true);
  const [filter, setFilter] = useState<Filter>(imp.counts.skipped ? 'skipped' : 'all');
  const { counts } = imp;
  const rows = (q.data?.rows ?? []).filter((r) =>
    filter === 'skipped' ? r.outcome === 'skipped' : filter === 'photos' ? r.photos.some((p) => !p.ok) : true,
  );
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">
            Report
          </h2>
          <p className="text-sm text-muted">{imp.fileName}</p>
        </div>
        <div className="flex gap-2">
          <a href={reportCsvUrl(imp.id)} download className={buttonClass('secondary', 'sm')}>
            Download report CSV
          </a>
          <Button size="sm" variant="ghost" onClick={onNew}>
            New import
          </Button>
        </div>
      </div>
      {imp.status === 'failed' ? (
        <Alert tone="error" title="The import stopped">
          {imp.error ?? 'Something went wrong.'} The rows done before it stopped are kept.
        </Alert>
      ) : (
        <Alert tone="success" title="Import finished">
          <span data-testid="import-summary">
            {counts.created} created, {counts.updated} updated, {counts.skipped} skipped
            {counts.photosFetched + counts.photosFailed > 0
              ? `; ${counts.photosFetched} photos fetched, ${counts.photosFailed} failed`
              : ''}
            .
          </span>
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3">
        <Count label="Created" value={counts.created} tone="text-emerald-800" />
        <Count label="Updated" value={counts.updated} />
        <Count label="Skipped" value={counts.skipped} tone={counts.skipped ? 'text-orange-800' : 'text-ink'} />
        <Count
          label="Photo failures"
          value={counts.photosFailed}
          tone={counts.photosFailed ? 'text-orange-800' : 'text-ink'}
        />
      </dl>
      <div role="group" aria-label="Show rows" className="flex flex-wrap gap-2">
        {(['all', 'skipped', 'photos'] as const).map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => setFilter(f)}
            className={`rounded-full border px-3 py-1 text-sm ${filter === f ? 'border-primary bg-primary-soft text-ink' : 'border-line bg-white text-muted'}`}
          >
            {f === 'all' ? 'All rows' : f === 'skipped' ? 'Skipped' : 'Photo failures'}
          </button>
        ))}
      </div>
      {q.isError ? (
        <LoadError title="We couldn't load the report" error={q.error} onRetry={() => void q.refetch()} className="" />
      ) : !q.data ? (
        <div className="flex justify-center py-8 text-primary">
          <Spinner size={24} label="Loading the report" />
        </div>
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-line bg-white px-4 py-6 text-center text-sm text-muted">
          No rows to show here.
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-white" aria-label="Rows">
          {rows.map((r) => (
            <li key={r.row} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
              <span className="w-16 shrink-0 text-sm text-muted">Row {r.row}</span>
              <span className="w-24 shrink-0 text-sm font-medium text-ink">{OUTCOME_LABELS[r.outcome]}</span>
              <div className="min-w-0 flex-1 text-sm">
                {r.listingId ? (
                  <Link to={`/my-garage/${r.listingId}`} className="font-medium text-primary underline">
                    {r.title ?? 'Listing'}
                  </Link>
                ) : (
                  <span className="font-medium text-ink">{r.title ?? '—'}</span>
                )}
                {r.vin ? <span className="ml-2 font-mono text-xs text-muted">{r.vin}</span> : null}
                {r.message ? <p className="text-orange-900">{r.message}</p> : null}
                {r.photos
                  .filter((p) => !p.ok)
                  .map((p) => (
                    <p key={p.url} className="break-all text-xs text-orange-900">
                      Photo {p.url}: {p.message}
                    </p>
                  ))}
                {r.photos.some((p) => p.ok) ? (
                  <p className="text-xs text-muted">{r.photos.filter((p) => p.ok).length} photos added</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
