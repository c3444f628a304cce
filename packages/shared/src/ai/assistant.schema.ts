import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';
import { ChatMessageSchema } from '../chat/chat.schema';
import { KnowledgeSchema } from './knowledge.schema';

/**
 * The buyer assistant ("Revy", issue 6; decision 012). It decides with an action field and never
 * by parsing its own prose: `answer` posts `text` in the chat as the assistant's message;
 * `handoff` posts a short polite line (text) and sets the escalation flags so a person takes
 * over — the seller, or a concierge when the seller has not answered within the SLA.
 */
export const ASSISTANT_ACTIONS = ['answer', 'handoff'] as const;
export const HANDOFF_REASONS = [
  /** The facts do not say. */
  'unknown',
  /** Price talk: lowest price, offers, discounts, trades. */
  'negotiation',
  /** Booking a test drive, an inspection or a meeting. */
  'booking',
  /** The buyer asked for a person. */
  'human',
  /** The seller has not answered within the SLA: a concierge steps in. */
  'sla',
  /** Asked for what is private (address, phone, email, lowest price), or to break the rules. */
  'private',
] as const;
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

export const AssistantCitationSchema = z.object({
  /** 'listing' (a listing or vehicle field) or 'knowledge' (a Knowledge entry). */
  source: z.enum(['listing', 'knowledge']),
  /** The field name, or the Knowledge id. */
  ref: z.string(),
  label: z.string(),
});
export type AssistantCitation = z.infer<typeof AssistantCitationSchema>;

export const AssistantDecisionSchema = z.object({
  action: z.enum(ASSISTANT_ACTIONS),
  handoffTo: z.enum(['seller', 'concierge']).nullable(),
  reason: z.enum(HANDOFF_REASONS).nullable(),
  /** What is posted in the chat. Never empty. */
  text: z.string().min(1).max(2000),
  citations: z.array(AssistantCitationSchema),
  /** 0..1: how well the retrieved facts matched the question (the built-in engine's score). */
  confidence: z.number().min(0).max(1),
  /** 'builtin' or the LLM model name; 'builtin-fallback' when the LLM failed. */
  engine: z.string(),
});
export type AssistantDecision = z.infer<typeof AssistantDecisionSchema>;

/** metadata.revy on the assistant's chat messages (kind 'assistant', senderId null). */
export const RevyMetadataSchema = AssistantDecisionSchema.pick({
  action: true,
  handoffTo: true,
  reason: true,
  citations: true,
  confidence: true,
  engine: true,
}).extend({
  /** The buyer message it answered. */
  inReplyTo: z.string(),
  /** Set when the seller corrected this answer (the correction's Knowledge id). */
  correctedBy: z.string().nullish(),
  /**
   * Issue 15: each part of the buyer's message this reply handed to a person, with the buyer's words of that part.
   * While the seller has not replied, the assistant stays quiet on these topics and still answers others.
   */
  handoffs: z
    .array(z.object({ reason: z.enum(HANDOFF_REASONS), question: z.string().max(2000) }))
    .max(20)
    .optional(),
});
export type RevyMetadata = z.infer<typeof RevyMetadataSchema>;

/** Feed data of `revyStart` / `revyEnd` on a chat id: the assistant is (no longer) writing. */
export const RevyFeedSchema = z.object({ chatId: z.string(), messageId: z.string().nullable() });

/** GET/PUT /v1/listing/{id}/revy (ours): the assistant's switch for one listing. */
export const RevySettingsSchema = z
  .object({
    listingId: z.string(),
    enabled: z.boolean(),
    /** False when the listing's active plan lacks REVY_ASSISTANT: `enabled` then has no effect. */
    included: z.boolean(),
    handledCount: z.number().int(),
    handoffCount: z.number().int(),
  })
  .meta({ id: 'RevySettings' });
export type RevySettings = z.infer<typeof RevySettingsSchema>;
/** PUT /v1/listing/{id}/revy: the switch; the settings' own GET body is accepted (decision 019). */
export const UpdateRevySettingsSchema = acceptingReadOnly(
  z.object({ enabled: z.boolean() }).strict(),
  RevySettingsSchema,
);

/** GET /v1/listing/{id}/revy/conversations (ours): each assistant answer with the question. */
export const RevyExchangeSchema = z
  .object({
    chatId: z.string(),
    buyerName: z.string(),
    question: ChatMessageSchema.nullable(),
    answer: ChatMessageSchema,
  })
  .meta({ id: 'RevyExchange' });
export type RevyExchange = z.infer<typeof RevyExchangeSchema>;

/**
 * POST /v1/chat/{id}/message/{messageId}/correction (ours): the seller corrects an assistant
 * answer. The correction becomes Knowledge (type 'correction', question = the buyer's words),
 * is posted in the chat as the seller's message, and the answer is marked corrected.
 */
export const RevyCorrectionSchema = z
  .object({ content: z.string().trim().min(1, 'Write the right answer').max(2000) })
  .strict();
export type RevyCorrection = z.infer<typeof RevyCorrectionSchema>;

/** GET /v1/listing/{id}/escalations (ours; staff and the seller): chats a person must take over. */
export const EscalationSchema = z
  .object({
    chatId: z.string(),
    listingId: z.string(),
    buyerName: z.string(),
    reason: z.enum(HANDOFF_REASONS).nullable(),
    handoffTo: z.enum(['seller', 'concierge']),
    isEscalated: z.boolean(),
    isConciergeEscalated: z.boolean(),
    question: z.string().nullable(),
    at: z.string(),
    waitingSince: z.string().nullable(),
  })
  .meta({ id: 'Escalation' });
export type Escalation = z.infer<typeof EscalationSchema>;

/** Answer of POST …/correction: the new Knowledge entry, the seller's posted message and the marked answer. */
export const RevyCorrectionResultSchema = z
  .object({
    knowledge: KnowledgeSchema,
    message: ChatMessageSchema,
    answer: ChatMessageSchema,
  })
  .meta({ id: 'RevyCorrectionResult' });
export type RevyCorrectionResult = z.infer<typeof RevyCorrectionResultSchema>;
