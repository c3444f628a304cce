import { and, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockMailableUsers } from '../users';
import type { NotificationRow } from './notifications.mapper';
import { notifications } from './notifications.table';

export type NewNotificationRow = typeof notifications.$inferInsert;

/** One insert for the whole batch. */
export async function insertNotifications(db: DbOrTx, values: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}

export type NotificationFilter = { userId?: string; unread?: boolean; type?: string; query?: string };

/** `%` and `_` typed by a user are literal characters, not wildcards. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function where(f: NotificationFilter): SQL | undefined {
  const q = f.query ? `%${likeEscape(f.query)}%` : null;
  return and(
    f.userId ? eq(notifications.userId, f.userId) : undefined,
    f.unread === true ? isNull(notifications.readAt) : f.unread === false ? isNotNull(notifications.readAt) : undefined,
    f.type ? eq(notifications.type, f.type) : undefined,
    q ? or(ilike(notifications.title, q), ilike(notifications.body, q)) : undefined,
  );
}

/** Newest first (ids are time-ordered, so id breaks ties of one instant). */
export async function listNotifications(db: DbOrTx, f: NotificationFilter, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where(f))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ n: count() }).from(notifications).where(where(f)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function findNotification(db: DbOrTx, id: string): Promise<NotificationRow | null> {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
  return row ?? null;
}

/** Read keeps the first read time; unread clears it. */
export async function setRead(db: DbOrTx, id: string, read: boolean, now: Date): Promise<NotificationRow | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: read ? sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` : null })
    .where(eq(notifications.id, id))
    .returning();
  return row ?? null;
}

export async function markAllRead(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The user's unread notifications about one chat (new messages, offers, requests), now read. */
export async function markChatRead(db: DbOrTx, userId: string, chatId: string, now: Date): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'chatId' = ${chatId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Notifications the digest may mail: unread, never mailed, and not older than `oldest`. */
const pending = (oldest: Date) =>
  and(isNull(notifications.readAt), isNull(notifications.emailedAt), gt(notifications.createdAt, oldest));

/**
 * Users due a digest — one pending notification older than `dueBefore`, an email, not disabled,
 * and no digest since `lastDigestAfter` — locked FOR UPDATE SKIP LOCKED, so two job runs (two
 * instances) never take the same user and a user gets one email per run.
 */
export async function lockUsersDueDigest(
  db: DbOrTx,
  opts: { dueBefore: Date; oldest: Date; lastDigestAfter: Date; limit: number },
) {
  const due = db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(pending(opts.oldest), lte(notifications.createdAt, opts.dueBefore)));
  const recentlyMailed = db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(and(inArray(notifications.userId, due), gt(notifications.emailedAt, opts.lastDigestAfter)));
  // Guests who left an address for replies get the digest too (issue 19): it is how a seller's answer reaches them.
  return lockMailableUsers(db, { ids: due, excludeIds: recentlyMailed, limit: opts.limit, guests: true });
}

/**
 * Marks a user's pending notifications emailed and returns them, oldest first. Conditional
 * (still unread, still not mailed), so a notification read meanwhile is left out.
 */
export async function takePendingOfUser(
  db: DbOrTx,
  userId: string,
  oldest: Date,
  now: Date,
): Promise<NotificationRow[]> {
  const rows = await db
    .update(notifications)
    .set({ emailedAt: now })
    .where(and(eq(notifications.userId, userId), pending(oldest)))
    .returning();
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
