import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PurchaseStatus } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import type { PurchaseRow } from './payments.mapper';
import { payments } from './payments.table';
import { products } from './products.table';
import { purchases } from './purchases.table';

export type NewPurchaseRow = typeof purchases.$inferInsert;
export type PurchasePatch = Partial<Omit<NewPurchaseRow, 'id' | 'createdAt'>>;

export async function listProducts(db: DbOrTx, isTest: boolean) {
  return db
    .select()
    .from(products)
    .where(and(eq(products.isTest, isTest), eq(products.active, true)))
    .orderBy(asc(products.price));
}

export async function findProduct(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  return row ?? null;
}

export async function insertPurchase(db: DbOrTx, values: NewPurchaseRow): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function findPurchase(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PurchaseRow | null> {
  const q = db.select().from(purchases).where(eq(purchases.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * Updates a purchase; with `whenStatus`, only while it still has that status (a conditional
 * update: two instances racing over one row cannot both change it). Null when nothing changed.
 */
export async function updatePurchase(
  db: DbOrTx,
  id: string,
  patch: PurchasePatch,
  whenStatus?: PurchaseStatus,
): Promise<PurchaseRow | null> {
  const where = whenStatus ? and(eq(purchases.id, id), eq(purchases.status, whenStatus)) : eq(purchases.id, id);
  const [row] = await db.update(purchases).set(patch).where(where).returning();
  return row ?? null;
}

/** Every purchase of these listings, newest first. */
export async function listPurchasesOfListings(db: DbOrTx, listingIds: string[]): Promise<PurchaseRow[]> {
  if (listingIds.length === 0) return [];
  return db
    .select()
    .from(purchases)
    .where(inArray(purchases.listingId, listingIds))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

export async function listPurchasesOfUser(db: DbOrTx, userId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
}

/**
 * Serialises every change to one listing's plans (choosing, checkout, trial, activation,
 * cancelling, a paid webhook): a transaction-scoped advisory lock, always taken first, before
 * any purchase or payment row, so all paths lock in one order and cannot deadlock. The unique
 * indexes of migration 0008 hold even if a path forgot it (decision 021).
 */
export async function lockListingPlans(db: DbOrTx, listingId: string | null): Promise<void> {
  if (!listingId) return;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-plan:${listingId}`}))`);
}

/** The listing's purchases in a status other than `exceptId`, locked (activation, cancel). */
export async function lockListingPurchases(
  db: DbOrTx,
  listingId: string,
  status: PurchaseStatus,
  exceptId?: string,
): Promise<PurchaseRow[]> {
  const conds: SQL[] = [eq(purchases.listingId, listingId), eq(purchases.status, status)];
  if (exceptId) conds.push(ne(purchases.id, exceptId));
  return db
    .select()
    .from(purchases)
    .where(and(...conds))
    .orderBy(asc(purchases.id))
    .for('update');
}

/** Cents actually paid for a purchase: its succeeded payments. */
export async function paidAmount(db: DbOrTx, purchaseId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${payments.amount}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), eq(payments.status, 'succeeded')));
  return row?.sum ?? 0;
}

/**
 * A page of purchases (the staff queue), oldest first. The listing's title and the seller's contact come from
 * their modules (purchases.service.ts), not from a join here (issue 14).
 */
export async function pagePurchases(
  db: DbOrTx,
  filter: { status?: PurchaseStatus | undefined },
  page: { page: number; size: number },
): Promise<{ rows: PurchaseRow[]; total: number }> {
  const where = filter.status ? eq(purchases.status, filter.status) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(purchases)
      .where(where)
      .orderBy(asc(purchases.createdAt), asc(purchases.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(purchases)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * ACTIVE purchases whose publish window or unpaid trial has ended by `now`, locked with SKIP
 * LOCKED so several instances running the job share the work instead of waiting on (or
 * doubling) each other. Same ends as purchaseEndsAt() in packages/shared: window = start + 14
 * days for PUBLISH_14 / PUBLISH_REV_14 without PUBLISH_UNLIMITED; trial = start + trial days
 * while payment is due.
 */
export async function lockEndedPurchases(db: DbOrTx, now: Date, limit: number): Promise<PurchaseRow[]> {
  const has = (f: string) => sql`${purchases.features} @> ${JSON.stringify([f])}::jsonb`;
  const windowEnded = sql`(not ${has('PUBLISH_UNLIMITED')} and (${has('PUBLISH_14')} or ${has('PUBLISH_REV_14')}) and ${purchases.startAt} + interval '14 days' <= ${now})`;
  const trialEnded = sql`(${purchases.paymentDue} and coalesce(${purchases.trialDuration}, 0) > 0 and ${purchases.startAt} + ${purchases.trialDuration} * interval '1 day' <= ${now})`;
  return db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'ACTIVE'),
        sql`${purchases.startAt} is not null`,
        sql`(${windowEnded} or ${trialEnded})`,
      ),
    )
    .orderBy(asc(purchases.startAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
