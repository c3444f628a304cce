import { Link } from 'react-router';
import { dealConfidenceText, formatMoneyCents, ROUTES } from '@revy/shared';
import { useDealBadge } from '../api/get-pricing';
import { DealBadge } from '../../listings';
import { ConfidenceMeter } from './confidence-meter';

/**
 * The deal badge under the price on the listing page, with a link to the pricing page for the
 * seller. A placeholder while loading; nothing when the car has no rating (no price, or no year/make/model).
 */
export function ListingDeal({ listingId, isOwner }: { listingId: string; isOwner: boolean }) {
  const q = useDealBadge(listingId);
  // Space kept while the rating loads (its usual height), so the facts below do not jump (issue 17's layout shift).
  if (q.isPending) return <div className="mt-2 h-[126px] animate-pulse rounded-lg bg-canvas" aria-hidden="true" />;
  if (!q.data) return null;
  const d = q.data;
  return (
    <div className="mt-2 flex flex-col gap-1.5">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <DealBadge deal={d} />
        <span>
          Market range {formatMoneyCents(d.low)}–{formatMoneyCents(d.high)}
        </span>
        {isOwner ? (
          <Link
            to={`${ROUTES.myGarageListing(listingId)}/pricing`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            See the pricing analysis
          </Link>
        ) : null}
      </p>
      {/* How sure the rating is (issue 15): a buyer should know when it rests on two cars. */}
      <ConfidenceMeter confidence={d.confidence} comparableCount={d.comparableCount} text={dealConfidenceText(d)} />
    </div>
  );
}
