import { useId, useState, type FormEvent } from 'react';
import { formatMoneyCents, type Listing } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { etagFor } from '../../../lib/etags';
import { errorMessage } from '../../../lib/form-errors';
import { sellerApiPaths } from '../../../lib/paths';
import { useUpdateListing } from '../../listings';
import { parseNumber } from '../lib/listing-form';

const dollars = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)));

/**
 * The seller's lowest acceptable offer and the switch that declines offers under it at once
 * (issue 15), on the offers page. Private: buyers never see the amount, nor that it exists; the
 * assistant's reply to a declined offer names no number. Saved with one PATCH carrying the
 * version it was opened at (If-Match, decision 019), so it never overwrites someone's edit.
 */
export function OfferFloorSettings({ listing }: { listing: Listing }) {
  const id = useId();
  const update = useUpdateListing();
  const [floor, setFloor] = useState(dollars(listing.offerLowest));
  const [auto, setAuto] = useState(listing.offerAutoDecline ?? false);
  const [problem, setProblem] = useState<string | undefined>();
  const parsed = parseNumber(floor);
  const cents = parsed === null || Number.isNaN(parsed) ? null : Math.round(parsed * 100);
  const dirty = cents !== listing.offerLowest || auto !== (listing.offerAutoDecline ?? false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (Number.isNaN(parsed)) return setProblem('Enter the amount in dollars, like 18,500');
    if (auto && cents === null) return setProblem('Set your lowest price to decline offers under it');
    setProblem(undefined);
    update.mutate({
      id: listing.id,
      input: { offerLowest: cents, offerAutoDecline: auto },
      ifMatch: etagFor(sellerApiPaths.listing.byId(listing.id)),
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
        Your lowest price
      </h2>
      <p className="mt-1 text-sm text-muted">
        Private: buyers never see it, and Revy never tells them a number. Offers at or above it always reach you.
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <TextField
          label="Lowest offer you would consider"
          inputMode="decimal"
          placeholder={listing.price ? String(Math.round((listing.price * 0.9) / 100)) : '18,500'}
          value={floor}
          error={problem}
          hint={
            cents === null
              ? 'Leave empty for none'
              : auto
                ? `Offers under ${formatMoneyCents(cents)} are declined for you`
                : 'Only you see this amount'
          }
          onChange={(e) => {
            setFloor(e.target.value);
            setProblem(undefined);
          }}
          className="max-w-xs"
        />
        <label className="flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-[var(--theme-primary)]"
            checked={auto}
            onChange={(e) => setAuto(e.target.checked)}
          />
          <span>
            <span className="font-medium">Decline lower offers automatically</span>
            <span className="block text-muted">
              Revy thanks the buyer and invites a higher offer, without a notification to you. You still see these
              offers here and in the chat.
            </span>
          </span>
        </label>
        {update.isError ? <Alert tone="error">{errorMessage(update.error)}</Alert> : null}
        {update.isSuccess && !dirty ? <Alert tone="success">Saved.</Alert> : null}
        <div>
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            Save
          </Button>
        </div>
      </form>
    </section>
  );
}
