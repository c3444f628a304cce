import { queryOptions, useQuery } from '@tanstack/react-query';
import { AssetListSchema, DEFAULT_ASSET_ORDINAL, PHOTO_TAG, type Asset } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { listingsKeys } from '../../listings';

/** A photo's place in the order: the ordinal of its `photo` tag (spec 5: 999999999 when absent). */
export const photoOrdinal = (asset: Asset) =>
  asset.tags.find((t) => t.name === PHOTO_TAG)?.ordinal ?? DEFAULT_ASSET_ORDINAL;

export const sortPhotos = (assets: Asset[]) =>
  [...assets].sort((a, b) => photoOrdinal(a) - photoOrdinal(b) || a.createdAt.localeCompare(b.createdAt));

/** GET /v1/asset/target/{listingId}/tag/photo: the listing's photos in order, the cover first. */
export const fetchPhotos = async (listingId: string, signal?: AbortSignal): Promise<Asset[]> => {
  const res = await api(sellerApiPaths.asset.byTargetTag(listingId, PHOTO_TAG), {
    signal,
    schema: import.meta.env.DEV ? AssetListSchema : undefined,
  });
  return sortPhotos(res);
};

export const photosQuery = (listingId: string) =>
  queryOptions({ queryKey: listingsKeys.photos(listingId), queryFn: ({ signal }) => fetchPhotos(listingId, signal) });

export function usePhotos(listingId: string) {
  return useQuery(photosQuery(listingId));
}
