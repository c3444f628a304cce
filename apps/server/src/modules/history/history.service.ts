import { toPage, type History, type Page } from '@revy/shared';
import type { DbOrTx } from '../../db/client';
import * as repo from './history.repo';

/*
 * The read side of history, without access checks: who may read a record's history is the listings module's rule
 * (listings/listing-history.service.ts serves the routes), as history sits below listings (issue 14).
 */

const toHistory = (r: repo.HistoryRow): History => ({
  id: r.id,
  className: r.className,
  targetId: r.targetId,
  data: r.data,
  savedBy: r.savedBy,
  savedAt: r.savedAt.toISOString(),
});

/** One history record, or null. */
export async function findHistoryRecord(db: DbOrTx, id: string): Promise<History | null> {
  const row = await repo.findHistoryById(db, id);
  return row ? toHistory(row) : null;
}

/** A page of one record's history, newest first, optionally of one action or field. */
export async function historyPage(
  db: DbOrTx,
  targetId: string | string[],
  page: { page: number; size: number },
  filter: repo.HistoryFilter = {},
): Promise<Page<History>> {
  const { rows, total } = await repo.listHistory(db, targetId, page, filter);
  return toPage(rows.map(toHistory), total, page);
}
