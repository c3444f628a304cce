import { z } from 'zod';
import { acceptingReadOnly } from '../common/read-only-fields';
import { CHAT_MESSAGE_MAX_LENGTH } from '../chat/chat.schema';

/**
 * Spec 3 Knowledge: what the assistant knows about a listing, as ordered questions and answers.
 * `type` groups them (decision 012):
 * - `enrich`: the seller's answers to the guided question sets (category = the set's id);
 * - `correction`: the seller's correction of an assistant answer (question = the buyer's words);
 * - `faq`: anything else the seller or staff add by hand.
 * `contentSource` says who wrote the answer; the assistant only ever quotes `content`.
 */
export const KNOWLEDGE_TYPES = ['enrich', 'correction', 'faq'] as const;
export const KnowledgeTypeSchema = z.enum(KNOWLEDGE_TYPES);
export type KnowledgeType = z.infer<typeof KnowledgeTypeSchema>;

export const KNOWLEDGE_SOURCES = ['seller', 'concierge', 'ai'] as const;
export const KnowledgeSourceSchema = z.enum(KNOWLEDGE_SOURCES);

export const KnowledgeSchema = z
  .object({
    id: z.string(),
    listingId: z.string(),
    type: z.string(),
    category: z.string().nullable(),
    ordinal: z.number().int(),
    optional: z.boolean(),
    question: z.string().nullable(),
    content: z.string().nullable(),
    contentSource: z.string().nullable(),
    /** 'text' (free text) or 'choice' (one of the question's options, stored as its label). */
    contentType: z.string().nullable(),
    /**
     * Issue 15: the seller's own (a walk-away price, the exact address, a reason for selling they keep to
     * themselves). Only the seller and staff read knowledge at all; a private entry is also never given to the
     * assistant or the listing writer, so buyers never see it, and a buyer's question on it goes to the seller.
     */
    isPrivate: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Knowledge' });
export type Knowledge = z.infer<typeof KnowledgeSchema>;

export const KNOWLEDGE_CONTENT_MAX = 4000;

/** POST /v1/knowledge. One entry; the listing's seller or staff. */
export const CreateKnowledgeSchema = z
  .object({
    listingId: z.uuid(),
    type: KnowledgeTypeSchema,
    category: z.string().trim().min(1).max(100).nullish(),
    ordinal: z.number().int().min(0).max(10_000).optional(),
    optional: z.boolean().optional(),
    question: z.string().trim().min(1, 'Write the question').max(500),
    content: z
      .string()
      .trim()
      .min(1, 'Write an answer')
      .max(KNOWLEDGE_CONTENT_MAX, `Keep answers under ${KNOWLEDGE_CONTENT_MAX} characters`),
    contentType: z.enum(['text', 'choice']).optional(),
    isPrivate: z.boolean().optional(),
  })
  .strict();
export type CreateKnowledge = z.infer<typeof CreateKnowledgeSchema>;

/**
 * PUT /v1/knowledge/{id}: any of the editable fields. The entry's own GET body is accepted:
 * listingId, type and contentSource are dropped, never applied (decision 019). question, content
 * and contentType may come back null as GET shows them; the service takes null only where the
 * entry holds none (it cannot clear a question or an answer).
 */
export const UpdateKnowledgeObjectSchema = CreateKnowledgeSchema.omit({ listingId: true, type: true })
  .partial()
  .extend({
    // A correction's question is the buyer's message, up to a message's length: an entry's own
    // question must fit when it comes back.
    question: z.string().trim().min(1, 'Write the question').max(CHAT_MESSAGE_MAX_LENGTH).nullable().optional(),
    content: CreateKnowledgeSchema.shape.content.nullable().optional(),
    contentType: CreateKnowledgeSchema.shape.contentType.nullable(),
  })
  .strict();
export const UpdateKnowledgeSchema = acceptingReadOnly(UpdateKnowledgeObjectSchema, KnowledgeSchema);
export type UpdateKnowledge = z.infer<typeof UpdateKnowledgeSchema>;

/**
 * PUT /v1/knowledge/byListing/{listingId}/enrich/{formId} (ours): saves one guided set's answers
 * at once (answered questions are stored or updated, cleared ones deleted), so a form is one
 * request and never half-saved.
 */
export const SaveEnrichAnswersObjectSchema = z
  .object({
    answers: z
      .array(
        z.object({
          key: z.string().min(1).max(100),
          content: z.string().trim().max(KNOWLEDGE_CONTENT_MAX),
          /** Keep this answer to the seller (issue 15); left out, a stored answer keeps its setting. */
          isPrivate: z.boolean().optional(),
        }),
      )
      .max(100),
  })
  .strict();

/** One guided question with the seller's current answer (null when unanswered). */
export const EnrichQuestionAnswerSchema = z.object({
  ordinal: z.number().int(),
  key: z.string(),
  question: z.string(),
  topic: z.string(),
  kind: z.enum(['choice', 'text']),
  options: z.array(z.string()).optional(),
  placeholder: z.string().optional(),
  help: z.string().optional(),
  answer: KnowledgeSchema.nullable(),
});
export type EnrichQuestionAnswer = z.infer<typeof EnrichQuestionAnswerSchema>;

/**
 * GET /v1/knowledge/byListing/{listingId}/enrichSets (ours; …/enrich is spec 7's list of type enrich): each guided set for this car with its
 * questions, their current answers and how many are answered; the PUT of one set answers it too.
 */
export const EnrichSetSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    questions: z.array(EnrichQuestionAnswerSchema),
    answeredCount: z.number().int(),
    questionCount: z.number().int(),
  })
  .meta({ id: 'EnrichSet' });
export type EnrichSet = z.infer<typeof EnrichSetSchema>;

const ENRICH_SET_READ_ONLY = Object.keys(EnrichSetSchema.shape).filter((k) => k !== 'questions');

/**
 * The set's own GET body (an EnrichSet) is accepted too (decision 019): without `answers`, its
 * questions' answers are the answers (an unanswered one stays unanswered), and the set's other
 * fields (id, title, counts) are dropped, never applied.
 */
export const SaveEnrichAnswersSchema = z.preprocess((body: unknown) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { questions, ...rest } = body as Record<string, unknown>;
  for (const k of ENRICH_SET_READ_ONLY) delete rest[k];
  if (rest.answers !== undefined || !Array.isArray(questions)) return rest;
  const answers = questions.map((q: unknown) => {
    const { key, answer } = (q ?? {}) as {
      key?: unknown;
      answer?: { content?: unknown; isPrivate?: unknown } | null;
    };
    return {
      key,
      content: answer?.content ?? '',
      ...(answer?.isPrivate !== undefined ? { isPrivate: answer.isPrivate } : {}),
    };
  });
  return { ...rest, answers };
}, SaveEnrichAnswersObjectSchema);
export type SaveEnrichAnswers = z.infer<typeof SaveEnrichAnswersSchema>;
