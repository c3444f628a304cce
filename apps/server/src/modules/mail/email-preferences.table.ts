import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A user's optional emails (issue 19, decision 045-email-unsubscribe). No row means both on. A one-click unsubscribe
 * turns both off and stamps `unsubscribedAt`; the settings page turns them back on. Essential mail (sign-in codes,
 * password resets, ID results, test-drive invitations, deal-room steps) is never switched off here.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  alerts: boolean('alerts').notNull().default(true),
  activity: boolean('activity').notNull().default(true),
  unsubscribedAt: tsColumn('unsubscribed_at'),
  updatedAt: tsColumn('updated_at').notNull().defaultNow(),
});

/**
 * The key unsubscribe links are signed with when APP_SECRET is not set: made once, kept here, so every instance
 * signs and checks alike and links keep working across restarts.
 */
export const mailKeys = pgTable('mail_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: tsColumn('created_at').notNull().defaultNow(),
});
