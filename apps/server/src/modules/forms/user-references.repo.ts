import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forms } from './forms.table';

/** forms' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const formsUserReferences = {
  columns: ['forms.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(forms).set({ userId: to }).where(eq(forms.userId, from));
  },
};
