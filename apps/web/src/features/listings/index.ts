// The listings feature's public entry: other features and app/ import only from here. It holds
// the listing itself (reads, saves, query keys, cards and facts); the public pages showing it
// live in features/showroom, so features that need listing data do not pull in those pages.
export { fetchListing, listingQuery, normalizeListing, seedListingFirstData, useListing } from './api/get-listing';
export { garageKeys } from './api/history-keys';
export { listingsKeys, type ListingListParams } from './api/keys';
export { listingsQuery, seedListingsPage, useListings } from './api/list-listings';
export { useListingRefs } from './api/listing-refs';
export { useListingOptions } from './api/listing-options';
export { useListingPhotos } from './api/listing-photos';
export { listingChanged, useCreateListing, useDeleteListing, useUpdateListing } from './api/save-listing';
export { DealBadge } from './components/deal-badge';
export { WithGarageListing } from './components/garage-listing-loader';
export { ListingCard, ListingCardSkeleton } from './components/listing-card';
export { KeyFacts, ListingDescription, VinSpecs } from './components/listing-facts';
export { ListingGallery } from './components/listing-gallery';
export {
  ChatIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  FilterIcon,
  KeyIcon,
  MapPinIcon,
  SearchIcon,
  ShareIcon,
  TagIcon,
  VerifiedIcon,
  VideoIcon,
} from './components/listing-icons';
export { ListingPicture } from './components/listing-picture';
export { LazyPhotoViewer as PhotoViewer } from './components/photo-viewer-lazy';
export type { ViewerPhoto } from './components/photo-viewer';
export { cachedListingTitle, useListingDocumentTitle } from './hooks/use-listing-title';
export { formatDistance, formatLocation } from './lib/listing-facts';
// Issue 19: the deal in dollars, compare picks and recently viewed cars (kept per device).
export { DealDollars } from './components/deal-dollars';
export { CompareToggle } from './components/compare-toggle';
export { RecentlyViewed, useRememberViewed } from './components/recently-viewed';
export { CheckIcon, CompareIcon } from './components/listing-icons';
export { carSnapshot, type CarSnapshot } from './lib/car-snapshot';
export {
  clearCompare,
  COMPARE_FULL_MESSAGE,
  compareHref,
  MAX_COMPARE,
  parseCompareIds,
  pickForCompare,
  unpickForCompare,
  useCompare,
} from './lib/compare-state';
export { formatMileage } from './lib/listing-facts';
export { forgetViewed } from './lib/recently-viewed';
