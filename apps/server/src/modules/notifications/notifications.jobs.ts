import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleDigestJob } from './digest.job';

/** The notification email digest: once when the app is ready, then every minute; stopped on close. */
export const notificationJobs = fp(
  async (app: FastifyInstance) => {
    let job: ReturnType<typeof scheduleDigestJob> | undefined;
    app.addHook('onReady', async () => {
      job = scheduleDigestJob(app.ctx);
    });
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  },
  { name: 'notification-jobs' },
);
