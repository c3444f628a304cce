import { Link } from 'react-router';
import { ROUTES } from '@revy/shared';
import { useDealBadge } from '../api/get-pricing';
import { DealBadge } from '../../listings';

/**
 * The deal badge under the price on the listing page, with a link to the pricing page for the
 * seller. Nothing while loading or when the car has no rating (no price, or no year/make/model).
 */
export function ListingDeal({ listingId, isOwner }: { listingId: string; isOwner: boolean }) {
  const q = useDealBadge(listingId);
  if (!q.data) return null;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
      <DealBadge deal={q.data} />
      {isOwner ? (
        <Link
          to={`${ROUTES.myGarageListing(listingId)}/pricing`}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          See the pricing analysis
        </Link>
      ) : null}
    </p>
  );
}
