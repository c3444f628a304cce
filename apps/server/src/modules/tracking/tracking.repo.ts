import type { DbOrTx } from '../../db/client';
import { pageViews } from './tracking.table';

export type NewPageView = typeof pageViews.$inferInsert;

export async function insertPageView(db: DbOrTx, row: NewPageView): Promise<void> {
  await db.insert(pageViews).values(row);
}
