import { useCallback, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { BODY_TYPES, FUEL_TYPES, TRANSMISSION_TYPES, formatNumber, type NearestZip } from '@revy/shared';
import { useListingOptions } from '../../listings';
import { useVehicleMakes } from '../api/vehicle-makes';
import { useSyncedText } from '../hooks/use-synced-text';
import { RADIUS_CHOICES, type ShowroomFilters } from '../lib/showroom-filters';
import { UseMyLocation } from './use-my-location';

type Update = (patch: Partial<ShowroomFilters>, opts?: { replace?: boolean }) => void;

/**
 * Typed filters commit as the typing pauses. Setting or clearing one is a step Back can undo;
 * changing a value that was already set replaces the entry, so Back does not replay keystrokes.
 */
const refining = (before: string | number | null, after: string | number | null) =>
  before !== null && before !== '' && after !== null && after !== '';

const MILEAGE_CHOICES = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];
const inputClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-white px-3 text-sm text-ink outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 disabled:bg-canvas disabled:text-muted';

/** The showroom's filters (sidebar on desktops, drawer on phones). Each change goes to the URL at once. */
export function ShowroomFilterPanel({
  filters,
  update,
  onClear,
}: {
  filters: ShowroomFilters;
  update: Update;
  onClear: () => void;
}) {
  const makes = useVehicleMakes();
  const options = useListingOptions();
  const bodyTypes = options.data?.bodyTypes?.length ? options.data.bodyTypes : [...BODY_TYPES];
  const fuelTypes = options.data?.fuelTypes?.length ? options.data.fuelTypes : [...FUEL_TYPES];
  const transmissions = options.data?.transmissionTypes?.length
    ? options.data.transmissionTypes
    : [...TRANSMISSION_TYPES];
  const makeList = makes.data ?? [];
  const makeChoices =
    filters.make && !makeList.some((m) => m.toLowerCase() === filters.make.toLowerCase())
      ? [filters.make, ...makeList]
      : makeList;
  const ids = useId();
  // Issue 19: the buyer's nearest ZIP, sorted nearest first.
  const searchNear = useCallback((p: NearestZip) => update({ zip: p.zip, sort: 'nearest' }), [update]);
  const mileageChoices =
    filters.mileageMax !== null && !MILEAGE_CHOICES.includes(filters.mileageMax)
      ? [...MILEAGE_CHOICES, filters.mileageMax].sort((a, b) => a - b)
      : MILEAGE_CHOICES;

  return (
    <div className="flex flex-col gap-5">
      <Field label="Make" htmlFor={`${ids}-make`}>
        {makes.isError ? (
          <TextFilter
            id={`${ids}-make`}
            value={filters.make}
            onCommit={(v) => update({ make: v }, { replace: refining(filters.make, v) })}
            placeholder="Any make"
          />
        ) : (
          <select
            id={`${ids}-make`}
            className={inputClass}
            value={filters.make}
            onChange={(e) => update({ make: e.target.value })}
          >
            <option value="">{makes.isPending ? 'Loading makes…' : 'Any make'}</option>
            {makeChoices.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Model" htmlFor={`${ids}-model`}>
        <TextFilter
          id={`${ids}-model`}
          value={filters.model}
          onCommit={(v) => update({ model: v }, { replace: refining(filters.model, v) })}
          placeholder="Any model, e.g. Civic"
        />
      </Field>

      <RangeField
        legend="Year"
        min={filters.yearMin}
        max={filters.yearMax}
        onMin={(v) => update({ yearMin: v }, { replace: refining(filters.yearMin, v) })}
        onMax={(v) => update({ yearMax: v }, { replace: refining(filters.yearMax, v) })}
        placeholder={['From', 'To']}
        accept={(n) => n >= 1900 && n <= 2100}
      />
      <RangeField
        legend="Price"
        prefix="$"
        min={filters.priceMin}
        max={filters.priceMax}
        onMin={(v) => update({ priceMin: v }, { replace: refining(filters.priceMin, v) })}
        onMax={(v) => update({ priceMax: v }, { replace: refining(filters.priceMax, v) })}
        placeholder={['Min', 'Max']}
        accept={(n) => n >= 0 && n <= 10_000_000}
      />

      <Field label="Maximum mileage" htmlFor={`${ids}-mileage`}>
        <select
          id={`${ids}-mileage`}
          className={inputClass}
          value={filters.mileageMax ?? ''}
          onChange={(e) => update({ mileageMax: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Any mileage</option>
          {mileageChoices.map((m) => (
            <option key={m} value={m}>
              Up to {formatNumber(m)} mi
            </option>
          ))}
        </select>
      </Field>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Body type</legend>
        <div className="flex flex-wrap gap-2">
          {bodyTypes.map((b) => {
            const on = filters.body.includes(b);
            return (
              <button
                key={b}
                type="button"
                aria-pressed={on}
                onClick={() => update({ body: on ? filters.body.filter((x) => x !== b) : [...filters.body, b] })}
                className={`h-9 rounded-full border px-3 text-sm font-medium transition ${
                  on ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary/50'
                }`}
              >
                {b}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid grid-cols-2 gap-3">
        <Field label="Fuel" htmlFor={`${ids}-fuel`}>
          <select
            id={`${ids}-fuel`}
            className={inputClass}
            value={filters.fuel}
            onChange={(e) => update({ fuel: e.target.value })}
          >
            <option value="">Any</option>
            {fuelTypes.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Transmission" htmlFor={`${ids}-transmission`}>
          <select
            id={`${ids}-transmission`}
            className={inputClass}
            value={filters.transmission}
            onChange={(e) => update({ transmission: e.target.value })}
          >
            <option value="">Any</option>
            {transmissions.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <Field label="ZIP code" htmlFor={`${ids}-zip`} hint="For distance">
          <TextFilter
            id={`${ids}-zip`}
            value={filters.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            placeholder="e.g. 78701"
            // Only a whole ZIP (or none) goes to the URL; half-typed ones wait.
            onCommit={(v) => {
              if (v === '' || /^\d{5}$/.test(v)) update({ zip: v }, { replace: refining(filters.zip, v) });
            }}
          />
        </Field>
        <Field label="Within" htmlFor={`${ids}-radius`}>
          <select
            id={`${ids}-radius`}
            className={inputClass}
            disabled={!filters.zip}
            value={filters.zip ? (filters.radius ?? '') : ''}
            onChange={(e) => update({ radius: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">Any distance</option>
            {RADIUS_CHOICES.map((r) => (
              <option key={r} value={r}>
                {r} miles
              </option>
            ))}
          </select>
        </Field>
      </div>
      <UseMyLocation onZip={searchNear} />

      <button type="button" onClick={onClear} className="self-start text-sm font-semibold text-primary hover:underline">
        Clear all filters
      </button>
    </div>
  );
}

function Field({
  label,
  htmlFor,
  hint,
  children,
}: {
  label: string;
  htmlFor: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-semibold text-ink">
        {label}
        {hint ? <span className="ml-1 font-normal text-muted">({hint})</span> : null}
      </label>
      {children}
    </div>
  );
}

function TextFilter({
  value,
  onCommit,
  ...rest
}: { value: string; onCommit: (v: string) => void } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange'
>) {
  const { text, setText, flush } = useSyncedText(value, onCommit, 500);
  return (
    <input
      {...rest}
      type="text"
      className={inputClass}
      value={text}
      onChange={(e) => setText(rest.inputMode === 'numeric' ? e.target.value.replace(/\D/g, '') : e.target.value)}
      onBlur={flush}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush();
      }}
    />
  );
}

function NumberFilter({
  value,
  onCommit,
  accept,
  label,
  placeholder,
  prefix,
}: {
  value: number | null;
  onCommit: (v: number | null) => void;
  accept: (n: number) => boolean;
  label: string;
  placeholder: string;
  prefix?: string;
}) {
  const { text, setText, flush } = useSyncedText(
    value === null ? '' : String(value),
    (t) => {
      if (t === '') return onCommit(null);
      const n = Number(t);
      if (Number.isFinite(n) && accept(n)) onCommit(n);
    },
    600,
  );
  return (
    <div className="relative min-w-0 flex-1">
      {prefix ? (
        <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted">
          {prefix}
        </span>
      ) : null}
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        placeholder={placeholder}
        className={`${inputClass} ${prefix ? 'pl-6' : ''}`}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={flush}
        onKeyDown={(e) => {
          if (e.key === 'Enter') flush();
        }}
      />
    </div>
  );
}

function RangeField({
  legend,
  min,
  max,
  onMin,
  onMax,
  placeholder,
  accept,
  prefix,
}: {
  legend: string;
  min: number | null;
  max: number | null;
  onMin: (v: number | null) => void;
  onMax: (v: number | null) => void;
  placeholder: [string, string];
  accept: (n: number) => boolean;
  prefix?: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex items-center gap-2">
        <NumberFilter
          value={min}
          onCommit={onMin}
          accept={accept}
          label={`${legend} from`}
          placeholder={placeholder[0]}
          prefix={prefix}
        />
        <span className="text-muted" aria-hidden="true">
          –
        </span>
        <NumberFilter
          value={max}
          onCommit={onMax}
          accept={accept}
          label={`${legend} to`}
          placeholder={placeholder[1]}
          prefix={prefix}
        />
      </div>
    </fieldset>
  );
}
