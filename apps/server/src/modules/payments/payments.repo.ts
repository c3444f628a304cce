import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PaymentRow } from './payments.mapper';
import { paymentWebhookEvents, payments } from './payments.table';

export type NewPaymentRow = typeof payments.$inferInsert;
export type PaymentPatch = Partial<Omit<NewPaymentRow, 'id' | 'createdAt'>>;

export async function insertPayment(db: DbOrTx, values: NewPaymentRow): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function updatePayment(db: DbOrTx, id: string, patch: PaymentPatch): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(patch).where(eq(payments.id, id)).returning();
  return row!;
}

export async function findPayment(
  db: DbOrTx,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  const q = db.select().from(payments).where(eq(payments.id, id));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function findPaymentBySession(
  db: DbOrTx,
  sessionId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<PaymentRow | null> {
  const q = db.select().from(payments).where(eq(payments.checkoutSessionId, sessionId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The payment of each purchase the seller should see, in one query: the one that paid for it
 * when there is one (a purchase has at most one), else the newest attempt.
 */
export async function latestPayments(db: DbOrTx, purchaseIds: string[]): Promise<Map<string, PaymentRow>> {
  const out = new Map<string, PaymentRow>();
  if (purchaseIds.length === 0) return out;
  const rows = await db
    .selectDistinctOn([payments.purchaseId])
    .from(payments)
    .where(inArray(payments.purchaseId, purchaseIds))
    .orderBy(
      payments.purchaseId,
      desc(sql`${payments.status} = 'succeeded'`),
      desc(payments.createdAt),
      desc(payments.id),
    );
  for (const r of rows) if (r.purchaseId) out.set(r.purchaseId, r);
  return out;
}

export async function listPaymentsOfUser(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(500);
}

/** The purchase's checkout that is still open (at most one: payments_one_open_per_purchase), locked. */
export async function findOpenPayment(db: DbOrTx, purchaseId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purchaseId, purchaseId), inArray(payments.status, ['pending', 'requires_action'])))
    .for('update');
  return row ?? null;
}

/** The payment that paid for the purchase, other than `exceptId` (at most one: payments_one_success_per_purchase). */
export async function findSucceededPayment(
  db: DbOrTx,
  purchaseId: string,
  exceptId?: string,
): Promise<PaymentRow | null> {
  const conds = [eq(payments.purchaseId, purchaseId), eq(payments.status, 'succeeded')];
  if (exceptId) conds.push(ne(payments.id, exceptId));
  const [row] = await db
    .select()
    .from(payments)
    .where(and(...conds));
  return row ?? null;
}

/** Closes an open checkout (its page expired); a no-op when it is no longer open. */
export async function closeOpenPayment(db: DbOrTx, id: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', failureMessage: message })
    .where(and(eq(payments.id, id), inArray(payments.status, ['pending', 'requires_action'])));
}

/** Pending payments of a purchase become cancelled (the purchase was cancelled). */
export async function cancelPendingPayments(db: DbOrTx, purchaseId: string, message: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'cancelled', failureMessage: message })
    .where(
      and(eq(payments.purchaseId, purchaseId), inArray(payments.status, ['pending', 'requires_action', 'failed'])),
    );
}

/**
 * Records a webhook event once: a new row, or the existing one. `processed` is true when an
 * earlier delivery finished handling it, so this one is a replay.
 */
export async function recordWebhookEvent(
  db: DbOrTx,
  e: { provider: string; eventId: string; type: string; payload: unknown },
): Promise<{ id: string; processed: boolean }> {
  const [inserted] = await db
    .insert(paymentWebhookEvents)
    .values(e)
    .onConflictDoNothing({ target: [paymentWebhookEvents.provider, paymentWebhookEvents.eventId] })
    .returning({ id: paymentWebhookEvents.id });
  if (inserted) return { id: inserted.id, processed: false };
  const [row] = await db
    .select({ id: paymentWebhookEvents.id, processedAt: paymentWebhookEvents.processedAt })
    .from(paymentWebhookEvents)
    .where(and(eq(paymentWebhookEvents.provider, e.provider), eq(paymentWebhookEvents.eventId, e.eventId)));
  return { id: row!.id, processed: row!.processedAt !== null };
}

export async function finishWebhookEvent(db: DbOrTx, id: string, error: string | null): Promise<void> {
  await db
    .update(paymentWebhookEvents)
    .set(error ? { error } : { processedAt: new Date(), error: null })
    .where(and(eq(paymentWebhookEvents.id, id), isNull(paymentWebhookEvents.processedAt)));
}
