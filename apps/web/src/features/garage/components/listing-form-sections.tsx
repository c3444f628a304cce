import type { ReactNode } from 'react';
import {
  BODY_TYPES,
  COMMON_EQUIPMENT,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  TITLE_STATUSES,
  TRANSMISSION_TYPES,
} from '@revy/shared';
import { TextField } from '../../../components/ui/text-field';
import { useListingOptions } from '../../listings';
import type { ListingFormErrors, ListingFormKey, ListingFormValues } from '../lib/listing-form';
import { ChipGroup, SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { PriceHint } from '../../pricing';

export type SectionProps = {
  values: ListingFormValues;
  errors: ListingFormErrors;
  set: <K extends ListingFormKey>(key: K, value: ListingFormValues[K]) => void;
};

/** The value lists from GET /v1/listing/options, with the shared constants until it answers. */
function useOptions() {
  const { data } = useListingOptions();
  return {
    bodyTypes: data?.bodyTypes ?? [...BODY_TYPES],
    fuelTypes: data?.fuelTypes ?? [...FUEL_TYPES],
    transmissionTypes: data?.transmissionTypes ?? [...TRANSMISSION_TYPES],
    drivetrains: data?.drivetrains ?? [...DRIVETRAINS],
    titleStatuses: data?.titleStatuses ?? [...TITLE_STATUSES],
    conditions: data?.conditions ?? [...CONDITIONS],
  };
}

export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4" aria-label={title}>
      <div>
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

const text = (
  props: SectionProps,
  key: ListingFormKey & keyof ListingFormValues,
  label: string,
  extra: Record<string, unknown> = {},
) => (
  <TextField
    label={label}
    name={key}
    value={props.values[key] as string}
    error={props.errors[key]}
    onChange={(e) => props.set(key, e.target.value as never)}
    {...extra}
  />
);

/**
 * Year, make, model, trim and what the VIN usually tells: body, engine, drive, fuel, gearbox.
 * `identity={false}` leaves out year to trim, when pickers above already hold them.
 */
export function VehicleFields({ identity = true, ...props }: SectionProps & { identity?: boolean }) {
  const o = useOptions();
  const select = (key: ListingFormKey, label: string, options: readonly string[]) => (
    <SelectField
      label={label}
      name={key}
      options={options}
      value={props.values[key] as string}
      error={props.errors[key]}
      onChange={(e) => props.set(key, e.target.value as never)}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {identity ? (
        <>
          {text(props, 'year', 'Year', { inputMode: 'numeric', placeholder: '2018', maxLength: 4 })}
          {text(props, 'make', 'Make', { placeholder: 'Toyota' })}
          {text(props, 'model', 'Model', { placeholder: 'Camry' })}
          {text(props, 'trim', 'Trim (optional)', { placeholder: 'SE' })}
        </>
      ) : null}
      {select('bodyType', 'Body style', o.bodyTypes)}
      {text(props, 'engine', 'Engine (optional)', { placeholder: '2.5L 4-cylinder' })}
      {select('drivetrain', 'Drivetrain', o.drivetrains)}
      {select('fuelType', 'Fuel', o.fuelTypes)}
      {select('transmission', 'Transmission', o.transmissionTypes)}
    </div>
  );
}

/** Mileage, condition, colours and title. */
export function ConditionFields(props: SectionProps) {
  const o = useOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text(props, 'mileage', 'Mileage', {
        inputMode: 'numeric',
        placeholder: '48,000',
        hint: 'As shown on the odometer.',
      })}
      <SelectField
        label="Condition"
        name="condition"
        options={o.conditions}
        value={props.values.condition}
        error={props.errors.condition}
        onChange={(e) => props.set('condition', e.target.value)}
      />
      {text(props, 'exteriorColor', 'Exterior colour', { placeholder: 'Silver' })}
      {text(props, 'interiorColor', 'Interior colour', { placeholder: 'Black cloth' })}
      <SelectField
        label="Title status"
        name="titleStatus"
        options={o.titleStatuses}
        value={props.values.titleStatus}
        error={props.errors.titleStatus}
        hint="Clean unless the title says otherwise."
        onChange={(e) => props.set('titleStatus', e.target.value)}
      />
    </div>
  );
}

