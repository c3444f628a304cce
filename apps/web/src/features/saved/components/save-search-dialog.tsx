import { useId, useState } from 'react';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  defaultSearchName,
  SavedSearchInputSchema,
  type AlertFrequency,
  type SavedSearchFilters,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useCreateSavedSearch } from '../api/saved-searches';
import { describeFilters } from '../lib/describe-filters';

/** Names a showroom search and chooses how often it alerts; saved with the same schema the server checks. */
export default function SaveSearchDialog({
  filters,
  onClose,
  onSaved,
}: {
  filters: SavedSearchFilters;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const [name, setName] = useState(() => defaultSearchName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const [errors, setErrors] = useState<FieldErrors>({});
  const create = useCreateSavedSearch();
  const groupId = useId();

  const submit = () => {
    const parsed = parseForm(SavedSearchInputSchema, { name, frequency, query: filters }, ['name']);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(
      { name: parsed.data.name, frequency, query: filters },
      {
        onSuccess: (saved) => onSaved(saved.name),
        onError: (err) => setErrors(serverFieldErrors(err)),
      },
    );
  };

  const problem = errors.query ?? (create.isError && !errors.name ? errorMessage(create.error) : null);
  return (
    <Dialog open title="Save this search" onClose={onClose}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-5"
      >
        <div>
          <p className="text-sm font-medium text-ink">Cars that match</p>
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Filters of this search">
            {describeFilters(filters).map((f) => (
              <li key={f} className="rounded-full bg-primary-soft px-2.5 py-1 text-sm text-ink">
                {f}
              </li>
            ))}
          </ul>
        </div>
        <TextField
          label="Name"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
          autoComplete="off"
        />
        <fieldset>
          <legend id={groupId} className="text-sm font-medium text-ink">
            Tell me about new matches
          </legend>
          <div className="mt-2 grid gap-2">
            {ALERT_FREQUENCIES.map((f) => (
              <label
                key={f}
                className={`flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm ${
                  frequency === f ? 'border-primary bg-primary-soft' : 'border-line'
                }`}
              >
                <input
                  type="radio"
                  name="frequency"
                  value={f}
                  checked={frequency === f}
                  onChange={() => setFrequency(f)}
                  className="h-4 w-4 accent-primary"
                />
                <span className="text-ink">{ALERT_FREQUENCY_LABELS[f]}</span>
              </label>
            ))}
          </div>
          <p className="mt-2 text-sm text-muted">
            New matches and price drops show in your notifications, and by email unless you turn those off.
          </p>
        </fieldset>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Save search
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
