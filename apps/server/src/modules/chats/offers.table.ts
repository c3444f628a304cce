import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChatUserRole, OfferStatus } from '@revy/shared';
import { idColumn, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';
import { chats } from './chats.table';

/**
 * Offer history of a chat (the chat row mirrors the latest). listingId is copied so the
 * listing's offerCount and highestOfferAmount are one indexed aggregate. At most one offer of a
 * chat is pending at a time: the partial unique index makes a race between two offers a
 * conflict instead of two pending ones.
 */
export const offers = pgTable(
  'offers',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    fromRole: text('from_role').$type<ChatUserRole>().notNull(),
    amount: cents('amount').notNull(),
    explanation: text('explanation'),
    status: text('status').$type<OfferStatus>().notNull().default('pending'),
    counterOfId: uuid('counter_of_id').references((): AnyPgColumn => offers.id, { onDelete: 'set null' }),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
    respondedAt: tsColumn('responded_at'),
    /**
     * Issue 15: declined at once because it was under the seller's private floor (offerLowest
     * with offerAutoDecline). Counted to stop a buyer from probing the floor (offer-floor.ts).
     */
    autoDeclined: boolean('auto_declined').notNull().default(false),
  },
  (t) => [
    index('offers_chat_idx').on(t.chatId, t.id),
    index('offers_listing_idx').on(t.listingId, t.fromRole, t.status),
    uniqueIndex('offers_one_pending_per_chat')
      .on(t.chatId)
      .where(sql`${t.status} = 'pending'`),
    index('offers_pending_created_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('offers_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * The HMAC key of chat tokens (chat-token.ts): one row, made on first use, so every server
 * instance on the same database signs and verifies with the same key without new config.
 */
export const chatTokenKeys = pgTable('chat_token_keys', {
  id: text('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: tsColumn('created_at').notNull().defaultNow(),
});
