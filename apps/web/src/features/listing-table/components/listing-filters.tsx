import { useId, useState, type FormEvent } from 'react';
import { LISTING_STATUSES, type ListingStatus } from '@revy/shared';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { activeFilterCount, DATE_FILTERS, readStatuses, TEXT_FILTERS } from '../table-url';

export const STATUS_LABELS: Record<ListingStatus, string> = {
  unpublishedDraft: 'Draft',
  unpublished: 'Unpublished',
  published: 'Published',
};

/** The select filters: URL name, label, and choices (value, label); the empty choice means "any". */
const SELECTS: { key: string; label: string; choices: [string, string][] }[] = [
  {
    key: 'reviewed',
    label: 'Reviewed',
    choices: [
      ['false', 'Not reviewed'],
      ['true', 'Reviewed'],
    ],
  },
  {
    key: 'escalated',
    label: 'Escalated',
    choices: [
      ['true', 'Escalated'],
      ['false', 'Not escalated'],
    ],
  },
  {
    key: 'plan',
    label: 'Plan',
    choices: [
      ['active', 'Active (paid)'],
      ['trial', 'On trial'],
      ['pending', 'Chosen, not activated'],
      ['none', 'No active plan'],
    ],
  },
  {
    key: 'saleStatus',
    label: 'Sale',
    choices: [
      ['unsold', 'For sale'],
      ['sold', 'Sold'],
    ],
  },
  {
    key: 'test',
    label: 'Test listings',
    choices: [
      ['false', 'Hide test'],
      ['true', 'Only test'],
    ],
  },
  {
    key: 'deleted',
    label: 'Deleted',
    choices: [
      ['include', 'Include deleted'],
      ['only', 'Only deleted'],
    ],
  },
];

const TEXT_LABELS: Record<
  (typeof TEXT_FILTERS)[number] | (typeof DATE_FILTERS)[number] | 'priceMin' | 'priceMax',
  string
> = {
  search: 'Words, VIN or id',
  seller: 'Seller name or email',
  make: 'Make',
  model: 'Model',
  yearMin: 'Year from',
  yearMax: 'Year to',
  priceMin: 'Price from ($)',
  priceMax: 'Price to ($)',
  createdFrom: 'Created from',
  createdTo: 'Created to',
  updatedFrom: 'Updated from',
  updatedTo: 'Updated to',
};
const TYPED = [...TEXT_FILTERS, 'priceMin', 'priceMax', ...DATE_FILTERS] as const;
const inputType = (k: (typeof TYPED)[number]) =>
  (DATE_FILTERS as readonly string[]).includes(k) ? 'date' : /year|price/i.test(k) ? 'number' : 'text';

type Props = {
  params: URLSearchParams;
  /** Sets (or, with '', removes) filters, back to page 1. */
  onChange: (values: Record<string, string>) => void;
};

/**
 * The filter bar: status chips and the select filters apply at once; the typed ones on Enter or "Apply". On a phone
 * it folds behind a "Filters" button that says how many are set.
 */
export function ListingFilters({ params, onChange }: Props) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const statuses = readStatuses(params);
  const count = activeFilterCount(params);

  const toggleStatus = (s: ListingStatus) => {
    const next = statuses.includes(s) ? statuses.filter((x) => x !== s) : [...statuses, s];
    onChange({ status: next.join(',') });
  };
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    onChange(Object.fromEntries(TYPED.map((k) => [k, String(data.get(k) ?? '').trim()])));
  };
  const clear = () =>
    onChange(Object.fromEntries(['status', ...SELECTS.map((s) => s.key), ...TYPED].map((k) => [k, ''])));

  return (
    <section aria-label="Filters" className="rounded-xl border border-line bg-white p-3 md:p-4">
      <div className="flex items-center justify-between gap-2 md:hidden">
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide filters' : `Filters${count ? ` (${count})` : ''}`}
        </Button>
        {count ? (
          <Button variant="ghost" size="sm" onClick={clear}>
            Clear all
          </Button>
        ) : null}
      </div>
      <div id={`${id}-panel`} className={`${open ? 'mt-3 flex' : 'hidden'} flex-col gap-3 md:mt-0 md:flex`}>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
          <fieldset>
            <legend className="text-sm font-medium text-ink">Status</legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {LISTING_STATUSES.map((s) => {
                const on = statuses.includes(s);
                return (
                  <label
                    key={s}
                    className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/40 ${
                      on
                        ? 'border-primary bg-primary-soft text-primary'
                        : 'border-line bg-white text-ink hover:border-primary/50'
                    }`}
                  >
                    <input type="checkbox" className="sr-only" checked={on} onChange={() => toggleStatus(s)} />
                    <span aria-hidden="true">{on ? '✓' : '+'}</span>
                    {STATUS_LABELS[s]}
                  </label>
                );
              })}
            </div>
          </fieldset>
          {SELECTS.map((s) => (
            <div key={s.key} className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-${s.key}`} className="text-sm font-medium text-ink">
                {s.label}
              </label>
              <select
                id={`${id}-${s.key}`}
                value={params.get(s.key) ?? ''}
                onChange={(e) => onChange({ [s.key]: e.target.value })}
                className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink"
              >
                <option value="">{s.key === 'deleted' ? 'Hide deleted' : 'Any'}</option>
                {s.choices.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
        {/* Keyed on the address, so Back/Forward and "Clear all" refill the fields. */}
        <form
          key={params.toString()}
          onSubmit={submit}
          className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6"
        >
          {TYPED.map((k) => (
            <TextField
              key={k}
              name={k}
              label={TEXT_LABELS[k]}
              type={inputType(k)}
              inputMode={inputType(k) === 'number' ? 'numeric' : undefined}
              min={inputType(k) === 'number' ? 0 : undefined}
              defaultValue={params.get(k) ?? ''}
              className={k === 'search' || k === 'seller' ? 'col-span-2' : ''}
            />
          ))}
          <div className="col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-2">
            <Button type="submit" size="sm">
              Apply
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={clear} disabled={!count}>
              Clear all
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
