import { isStaff, toPage, type Notification, type NotificationType, type Page } from '@revy/shared';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import { toNotification, type NotificationRow } from './notifications.mapper';
import * as repo from './notifications.repo';

export type NotifyItem = {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string | null;
  link?: string | null;
  data?: Record<string, unknown>;
  /** The change was already emailed on its own (a booking with its invitation): keep it out of the digest. */
  emailed?: boolean;
};

/**
 * Stores notifications (one insert) and then pushes each to its user's live feed as a
 * `create` on the user id, so open bells update at once. Call it after the change that caused
 * it has committed: the feed only ever carries what is stored. A failed push is logged, never
 * thrown — the notification is stored and the next list call shows it.
 */
export async function notifyUsers(ctx: AppContext, items: NotifyItem[]): Promise<void> {
  await (
    await storeNotifications(ctx.db, items)
  )(ctx);
}

/**
 * Stores notifications in the caller's transaction (`tx`), so they commit with the change they tell of or not at
 * all (the saved alerts' exactly-once, issue 19); returns what to run after the commit, which is what notifyUsers does
 * after its insert (the live feed push).
 */
export async function notifyUsersInTransaction(
  tx: DbOrTx,
  items: NotifyItem[],
): Promise<(ctx: AppContext) => Promise<void>> {
  return storeNotifications(tx, items);
}

/** A stored notification as other channels need it (Web Push): what the bell shows and where it links. */
export type StoredNotice = {
  notificationId: string;
  userId: string;
  type: string;
  title: string;
  body: string | null;
  link: string | null;
};
/**
 * Told of every notification in the transaction that stores it (app.ts plugs the push module in, decision 048), so
 * what it queues commits with the notification or not at all. Notifications cannot import push (no cycles).
 */
export type NotificationSink = (tx: DbOrTx, stored: StoredNotice[]) => Promise<void>;
let sink: NotificationSink | null = null;
export function plugNotificationSink(next: NotificationSink | null): void {
  sink = next;
}

async function storeNotifications(db: DbOrTx, items: NotifyItem[]): Promise<(ctx: AppContext) => Promise<void>> {
  if (items.length === 0) return async () => {};
  const rows = await repo.insertNotifications(
    db,
    items.map((i) => ({
      userId: i.userId,
      type: i.type,
      title: i.title,
      body: i.body ?? null,
      link: i.link ?? null,
      data: i.data ?? {},
      ...(i.emailed ? { emailedAt: new Date() } : {}),
    })),
  );
  await sink?.(
    db,
    rows.map((r) => ({
      notificationId: r.id,
      userId: r.userId,
      type: r.type,
      title: r.title,
      body: r.body,
      link: r.link,
    })),
  );
  return async (ctx) => {
    await Promise.all(rows.map((row) => push(ctx, row.userId, 'create', toNotification(row))));
  };
}

export type NotificationQuery = {
  query?: string | undefined;
  unread?: boolean | undefined;
  type?: string | undefined;
  all: boolean;
  userId?: string | undefined;
  page: number;
  size: number;
};

/**
 * GET /api/notifications: the caller's own, newest first. `all` (every user's) and `userId`
 * (someone else's) are for staff on /admin/notifications.
 */
export async function findNotifications(
  ctx: AppContext,
  viewer: UserRecord,
  q: NotificationQuery,
): Promise<Page<Notification>> {
  const foreign = q.all || (q.userId !== undefined && q.userId !== viewer.id);
  if (foreign && !isStaff(viewer)) throw forbidden("Only staff can read other users' notifications");
  const userId = q.userId ?? (q.all ? undefined : viewer.id);
  const { rows, total } = await repo.listNotifications(
    ctx.db,
    { userId, unread: q.unread, type: q.type, query: q.query || undefined },
    q,
  );
  return toPage(rows.map(toNotification), total, q);
}

/** GET /api/notifications/unread-count */
export async function countUnread(ctx: AppContext, viewer: UserRecord): Promise<{ count: number }> {
  return { count: await repo.countUnread(ctx.db, viewer.id) };
}

/**
 * PUT /api/notifications/{id}/read and /unread. Someone else's notification answers 404 as a
 * missing one does (ids are not confirmed to strangers); staff may change any.
 */
export async function setNotificationRead(
  ctx: AppContext,
  viewer: UserRecord,
  id: string,
  read: boolean,
): Promise<Notification> {
  const row = await repo.findNotification(ctx.db, id);
  if (!row || (row.userId !== viewer.id && !isStaff(viewer))) throw notFound('Notification');
  const updated = await repo.setRead(ctx.db, id, read, new Date());
  if (!updated) throw notFound('Notification');
  const n = toNotification(updated);
  await push(ctx, n.userId, 'update', n);
  return n;
}

/** PUT /api/notifications/read-all: every unread one of the caller; answers the new unread count (0). */
export async function readAllNotifications(ctx: AppContext, viewer: UserRecord): Promise<{ count: number }> {
  const now = new Date();
  const changed = await repo.markAllRead(ctx.db, viewer.id, now);
  if (changed > 0) await push(ctx, viewer.id, 'update', { readAll: true, readAt: now.toISOString(), unreadCount: 0 });
  return { count: 0 };
}

/**
 * Reading a conversation reads what the bell said about it: the user's unread notifications for
 * that chat are marked read, and their bells (every tab) are told the new count.
 */
export async function readChatNotifications(ctx: AppContext, userId: string, chatId: string): Promise<void> {
  const changed = await repo.markChatRead(ctx.db, userId, chatId, new Date());
  if (changed === 0) return;
  await push(ctx, userId, 'update', { readChat: chatId, unreadCount: await repo.countUnread(ctx.db, userId) });
}

/** Other tabs' bells follow through the user's own feed id; a failed push is only logged. */
async function push(
  ctx: AppContext,
  userId: string,
  action: 'create' | 'update',
  data: Notification | Record<string, unknown>,
): Promise<void> {
  await ctx.feed
    .publish({ targetId: userId, action, createdAt: new Date().toISOString(), data })
    .catch((err: unknown) => ctx.log.warn({ err }, 'notifications: feed publish failed'));
}

export type { NotificationRow };
