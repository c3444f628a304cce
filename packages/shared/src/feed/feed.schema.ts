import { z } from 'zod';

/** Spec 3: actions of a live feed message. */
export const FEED_ACTIONS = ['create', 'update', 'delete', 'child', 'revyStart', 'revyEnd'] as const;
export const FeedActionSchema = z.enum(FEED_ACTIONS);
export type FeedAction = z.infer<typeof FeedActionSchema>;

/** Spec 3: a live feed message, delivered to watchers of its targetId. */
export const FeedMessageSchema = z.object({
  targetId: z.string(),
  action: FeedActionSchema,
  createdAt: z.string(),
  data: z.unknown().optional(),
});
export type FeedMessage = z.infer<typeof FeedMessageSchema>;
