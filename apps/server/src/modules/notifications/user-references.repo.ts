import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifications } from './notifications.table';

/** notifications' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const notificationsUserReferences = {
  columns: ['notifications.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(notifications).set({ userId: to }).where(eq(notifications.userId, from));
  },
};
