import { Link } from 'react-router';
import {
  dealConfidenceText,
  formatMoneyCents,
  LISTING_CARD_SIZES,
  listingDisplayTitle,
  ROUTES,
  type Listing,
} from '@revy/shared';
import { formatDistance, formatLocation, formatMileage } from '../lib/listing-facts';
import { ListingPicture } from './listing-picture';
import { SoldRibbon } from './sold-ribbon';
import { DealBadge } from './deal-badge';
import { DealDollars } from './deal-dollars';
import { CompareToggle } from './compare-toggle';
import { CameraIcon, GaugeIcon, MapPinIcon } from './listing-icons';
import { SaveCarButton } from '../../saved';

/** Cards fill a column of the grid: one on phones, two on tablets, three beside the filters (shared with the server). */
export const CARD_SIZES = LISTING_CARD_SIZES;

/** A car in a grid (showroom, home): cover photo, price, year make model, mileage, where. */
export function ListingCard({
  listing,
  priority,
  headingLevel = 2,
}: {
  listing: Listing;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const fromVehicle = listingDisplayTitle({ vehicle: listing.vehicle });
  const title = fromVehicle === listingDisplayTitle({}) ? listingDisplayTitle(listing) : fromVehicle;
  const heading = listing.title?.trim() && listing.title.trim() !== title ? listing.title.trim() : null;
  const place =
    listing.location?.city && listing.location?.state
      ? `${listing.location.city}, ${listing.location.state}`
      : formatLocation(listing.location);
  const distance = formatDistance(listing.distance);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-primary">
      <div className="relative">
        <ListingPicture files={listing.cover?.files} alt="" sizes={CARD_SIZES} priority={priority} aspect="3 / 2" />
        {listing.saleStatus === 'sold' ? <SoldRibbon small /> : null}
        <SaveCarButton listingId={listing.id} title={title} />
        <div className="absolute bottom-2 left-2 z-10">
          <CompareToggle listing={listing} overlay />
        </div>
        {listing.photoCount > 1 ? (
          <span className="absolute bottom-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/60 px-2 py-0.5 text-xs font-medium text-white">
            <CameraIcon className="h-3.5 w-3.5" />
            <span className="sr-only">Photos: </span>
            {listing.photoCount}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xl font-extrabold tracking-tight text-ink">
            {formatMoneyCents(listing.price, { fallback: 'Price on request' })}
          </p>
          {listing.deal && listing.saleStatus !== 'sold' ? (
            <span className="flex flex-wrap items-center justify-end gap-x-1.5">
              <DealBadge deal={listing.deal} size="sm" />
              {/* Issue 15: a rating resting on few or scattered prices says so, in words. */}
              {listing.deal.confidence === 'low' ? (
                <span className="text-xs text-muted" title={dealConfidenceText(listing.deal)}>
                  Limited data
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
        <DealDollars price={listing.price} deal={listing.deal} sold={listing.saleStatus === 'sold'} />
        <H className="font-semibold leading-snug text-ink">
          {/* The whole card is the link (the ::after covers it), one tab stop per car. */}
          <Link to={ROUTES.listing(listing.id)} className="after:absolute after:inset-0 focus:outline-none">
            {title}
          </Link>
        </H>
        {heading ? <p className="line-clamp-1 text-sm text-muted">{heading}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-2 text-sm text-muted">
          {listing.vehicle.mileage !== null && listing.vehicle.mileage !== undefined ? (
            <span className="inline-flex items-center gap-1">
              <GaugeIcon className="h-4 w-4" />
              {formatMileage(listing.vehicle.mileage)}
            </span>
          ) : null}
          {place || distance ? (
            <span className="inline-flex min-w-0 items-center gap-1">
              <MapPinIcon className="h-4 w-4 shrink-0" />
              <span className="truncate">{[place, distance].filter(Boolean).join(' · ')}</span>
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-line bg-white"
      aria-hidden="true"
    >
      <div className="aspect-[3/2] bg-line/70" />
      <div className="flex flex-col gap-2 p-4">
        <div className="h-6 w-24 rounded bg-line" />
        <div className="h-4 w-3/4 rounded bg-line" />
        <div className="mt-2 h-4 w-1/2 rounded bg-line" />
      </div>
    </div>
  );
}
