import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Starts the job queue when the app is ready (queues, schedules, workers; every module has
 * declared its jobs by then) and stops it first on close: preClose runs before every onClose
 * hook, so the queue stops fetching and finishes the work under way while the feed, the
 * adapters and the database are still open.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onReady', () => app.ctx.jobs.start());
    app.addHook('preClose', () => app.ctx.jobs.stop());
  },
  { name: 'jobs' },
);
