import { useId, useState } from 'react';
import { BillOfSaleRequestSchema, formatNumber, ODOMETER_NOTES, type OdometerNote } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { FieldMessage } from '../../../components/ui/text-field';
import { errorMessage, parseForm, serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { useDealAction } from '../api/deal-mutations';
import type { DealView } from '../lib/types';
import { STATE_OPTIONS, stateName } from '../lib/us-states';

/** The federal odometer disclosure's three statements (49 CFR 580.5), as the seller certifies one. */
const NOTE_LABELS: Record<OdometerNote, string> = {
  actual: 'The reading is the actual mileage',
  exceeds_mechanical_limits: 'The mileage exceeds the odometer’s mechanical limits',
  not_actual: 'The reading is NOT the actual mileage (warning: odometer discrepancy)',
};

const control =
  'h-11 rounded-lg border bg-white px-3 text-base text-ink outline-none focus:border-primary focus:ring-2 focus:ring-primary/20';

/**
 * What the bill of sale is generated from besides the listing: the state, the odometer reading at
 * the sale and its disclosure statement. Checked with the shared request schema; generating again
 * after a signature asks first, since the signatures are cleared.
 */
export function BillOfSaleForm({ deal }: { deal: DealView }) {
  const bill = deal.billOfSale;
  const [state, setState] = useState<string>(bill?.state ?? deal.state ?? '');
  const [odometer, setOdometer] = useState(String(bill?.odometer ?? deal.listing.odometer ?? ''));
  const [note, setNote] = useState<OdometerNote>(bill?.odometerNote ?? 'actual');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirm, setConfirm] = useState(false);
  const action = useDealAction(deal.id);
  const id = useId();
  const miles = odometer.replace(/[,\s]/g, '');
  const values = { state, odometer: miles === '' ? null : Number(miles), odometerNote: note };
  const unchanged = !!bill && bill.state === state && bill.odometer === values.odometer && bill.odometerNote === note;
  const serverErrors = serverFieldErrors(action.error);
  const fieldError = (k: string) => errors[k] ?? serverErrors[k];

  const generate = () => {
    const parsed = parseForm(BillOfSaleRequestSchema, values, ['state']);
    if (!parsed.ok) {
      setConfirm(false);
      return setErrors(parsed.errors);
    }
    setErrors({});
    action.mutate({ kind: 'billOfSale', ...parsed.data }, { onSettled: () => setConfirm(false) });
  };

  return (
    <form
      noValidate
      aria-label="Prepare the bill of sale"
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (bill?.signatures.length) setConfirm(true);
        else generate();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-state`} className="text-sm font-medium text-ink">
            State the car is registered in
          </label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(e) => setState(e.target.value)}
            aria-invalid={fieldError('state') ? true : undefined}
            aria-describedby={fieldError('state') ? `${id}-state-error` : undefined}
            className={`${control} ${fieldError('state') ? 'border-danger' : 'border-line'}`}
          >
            <option value="">Choose a state…</option>
            {STATE_OPTIONS.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldMessage inputId={`${id}-state`} error={fieldError('state') ? 'Choose the state' : undefined} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-odo`} className="text-sm font-medium text-ink">
            Odometer reading at the sale (miles)
          </label>
          <input
            id={`${id}-odo`}
            inputMode="numeric"
            value={odometer}
            onChange={(e) => setOdometer(e.target.value)}
            aria-invalid={fieldError('odometer') ? true : undefined}
            aria-describedby={`${id}-odo-${fieldError('odometer') ? 'error' : 'hint'}`}
            className={`${control} ${fieldError('odometer') ? 'border-danger' : 'border-line'}`}
          />
          <FieldMessage
            inputId={`${id}-odo`}
            error={fieldError('odometer') ? 'Enter the miles as a whole number' : undefined}
            hint={
              deal.listing.odometer !== null ? `The listing says ${formatNumber(deal.listing.odometer)}.` : undefined
            }
          />
        </div>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">Odometer disclosure</legend>
        <div className="mt-1.5 flex flex-col gap-1.5">
          {ODOMETER_NOTES.map((n) => (
            <label key={n} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${id}-note`}
                value={n}
                checked={note === n}
                onChange={() => setNote(n)}
                className="mt-0.5 accent-primary"
              />
              {NOTE_LABELS[n]}
            </label>
          ))}
        </div>
      </fieldset>
      {action.isError && !Object.keys(serverErrors).length ? (
        <Alert tone="error">{errorMessage(action.error)}</Alert>
      ) : null}
      <div>
        <Button type="submit" variant={bill ? 'secondary' : 'primary'} disabled={unchanged} loading={action.isPending}>
          {bill ? 'Generate again with these details' : 'Generate the bill of sale'}
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        title="Generate the bill of sale again?"
        body={
          <p>
            The signatures on the current version are cleared: you both sign the new document for {stateName(state)}.
          </p>
        }
        confirmLabel="Generate again"
        pending={action.isPending}
        onConfirm={generate}
        onClose={() => setConfirm(false)}
      />
    </form>
  );
}
