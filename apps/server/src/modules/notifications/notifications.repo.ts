import type { DbOrTx } from '../../db/client';
import type { NotificationRow } from './notifications.mapper';
import { notifications } from './notifications.table';

export type NewNotificationRow = typeof notifications.$inferInsert;

/** One insert for the whole batch. */
export async function insertNotifications(db: DbOrTx, values: NewNotificationRow[]): Promise<NotificationRow[]> {
  if (values.length === 0) return [];
  return db.insert(notifications).values(values).returning();
}
