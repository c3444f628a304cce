import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleExpiryJob } from './expiry.job';

/** The purchase expiry job: once when the app is ready, then every minute; stopped on close. */
export const paymentJobs = fp(
  async (app: FastifyInstance) => {
    let job: ReturnType<typeof scheduleExpiryJob> | undefined;
    app.addHook('onReady', async () => {
      job = scheduleExpiryJob(app.ctx);
    });
    app.addHook('onClose', async () => {
      await job?.stop();
    });
  },
  { name: 'payment-jobs' },
);
