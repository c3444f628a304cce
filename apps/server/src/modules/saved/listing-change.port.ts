import type { DbOrTx } from '../../db/client';
import type { ListingChange, ListingChangeState } from '../listings';
import { insertListingEvents, type NewListingEvent } from './listing-events.repo';

/** On the market: published, for sale, not deleted. */
const live = (s: ListingChangeState | null) =>
  !!s && s.status === 'published' && s.saleStatus === 'unsold' && !s.deleted;

/** The events one listing change makes (pure): what buyers who saved the car or a search may be told of. */
export function listingEventsOf(change: ListingChange): NewListingEvent[] {
  const { listingId, before, after } = change;
  const events: NewListingEvent[] = [];
  const base = { listingId, priceBefore: before?.price ?? null, priceAfter: after.price };
  // Listed, or back on the market (a plan renewed, a deal called off): new for saved searches.
  if (live(after) && !live(before)) events.push({ ...base, kind: 'published' });
  if (live(before) && live(after) && before!.price !== null && after.price !== null && after.price < before!.price)
    events.push({ ...base, kind: 'priceDrop' });
  if (after.saleStatus === 'sold' && before?.saleStatus !== 'sold' && !after.deleted)
    events.push({ ...base, kind: 'sold' });
  return events;
}

/**
 * listings' change port (plugged in by app.ts): runs in the transaction of every listing change, so an event is
 * stored exactly when its change commits (decision 044-saved-alerts). Most changes make none and write nothing.
 */
export async function savedListingChanged(tx: DbOrTx, change: ListingChange): Promise<void> {
  await insertListingEvents(tx, listingEventsOf(change), new Date());
}
