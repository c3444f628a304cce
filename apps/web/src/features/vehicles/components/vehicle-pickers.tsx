import { useMemo } from 'react';
import type { VehicleModel } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { useMakes, useModels, useYears } from '../api/vehicle-catalog';
import { Combobox } from './combobox';

export type PickedVehicle = { year: string; make: string; model: string; trim: string };

const NO_TRIM = '';

/**
 * Cascading year → make → model → trim pickers over the catalog (GET /v1/vehicle/*). Changing
 * an earlier choice clears the later ones, since they may not exist for the new one.
 */
export function VehiclePickers({
  value,
  onChange,
  errors = {},
}: {
  value: PickedVehicle;
  onChange: (v: PickedVehicle) => void;
  errors?: Partial<Record<keyof PickedVehicle, string | undefined>>;
}) {
  const year = value.year ? Number(value.year) : null;
  const years = useYears();
  const makes = useMakes(year);
  const models = useModels(year, value.make);

  const modelNames = useMemo(() => uniqueSorted((models.data ?? []).map((m) => m.model)), [models.data]);
  const trims = useMemo(() => trimsOf(models.data ?? [], value.model), [models.data, value.model]);
  const failed = years.isError || makes.isError || models.isError;

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Combobox
        label="Year"
        error={errors.year}
        options={(years.data ?? []).map((y) => ({ value: String(y), label: String(y) }))}
        loading={years.isPending}
        value={value.year}
        onChange={(y) => onChange({ year: y, make: '', model: '', trim: '' })}
      />
      <Combobox
        label="Make"
        error={errors.make}
        options={(makes.data ?? []).map((m) => ({ value: m, label: m }))}
        loading={makes.isFetching}
        disabled={!year}
        value={value.make}
        onChange={(m) => onChange({ ...value, make: m, model: '', trim: '' })}
      />
      <Combobox
        label="Model"
        error={errors.model}
        options={modelNames.map((m) => ({ value: m, label: m }))}
        loading={models.isFetching}
        disabled={!value.make}
        value={value.model}
        onChange={(m) => onChange({ ...value, model: m, trim: '' })}
      />
      <Combobox
        label="Trim"
        error={errors.trim}
        options={[{ value: NO_TRIM, label: 'Not sure / base' }, ...trims.map((t) => ({ value: t, label: t }))]}
        disabled={!value.model}
        value={value.trim}
        onChange={(t) => onChange({ ...value, trim: t })}
      />
      {failed ? (
        <div className="sm:col-span-2">
          <Alert tone="error">
            We couldn&apos;t load the vehicle list. You can type the details in the fields below instead.
          </Alert>
        </div>
      ) : null}
    </div>
  );
}

const uniqueSorted = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

const trimsOf = (models: VehicleModel[], model: string) =>
  uniqueSorted(models.filter((m) => m.model === model && m.trim).map((m) => m.trim as string));
