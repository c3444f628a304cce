import { z } from 'zod';
import { pageSchema } from '../common/page.schema';

/** Spec 3 History: one saved change of a record (className, e.g. Listing). */
export const HistorySchema = z.object({
  id: z.string(),
  className: z.string(),
  targetId: z.string(),
  data: z.unknown(),
  savedBy: z.string().nullable(),
  savedAt: z.string(),
});
export type History = z.infer<typeof HistorySchema>;
export const HistoryPageSchema = pageSchema(HistorySchema);
