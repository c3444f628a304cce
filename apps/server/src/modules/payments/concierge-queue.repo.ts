import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from './payments.table';
import { purchases } from './purchases.table';

/*
 * The payments side of the concierge work queues (issue 16, decision 030): plans that are paid for (a succeeded
 * payment, or nothing due) but still PENDING, what /concierge/bulk-activate-purchases activates.
 */

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

const paidNotActive = sql`p.status = 'PENDING' and (
  exists (select 1 from ${payments} pay where pay.purchase_id = p.id and pay.status = 'succeeded')
  or p.price - p.discount_amount - p.stripe_discount <= 0)`;

export type UnactivatedPurchaseRow = {
  id: string;
  listing_id: string | null;
  user_id: string | null;
  name: string;
  status: string;
  created_at: string | Date;
};

/** Paid plans not active yet, the oldest purchase first. */
export async function unactivatedPurchasesPage(
  db: DbOrTx,
  q: { page: number; size: number },
): Promise<UnactivatedPurchaseRow[]> {
  const res = await db.execute(sql`
    select p.id, p.listing_id, p.user_id, p.name, p.status, p.created_at from ${purchases} p
    where ${paidNotActive}
    order by p.created_at asc, p.id asc
    limit ${q.size} offset ${q.page * q.size}`);
  return rowsOf<UnactivatedPurchaseRow>(res);
}

export async function countUnactivatedPurchases(db: DbOrTx): Promise<number> {
  const res = await db.execute(sql`select count(*)::int as n from ${purchases} p where ${paidNotActive}`);
  return Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
}
