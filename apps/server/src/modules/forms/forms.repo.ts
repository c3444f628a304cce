import { asc, desc, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { forms } from './forms.table';

export type FormRow = typeof forms.$inferSelect;

export async function insertForm(
  db: DbOrTx,
  values: { userId: string | null; name: string; data: string },
): Promise<FormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  return row!;
}

export async function findForm(db: DbOrTx, id: string): Promise<FormRow | null> {
  const [row] = await db.select().from(forms).where(eq(forms.id, id));
  return row ?? null;
}

export async function updateFormData(db: DbOrTx, id: string, data: string): Promise<FormRow> {
  const [row] = await db.update(forms).set({ data }).where(eq(forms.id, id)).returning();
  return row!;
}

export function formsOfUser(db: DbOrTx, userId: string): Promise<FormRow[]> {
  return db.select().from(forms).where(eq(forms.userId, userId)).orderBy(desc(forms.createdAt), desc(forms.id));
}

/**
 * The forms whose ids `ids` (a subquery of the caller's) yields, oldest first, in one query: the forms shared in a
 * chat (issue 14: chats passes its messages' form ids rather than reading this table).
 */
export function formsAmong(db: DbOrTx, ids: SQLWrapper): Promise<FormRow[]> {
  return db.select().from(forms).where(inArray(forms.id, ids)).orderBy(asc(forms.createdAt));
}
