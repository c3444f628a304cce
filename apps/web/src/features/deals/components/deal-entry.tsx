import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ROUTES } from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/form-errors';
import { dealKeys } from '../api/keys';
import { useBuyerDeal, useDealAuth, useStartDeal } from '../api/listing-deals';
import { StartDealDialog } from './start-deal-dialog';

type Size = 'sm' | 'md' | 'lg';

/**
 * Accepting an offer opens the deal on the server: when `watch` (the chat's offer status time)
 * changes, the listing's deal look-ups are asked again, so the button follows without a reload.
 */
function useRefreshOn(listingId: string, watch: unknown) {
  const qc = useQueryClient();
  const first = useRef(watch);
  useEffect(() => {
    if (watch === first.current) return;
    first.current = watch;
    void qc.invalidateQueries({ queryKey: [...dealKeys.all, 'listing', listingId] });
  }, [qc, listingId, watch]);
}

/**
 * The seller's way into the deal: "Go to the deal room" when one is open on the car, otherwise
 * "Start the deal" (choose the buyer) when the server says one can start. Nothing otherwise,
 * unless `showReason` (the garage overview explains why not).
 */
export function SellerDealEntry({
  listingId,
  buyerId,
  listingPrice,
  size = 'sm',
  showReason = false,
  watch,
}: {
  listingId: string;
  buyerId?: string | undefined;
  watch?: unknown;
  listingPrice?: number | null | undefined;
  size?: Size;
  showReason?: boolean;
}) {
  const auth = useDealAuth(listingId);
  const [open, setOpen] = useState(false);
  useRefreshOn(listingId, watch);
  const a = auth.data;
  if (!a || (a.role !== 'seller' && a.role !== 'staff')) return null;
  return (
    <>
      {a.dealId ? (
        <ButtonLink to={ROUTES.deal(a.dealId)} size={size}>
          Go to the deal room
        </ButtonLink>
      ) : a.canInitiate ? (
        <Button size={size} onClick={() => setOpen(true)}>
          Start the deal
        </Button>
      ) : showReason && a.reason ? (
        <p className="w-full text-xs text-muted">Deal room: {a.reason}</p>
      ) : null}
      {/* Kept mounted while open, even once the deal exists, so it can take the seller to the room. */}
      {open ? (
        <StartDealDialog
          open={open}
          onClose={() => setOpen(false)}
          listingId={listingId}
          buyerId={buyerId}
          listingPrice={listingPrice}
        />
      ) : null}
    </>
  );
}

/**
 * The buyer's way in: their own deal on the car (buyer-deal) opens the room; otherwise, when
 * deal-auth says they may (their offer was accepted), "Start the deal" opens it themselves.
 */
export function BuyerDealEntry({
  listingId,
  size = 'md',
  className = '',
  watch,
}: {
  listingId: string;
  size?: Size;
  className?: string;
  watch?: unknown;
}) {
  const auth = useDealAuth(listingId);
  useRefreshOn(listingId, watch);
  const mine = useBuyerDeal(listingId);
  const start = useStartDeal();
  const navigate = useNavigate();
  const deal = mine.data;
  if (deal && deal.status !== 'cancelled')
    return (
      <div className={className}>
        <ButtonLink to={ROUTES.deal(deal.id)} size={size} className="w-full">
          {deal.status === 'completed' ? 'See the finished deal' : 'Go to the deal room'}
        </ButtonLink>
      </div>
    );
  if (!auth.data?.canInitiate || auth.data.role !== 'buyer' || mine.isPending) return null;
  return (
    <div className={`flex flex-col gap-2 ${className}`}>
      <Button
        size={size}
        className="w-full"
        loading={start.isPending}
        onClick={() =>
          start
            .mutateAsync({ by: 'buyer', listingId })
            .then((d) => navigate(ROUTES.deal(d.id)))
            .catch(() => undefined)
        }
      >
        Start the deal
      </Button>
      <p className="text-xs text-muted">
        The seller accepted your offer: a shared room walks you both through the bill of sale, payment and title.
      </p>
      {start.isError ? <Alert tone="error">{errorMessage(start.error)}</Alert> : null}
    </div>
  );
}
