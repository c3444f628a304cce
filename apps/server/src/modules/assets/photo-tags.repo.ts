import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assetTags, assets } from './assets.table';

/**
 * Distinct tags of a target's (a listing's) ready images, most used first, and how many ready images it has: what
 * the AI engines know of the photos (ai's listing facts ask here rather than read the assets tables; issue 14).
 * Two queries run side by side, one round trip.
 */
export async function photoTagsOf(db: DbOrTx, targetId: string): Promise<{ tags: string[]; count: number }> {
  const [tagRows, [counted]] = await Promise.all([
    db
      .select({ tag: assetTags.tag, n: sql<number>`count(*)::int` })
      .from(assetTags)
      .innerJoin(assets, eq(assets.id, assetTags.assetId))
      .where(and(eq(assetTags.targetId, targetId), eq(assets.status, 'ready')))
      .groupBy(assetTags.tag)
      .orderBy(sql`count(*) desc`, asc(assetTags.tag)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(assets)
      .where(and(eq(assets.targetId, targetId), eq(assets.type, 'image'), eq(assets.status, 'ready'))),
  ]);
  return { tags: tagRows.map((r) => r.tag), count: counted?.n ?? 0 };
}
