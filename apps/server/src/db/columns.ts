import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { newId } from '../lib/ids';

/** Primary key: UUIDv7 made in the app (docs/decisions/001-ids-and-timestamps.md). */
export const idColumn = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => newId());

/** All times are `timestamptz`, stored in UTC and sent as ISO 8601 strings. */
export const tsColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = () => ({
  createdAt: tsColumn('created_at').notNull().defaultNow(),
  updatedAt: tsColumn('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdateFn(() => new Date()),
});
