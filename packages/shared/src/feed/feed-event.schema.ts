import { z } from 'zod';
import { ChatMessageSchema, ChatSchema, ChatUserSchema } from '../chat/chat.schema';
import { NotificationSchema } from '../notifications/notification.schema';

/*
 * What the server actually pushes on /v1/feed, one schema per message (decision 011 lists them;
 * the publishers are chats/chat-effects.ts and the services that fill it, feed/typing.ts,
 * assistant.service.ts and notifications.service.ts). FeedMessageSchema stays the bus's
 * envelope; this union is what a client may rely on, so a change on either side shows up in
 * the web's types and in its checks (decision 023).
 */

/** Someone is typing in a chat (feed/typing.ts); expires after TYPING_TTL_MS. */
export const FeedTypingSchema = z.object({ typing: z.object({ userId: z.string(), at: z.string() }) });

/** A user's unread count of one chat, for inbox badges (on the user's id). */
export const FeedChatUnreadSchema = z.object({ chatId: z.string(), unreadCount: z.number().int() });

/** A listing's public counters after a chat change (on the listing's id). */
export const FeedListingCountersSchema = z.object({
  id: z.string(),
  buyerCount: z.number().int(),
  offerCount: z.number().int(),
  highestOfferAmount: z.number().int().nullable(),
  testDriveRequestCount: z.number().int(),
  videoTourRequestCount: z.number().int(),
  testDriveAndVideoTourCount: z.number().int(),
  chatsToAnswerCount: z.number().int(),
  maxSlaClockAt: z.string().nullable(),
});

/** Notifications read elsewhere (another tab, or the conversation itself), on the user's id. */
export const FeedNotificationsReadSchema = z.union([
  z.object({ readAll: z.literal(true), readAt: z.string(), unreadCount: z.number().int() }),
  z.object({ readChat: z.string(), unreadCount: z.number().int() }),
]);

/** What an `update` carries, by target: a chat (null once it is gone), a user, a listing. */
export const FeedUpdateDataSchema = z.union([
  ChatSchema,
  z.null(),
  FeedTypingSchema,
  z.object({ chatUser: ChatUserSchema }),
  z.object({ message: ChatMessageSchema }),
  FeedChatUnreadSchema,
  FeedListingCountersSchema,
  NotificationSchema,
  FeedNotificationsReadSchema,
]);

const envelope = { targetId: z.string(), createdAt: z.string() };

/** A live feed message as a client receives it, told apart by its action. */
export const FeedEventSchema = z.discriminatedUnion('action', [
  /** A new message in the chat. */
  z.object({ ...envelope, action: z.literal('child'), data: ChatMessageSchema }),
  /** A notification for the user. */
  z.object({ ...envelope, action: z.literal('create'), data: NotificationSchema }),
  z.object({ ...envelope, action: z.literal('update'), data: FeedUpdateDataSchema }),
  /** The chat was deleted. */
  z.object({ ...envelope, action: z.literal('delete'), data: z.object({ id: z.string() }) }),
  /** The assistant started (messageId = the buyer's message) or ended (its own, or null) an answer. */
  z.object({
    ...envelope,
    action: z.enum(['revyStart', 'revyEnd']),
    data: z.object({ chatId: z.string(), messageId: z.string().nullable() }),
  }),
]);
export type FeedEvent = z.infer<typeof FeedEventSchema>;
export type FeedUpdateData = z.infer<typeof FeedUpdateDataSchema>;
