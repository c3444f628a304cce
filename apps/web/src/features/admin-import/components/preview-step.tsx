import { useId } from 'react';
import { formatMoneyCents, type ListingImportPreview } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useStartImport } from '../api/imports';

const ACTION_LABELS = { new: 'New', update: 'Update', error: 'Error' } as const;
const ACTION_TONES = {
  new: 'bg-emerald-100 text-emerald-900',
  update: 'bg-primary-soft text-ink',
  error: 'bg-orange-100 text-orange-900',
} as const;

export function Count({ label, value, tone = 'text-ink' }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
      <dd className={`text-2xl font-semibold ${tone}`}>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/**
 * Step 3: what each row would do (new, update, or error with its reasons), counted over the
 * whole file, the first rows in a table (cards on phones) and every row error listed. Rows with
 * errors are skipped by the run and named in the report.
 */
export function PreviewStep({
  preview,
  onBack,
  onStarted,
}: {
  preview: ListingImportPreview;
  onBack: () => void;
  onStarted: () => void;
}) {
  const id = useId();
  const start = useStartImport(preview.import.id);
  const { counts } = preview;
  const importable = counts.new + counts.update;
  return (
    <section aria-labelledby={`${id}-h`} className="flex flex-col gap-4">
      <h2 id={`${id}-h`} className="text-lg font-semibold text-ink">
        Preview
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        <Count label="New" value={counts.new} tone="text-emerald-800" />
        <Count label="Update" value={counts.update} />
        <Count label="Errors" value={counts.error} tone={counts.error ? 'text-orange-800' : 'text-ink'} />
      </dl>
      {preview.errors.length ? (
        <div className="rounded-xl border border-orange-200 bg-orange-50 p-4">
          <h3 className="font-medium text-orange-900">
            {counts.error === 1 ? '1 row will be skipped' : `${counts.error} rows will be skipped`}
          </h3>
          <ul className="mt-2 max-h-64 space-y-1 overflow-y-auto text-sm text-orange-900" aria-label="Row errors">
            {preview.errors.map((e, i) => (
              <li key={i}>
                <span className="font-medium">Row {e.row}</span>
                {e.column ? ` · ${e.column}` : ''}: {e.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <table className="w-full text-left text-sm md:rounded-xl md:border md:border-line md:bg-white">
        <caption className="sr-only">First {preview.rows.length} rows of the file</caption>
        <thead className="hidden border-b border-line bg-canvas text-xs uppercase tracking-wide text-muted md:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              Row
            </th>
            <th scope="col" className="px-4 py-2.5">
              Status
            </th>
            <th scope="col" className="px-4 py-2.5">
              Car
            </th>
            <th scope="col" className="px-4 py-2.5">
              VIN
            </th>
            <th scope="col" className="px-4 py-2.5 text-right">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
          {preview.rows.map((r) => (
            <tr
              key={r.row}
              data-testid="preview-row"
              className="flex flex-col gap-1 rounded-xl border border-line bg-white p-3 md:table-row md:rounded-none md:border-0 md:p-0"
            >
              <td className="text-muted md:px-4 md:py-2.5 md:align-top">Row {r.row}</td>
              <td className="md:px-4 md:py-2.5 md:align-top">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${ACTION_TONES[r.action]}`}>
                  {ACTION_LABELS[r.action]}
                </span>
                {r.errors.length ? (
                  <ul className="mt-1 text-xs text-orange-900">
                    {r.errors.map((e, i) => (
                      <li key={i}>{e.column ? `${e.column}: ${e.message}` : e.message}</li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="font-medium text-ink md:px-4 md:py-2.5 md:align-top">{r.title ?? '—'}</td>
              <td className="break-all font-mono text-xs text-muted md:px-4 md:py-2.5 md:align-top">{r.vin ?? '—'}</td>
              <td className="text-ink md:px-4 md:py-2.5 md:text-right md:align-top">
                {r.price !== null ? formatMoneyCents(r.price) : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {start.isError ? (
        <Alert tone="error" title="The import didn't start">
          {errorMessage(start.error)}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="ghost" onClick={onBack}>
          Change the mapping
        </Button>
        <Button
          onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
          loading={start.isPending}
          disabled={importable === 0}
        >
          {importable === 1 ? 'Import 1 car' : `Import ${importable.toLocaleString('en-US')} cars`}
        </Button>
      </div>
    </section>
  );
}
