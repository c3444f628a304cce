import { Suspense, lazy, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { whenIdle } from '../../../lib/idle';
import { loadListingDealEntry } from '../../deals';

const ListingDealEntry = lazy(() => loadListingDealEntry().then((m) => ({ default: m.ListingDealEntry })));

/**
 * The buyer's "Go to the deal room" / "Start the deal" on a car's page. Signed-out and anonymous
 * visitors get nothing; for accounts its code and its look-ups start once the page is idle after
 * its first render, so the page's first load is what it was (decision 038).
 */
export function ListingDealSlot({ listingId }: { listingId: string }) {
  const user = useCurrentUser().data;
  const account = !!user && !user.anonymous;
  const [ready, setReady] = useState(false);
  useEffect(() => (account ? whenIdle(() => setReady(true)) : undefined), [account]);
  if (!account || !ready) return null;
  return (
    <Suspense fallback={null}>
      <ListingDealEntry listingId={listingId} />
    </Suspense>
  );
}
