import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ConfigType } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Runtime settings staff edit under /admin/config. The value is always text and `type` says how
 * to parse it. readCount/readAt show which settings are still read by the code.
 */
export const config = pgTable(
  'config',
  {
    id: idColumn(),
    name: text('name').notNull(),
    value: text('value'),
    type: text('type').$type<ConfigType>().notNull().default('string'),
    description: text('description'),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    readCount: integer('read_count').notNull().default(0),
    readAt: tsColumn('read_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('config_name_unique').on(t.name)],
);
