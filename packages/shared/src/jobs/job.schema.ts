import { z } from 'zod';
import { IdSchema, PageQuerySchema, pageSchema } from '../common/page.schema';

/** The states of a background job, as the queue (pg-boss) names them. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export const JobStateSchema = z.enum(JOB_STATES);
export type JobState = z.infer<typeof JobStateSchema>;

/** What staff look at by default: jobs that failed for good, or failed and wait to be tried again. */
export const JOB_PROBLEM_STATES: readonly JobState[] = ['failed', 'retry'];

/** GET /v1/admin/jobs: newest first; without `state`, failed and retrying jobs. */
export const JobListQuerySchema = PageQuerySchema.omit({ sort: true }).extend({
  state: JobStateSchema.optional(),
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9.-]{0,99}$/, 'A job name: lower-case letters, digits, dots and dashes')
    .optional(),
});
export type JobListQuery = z.infer<typeof JobListQuerySchema>;

/** A background job as staff see it. `data` holds ids only (never message text or secrets). */
export const AdminJobSchema = z.object({
  id: IdSchema,
  name: z.string(),
  state: JobStateSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** Attempts started so far (0 while it waits for its first run). */
  attempts: z.number().int(),
  /** Attempts allowed in all: the first run and its retries. */
  maxAttempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When it runs (again): the next retry of a retrying job. */
  runAfter: z.string(),
  /** The message of the error its last attempt failed with; null unless it failed. */
  lastError: z.string().nullable(),
});
export type AdminJob = z.infer<typeof AdminJobSchema>;
export const AdminJobPageSchema = pageSchema(AdminJobSchema);
