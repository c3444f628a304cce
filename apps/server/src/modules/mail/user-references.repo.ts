import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailOutbox } from './mail.table';

/** mail's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const mailUserReferences = {
  columns: ['mail_outbox.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(mailOutbox).set({ userId: to }).where(eq(mailOutbox.userId, from));
  },
};
