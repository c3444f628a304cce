import { useId, useState } from 'react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  ROUTES,
  SAVED_SEARCH_NAME_MAX,
  type AlertFrequency,
  type SavedSearch,
} from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { SignpostIllustration } from '../../../components/illustrations';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/form-errors';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '../api/saved-searches';
import { describeFilters } from '../lib/describe-filters';

/** The Saved page's searches: each with its filters, how often it alerts, and rename, show and delete. */
export function SavedSearchesList() {
  const searches = useSavedSearches();
  if (searches.isPending)
    return (
      <ul className="grid gap-3" aria-busy="true" aria-label="Loading saved searches">
        {Array.from({ length: 2 }, (_, i) => (
          <li key={i} className="h-36 animate-pulse rounded-2xl border border-line bg-white" />
        ))}
      </ul>
    );
  if (searches.isError)
    return (
      <LoadError
        title="We couldn’t load your saved searches"
        error={searches.error}
        onRetry={() => void searches.refetch()}
      />
    );
  if (searches.data.content.length === 0)
    return (
      <EmptyState
        headingLevel={2}
        illustration={<SignpostIllustration />}
        title="No saved searches yet"
        description="In the showroom, choose your filters and press “Save this search”. We'll tell you when new cars match."
        actions={[{ to: ROUTES.showroom, label: 'Go to the showroom' }]}
      />
    );
  return (
    <ul className="grid gap-3">
      {searches.data.content.map((s) => (
        <li key={s.id}>
          <SavedSearchCard search={s} />
        </li>
      ))}
    </ul>
  );
}

function SavedSearchCard({ search }: { search: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const frequencyId = useId();
  return (
    <article className="rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-5">
      {renaming ? (
        <RenameForm
          search={search}
          onDone={() => setRenaming(false)}
          save={(name) => update.mutateAsync({ id: search.id, name })}
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 break-words text-lg font-semibold text-ink">{search.name}</h3>
          <span className="text-sm text-muted">
            {search.matchCount === 0
              ? 'No new cars yet'
              : search.matchCount === 1
                ? '1 car found so far'
                : `${search.matchCount} cars found so far`}
          </span>
        </div>
      )}
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Filters">
        {describeFilters(search.query).map((f) => (
          <li key={f} className="rounded-full bg-primary-soft px-2.5 py-1 text-sm text-ink">
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={frequencyId} className="text-sm font-medium text-ink">
            Alerts
          </label>
          <select
            id={frequencyId}
            value={search.frequency}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ id: search.id, frequency: e.target.value as AlertFrequency })}
            className="h-10 rounded-lg border border-line bg-white px-3 text-sm text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
          >
            {ALERT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {ALERT_FREQUENCY_LABELS[f]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <ButtonLink to={search.showroomPath} size="md" className="col-span-2">
            Show cars
          </ButtonLink>
          {!renaming ? (
            <Button variant="secondary" onClick={() => setRenaming(true)} aria-label={`Rename ${search.name}`}>
              Rename
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => setConfirming(true)} aria-label={`Delete ${search.name}`}>
            Delete
          </Button>
        </div>
      </div>
      {update.isError && !renaming ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(update.error)}</Alert>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this saved search?"
        body={
          <>
            “{search.name}” and its alerts will be gone. Cars you saved stay saved.
            {remove.isError ? <span className="mt-2 block text-danger">{errorMessage(remove.error)}</span> : null}
          </>
        }
        confirmLabel="Delete search"
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate(search.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </article>
  );
}

function RenameForm({
  search,
  save,
  onDone,
}: {
  search: SavedSearch;
  save: (name: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const id = useId();
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!name.trim()) return setError('Give the search a name');
        setPending(true);
        save(name.trim())
          .then(onDone)
          .catch((err: unknown) => setError(errorMessage(err)))
          .finally(() => setPending(false));
      }}
    >
      <div className="flex flex-1 flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          New name
        </label>
        <input
          id={id}
          value={name}
          maxLength={SAVED_SEARCH_NAME_MAX}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 rounded-lg border border-line bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Button type="submit" loading={pending}>
          Save name
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
