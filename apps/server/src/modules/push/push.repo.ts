import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { MAX_PUSH_DEVICES } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import { pushDeliveries, pushKeys, pushSubscriptions } from './push.table';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Saves the browser's subscription for `userId`: one row per endpoint, so a browser now signed in as someone else is
 * re-assigned (it is theirs now) and a re-subscribe refreshes its keys. Past MAX_PUSH_DEVICES the user's device that
 * went longest without a push is forgotten. One statement for the upsert: two tabs subscribing at once make one row.
 */
export async function upsertSubscription(
  db: DbOrTx,
  v: { userId: string; endpoint: string; p256dh: string; auth: string; label: string },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values(v)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: v.userId, p256dh: v.p256dh, auth: v.auth, label: v.label, failureCount: 0 },
    })
    .returning();
  await db.execute(sql`
    delete from ${pushSubscriptions} where id in (
      select id from ${pushSubscriptions} where user_id = ${v.userId}
      order by coalesce(last_success_at, created_at) desc offset ${MAX_PUSH_DEVICES})`);
  return row!;
}

export function subscriptionsOf(db: DbOrTx, userIds: string[]): Promise<PushSubscriptionRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds))
    .orderBy(asc(pushSubscriptions.createdAt));
}

/** Which of `userIds` have any device (the notification sink only queues work for those). */
export async function usersWithDevices(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  return new Set(rows.map((r) => r.userId));
}

/** Removes the user's own device; false when it is not theirs (or gone). */
export async function deleteOwnSubscription(db: DbOrTx, userId: string, where: { id?: string; endpoint?: string }) {
  const match = where.id ? eq(pushSubscriptions.id, where.id) : eq(pushSubscriptions.endpoint, where.endpoint ?? '');
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(match, eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteSubscription(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/**
 * Claims (notification, device) before sending: true when this caller may send it — a new claim, or an old one whose
 * send never finished (a crashed instance). A claim already sent, or being sent right now, is false.
 */
export async function claimDelivery(db: DbOrTx, notificationId: string, subscriptionId: string): Promise<boolean> {
  const inserted = await db
    .insert(pushDeliveries)
    .values({ notificationId, subscriptionId })
    .onConflictDoNothing()
    .returning({ id: pushDeliveries.notificationId });
  if (inserted.length) return true;
  const retaken = await db
    .update(pushDeliveries)
    .set({ claimedAt: new Date() })
    .where(
      and(
        eq(pushDeliveries.notificationId, notificationId),
        eq(pushDeliveries.subscriptionId, subscriptionId),
        isNull(pushDeliveries.sentAt),
        lt(pushDeliveries.claimedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .returning({ id: pushDeliveries.notificationId });
  return retaken.length > 0;
}

export async function markSent(db: DbOrTx, notificationId: string, subscriptionId: string): Promise<void> {
  const now = new Date();
  await db
    .update(pushDeliveries)
    .set({ sentAt: now })
    .where(and(eq(pushDeliveries.notificationId, notificationId), eq(pushDeliveries.subscriptionId, subscriptionId)));
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: now, failureCount: 0 })
    .where(eq(pushSubscriptions.id, subscriptionId));
}

/** A send that failed for a reason worth retrying: the claim is released for the job's retry. */
export async function releaseDelivery(db: DbOrTx, notificationId: string, subscriptionId: string): Promise<void> {
  await db
    .delete(pushDeliveries)
    .where(
      and(
        eq(pushDeliveries.notificationId, notificationId),
        eq(pushDeliveries.subscriptionId, subscriptionId),
        isNull(pushDeliveries.sentAt),
      ),
    );
  await db
    .update(pushSubscriptions)
    .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
    .where(eq(pushSubscriptions.id, subscriptionId));
}

/** Delivery records older than a week: a job retried after that would push news nobody wants. */
export async function pruneDeliveries(db: DbOrTx): Promise<void> {
  await db.delete(pushDeliveries).where(or(lt(pushDeliveries.claimedAt, sql`now() - interval '7 days'`)));
}

const KEY_ID = 'vapid-v1';

/** The kept VAPID pair, made with `make` on first use (insert ... on conflict keeps the first one made). */
export async function storedPushKeys(
  db: DbOrTx,
  make: () => { publicKey: string; privateKey: string },
): Promise<{ publicKey: string; privateKey: string }> {
  await db
    .insert(pushKeys)
    .values({ id: KEY_ID, ...make() })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushKeys).where(eq(pushKeys.id, KEY_ID));
  return { publicKey: row!.publicKey, privateKey: row!.privateKey };
}

/** push's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const pushUserReferences = {
  columns: ['push_subscriptions.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(pushSubscriptions).set({ userId: to }).where(eq(pushSubscriptions.userId, from));
  },
};
