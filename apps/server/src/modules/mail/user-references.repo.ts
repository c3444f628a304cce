import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailPreferences } from './email-preferences.table';
import { mailOutbox } from './mail.table';

/** mail's part of merging an anonymous user into another (users' transferAnonymousData, wired in app.ts). */
export const mailUserReferences = {
  columns: ['mail_outbox.user_id', 'email_preferences.user_id'],
  async move(tx: DbOrTx, from: string, to: string): Promise<void> {
    await tx.update(mailOutbox).set({ userId: to }).where(eq(mailOutbox.userId, from));
    // The account's own choices win; a guest's only move when the account has none.
    await tx.execute(
      sql`update ${emailPreferences} set user_id = ${to} where user_id = ${from}
          and not exists (select 1 from ${emailPreferences} p where p.user_id = ${to})`,
    );
    await tx.delete(emailPreferences).where(eq(emailPreferences.userId, from));
  },
};
