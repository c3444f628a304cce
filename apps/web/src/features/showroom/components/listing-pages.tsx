import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { listingDisplayTitle, ROUTES } from '@revy/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useListing, useListingPhotos, useListingDocumentTitle, PhotoViewer } from '../../listings';
import { galleryPhotos, ListingDetail } from './listing-detail';

/** /listings/{id}: a car's public page. */
export function ListingPage() {
  const { id = '' } = useParams();
  // Keyed by id so moving between cars starts each page fresh (gallery position, tracking).
  return <ListingDetail key={id} id={id} />;
}

/** /old-listings/{id}: the earlier address of a car's page; same page, kept for old links. */
export function OldListingPage() {
  const { id = '' } = useParams();
  return <ListingDetail key={id} id={id} />;
}

/** /old-listings/{id}/photos/{photoId}: the full-screen viewer opened at that photo (detail layout). */
export function OldListingPhotoPage() {
  const { id = '', photoId = '' } = useParams();
  const navigate = useNavigate();
  const listing = useListing(id);
  const photos = useListingPhotos(id, { enabled: listing.isSuccess });
  const list = useMemo(() => galleryPhotos(listing.data, photos.data), [listing.data, photos.data]);
  const title = listing.data ? listingDisplayTitle(listing.data) : null;
  useListingDocumentTitle(title);
  const pageUrl = `/old-listings/${encodeURIComponent(id)}`;

  if (listing.isPending || (listing.isSuccess && photos.isPending)) {
    return (
      <div className="flex flex-1 items-center justify-center py-24">
        <Spinner size={32} label="Loading photos" />
      </div>
    );
  }
  if (!listing.data || !list.length) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center px-4 py-12 text-center">
        <h1 className="text-2xl font-bold">
          {listing.data ? 'No photos of this car yet' : "This car isn't on Revy right now"}
        </h1>
        <p className="mt-3 max-w-md text-white/75">
          {listing.data ? 'The seller has not added photos yet.' : 'It may have been sold or taken down by its seller.'}
        </p>
        <Link
          to={listing.data ? pageUrl : ROUTES.showroom}
          className="mt-8 inline-flex h-12 items-center rounded-lg bg-white px-6 font-semibold text-ink hover:bg-white/90"
        >
          {listing.data ? 'Open the listing' : 'Browse the showroom'}
        </Link>
      </div>
    );
  }
  const found = list.findIndex((p) => p.id === photoId);
  const index = found < 0 ? 0 : found;
  return (
    <PhotoViewer
      photos={list}
      index={index}
      title={title ?? ''}
      onIndexChange={(i) => navigate(`${pageUrl}/photos/${encodeURIComponent(list[i]!.id)}`, { replace: true })}
      onClose={() => navigate(pageUrl)}
    />
  );
}
