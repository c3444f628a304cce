import { useState } from 'react';
import { formatMoneyCents, type PriceEstimate } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { useUpdateListing } from '../../listings';

/**
 * The suggested price and its explanation, with "Use this price": a confirmation, then one PATCH
 * of price and priceExplanation (buyers read the explanation on the listing).
 */
export function SuggestedPrice({
  listingId,
  estimate,
  currentPrice,
}: {
  listingId: string;
  estimate: PriceEstimate;
  currentPrice: number | null;
}) {
  const update = useUpdateListing();
  const [confirming, setConfirming] = useState(false);
  const already = currentPrice === estimate.suggestedPrice;
  const apply = () =>
    update.mutate(
      { id: listingId, input: { price: estimate.suggestedPrice, priceExplanation: estimate.priceExplanation } },
      { onSettled: () => setConfirming(false) },
    );
  return (
    <section aria-labelledby="suggested-price" className="flex flex-col gap-3">
      <h3 id="suggested-price" className="text-lg font-semibold text-ink">
        Suggested price
      </h3>
      <p className="text-3xl font-extrabold tracking-tight text-ink">{formatMoneyCents(estimate.suggestedPrice)}</p>
      <p className="text-sm text-muted">{estimate.priceExplanation}</p>
      {update.isSuccess && already ? (
        <Alert tone="success" title="Price updated">
          Your listing now asks {formatMoneyCents(estimate.suggestedPrice)}, with this explanation for buyers.
        </Alert>
      ) : null}
      {update.isError ? (
        <Alert tone="error" title="We couldn't change the price">
          {errorMessage(update.error)}
        </Alert>
      ) : null}
      {already ? null : confirming ? (
        <div className="flex flex-col gap-2 rounded-xl border border-line bg-canvas p-3">
          <p className="text-sm text-ink">
            Change the asking price from {formatMoneyCents(currentPrice, { fallback: 'none' })} to{' '}
            {formatMoneyCents(estimate.suggestedPrice)} and show this explanation to buyers?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={apply} loading={update.isPending}>
              Set price to {formatMoneyCents(estimate.suggestedPrice)}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={update.isPending}>
              Cancel
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button onClick={() => setConfirming(true)}>Use this price</Button>
        </div>
      )}
    </section>
  );
}
