import type { NotificationType } from '@revy/shared';
import type { AppContext } from '../../context';
import { toNotification } from './notifications.mapper';
import * as repo from './notifications.repo';

export type NotifyItem = {
  userId: string;
  type: NotificationType;
  title: string;
  body?: string | null;
  link?: string | null;
  data?: Record<string, unknown>;
};

/**
 * Stores notifications (one insert) and then pushes each to its user's live feed as a
 * `create` on the user id, so open bells update at once. Call it after the change that caused
 * it has committed: the feed only ever carries what is stored. A failed push is logged, never
 * thrown — the notification is stored and the next list call shows it.
 */
export async function notifyUsers(ctx: AppContext, items: NotifyItem[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await repo.insertNotifications(
    ctx.db,
    items.map((i) => ({ userId: i.userId, type: i.type, title: i.title, body: i.body ?? null, link: i.link ?? null, data: i.data ?? {} })),
  );
  await Promise.all(
    rows.map((row) =>
      ctx.feed
        .publish({ targetId: row.userId, action: 'create', createdAt: row.createdAt.toISOString(), data: toNotification(row) })
        .catch((err: unknown) => ctx.log.warn({ err }, 'notifications: feed publish failed')),
    ),
  );
}
