import type { Notification } from '@revy/shared';
import type { notifications } from './notifications.table';

export type NotificationRow = typeof notifications.$inferSelect;

/** Row → the API's Notification (times as ISO strings). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    userId: row.userId,
    type: row.type,
    title: row.title,
    body: row.body,
    link: row.link,
    data: row.data,
    readAt: row.readAt?.toISOString() ?? null,
    emailedAt: row.emailedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
