import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { assets } from './assets.table';

/** assets' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const assetsUserReferences = {
  columns: ['assets.created_by', 'assets.target_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(assets).set({ createdBy: to }).where(eq(assets.createdBy, from));
    await tx.update(assets).set({ targetId: to }).where(eq(assets.targetId, from));
  },
};
