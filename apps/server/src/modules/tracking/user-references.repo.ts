import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pageViews, tracking } from './tracking.table';

/** tracking's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const trackingUserReferences = {
  columns: ['page_views.user_id', 'tracking.target_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(pageViews).set({ userId: to }).where(eq(pageViews.userId, from));
    await tx.update(tracking).set({ targetId: to }).where(eq(tracking.targetId, from));
  },
};
