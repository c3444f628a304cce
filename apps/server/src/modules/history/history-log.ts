import type { DbOrTx } from '../../db/client';
import * as repo from './history.repo';

/*
 * The write side of history (listings records each change here); the read side is history.service.ts. Neither
 * imports listings: who may read a history is checked by the listings module (issue 14).
 */

/** What changed: the changed fields' values before and after (create: before is empty). */
export type HistoryData = { action: string; before: Record<string, unknown>; after: Record<string, unknown> };

/** Appends a History record (spec 3). Call inside the transaction that made the change. */
export async function recordHistory(
  tx: DbOrTx,
  entry: { className: string; targetId: string; data: HistoryData; savedBy: string | null },
): Promise<void> {
  await repo.insertHistory(tx, entry);
}
