import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * In-app notifications. (user_id, read_at, created_at) serves the unread count
 * (`read_at is null`) and the newest-first list.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    /** In-app path to open, e.g. /my-garage/{id}/messages/{chatId}. */
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    readAt: tsColumn('read_at'),
    /** Set when the email digest listed it, so no notification is ever mailed twice. */
    emailedAt: tsColumn('emailed_at'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt),
    // The digest job's scan: unread and not yet mailed, oldest first.
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`read_at is null and emailed_at is null`),
  ],
);
