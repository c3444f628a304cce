import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { titleTransfers } from './title-transfer.table';

/** title-transfer's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const titleTransferUserReferences = {
  columns: ['title_transfers.buyer_id', 'title_transfers.seller_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(titleTransfers).set({ buyerId: to }).where(eq(titleTransfers.buyerId, from));
    await tx.update(titleTransfers).set({ sellerId: to }).where(eq(titleTransfers.sellerId, from));
  },
};
