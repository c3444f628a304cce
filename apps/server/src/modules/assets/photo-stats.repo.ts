import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DEFAULT_ASSET_ORDINAL, PHOTO_TAG, type AssetFiles } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { assets, assetTags } from './assets.table';

/*
 * The photos' part of every page that shows listings (moved from listings.repo.ts, issue 14: listings, chats and
 * events ask here rather than read the assets tables; the SQL is unchanged).
 */

export type PhotoStats = { photoCount: number; cover: { assetId: string; files: AssetFiles } | null };

/**
 * Photo count and cover (first photo by ordinal, then id) of many listings in ONE query: the
 * window count is computed before `distinct on` keeps each listing's first row. Ready assets only.
 * Plain SQL rather than the select builder: it runs on every list page, and the builder's
 * rendering cost ~1 ms of CPU per call.
 */
export async function photoStats(db: DbOrTx, listingIds: string[]): Promise<Map<string, PhotoStats>> {
  const out = new Map<string, PhotoStats>();
  if (listingIds.length === 0) return out;
  type Row = { target_id: string; asset_id: string; files: AssetFiles | string; n: number | string };
  // Prepared (db/prepared.ts): every list page sends it; its text varies only with the number of ids.
  const rows = await executePrepared<Row>(
    db,
    sql`
    select distinct on (t.target_id) t.target_id, a.id as asset_id, a.files, count(*) over (partition by t.target_id) as n
    from ${assetTags} t
    inner join ${assets} a on a.id = t.asset_id and a.status = 'ready'
    where t.tag = ${PHOTO_TAG} and t.target_id in (${sql.join(
      listingIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by t.target_id, coalesce(t.ordinal, ${DEFAULT_ASSET_ORDINAL}), t.asset_id`,
  );
  for (const r of rows) {
    const files = typeof r.files === 'string' ? (JSON.parse(r.files) as AssetFiles) : r.files;
    out.set(r.target_id, { photoCount: Number(r.n), cover: { assetId: r.asset_id, files } });
  }
  return out;
}

/**
 * The listing `listingId` (a column or expression of the caller's query) has at least one ready photo: the concierge
 * incomplete queue filters by it (issue 16).
 */
export const listingHasPhoto = (listingId: SQLWrapper): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${assetTags} t inner join ${assets} a on a.id = t.asset_id and a.status = 'ready'
    where t.tag = ${PHOTO_TAG} and t.target_id = ${listingId})`;
