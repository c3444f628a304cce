import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { config } from './config.table';

export type ConfigRow = typeof config.$inferSelect;

export async function findConfigByName(db: DbOrTx, name: string): Promise<ConfigRow | null> {
  const [row] = await db.select().from(config).where(eq(config.name, name));
  return row ?? null;
}
