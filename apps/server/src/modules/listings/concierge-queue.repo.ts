import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings } from './listings.table';

/*
 * The listing side of the concierge work queues (issue 16, decision 030): listings waiting for review and new
 * listings missing something. Photos live in the assets module, which sits above listings: the caller passes the
 * "has a photo" condition in (as the assistant passes its rule to slaOverdueChats).
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** A listing's title as staff read it: its title, else year make model, else a placeholder. */
const titleOf = (l: string) =>
  sql.raw(
    `coalesce(nullif(trim(${l}.title), ''), nullif(trim(concat_ws(' ', ${l}.year::text, ${l}.make, ${l}.model)), ''), 'Untitled listing')`,
  );

export type QueueListingRow = {
  id: string;
  title: string;
  seller_id: string;
  status: string;
  at: string | Date;
  no_photo: boolean;
  no_price: boolean;
  no_description: boolean;
};

const reviewWhere = sql`l.deleted_at is null and l.status = 'published' and not l.is_reviewed`;

/** Published listings nobody on staff has reviewed yet, the longest published first. */
export async function reviewQueuePage(db: DbOrTx, q: { page: number; size: number }): Promise<QueueListingRow[]> {
  const res = await db.execute(sql`
    select l.id, ${titleOf('l')} as title, l.seller_id, l.status, coalesce(l.published_at, l.created_at) as at,
      false as no_photo, false as no_price, false as no_description
    from ${listings} l where ${reviewWhere}
    order by coalesce(l.published_at, l.created_at) asc, l.id asc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<QueueListingRow>(res);
}

export async function countReviewQueue(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from ${listings} l where ${reviewWhere}`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** `hasPhoto(listingId)`: the assets module's condition, over this query's listing id. */
type PhotoCondition = (listingId: SQLWrapper) => SQL<boolean>;

const gaps = (hasPhoto: PhotoCondition) => ({
  noPhoto: sql`not ${hasPhoto(sql`l.id`)}`,
  noPrice: sql`l.price is null`,
  noDescription: sql`coalesce(trim(l.description), '') = ''`,
});

const incompleteWhere = (hasPhoto: PhotoCondition, since: Date) => {
  const g = gaps(hasPhoto);
  return sql`l.deleted_at is null and l.sale_status = 'unsold' and l.created_at >= ${since}
    and (${g.noPhoto} or ${g.noPrice} or ${g.noDescription})`;
};

/** Unsold listings created since `since` that lack photos, a price or a description, the oldest first. */
export async function incompleteQueuePage(
  db: DbOrTx,
  hasPhoto: PhotoCondition,
  since: Date,
  q: { page: number; size: number },
): Promise<QueueListingRow[]> {
  const g = gaps(hasPhoto);
  const res = await db.execute(sql`
    select l.id, ${titleOf('l')} as title, l.seller_id, l.status, l.created_at as at,
      ${g.noPhoto} as no_photo, ${g.noPrice} as no_price, ${g.noDescription} as no_description
    from ${listings} l where ${incompleteWhere(hasPhoto, since)}
    order by l.created_at asc, l.id asc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<QueueListingRow>(res);
}

export async function countIncompleteQueue(db: DbOrTx, hasPhoto: PhotoCondition, since: Date): Promise<number> {
  const res = await db.execute(
    sql`select count(*)::int as n from ${listings} l where ${incompleteWhere(hasPhoto, since)}`,
  );
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}

/** Title and seller of some listings (deleted ones too): one query for a page of another queue. */
export async function queueListingRefs(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { title: string; sellerId: string }>> {
  if (ids.length === 0) return new Map();
  const res = await db.execute(sql`
    select l.id, ${titleOf('l')} as title, l.seller_id from ${listings} l
    where l.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return new Map(
    rowsOf<{ id: string; title: string; seller_id: string }>(res).map((r) => [
      String(r.id),
      { title: r.title, sellerId: String(r.seller_id) },
    ]),
  );
}
