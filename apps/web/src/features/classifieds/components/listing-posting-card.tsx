import { formatDate } from '@revy/shared';
import { Card } from '../../../components/ui/card';
import { useListingClassifieds } from '../api/classifieds';

/**
 * On the seller's garage page: where the car is cross-posted ("Also posted on Craigslist", link and dates), or that
 * it waits for the team to post it. Nothing when the plan has no classifieds and the car was never posted.
 */
export function ListingPostingCard({ listingId, className = '' }: { listingId: string; className?: string }) {
  const q = useListingClassifieds(listingId);
  const s = q.data;
  if (!s || (!s.included && !s.craigslistUrl)) return null;
  return (
    <Card className={`h-fit ${className}`}>
      <h2 className="text-lg font-semibold text-ink">
        {s.craigslistUrl ? `Also posted on ${s.site}` : `${s.site} posting`}
      </h2>
      {s.craigslistUrl ? (
        <>
          <a
            href={s.craigslistUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-2 block break-all text-sm font-medium text-primary underline"
          >
            View the ad on {s.site}
          </a>
          <p className="mt-2 text-sm text-muted">
            First posted {formatDate(s.craigslistPostedAt)}
            {s.craigslistUpdatedAt && s.craigslistUpdatedAt !== s.craigslistPostedAt
              ? `, updated ${formatDate(s.craigslistUpdatedAt)}`
              : ''}
            .
          </p>
          {s.waiting === 'repost' ? (
            <p className="mt-2 text-sm text-muted">Your latest changes will be copied to the ad shortly.</p>
          ) : null}
        </>
      ) : s.waiting ? (
        <p className="mt-2 text-sm text-muted">
          Waiting to be posted. Your plan includes {s.site}: the Revy team posts your car there and the link shows here.
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">
          Your plan includes {s.site}. The team posts your car once it is published and for sale.
        </p>
      )}
    </Card>
  );
}
