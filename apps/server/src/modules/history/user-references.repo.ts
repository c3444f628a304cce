import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { history } from './history.table';

/** history's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const historyUserReferences = {
  columns: ['history.saved_by'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(history).set({ savedBy: to }).where(eq(history.savedBy, from));
  },
};
