import type { QueryClient } from '@tanstack/react-query';
import { listingsKeys, garageKeys } from '../../listings';
import { paymentsKeys } from './keys';

/**
 * After a listing's plan changed (bought, paid, activated, cancelled): its purchases, its plan
 * choices and the listing itself (status, purchases) everywhere it is shown.
 */
export function listingPlanChanged(qc: QueryClient, listingId: string | null | undefined) {
  const all = [
    qc.invalidateQueries({ queryKey: paymentsKeys.purchases() }),
    qc.invalidateQueries({ queryKey: listingsKeys.lists() }),
  ];
  if (listingId) {
    all.push(
      qc.invalidateQueries({ queryKey: paymentsKeys.listingProducts(listingId) }),
      qc.invalidateQueries({ queryKey: listingsKeys.detail(listingId) }),
      qc.invalidateQueries({ queryKey: listingsKeys.minimal(listingId) }),
      qc.invalidateQueries({ queryKey: garageKeys.history(listingId) }),
    );
  }
  return Promise.all(all);
}
