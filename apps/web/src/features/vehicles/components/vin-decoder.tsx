import { useId, useState } from 'react';
import { VinSchema, type VinEquipment, type VinValidation } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FieldMessage } from '../../../components/ui/text-field';
import { useDecodeVin } from '../api/vin';
import { errorMessage } from '../../../lib/form-errors';

/** Live format feedback while typing: nothing until there is something to say. */
export function vinFormatProblem(raw: string): string | null {
  const vin = raw.trim().toUpperCase();
  if (!vin) return null;
  if (/[IOQ]/.test(vin)) return 'A VIN never contains the letters I, O or Q — check for 1 and 0.';
  if (/[^A-Z0-9]/.test(vin)) return 'A VIN has only letters and digits.';
  if (vin.length > 17) return `That is ${vin.length} characters; a VIN has 17.`;
  if (vin.length < 17) return null;
  return VinSchema.safeParse(vin).success ? null : 'A VIN has 17 letters and digits (never I, O or Q).';
}

/**
 * The VIN box: type or paste, a live format check, and Decode, which validates the VIN on the
 * server (check digit, year, maker) and then reads its equipment into the form.
 */
export function VinDecoder({
  value,
  onChange,
  onDecoded,
  error,
}: {
  value: string;
  onChange: (vin: string) => void;
  onDecoded: (equipment: VinEquipment, validation: VinValidation) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const decode = useDecodeVin();
  const [result, setResult] = useState<{ validation: VinValidation; equipment: VinEquipment | null } | null>(null);
  const vin = value.trim().toUpperCase();
  const formatProblem = vinFormatProblem(value);
  const ready = vin.length === 17 && !formatProblem;

  const run = () => {
    if (!ready) return;
    decode.mutate(vin, {
      onSuccess: (r) => {
        setResult(r);
        if (r.equipment) onDecoded(r.equipment, r.validation);
      },
    });
  };

  const v = result?.validation;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          VIN (vehicle identification number)
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id={id}
            value={value}
            maxLength={20}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            placeholder="17 letters and digits"
            aria-invalid={formatProblem || error ? true : undefined}
            aria-describedby={`${id}-${formatProblem || error ? 'error' : 'hint'}`}
            onChange={(e) => {
              onChange(e.target.value.toUpperCase().replace(/\s/g, ''));
              setResult(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                run();
              }
            }}
            className={`h-11 w-full min-w-0 rounded-lg border bg-white px-3 font-mono sm:flex-1 text-base tracking-wider text-ink uppercase shadow-xs outline-none transition focus:border-primary focus:ring-2 focus:ring-primary/20 ${
              formatProblem || error ? 'border-danger' : 'border-line'
            }`}
          />
          <Button type="button" onClick={run} disabled={!ready} loading={decode.isPending} className="h-11 sm:w-32">
            Decode
          </Button>
        </div>
        <FieldMessage
          inputId={id}
          error={formatProblem ?? error}
          hint={`${vin.length}/17 · On the driver-side dashboard, the door jamb, or your title and insurance card.`}
        />
      </div>

      {decode.isError ? <Alert tone="error">{errorMessage(decode.error)}</Alert> : null}

      {v && !v.valid ? (
        <Alert tone="error" title="This VIN does not check out">
          <ul className="list-disc pl-5">
            {v.errors.map((p) => (
              <li key={p.code}>{p.message}</li>
            ))}
          </ul>
          <p className="mt-1">Check it against your title, or pick the year, make and model instead.</p>
        </Alert>
      ) : null}

      {v && v.valid && v.warnings.length ? (
        <Alert tone="info" title="Worth a second look">
          <ul className="list-disc pl-5">
            {v.warnings.map((p) => (
              <li key={p.code}>{p.message}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {v && v.valid && result?.equipment ? (
        <Alert tone="success" title="VIN decoded">
          {[result.equipment.year, result.equipment.make, result.equipment.model, result.equipment.trim]
            .filter(Boolean)
            .join(' ') || 'We found this VIN'}
          {v.country ? ` · built in ${v.country}` : ''}. Check the details below and change anything that is not right.
        </Alert>
      ) : null}
    </div>
  );
}
