import { PHOTO_TAG, type Asset } from '@revy/shared';
import { uploadForm } from '../../../lib/upload';
import { sellerApiPaths } from '../../../lib/paths';

export type UploadPhotoInput = {
  file: File;
  listingId: string;
  ordinal?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POST /v1/asset (multipart: file, targetId, tag photo, ordinal), with upload progress.
 */
export function uploadPhoto({ file, listingId, ordinal, onProgress, signal }: UploadPhotoInput): Promise<Asset> {
  // Fields before the file, so the server can validate them before streaming the bytes.
  const form = new FormData();
  form.append('targetId', listingId);
  form.append('tag', PHOTO_TAG);
  if (ordinal !== undefined) form.append('ordinal', String(ordinal));
  form.append('file', file, file.name);
  return uploadForm<Asset>(sellerApiPaths.asset.root, form, { onProgress, signal });
}
