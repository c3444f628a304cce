import { JOB_PROBLEM_STATES, toPage, type AdminJob, type JobListQuery, type Page } from '@revy/shared';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import * as repo from './jobs.repo';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Job data as staff see it: scalar values only (the app's jobs carry ids), anything else left out. */
function safeData(data: unknown): AdminJob['data'] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  return Object.fromEntries(
    Object.entries(data).filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v)),
  ) as AdminJob['data'];
}

function toAdminJob(r: repo.JobRow): AdminJob {
  return {
    id: r.id,
    name: r.name,
    state: r.state,
    data: safeData(r.data),
    attempts: r.started_on ? Number(r.retry_count) + 1 : 0,
    maxAttempts: Number(r.retry_limit) + 1,
    createdAt: iso(r.created_on)!,
    startedAt: iso(r.started_on),
    completedAt: iso(r.completed_on),
    runAfter: iso(r.start_after)!,
    lastError: r.last_error,
  };
}

/** GET /v1/admin/jobs (staff): newest first; failed and retrying ones unless a state is asked for. */
export async function listJobs(ctx: AppContext, q: JobListQuery): Promise<Page<AdminJob>> {
  const { rows, total } = await repo.pageJobs(ctx.db, {
    states: q.state ? [q.state] : JOB_PROBLEM_STATES,
    name: q.name,
    page: q.page,
    size: q.size,
  });
  return toPage(rows.map(toAdminJob), total, q);
}

/** GET /v1/admin/jobs/{id} (staff). */
export async function getJob(ctx: AppContext, id: string): Promise<AdminJob> {
  const row = await repo.findJob(ctx.db, id);
  if (!row) throw notFound('Job');
  return toAdminJob(row);
}

/**
 * POST /v1/admin/jobs/{id}/retry (staff): a failed job goes back to the queue and runs again
 * soon (its handlers are idempotent, decision 015). Only a failed job: the state change is
 * conditional, so of two staff retrying at once one wins and the other gets 409.
 */
export async function retryJob(ctx: AppContext, id: string): Promise<AdminJob> {
  const row = await repo.findJob(ctx.db, id);
  if (!row) throw notFound('Job');
  if (row.state !== 'failed')
    throw new AppError('CONFLICT', `Only a failed job can be retried; this one is ${row.state}`);
  if (!(await ctx.jobs.retry(row.name, id)))
    throw new AppError('CONFLICT', 'This job is no longer failed: someone retried it already');
  // Read back before waking the worker: the answer is the job as the retry left it (queued again), not
  // whatever state a fast worker has already moved it to.
  const queued = await getJob(ctx, id);
  ctx.jobs.wake(row.name);
  return queued;
}
