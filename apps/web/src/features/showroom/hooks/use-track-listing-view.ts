import { useEffect, useRef } from 'react';
import { getDistinctId } from '../../../lib/analytics-identity';
import { trackListing } from '../api/track-listing';

/**
 * POST /v1/listing/{id}/track once per visit of a listing page (not again on re-renders, refetches
 * or React's development double effects), with the browser's analytics identity. Fire and forget.
 */
export function useTrackListingView(
  listingId: string | null,
  opts: { userId?: string | undefined; skip?: boolean } = {},
) {
  const tracked = useRef<string | null>(null);
  const { userId, skip } = opts;
  useEffect(() => {
    if (!listingId || skip || tracked.current === listingId) return;
    tracked.current = listingId;
    let distinctId: string | undefined;
    try {
      distinctId = getDistinctId();
    } catch {
      distinctId = undefined;
    }
    trackListing({
      id: listingId,
      action: 'VIEW',
      ...(userId ? { userId } : {}),
      ...(distinctId ? { distinctId } : {}),
    }).catch(() => undefined);
  }, [listingId, userId, skip]);
}
