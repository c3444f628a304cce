import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_ASSET_ORDINAL, PHOTO_TAG } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { assetTags, assets } from './assets.table';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;
export type AssetTagRow = { name: string; ordinal: number };
export type AssetRecord = AssetRow & { tags: AssetTagRow[] };
export type AssetSortField = 'id' | 'createdAt' | 'updatedAt';

/**
 * The asset's tags as a JSON array in the same query. Written with explicit names: Drizzle leaves
 * columns unqualified in single-table selects, and an unqualified id in the subquery would bind
 * to asset_tags.
 */
const tagsSql = sql<
  AssetTagRow[]
>`coalesce((select json_agg(json_build_object('name', t.tag, 'ordinal', t.ordinal) order by t.tag) from asset_tags t where t.asset_id = "assets"."id"), '[]'::json)`;

const recordColumns = {
  id: assets.id,
  targetId: assets.targetId,
  fileUrl: assets.fileUrl,
  files: assets.files,
  title: assets.title,
  type: assets.type,
  size: assets.size,
  status: assets.status,
  source: assets.source,
  storageKey: assets.storageKey,
  contentType: assets.contentType,
  width: assets.width,
  height: assets.height,
  error: assets.error,
  createdBy: assets.createdBy,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
  tags: tagsSql,
};

export async function findAsset(db: DbOrTx, id: string): Promise<AssetRecord | null> {
  const [row] = await db.select(recordColumns).from(assets).where(eq(assets.id, id));
  return row ?? null;
}

export async function insertAsset(db: DbOrTx, values: NewAssetRow): Promise<void> {
  await db.insert(assets).values(values);
}

export async function updateAsset(
  db: DbOrTx,
  id: string,
  patch: Partial<Omit<NewAssetRow, 'id' | 'targetId'>>,
): Promise<void> {
  await db.update(assets).set(patch).where(eq(assets.id, id));
}

/** Deletes assets (their tags cascade) and returns what was deleted, for removing the files. */
export function deleteAssets(db: DbOrTx, ids: string[]): Promise<Pick<AssetRow, 'id' | 'storageKey' | 'files'>[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .delete(assets)
    .where(inArray(assets.id, ids))
    .returning({ id: assets.id, storageKey: assets.storageKey, files: assets.files });
}

/**
 * Sets the asset's tags. A null ordinal means "last" for the photo tag (one more than the
 * largest ordinal the target's other photos have, 0 for the first) and the spec's 999999999 for
 * other tags. Two photos added at the same instant can get the same ordinal; the id breaks the tie.
 */
export async function replaceTags(
  db: DbOrTx,
  asset: { id: string; targetId: string },
  tags: { name: string; ordinal: number | null }[],
): Promise<void> {
  await db.delete(assetTags).where(eq(assetTags.assetId, asset.id));
  if (tags.length === 0) return;
  await db.insert(assetTags).values(
    tags.map((t) => ({
      assetId: asset.id,
      targetId: asset.targetId,
      tag: t.name,
      ordinal:
        t.ordinal ??
        (t.name === PHOTO_TAG
          ? sql`(select coalesce(max(o.ordinal) + 1, 0) from asset_tags o where o.target_id = ${asset.targetId} and o.tag = ${t.name} and o.asset_id <> ${asset.id} and o.ordinal < ${DEFAULT_ASSET_ORDINAL})`
          : DEFAULT_ASSET_ORDINAL),
    })),
  );
}

/** A page of a target's assets. */
export async function listByTarget(
  db: DbOrTx,
  targetId: string,
  q: { page: number; size: number; sort: { field: AssetSortField; dir: 'asc' | 'desc' } },
): Promise<{ rows: AssetRecord[]; total: number }> {
  const column = { id: assets.id, createdAt: assets.createdAt, updatedAt: assets.updatedAt }[q.sort.field];
  const order = q.sort.dir === 'asc' ? asc(column) : desc(column);
  const [rows, [totals]] = await Promise.all([
    db
      .select(recordColumns)
      .from(assets)
      .where(eq(assets.targetId, targetId))
      .orderBy(order, desc(assets.id))
      .limit(q.size)
      .offset(q.page * q.size),
    db.select({ n: count() }).from(assets).where(eq(assets.targetId, targetId)),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** The target's assets with `tag`, by ordinal (999999999 when none was given), then id. */
export function listByTag(db: DbOrTx, targetId: string, tag: string, limit?: number): Promise<AssetRecord[]> {
  const q = db
    .select(recordColumns)
    .from(assetTags)
    .innerJoin(assets, eq(assets.id, assetTags.assetId))
    .where(and(eq(assetTags.targetId, targetId), eq(assetTags.tag, tag)))
    .orderBy(asc(assetTags.ordinal), asc(assetTags.assetId));
  return limit ? q.limit(limit) : q;
}

/** Each target's first asset with `tag` (one `distinct on` over the (target_id, tag, ordinal) index). */
export async function firstByTag(db: DbOrTx, targetIds: string[], tag: string): Promise<AssetRecord[]> {
  if (targetIds.length === 0) return [];
  return db
    .selectDistinctOn([assetTags.targetId], recordColumns)
    .from(assetTags)
    .innerJoin(assets, eq(assets.id, assetTags.assetId))
    .where(and(inArray(assetTags.targetId, targetIds), eq(assetTags.tag, tag)))
    .orderBy(assetTags.targetId, asc(assetTags.ordinal), asc(assetTags.assetId));
}

/** Ids of the target's assets with `tag` (overwrite). */
export async function idsWithTag(db: DbOrTx, targetId: string, tag: string): Promise<string[]> {
  const rows = await db
    .select({ id: assetTags.assetId })
    .from(assetTags)
    .where(and(eq(assetTags.targetId, targetId), eq(assetTags.tag, tag)));
  return rows.map((r) => r.id);
}

// Live listings with what access decisions need, read by the listings module in one batch (issue 14: assets no
// longer queries the listings table).
export { listingsForAccess, type ListingAccessRow } from '../listings';
