import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { idVerifications } from './id-verification.table';

/** id-verification's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const idVerificationUserReferences = {
  columns: ['id_verifications.user_id', 'id_verifications.decided_by'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(idVerifications).set({ userId: to }).where(eq(idVerifications.userId, from));
    // Only staff decide, and staff are never anonymous; moved anyway so no reference is left behind.
    await tx.update(idVerifications).set({ decidedBy: to }).where(eq(idVerifications.decidedBy, from));
  },
};
