import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { content } from './content.table';

/** content's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const contentUserReferences = {
  columns: ['content.created_by'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(content).set({ createdBy: to }).where(eq(content.createdBy, from));
  },
};
