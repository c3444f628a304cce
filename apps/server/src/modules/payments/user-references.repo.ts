import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from './payments.table';
import { purchases } from './purchases.table';

/** payments' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const paymentsUserReferences = {
  columns: ['payments.user_id', 'purchases.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(payments).set({ userId: to }).where(eq(payments.userId, from));
    await tx.update(purchases).set({ userId: to }).where(eq(purchases.userId, from));
  },
};
