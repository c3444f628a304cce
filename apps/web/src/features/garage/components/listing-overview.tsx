import { useState } from 'react';
import { ListingViewsChart } from './listing-views-chart';
import { Link } from 'react-router';
import {
  formatMoneyCents,
  listingDisplayTitle,
  publishProblems,
  ROUTES,
  type History,
  type Listing,
} from '@revy/shared';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/form-errors';
import { ListingPostingCard } from '../../classifieds';
import { SellerDealEntry } from '../../deals';
import { PlanStatus, listingPlanBlocker } from '../../payments';
import { useHistory } from '../api/get-history';
import { useUpdateListing } from '../../listings';
import { useUpdateSaleStatus } from '../api/update-sale-status';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { MarkSoldDialog } from './mark-sold-dialog';
import { StatusBadges } from './status-badge';
import { RelativeTime } from '../../../components/ui/relative-time';
import { useNow } from '../../../lib/use-now';

/** publishBlocker's words for a listing without a plan (the other reasons are shown as they are). */
const PUBLISH_NEEDS_PLAN = 'Choose a plan to publish your listing';

/** Where to fix each publish problem (field of publishProblems → garage page). */
export const FIX_PATHS: Record<string, string> = {
  vehicle: 'edit',
  'vehicle.mileage': 'edit',
  price: 'edit',
  'location.zip': 'edit',
  photos: 'photos',
};

const coverUrl = (l: Listing) =>
  l.cover?.files.cover600x400 ?? l.cover?.files['cover600x400.jpg'] ?? l.cover?.files.full ?? null;

