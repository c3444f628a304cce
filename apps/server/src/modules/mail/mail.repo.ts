import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { MailLog } from '../../adapters/mail';
import { mailOutbox } from './mail.table';

export type MailRow = typeof mailOutbox.$inferSelect;

export async function insertMail(db: DbOrTx, row: typeof mailOutbox.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(mailOutbox).values(row).returning({ id: mailOutbox.id });
  return inserted!.id;
}

export async function updateMail(
  db: DbOrTx,
  id: string,
  patch: Partial<typeof mailOutbox.$inferInsert>,
): Promise<void> {
  await db.update(mailOutbox).set(patch).where(eq(mailOutbox.id, id));
}

export function findMailTo(db: DbOrTx, toAddress: string, limit = 20): Promise<MailRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, toAddress))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

/** The mail_outbox table as the mail adapters' log. */
export function mailLogFor(db: DbOrTx): MailLog {
  return {
    record: (row) => insertMail(db, row),
    update: (id, patch) => updateMail(db, id, patch),
  };
}
