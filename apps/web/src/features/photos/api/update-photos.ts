import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PHOTO_TAG, type Asset } from '@revy/shared';
import { api } from '../../../lib/api-client';
import { sellerApiPaths } from '../../../lib/paths';
import { listingsKeys } from '../../listings';
import { photoOrdinal } from './get-photos';

/** PUT /v1/asset/{id}: the tags replace the asset's tags. */
export const updateAssetTags = ({ id, tags }: { id: string; tags: { name: string; ordinal?: number }[] }) =>
  api<Asset>(sellerApiPaths.asset.byId(id), { method: 'PUT', body: { tags } });

/** DELETE /v1/asset/{id} */
export const deleteAsset = (id: string) => api<void>(sellerApiPaths.asset.byId(id), { method: 'DELETE' });

/** The asset's tags with the photo ordinal set to `ordinal` (other tags kept). */
const withOrdinal = (asset: Asset, ordinal: number) => [
  ...asset.tags.filter((t) => t.name !== PHOTO_TAG).map((t) => ({ name: t.name, ordinal: t.ordinal })),
  { name: PHOTO_TAG, ordinal },
];

/**
 * Saves a new photo order: ordinals 0..n-1 (0 is the cover), PUT only for the photos whose
 * ordinal changed. The cache shows the new order at once and is refreshed afterwards.
 */
export async function savePhotoOrder(ordered: Asset[]): Promise<void> {
  const changed = ordered.map((a, i) => [a, i] as const).filter(([a, i]) => photoOrdinal(a) !== i);
  await Promise.all(changed.map(([a, i]) => updateAssetTags({ id: a.id, tags: withOrdinal(a, i) })));
}

export function useReorderPhotos(listingId: string) {
  const qc = useQueryClient();
  const key = listingsKeys.photos(listingId);
  return useMutation({
    mutationFn: savePhotoOrder,
    onMutate: async (ordered) => {
      await qc.cancelQueries({ queryKey: key });
      const previous = qc.getQueryData<Asset[]>(key);
      qc.setQueryData<Asset[]>(
        key,
        ordered.map((a, i) => ({ ...a, tags: withOrdinal(a, i) })),
      );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) qc.setQueryData(key, ctx.previous);
    },
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: key }),
        qc.invalidateQueries({ queryKey: listingsKeys.detail(listingId) }),
      ]),
  });
}

export function useDeletePhoto(listingId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteAsset,
    onSuccess: (_v, id) =>
      qc.setQueryData<Asset[]>(listingsKeys.photos(listingId), (cur) => cur?.filter((a) => a.id !== id)),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: listingsKeys.photos(listingId) }),
        qc.invalidateQueries({ queryKey: listingsKeys.detail(listingId) }),
      ]),
  });
}