/**
 * Equipment as chips: the common list plus anything already saved (from a VIN, say). `fromVin` counts the chips
 * the last VIN decode ticked: the decode knows the trim, not the options this car left the factory with.
 */
export function EquipmentFields(props: SectionProps & { fromVin?: number }) {
  const { equipment } = props.values;
  const options = [
    ...COMMON_EQUIPMENT,
    ...equipment.filter((e) => !(COMMON_EQUIPMENT as readonly string[]).includes(e)),
  ];
  const toggle = (v: string) =>
    props.set('equipment', equipment.includes(v) ? equipment.filter((e) => e !== v) : [...equipment, v]);
  return (
    <div className="flex flex-col gap-4">
      <ChipGroup
        legend="Equipment and features"
        hint="Tick everything your car has. Buyers search for these."
        options={options}
        selected={equipment}
        onToggle={toggle}
      />
      {props.fromVin ? (
        <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-ink">
          From the VIN: {props.fromVin} {props.fromVin === 1 ? 'feature' : 'features'} added — untick any your car
          doesn&apos;t have.
        </p>
      ) : null}
      <AddEquipment onAdd={(v) => (equipment.includes(v) ? undefined : props.set('equipment', [...equipment, v]))} />
      {props.errors.equipment ? (
        <p className="text-sm text-danger" role="alert">
          {props.errors.equipment}
        </p>
      ) : null}
    </div>
  );
}

function AddEquipment({ onAdd }: { onAdd: (value: string) => void }) {
  const add = (input: HTMLInputElement | null) => {
    const v = input?.value.trim();
    if (input && v) {
      onAdd(v.slice(0, 100));
      input.value = '';
    }
  };
  return (
    <div className="flex items-end gap-2">
      <TextField
        label="Something else?"
        placeholder="Tonneau cover"
        className="flex-1"
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            add(e.currentTarget);
          }
        }}
      />
      <button
        type="button"
        className="h-11 rounded-lg border border-line bg-white px-4 text-sm font-semibold text-ink hover:bg-primary-soft"
        onClick={(e) => add(e.currentTarget.parentElement?.querySelector('input') ?? null)}
      >
        Add
      </button>
    </div>
  );
}

/**
 * Where the car is, and what it costs (dollars here, cents in the API). With the listing saved (`listingId`), the
 * market range and where the typed price falls show under the price (issue 19).
 */
export function LocationPriceFields(props: SectionProps & { withDescription?: boolean; listingId?: string | null }) {
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <div className="sm:col-span-2">
        {text(props, 'zip', 'ZIP code', {
          inputMode: 'numeric',
          autoComplete: 'postal-code',
          maxLength: 5,
          placeholder: '94107',
        })}
      </div>
      <div className="sm:col-span-3">{text(props, 'city', 'City', { autoComplete: 'address-level2' })}</div>
      <div className="sm:col-span-1">
        {text(props, 'state', 'State', { autoComplete: 'address-level1', maxLength: 50, placeholder: 'CA' })}
      </div>
      <div className="sm:col-span-3">
        <TextField
          label="Asking price"
          name="price"
          inputMode="decimal"
          placeholder="$18,500"
          value={props.values.price}
          error={props.errors.price}
          hint="In US dollars. You can change it any time."
          onChange={(e) => props.set('price', e.target.value)}
          onBlur={(e) => {
            const n = Number(e.target.value.replace(/[$,\s]/g, ''));
            if (e.target.value.trim() && Number.isFinite(n))
              props.set('price', new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n));
          }}
        />
      </div>
      {props.listingId ? (
        <div className="sm:col-span-6">
          <PriceHint listingId={props.listingId} priceText={props.values.price} />
        </div>
      ) : null}
      {props.withDescription === false ? null : (
        <div className="sm:col-span-6">
          <TextAreaField
            label="Description (optional)"
            name="description"
            value={props.values.description}
            error={props.errors.description}
            hint="Service history, recent work, why you're selling. Revy can write this for you later."
            maxLength={20_000}
            onChange={(e) => props.set('description', e.target.value)}
          />
        </div>
      )}
    </div>
  );
}
