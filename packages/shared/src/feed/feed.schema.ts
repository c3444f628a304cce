import { z } from 'zod';

import { FEED_ACTIONS } from './feed';

export const FeedActionSchema = z.enum(FEED_ACTIONS);

/**
 * Spec 3: a live feed message, delivered to watchers of its targetId. What is pushed (decision
 * 011): on a chat id — child (a new ChatMessage), update (the Chat, or {typing: {userId, at}}),
 * delete; on a user id — create/update of that user's Notification, update {chatId,
 * unreadCount} for inbox badges; on a listing id — update of its public counters.
 */
export const FeedMessageSchema = z.object({
  targetId: z.string(),
  action: FeedActionSchema,
  createdAt: z.string(),
  data: z.unknown().optional(),
});
export type FeedMessage = z.infer<typeof FeedMessageSchema>;

/**
 * What a client sends on /v1/feed (the spec does not show it): watch or unwatch target ids,
 * typing in a chat, ping. The server answers watch with `watched` (and `denied` for ids the user
 * may not see — nothing is ever sent for those).
 */
export const FeedClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch'), targetIds: z.array(z.string().max(64)).min(1).max(500) }),
  z.object({ type: z.literal('unwatch'), targetIds: z.array(z.string().max(64)).min(1).max(500) }),
  z.object({ type: z.literal('typing'), chatId: z.string().max(64) }),
  z.object({ type: z.literal('ping') }),
]);
export type FeedClientMessage = z.infer<typeof FeedClientMessageSchema>;
