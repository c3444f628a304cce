import { z } from 'zod';
import { PageQuerySchema, pageSchema } from '../common/page.schema';
import { ChatMessageSchema, ChatSchema, ScamSignalKindSchema } from './chat.schema';

/**
 * GET /v1/concierge/scam-flagged (issue 15, decision 026): a conversation the scam shield flagged, as staff review it —
 * the chat (listing, buyer, seller, restriction), when it was last flagged, its flagged messages newest first (at most
 * SCAM_QUEUE_MESSAGES) and the families among them.
 */
export const SCAM_QUEUE_MESSAGES = 20;

export const ScamFlaggedChatSchema = z
  .object({
    chat: ChatSchema,
    scamFlaggedAt: z.string(),
    families: z.array(ScamSignalKindSchema),
    flaggedMessageCount: z.number().int(),
    messages: z.array(ChatMessageSchema),
  })
  .meta({ id: 'ScamFlaggedChat' });
export type ScamFlaggedChat = z.infer<typeof ScamFlaggedChatSchema>;
export const ScamQueuePageSchema = pageSchema(ScamFlaggedChatSchema);

/** Paging only; newest flag first is the one order a review queue needs. */
export const ScamQueueQuerySchema = PageQuerySchema.pick({ page: true, size: true }).strict();
