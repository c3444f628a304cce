import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router';
import { canEditListing, isSellerOf, listingDisplayTitle, ROUTES, type Listing } from '@revy/shared';
import { EmptyState } from '../../../components/empty-state';
import { ShowroomIllustration } from '../../../components/illustrations';
import { isApiError } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/current-user';
import { GenericErrorState } from '../../errors';
import {
  useListing,
  useListingPhotos,
  useListingDocumentTitle,
  KeyFacts,
  ListingDescription,
  VinSpecs,
  ListingGallery,
  RecentlyViewed,
  useRememberViewed,
} from '../../listings';
import { useTrackListingView } from '../hooks/use-track-listing-view';
import { loadVehicleHistoryReport } from '../../vehicle-history';
import { MobileActionBar, SellerCard, ListingSummary } from './listing-summary';
import type { ViewerPhoto } from '../../listings';

// Below the fold and after the first render: its code and availability call never delay the page (decision 038).
const VehicleHistoryReport = lazy(() => loadVehicleHistoryReport().then((m) => ({ default: m.VehicleHistoryReport })));

/** The photos to show: the ordered photo list, else the cover alone while it loads or if it fails. */
export function galleryPhotos(
  listing: Listing | undefined,
  photos: Array<{ id: string; files: Record<string, string>; title: string | null }> | undefined,
): ViewerPhoto[] {
  if (photos?.length) return photos.filter((p) => Object.keys(p.files ?? {}).length > 0);
  if (listing?.cover) return [{ id: listing.cover.assetId, files: listing.cover.files }];
  return [];
}

/** /listings/{id} (and /old-listings/{id}): a car's public page. */
export function ListingDetail({ id }: { id: string }) {
  const listing = useListing(id);
  const user = useCurrentUser();
  const l = listing.data;
  const canEdit = !!l && canEditListing(user.data ?? null, l);
  const visible = !!l && (l.status === 'published' || canEdit);
  const photos = useListingPhotos(id, { enabled: visible });
  const title = l && visible ? listingDisplayTitle(l) : null;
  useListingDocumentTitle(title);
  // The seller looking at their own car is not a visitor.
  useTrackListingView(visible && !user.isPending ? id : null, {
    userId: user.data?.id,
    skip: !!l && isSellerOf(user.data, l),
  });
  const gallery = useMemo(() => galleryPhotos(l, photos.data), [l, photos.data]);
  const isOwner = !!l && canEdit && isSellerOf(user.data, l);
  // Issue 19: this device's recently viewed cars (the seller's own car is not one).
  useRememberViewed(l, visible && l?.status === 'published' && !isOwner);

  if (listing.isPending) return <ListingSkeleton />;
  if (listing.isError) {
    const status = isApiError(listing.error) ? listing.error.status : 0;
    if (status === 404 || status === 403 || status === 400) return <ListingNotFound />;
    return <GenericErrorState onRetry={() => void listing.refetch()} />;
  }
  if (!l || !visible) return <ListingNotFound />;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 sm:pt-6">
      {canEdit ? <OwnerBanner listing={l} /> : null}
      {isOwner ? null : <MobileActionBar listing={l} />}
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
        <ol className="flex min-w-0 items-center gap-1.5">
          <li>
            <Link to={ROUTES.showroom} className="hover:text-ink hover:underline">
              Showroom
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li className="truncate text-ink" aria-current="page">
            {title}
          </li>
        </ol>
      </nav>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <ListingGallery
          photos={gallery}
          title={title ?? ''}
          loading={photos.isPending}
          sold={l.saleStatus === 'sold'}
        />
        <div className="flex flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="flex flex-col gap-4 lg:sticky lg:top-20">
            <ListingSummary listing={l} title={title ?? ''} isOwner={isOwner} />
            <SellerCard seller={l.seller} />
          </div>
        </div>
        <div className="below-fold flex min-w-0 flex-col gap-8">
          <KeyFacts listing={l} />
          <ListingDescription listing={l} />
          <VinSpecs listing={l} />
          <Suspense fallback={null}>
            <VehicleHistoryReport listingId={l.id} hasVin={!!l.vinValue} />
          </Suspense>
          <RecentlyViewed except={l.id} variant="list" max={4} />
        </div>
      </div>
    </div>
  );
}

function OwnerBanner({ listing }: { listing: Listing }) {
  const draft = listing.status !== 'published';
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-primary-soft px-4 py-3 text-sm text-ink"
    >
      <p>
        <span className="font-semibold">This is your listing</span>
        {draft ? ' — buyers cannot see it until you publish it.' : ' — this is what buyers see.'}
      </p>
      <Link
        to={ROUTES.myGarageListing(listing.id)}
        className="inline-flex h-9 items-center rounded-lg bg-primary px-4 font-semibold text-white hover:bg-primary-hover"
      >
        Edit
      </Link>
    </div>
  );
}

export function ListingNotFound() {
  return (
    <EmptyState
      illustration={<ShowroomIllustration />}
      title="This car isn't on Revy right now"
      description="It may have been sold or taken down by its seller, or the link is mistyped. There are more cars like it in the showroom."
      actions={[
        { to: ROUTES.showroom, label: 'Browse the showroom' },
        { to: ROUTES.myGarageCreate, label: 'Sell a car' },
      ]}
    />
  );
}

function ListingSkeleton() {
  return (
    <div
      className="mx-auto max-w-7xl animate-pulse px-4 pb-16 pt-4 sm:px-6 sm:pt-6"
      aria-busy="true"
      aria-label="Loading the car"
    >
      <div className="mb-4 h-4 w-48 rounded bg-line" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
        <div className="aspect-[3/2] rounded-2xl bg-line/70" />
        <div className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-6">
          <div className="h-7 w-3/4 rounded bg-line" />
          <div className="h-9 w-1/3 rounded bg-line" />
          <div className="h-4 w-1/2 rounded bg-line" />
          <div className="mt-4 h-12 rounded-lg bg-line" />
          <div className="h-12 rounded-lg bg-line" />
        </div>
      </div>
    </div>
  );
}
