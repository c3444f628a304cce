import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealSignatures, titleTransfers } from './deals.table';

/** deals' part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const titleTransferUserReferences = {
  columns: ['title_transfers.buyer_id', 'title_transfers.seller_id', 'deal_signatures.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(titleTransfers).set({ buyerId: to }).where(eq(titleTransfers.buyerId, from));
    await tx.update(titleTransfers).set({ sellerId: to }).where(eq(titleTransfers.sellerId, from));
    await tx.update(dealSignatures).set({ userId: to }).where(eq(dealSignatures.userId, from));
  },
};
