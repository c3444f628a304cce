import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoneyCents, ROUTES } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/form-errors';
import { useDealBuyers, useStartDeal } from '../api/listing-deals';
import { parsePriceDollars } from '../lib/forms';
import type { DealBuyer } from '../lib/types';
import { RelativeTime } from '../../../components/ui/relative-time';

const OFFER_WORDS: Record<string, string> = {
  accepted: 'accepted',
  pending: 'waiting for your answer',
  countered: 'countered',
  declined: 'declined',
  withdrawn: 'withdrawn',
  expired: 'expired',
};

/** The buyer's offer as the chooser shows it: "Offer $12,500 · accepted". */
export function offerLine(b: DealBuyer): string {
  if (b.offer === null) return 'No offer';
  const status = b.offerStatus ? (OFFER_WORDS[b.offerStatus] ?? b.offerStatus) : null;
  return `Offer ${formatMoneyCents(b.offer)}${status ? ` · ${status}` : ''}`;
}

/**
 * The seller chooses who they are selling to (from the buyers the server allows) and the agreed
 * price (the buyer's offer by default), then the deal opens and they are taken to its room.
 */
export function StartDealDialog({
  listingId,
  open,
  onClose,
  buyerId,
  listingPrice,
}: {
  listingId: string;
  open: boolean;
  onClose: () => void;
  /** Preselects a buyer (from their chat). */
  buyerId?: string | undefined;
  listingPrice?: number | null | undefined;
}) {
  const buyers = useDealBuyers(listingId, open);
  const start = useStartDeal();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(buyerId ?? null);
  const [price, setPrice] = useState<string | null>(null);
  const [priceError, setPriceError] = useState<string | undefined>();
  const list = buyers.data ?? [];
  const selected = list.find((b) => b.buyerId === chosen) ?? null;
  const defaultPrice = selected?.offer ?? listingPrice ?? null;
  const shownPrice = price ?? (defaultPrice !== null ? String(defaultPrice / 100) : '');
  const legend = useId();

  const close = () => {
    start.reset();
    setPriceError(undefined);
    onClose();
  };

  return (
    <Dialog open={open} title="Start the deal" onClose={close}>
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!selected) return;
          const parsed = parsePriceDollars(shownPrice);
          if (!parsed.ok) return setPriceError(parsed.error);
          setPriceError(undefined);
          // Awaited rather than an onSuccess: the entry that opened this dialog turns into "Go to the deal
          // room" as soon as the deal exists, and the room is where the seller should land either way.
          start
            .mutateAsync({
              by: 'seller',
              listingId,
              buyerId: selected.buyerId,
              ...(parsed.cents !== null ? { price: parsed.cents } : {}),
            })
            .then((deal) => navigate(ROUTES.deal(deal.id)))
            .catch(() => undefined);
        }}
      >
        <p className="text-sm text-muted">
          Choose the buyer you agreed a price with. You both get a deal room with the bill of sale, payment, handover
          and title steps.
        </p>
        {buyers.isPending ? (
          <div className="h-32 animate-pulse rounded-xl bg-line/50" aria-busy="true" aria-label="Loading buyers" />
        ) : buyers.isError ? (
          <Alert tone="error" title="We couldn't load your buyers">
            {errorMessage(buyers.error)}
          </Alert>
        ) : list.length === 0 ? (
          <Alert title="No buyers to choose yet">
            Buyers who message you or make an offer on this car appear here.
          </Alert>
        ) : (
          <fieldset aria-labelledby={legend}>
            <legend id={legend} className="text-sm font-medium text-ink">
              Buyer
            </legend>
            <ul className="mt-2 flex max-h-72 flex-col gap-2 overflow-y-auto">
              {list.map((b) => (
                <li key={b.buyerId}>
                  <label
                    className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary ${
                      chosen === b.buyerId ? 'border-primary bg-primary-soft' : 'border-line hover:bg-canvas'
                    }`}
                  >
                    <input
                      type="radio"
                      name="deal-buyer"
                      value={b.buyerId}
                      checked={chosen === b.buyerId}
                      onChange={() => {
                        setChosen(b.buyerId);
                        setPrice(null);
                      }}
                      className="accent-primary"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold text-ink">{b.displayName}</span>
                        {b.isIdVerified ? (
                          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                            ID verified
                          </span>
                        ) : null}
                      </span>
                      <span className="block text-muted">
                        {offerLine(b)}
                        {b.lastMessageAt ? (
                          <>
                            {' · last message '}
                            <RelativeTime value={b.lastMessageAt} />
                          </>
                        ) : null}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        {selected ? (
          <TextField
            label="Agreed price (USD)"
            inputMode="decimal"
            value={shownPrice}
            onChange={(e) => setPrice(e.target.value)}
            error={priceError}
            hint={
              selected.offer !== null
                ? `${selected.displayName}'s offer, unless you agreed another price.`
                : 'The price you agreed.'
            }
          />
        ) : null}
        {selected && !selected.isIdVerified ? (
          <p className="text-sm text-muted">
            {selected.displayName} has not verified their ID yet: the deal room asks them to before signing.
          </p>
        ) : null}
        {start.isError ? (
          <Alert tone="error" title="We couldn't start the deal">
            {errorMessage(start.error)}
          </Alert>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Not now
          </Button>
          <Button type="submit" disabled={!selected} loading={start.isPending}>
            {selected ? `Start the deal with ${selected.displayName}` : 'Start the deal'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
