import { useState, type FormEvent } from 'react';
import type { Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useUpdateSaleStatus } from '../api/update-sale-status';
import { parseNumber } from '../lib/listing-form';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField } from '../../../components/ui/form-controls';

/** Where a car can have been sold; free text goes with "Somewhere else". */
export const SALE_MARKETPLACES = [
  'Revy',
  'Facebook Marketplace',
  'Craigslist',
  'Autotrader',
  'Cars.com',
  'CarGurus',
  'Dealer or trade-in',
  'Friend or family',
] as const;
const ELSEWHERE = 'Somewhere else';

/**
 * "Mark as sold": optional price, where and to whom, or "prefer not to say", sent as outcome
 * sold (spec 4/5). Nothing is required: a seller who just wants the listing closed can say so.
 */
export function MarkSoldDialog({ listing, open, onClose }: { listing: Listing; open: boolean; onClose: () => void }) {
  const mutation = useUpdateSaleStatus();
  const [price, setPrice] = useState('');
  const [where, setWhere] = useState('');
  const [elsewhere, setElsewhere] = useState('');
  const [buyer, setBuyer] = useState('');
  const [private_, setPrivate] = useState(false);
  const [priceError, setPriceError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const dollars = private_ ? null : parseNumber(price);
    if (dollars !== null && Number.isNaN(dollars)) {
      setPriceError('Enter the price in dollars, or leave it empty');
      return;
    }
    const marketplace = where === ELSEWHERE ? elsewhere.trim() : where;
    mutation.mutate(
      {
        id: listing.id,
        input: private_
          ? { outcome: 'sold', preferNotToSay: true }
          : {
              outcome: 'sold',
              preferNotToSay: false,
              salePrice: dollars === null ? null : Math.round(dollars * 100),
              saleMarketplace: marketplace || null,
              soldTo: buyer.trim() || null,
            },
      },
      { onSuccess: onClose },
    );
  };

  const fieldErrors =
    mutation.error && 'fields' in mutation.error
      ? (mutation.error.fields as Record<string, string> | undefined)
      : undefined;
  return (
    <Dialog open={open} title="Mark as sold" onClose={onClose}>
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="text-muted">
          Congratulations! The listing leaves the showroom. You can put it back on sale any time.
        </p>
        {mutation.isError ? <Alert tone="error">{errorMessage(mutation.error)}</Alert> : null}
        <label className="flex items-center gap-3 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-[var(--theme-primary)]"
            checked={private_}
            onChange={(e) => setPrivate(e.target.checked)}
          />
          I&apos;d prefer not to say
        </label>
        <fieldset disabled={private_} className="flex flex-col gap-4 disabled:opacity-50">
          <TextField
            label="Sale price (optional)"
            inputMode="decimal"
            placeholder="$17,800"
            value={price}
            error={priceError ?? fieldErrors?.salePrice}
            onChange={(e) => {
              setPrice(e.target.value);
              setPriceError(undefined);
            }}
          />
          <SelectField
            label="Where did it sell? (optional)"
            options={[...SALE_MARKETPLACES, ELSEWHERE]}
            value={where}
            onChange={(e) => setWhere(e.target.value)}
            error={fieldErrors?.saleMarketplace}
          />
          {where === ELSEWHERE ? (
            <TextField
              label="Where?"
              value={elsewhere}
              maxLength={100}
              onChange={(e) => setElsewhere(e.target.value)}
            />
          ) : null}
          <TextField
            label="Buyer (optional)"
            placeholder="First name is enough"
            value={buyer}
            maxLength={200}
            onChange={(e) => setBuyer(e.target.value)}
            error={fieldErrors?.soldTo}
          />
        </fieldset>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            Mark as sold
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
