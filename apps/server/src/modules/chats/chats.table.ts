import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChatMessageMetadata, ChatUserRole, OfferStatus } from '@revy/shared';
import { idColumn, timestamps, tsColumn } from '../../db/columns';
import { cents } from '../../db/column-types';
import { listings } from '../listings/listings.table';
import { users } from '../users/users.table';

/**
 * A buyer's conversation about one listing: at most one per (listing, buyer), which
 * POST /v1/chat relies on (insert ... on conflict returns the existing chat). The unique index
 * also serves "chats of a listing". userUid/groupUid/cometAdded belong to the outside chat
 * provider. The offer is the buyer's latest one, in cents.
 */
export const chats = pgTable(
  'chats',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    userUid: text('user_uid'),
    groupUid: text('group_uid'),
    cometAdded: boolean('comet_added').notNull().default(false),
    isTestDriveRequested: boolean('is_test_drive_requested').notNull().default(false),
    isVideoTourRequested: boolean('is_video_tour_requested').notNull().default(false),
    isTestDrivePaid: boolean('is_test_drive_paid').notNull().default(false),
    isEscalated: boolean('is_escalated').notNull().default(false),
    isConciergeEscalated: boolean('is_concierge_escalated').notNull().default(false),
    /** Staff closed the chat to the buyer (scam signals, abuse). */
    isRestricted: boolean('is_restricted').notNull().default(false),
    offer: cents('offer'),
    offerExplanation: text('offer_explanation'),
    offerStatus: text('offer_status').$type<OfferStatus>(),
    offerAt: tsColumn('offer_at'),
    offerStatusAt: tsColumn('offer_status_at'),
    /** Inbox order; set with each message. */
    lastMessageAt: tsColumn('last_message_at'),
    /** When the assistant first answered in this chat (listing chatsHandledByRevyCount counts these). */
    revyAnsweredAt: tsColumn('revy_answered_at'),
    /** Issue 15: the latest message of this chat the scam shield flagged (staff's scam queue orders by it). */
    scamFlaggedAt: tsColumn('scam_flagged_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('chats_listing_buyer_unique').on(t.listingId, t.buyerId),
    index('chats_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('chats_group_uid_idx').on(t.groupUid),
    index('chats_scam_flagged_idx').on(t.scamFlaggedAt),
  ],
);

/**
 * Messages. Ids are UUIDv7, so (chat_id, id) is chat order and `afterId` paging is a range scan
 * on that index. senderId is null for messages from the assistant or the system.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    replyToId: uuid('reply_to_id').references((): AnyPgColumn => chatMessages.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    /** Plain text of content (no markup), for previews and the assistant. */
    contentText: text('content_text'),
    metadata: jsonb('metadata').$type<ChatMessageMetadata>().notNull().default({}),
    cometMessageId: text('comet_message_id'),
    ...timestamps(),
  },
  (t) => [
    index('chat_messages_chat_idx').on(t.chatId, t.id),
    uniqueIndex('chat_messages_comet_unique')
      .on(t.cometMessageId)
      .where(sql`${t.cometMessageId} is not null`),
  ],
);

/**
 * Who is in a chat and their read state. unreadCount is kept here so inbox badges need no count
 * query; slaClockAt starts when a buyer message waits on this user and clears on reply.
 */
export const chatUsers = pgTable(
  'chat_users',
  {
    id: idColumn(),
    chatId: uuid('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ChatUserRole>().notNull(),
    lastReadChatMessageId: uuid('last_read_chat_message_id').references(() => chatMessages.id, {
      onDelete: 'set null',
    }),
    lastReadAt: tsColumn('last_read_at'),
    lastTypingAt: tsColumn('last_typing_at'),
    slaClockAt: tsColumn('sla_clock_at'),
    cometAdded: boolean('comet_added').notNull().default(false),
    cometUid: text('comet_uid'),
    unreadCount: integer('unread_count').notNull().default(0),
    createdAt: tsColumn('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_users_chat_user_unique').on(t.chatId, t.userId),
    index('chat_users_user_idx').on(t.userId),
    index('chat_users_sla_idx')
      .on(t.slaClockAt)
      .where(sql`${t.slaClockAt} is not null`),
  ],
);
