import { BuyerDealEntry } from './deal-entry';

// Its own module: the listing page loads it on demand, after its first render and only for
// signed-in visitors, so the page's first-load JavaScript stays as it was (decision 038).
export function ListingDealEntry({ listingId }: { listingId: string }) {
  return <BuyerDealEntry listingId={listingId} size="lg" className="mt-2" />;
}
