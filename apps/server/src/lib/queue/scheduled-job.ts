import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import type { Every, QueueSpec } from './job-queue';

/**
 * What every scheduled job shares: never two of one name queued or running at once (`stately`),
 * two retries 10 s then ~20 s later (the next tick comes anyway), and a run that takes over five
 * minutes is taken as lost. Polling every 10 s is plenty for work that is due once a minute.
 */
export const SCHEDULED: Omit<QueueSpec, 'name'> = {
  policy: 'stately',
  retryLimit: 2,
  retryDelay: 10,
  retryDelayMax: 60,
  expireInSeconds: 300,
  pollingSeconds: 10,
};

/**
 * A background job of a module: a pg-boss schedule that creates one job per tick for all
 * instances together, run by whichever instance fetches it first (decision 015). The work must
 * still be safe to repeat (a retry after a crash mid-run runs it again): row locks, conditional
 * updates. Failures are kept on the job for staff (`/admin/jobs`).
 */
export function scheduledJob(name: string, every: Every, work: (ctx: AppContext) => Promise<unknown>) {
  return fp(
    async (app: FastifyInstance) => {
      app.ctx.jobs.schedule({ name, ...SCHEDULED }, every, async () => {
        const result = await work(app.ctx);
        // Stored as the job's output: what the run did, visible on the job.
        return typeof result === 'object' && result !== null ? result : { result: result ?? null };
      });
    },
    { name: `job:${name}` },
  );
}
