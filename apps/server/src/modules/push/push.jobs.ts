import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { QueueSpec } from '../../lib/queue/job-queue';
import { scheduledJob } from '../../lib/queue/scheduled-job';
import { deliverPushes, PUSH_QUEUE, type PushItem } from './push.service';
import { pruneDeliveries } from './push.repo';

/**
 * Pushes go out as soon as the notification commits (polling every 2 s; the sink's instance wakes its worker at once),
 * retried four times over about five minutes when a push service stumbles; a device that keeps failing stays until it
 * answers 404/410. An attempt over a minute is taken as lost (each send has a 10 s timeout).
 */
const PUSH_QUEUE_SPEC: QueueSpec = {
  name: PUSH_QUEUE,
  policy: 'standard',
  retryLimit: 4,
  retryDelay: 10,
  retryDelayMax: 120,
  expireInSeconds: 60,
  pollingSeconds: 2,
};

export const pushJobs = fp(
  async (app: FastifyInstance) => {
    app.ctx.jobs.work<{ items: PushItem[] }>(PUSH_QUEUE_SPEC, (data) => deliverPushes(app.ctx, data.items));
  },
  { name: 'push-deliver' },
);

/** Delivery records are only needed while a job might retry: a week is plenty. */
export const pushUpkeepJobs = scheduledJob('push.prune', 'nightly', (ctx) => pruneDeliveries(ctx.db));