/** /my-garage/{id}: status, cover, counts, what is left to do and what changed lately. */
export function ListingOverview({ listing }: { listing: Listing }) {
  const base = ROUTES.myGarageListing(listing.id);
  const problems = publishProblems(listing);
  const sold = listing.saleStatus === 'sold';
  // A trial or publish window that runs out while the page is open shows its blocker then, not on the next visit.
  const now = useNow();
  const planBlocker = sold ? null : listingPlanBlocker(listing, now);
  const remaining = problems.length + (planBlocker ? 1 : 0);
  const [soldOpen, setSoldOpen] = useState(false);
  const [unpublishOpen, setUnpublishOpen] = useState(false);
  const update = useUpdateListing();
  const sale = useUpdateSaleStatus();
  const cover = coverUrl(listing);
  const live = listing.status === 'published';

  const counts = [
    { label: 'Visitors', value: listing.uniqueVisitorCount },
    { label: 'Buyers', value: listing.buyerCount },
    { label: 'Offers', value: listing.offerCount },
    { label: 'Test drive requests', value: listing.testDriveRequestCount },
    { label: 'Video tour requests', value: listing.videoTourRequestCount },
  ];

  return (
    // Small screens: car, next steps, counts, history. Wide: next steps in a right-hand column.
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <Card className="overflow-hidden p-0 lg:col-span-2">
        <div className="grid sm:grid-cols-5">
          <div className="aspect-[3/2] bg-canvas sm:col-span-2 sm:aspect-auto">
            {cover ? (
              <img src={cover} alt="" className="size-full object-cover" />
            ) : (
              <Link
                to={`${base}/photos`}
                className="flex size-full min-h-40 flex-col items-center justify-center gap-1 text-sm font-semibold text-primary hover:bg-primary-soft"
              >
                <span aria-hidden="true" className="text-3xl">
                  ＋
                </span>
                Add a cover photo
              </Link>
            )}
          </div>
          <div className="flex flex-col gap-3 p-5 sm:col-span-3 sm:p-6">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <StatusBadges status={listing.status} saleStatus={listing.saleStatus} />
              <PlanStatus listing={listing} />
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{listingDisplayTitle(listing)}</h1>
            <p className="text-lg font-semibold text-ink">
              {listing.price ? formatMoneyCents(listing.price) : <span className="text-muted">No price yet</span>}
              {listing.vehicle.mileage !== null && listing.vehicle.mileage !== undefined ? (
                <span className="text-base font-normal text-muted">
                  {' '}
                  · {listing.vehicle.mileage.toLocaleString('en-US')} miles
                </span>
              ) : null}
            </p>
            {sold ? (
              <p className="text-sm text-muted">
                Sold{listing.salePrice ? ` for ${formatMoneyCents(listing.salePrice)}` : ''}
                {listing.saleMarketplace ? ` on ${listing.saleMarketplace}` : ''}
                {listing.soldAt ? (
                  <>
                    {' · '}
                    <RelativeTime value={listing.soldAt} />
                  </>
                ) : null}
              </p>
            ) : null}
            <div className="mt-auto flex flex-wrap gap-2 pt-2">
              {live || sold ? <SellerDealEntry listingId={listing.id} listingPrice={listing.price} showReason /> : null}
              {!live ? (
                <ButtonLink to={`${base}/publish/review`} size="sm">
                  Publish
                </ButtonLink>
              ) : (
                <ButtonLink to={ROUTES.listing(listing.id)} size="sm" variant="secondary">
                  View live listing
                </ButtonLink>
              )}
              <ButtonLink to={`${base}/edit`} size="sm" variant="secondary">
                Edit details
              </ButtonLink>
              {sold ? (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={sale.isPending}
                  onClick={() => sale.mutate({ id: listing.id, input: { outcome: 'hold' } })}
                >
                  Put back on sale
                </Button>
              ) : (
                <Button size="sm" variant="secondary" onClick={() => setSoldOpen(true)}>
                  Mark as sold
                </Button>
              )}
              {live ? (
                <Button size="sm" variant="ghost" onClick={() => setUnpublishOpen(true)}>
                  Unpublish
                </Button>
              ) : null}
            </div>
            {update.isError || sale.isError ? (
              <Alert tone="error">{errorMessage(update.error ?? sale.error)}</Alert>
            ) : null}
          </div>
        </div>
      </Card>

      {/* The right-hand column: next steps, then where the car is cross-posted (issue 16). */}
      <div className="flex flex-col gap-6 lg:col-start-3 lg:row-span-3 lg:row-start-1">
        <Card className="h-fit">
          <h2 className="text-lg font-semibold text-ink">Next steps</h2>
          {remaining === 0 ? (
            <p className="mt-2 text-sm text-muted">
              {live ? 'Your listing is live in the showroom.' : 'Everything buyers need is there.'}
            </p>
          ) : (
            <p className="mt-2 text-sm text-muted">
              {remaining} thing{remaining === 1 ? '' : 's'} left before you can {live ? 'stay live' : 'publish'}.
            </p>
          )}
          <ul className="mt-4 flex flex-col gap-2">
            {problems.map((p) => (
              <li key={p.field}>
                <Link
                  to={`${base}/${FIX_PATHS[p.field] ?? 'edit'}`}
                  className="flex items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink hover:border-primary hover:bg-primary-soft"
                >
                  <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-line" />
                  <span className="flex-1">{p.message}</span>
                  <span aria-hidden="true" className="text-primary">
                    →
                  </span>
                </Link>
              </li>
            ))}
            {planBlocker ? (
              <li>
                <Link
                  to={`${base}/plans`}
                  className="flex items-center gap-3 rounded-lg border border-line px-3 py-2.5 text-sm text-ink hover:border-primary hover:bg-primary-soft"
                >
                  <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-line" />
                  <span className="flex-1">
                    <span className="block font-semibold">Choose a plan</span>
                    <span className="block text-muted">
                      {planBlocker === PUBLISH_NEEDS_PLAN
                        ? 'How long it stays listed and how much Revy does. Free trials on Pro and Premium.'
                        : planBlocker}
                    </span>
                  </span>
                  <span aria-hidden="true" className="text-primary">
                    →
                  </span>
                </Link>
              </li>
            ) : null}
            {problems.length === 0 && !live ? (
              <li>
                <ButtonLink to={`${base}/publish/review`} className="w-full">
                  Review and publish
                </ButtonLink>
              </li>
            ) : null}
          </ul>
        </Card>
        <ListingPostingCard listingId={listing.id} />
      </div>

      <section aria-labelledby="counts-heading" className="lg:col-span-2 lg:col-start-1">
        <h2 id="counts-heading" className="sr-only">
          Activity
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {counts.map((c) => (
            <div key={c.label} className="rounded-xl border border-line bg-white p-4">
              <dt className="text-xs font-medium text-muted">{c.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink">{c.value.toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="lg:col-span-2 lg:col-start-1">
        <ListingViewsChart listingId={listing.id} />
      </div>

      <div className="lg:col-span-2 lg:col-start-1">
        <RecentHistory listingId={listing.id} />
      </div>

      <MarkSoldDialog listing={listing} open={soldOpen} onClose={() => setSoldOpen(false)} />
      <ConfirmDialog
        open={unpublishOpen}
        title="Unpublish this listing?"
        body="It leaves the showroom and buyers can no longer find it. Conversations and offers stay here, and you can publish again any time."
        confirmLabel="Unpublish"
        pending={update.isPending}
        onClose={() => setUnpublishOpen(false)}
        onConfirm={() =>
          update.mutate(
            { id: listing.id, input: { status: 'unpublished' } },
            { onSettled: () => setUnpublishOpen(false) },
          )
        }
      />
    </div>
  );
}

const FIELD_NAMES: Record<string, string> = {
  vehicle: 'car details',
  location: 'location',
  vinValue: 'VIN',
  price: 'price',
  description: 'description',
  title: 'title',
  offerLowest: 'lowest offer',
  offerAutoDecline: 'automatic decline',
  offerMethods: 'payment methods',
};

/**
 * A history record in a few words. The server writes `{action, before, after}` with the
 * changed fields only (create, update, saleStatus, review, delete).
 */
export function describeHistory(h: History): string {
  const data = h.data && typeof h.data === 'object' ? (h.data as Record<string, unknown>) : {};
  const after = data.after && typeof data.after === 'object' ? (data.after as Record<string, unknown>) : {};
  switch (data.action) {
    case 'create':
      return 'Listing created';
    case 'delete':
      return 'Listing deleted';
    case 'classifiedsPosted':
      return `Posted on ${typeof after.site === 'string' ? after.site : 'classifieds'}`;
    case 'review':
      return after.isReviewed ? 'Reviewed by the Revy team' : 'Review withdrawn';
    case 'saleStatus':
      return after.saleStatus === 'sold'
        ? 'Marked as sold'
        : after.saleStatus === 'unsold'
          ? 'Put back on sale'
          : 'Sale details changed';
  }
  if (after.status === 'published') return 'Published';
  if (after.status === 'unpublished') return 'Unpublished';
  if (typeof after.price === 'number' && Object.keys(after).length === 1)
    return `Price set to ${formatMoneyCents(after.price)}`;
  // lat and lng come with a ZIP change; the location already says it.
  const keys = Object.keys(after).filter((k) => !['id', 'updatedAt', 'createdAt', 'status', 'lat', 'lng'].includes(k));
  if (!keys.length) return 'Saved';
  const names = keys.map((k) => FIELD_NAMES[k] ?? humanize(k));
  return `Changed ${names.slice(0, 3).join(', ')}${names.length > 3 ? ` and ${names.length - 3} more` : ''}`;
}

const humanize = (s: string) =>
  s
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]/g, ' ')
    .toLowerCase();

function RecentHistory({ listingId }: { listingId: string }) {
  const q = useHistory(listingId);
  const items = (q.data ?? []).slice(0, 8);
  return (
    <section aria-labelledby="history-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="history-heading" className="text-lg font-semibold text-ink">
        Recent changes
      </h2>
      {q.isPending ? <p className="mt-3 text-sm text-muted">Loading…</p> : null}
      {q.isError ? <p className="mt-3 text-sm text-muted">The change history is not available right now.</p> : null}
      {q.data && !items.length ? <p className="mt-3 text-sm text-muted">No changes yet.</p> : null}
      {items.length ? (
        <ol className="mt-3 flex flex-col divide-y divide-line">
          {items.map((h) => (
            <li key={h.id} className="flex items-baseline justify-between gap-4 py-2.5 text-sm">
              <span className="text-ink first-letter:uppercase">{describeHistory(h)}</span>
              <time dateTime={h.savedAt} className="shrink-0 text-muted">
                <RelativeTime value={h.savedAt} />
              </time>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
