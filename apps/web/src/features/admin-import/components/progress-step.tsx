import { useId } from 'react';
import type { ListingImport } from '@revy/shared';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Count } from './preview-step';

/**
 * Step 4: the run's progress, polled every second (the import goes on without the page: leave
 * and come back from the list of recent imports). Rows first, then the photos.
 */
export function ProgressStep({ imp }: { imp: ListingImport }) {
  const id = useId();
  const { counts } = imp;
  const photosTotal = counts.photosFetched + counts.photosFailed + counts.photosPending;
  const photoPhase = imp.status === 'photos';
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <div>
        <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">
          Importing {imp.fileName}
        </h2>
        <p className="text-sm text-muted">
          {imp.status === 'queued'
            ? 'Waiting for the server to start…'
            : photoPhase
              ? 'All rows are done; fetching photos.'
              : 'You can leave this page: the import goes on and is listed under Recent imports.'}
        </p>
      </div>
      <div className="rounded-xl border border-line bg-white p-4">
        <div className="mb-2 flex justify-between text-sm">
          <span className="font-medium text-ink">Rows</span>
          <span aria-live="polite" data-testid="import-progress" className="text-muted">
            {counts.processed.toLocaleString('en-US')} of {counts.rows.toLocaleString('en-US')}
          </span>
        </div>
        <ProgressBar value={counts.processed} max={counts.rows} label="Rows imported" />
        {photosTotal > 0 ? (
          <>
            <div className="mb-2 mt-4 flex justify-between text-sm">
              <span className="font-medium text-ink">Photos</span>
              <span className="text-muted">
                {(counts.photosFetched + counts.photosFailed).toLocaleString('en-US')} of{' '}
                {photosTotal.toLocaleString('en-US')}
              </span>
            </div>
            <ProgressBar value={counts.photosFetched + counts.photosFailed} max={photosTotal} label="Photos fetched" />
          </>
        ) : null}
      </div>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Count label="Created" value={counts.created} tone="text-emerald-800" />
        <Count label="Updated" value={counts.updated} />
        <Count label="Skipped" value={counts.skipped} tone={counts.skipped ? 'text-orange-800' : 'text-ink'} />
      </dl>
    </section>
  );
}
