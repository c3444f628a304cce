import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Snapshots of records as they were saved (concierge history of a listing). Append-only;
 * targetId has no foreign key so the history survives the record.
 */
export const history = pgTable(
  'history',
  {
    id: idColumn(),
    /** Which kind of record: Listing, Purchase, Config... */
    className: text('class_name').notNull(),
    targetId: uuid('target_id').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: tsColumn('saved_at').notNull().defaultNow(),
  },
  (t) => [index('history_target_saved_idx').on(t.targetId, t.savedAt)],
);
