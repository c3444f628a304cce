import { z } from 'zod';

/** Content status values are not shown in the spec; these are ours. */
export const CONTENT_STATUSES = ['draft', 'published', 'archived'] as const;
export const ContentStatusSchema = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof ContentStatusSchema>;
