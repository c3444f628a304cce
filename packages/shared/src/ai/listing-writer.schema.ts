import { z } from 'zod';

/** The listing fields the writer fills (issue 6). shortTitle is the title cut at 25 characters (spec 9). */
export const GENERATED_PARTS = ['title', 'description', 'shortDescription', 'features', 'priceExplanation'] as const;
export const GeneratedPartSchema = z.enum(GENERATED_PARTS);
export type GeneratedPart = z.infer<typeof GeneratedPartSchema>;

export const GeneratedContentSchema = z.object({
  title: z.string().min(1).max(200),
  shortTitle: z.string().max(25),
  description: z.string().min(1).max(20_000),
  shortDescription: z.string().min(1).max(1000),
  features: z.array(z.string().min(1).max(50)).max(50),
  priceExplanation: z.string().max(5000),
});
export type GeneratedContent = z.infer<typeof GeneratedContentSchema>;

/**
 * POST /v1/listing/{id}/regenerate-content: all parts, or only `parts`. With
 * `Accept: text/event-stream` the answer streams as server-sent events (ListingWriterEvent, one
 * JSON per `data:` line); otherwise it is the saved Listing.
 */
export const RegenerateContentSchema = z
  .object({ parts: z.array(GeneratedPartSchema).min(1).max(GENERATED_PARTS.length).optional() })
  .strict();
export type RegenerateContent = z.infer<typeof RegenerateContentSchema>;

export const ListingWriterEventSchema = z.discriminatedUnion('type', [
  /** step: 'facts' | 'writing' | 'saving'; pct 0..100. */
  z.object({ type: z.literal('progress'), step: z.string(), pct: z.number() }),
  /** A piece of text for one part, as it is written. */
  z.object({ type: z.literal('delta'), part: GeneratedPartSchema, text: z.string() }),
  /** The saved listing (the Listing schema; typed loosely here to avoid a cycle). */
  z.object({ type: z.literal('done'), listing: z.record(z.string(), z.unknown()) }),
  z.object({ type: z.literal('error'), error: z.string(), message: z.string() }),
]);
export type ListingWriterEvent = z.infer<typeof ListingWriterEventSchema>;
