import type { Asset } from '@revy/shared';
import type { AssetRecord } from './assets.repo';

/** The API shape of an asset (spec 3 plus contentType, width, height and error). */
export function toAsset(r: AssetRecord): Asset {
  return {
    id: r.id,
    targetId: r.targetId,
    fileUrl: r.fileUrl,
    files: r.files as Record<string, string>,
    tags: r.tags,
    title: r.title,
    type: r.type,
    size: r.size,
    status: r.status,
    error: r.error,
    source: r.source,
    contentType: r.contentType,
    width: r.width,
    height: r.height,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Storage keys of an asset's files: its version folder plus the last segment of each URL. */
export function storageKeysOf(r: { storageKey: string | null; files: Record<string, string | undefined> }): string[] {
  if (!r.storageKey) return [];
  const names = Object.values(r.files).flatMap((url) => (url ? [url.slice(url.lastIndexOf('/') + 1)] : []));
  return [...new Set(names)].map((name) => `${r.storageKey}/${name}`);
}
