import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * Server-side sessions. The cookie carries a random token; only its SHA-256 is stored here,
 * so a database leak gives no usable sessions. Revoking is deleting the row.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
    lastSeenAt: tsColumn('last_seen_at').notNull().defaultNow(),
    expiresAt: tsColumn('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);
