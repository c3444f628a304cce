import { Link } from 'react-router';
import { dealConfidenceText, formatMoneyCents, ROUTES } from '@revy/shared';
import { useDealBadge } from '../api/get-pricing';
import { DealBadge, DealDollars } from '../../listings';
import { ConfidenceMeter } from './confidence-meter';

const DEAL_BOX = 'mt-2 min-h-[98px]';

/**
 * The deal badge under the price on the listing page, with a link to the pricing page for the
 * seller. A placeholder while loading; nothing when the car has no rating (no price, or no year/make/model).
 */
export function ListingDeal({
  listingId,
  isOwner,
  price,
}: {
  listingId: string;
  isOwner: boolean;
  /** The asking price in cents: the rating is said in dollars too (issue 19). */
  price?: number | null;
}) {
  const q = useDealBadge(listingId);
  // Space kept while the rating loads, in a box the rating keeps (its height on a phone), so what is below does not
  // jump when it comes (issue 17's layout shift). The placeholder is another element than the rating, so the
  // browser sees a replacement, not a moved box.
  if (q.isPending)
    return (
      <div className={DEAL_BOX}>
        <span className="block h-[98px] animate-pulse rounded-lg bg-canvas" aria-hidden="true" />
      </div>
    );
  if (!q.data) return null;
  const d = q.data;
  return (
    <div className={`${DEAL_BOX} flex flex-col gap-1.5`}>
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <DealBadge deal={d} />
        <DealDollars price={price} deal={d} as="span" className="text-sm" />
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
