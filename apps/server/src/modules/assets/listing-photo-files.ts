import { PHOTO_TAG } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { listByTag } from './assets.repo';

/** One photo of a listing as something outside wants the file: the storage key of a JPEG, and its URL. */
export type ListingPhotoFile = { assetId: string; key: string; url: string };

/** JPEG renditions, largest first: classifieds sites take JPEG, and 1920 px is plenty for an ad. */
const JPEG_PREFERENCE = ['cover1920x1280.jpg', 'full.jpg', 'cover1280x720.jpg', 'original.jpg'];

/**
 * A listing's ready photos in the seller's order, each as a JPEG file (issue 16: the classifieds photos zip reads
 * them here rather than the assets tables). Photos without a JPEG rendition are left out.
 */
export async function listingPhotoFiles(db: DbOrTx, listingId: string, limit: number): Promise<ListingPhotoFile[]> {
  const rows = await listByTag(db, listingId, PHOTO_TAG, limit);
  return rows.flatMap((r) => {
    if (r.status !== 'ready' || !r.storageKey) return [];
    const files = r.files as Record<string, string | undefined>;
    const name = JPEG_PREFERENCE.find((n) => files[n]);
    const url = name ? files[name]! : null;
    return url ? [{ assetId: r.id, key: `${r.storageKey}/${url.slice(url.lastIndexOf('/') + 1)}`, url }] : [];
  });
}
