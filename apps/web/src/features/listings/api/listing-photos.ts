import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssetListSchema, PHOTO_TAG } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { listingsKeys } from './keys';

/** GET /v1/asset/target/{listingId}/tag/photo: the listing's photos, in ordinal order. */
export const fetchListingPhotos = (listingId: string, signal?: AbortSignal) =>
  api(apiPaths.asset.byTargetTag(listingId, PHOTO_TAG), {
    signal,
    schema: import.meta.env.DEV ? AssetListSchema : undefined,
  });

export const listingPhotosQuery = (listingId: string) =>
  queryOptions({
    queryKey: listingsKeys.photos(listingId),
    queryFn: ({ signal }) => fetchListingPhotos(listingId, signal),
  });

export function useListingPhotos(listingId: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...listingPhotosQuery(listingId), enabled: opts.enabled ?? true });
}
