import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { idColumn, tsColumn } from '../../db/columns';
import { users } from '../users/users.table';

/**
 * A browser that receives its user's push notifications (issue 19, decision 048): the push service's endpoint for it
 * and the keys its payloads are encrypted to. One row per endpoint: a browser signed in as someone else now is theirs.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    label: text('label').notNull(),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
    lastSuccessAt: tsColumn('last_success_at'),
    /** Failed sends in a row (not 404/410, which remove the row at once); reset by a success. */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One notification pushed to one device, claimed before the send: a retried job skips what was sent, so each device
 * is told once. A claim whose send never finished (`sentAt` null, a crashed instance) may be taken again after a minute.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    notificationId: uuid('notification_id').notNull(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    claimedAt: tsColumn('claimed_at').notNull().defaultNow(),
    sentAt: tsColumn('sent_at'),
  },
  (t) => [
    primaryKey({ columns: [t.notificationId, t.subscriptionId] }),
    index('push_deliveries_claimed_idx').on(t.claimedAt),
  ],
);

/** The built-in VAPID key pair (when VAPID_* are unset): made once, kept, so every instance and restart signs alike. */
export const pushKeys = pgTable('push_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: tsColumn('created_at').notNull().defaultNow(),
});
