import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from './users.table';

/**
 * A user's first name, or null (no such user, or none given). Only that column: the AI engines' listing facts name
 * the seller by it and never read an email or phone (decision 012); ai asks here rather than join the users table
 * (issue 14).
 */
export async function findFirstName(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, id));
  return row?.firstName ?? null;
}
