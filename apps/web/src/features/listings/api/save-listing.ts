import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Listing, ListingInput } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { listingsKeys } from './keys';
import { garageKeys } from './history-keys';

/** POST /v1/listing: a new unpublished draft owned by the caller (anonymous users included). */
export const createListing = (input: ListingInput) =>
  api<Listing>(sellerApiPaths.listing.root, { method: 'POST', body: input });

/**
 * PATCH /v1/listing/{id}: merges `vehicle` and `location` key by key; fields left out keep their
 * value. `status` published/unpublished is the publish intent (spec 4).
 */
export const updateListing = ({
  id,
  input,
  ifMatch,
}: {
  id: string;
  input: ListingInput;
  ifMatch?: string | undefined;
}) => api<Listing>(sellerApiPaths.listing.byId(id), { method: 'PATCH', body: input, ifMatch });

/** DELETE /v1/listing/{id} */
export const deleteListing = (id: string) => api<void>(sellerApiPaths.listing.byId(id), { method: 'DELETE' });

/** After a listing changed: the new copy in the cache, and every view of it refreshed. */
export function listingChanged(qc: QueryClient, listing: Listing) {
  qc.setQueryData(listingsKeys.detail(listing.id), listing);
  return Promise.all([
    qc.invalidateQueries({ queryKey: listingsKeys.minimal(listing.id) }),
    qc.invalidateQueries({ queryKey: listingsKeys.lists() }),
    qc.invalidateQueries({ queryKey: garageKeys.history(listing.id) }),
  ]);
}

export function useCreateListing() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createListing, onSuccess: (listing) => listingChanged(qc, listing) });
}

export function useUpdateListing() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateListing, onSuccess: (listing) => listingChanged(qc, listing) });
}

export function useDeleteListing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_v, id) => {
      qc.removeQueries({ queryKey: listingsKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: listingsKeys.lists() });
    },
  });
}
