import { testQueue } from '../../test-queue';
import type { Scenarios } from '../scenario';
import type { World } from '../world';

/** The table app's queue whose jobs always fail (registered in `tableApp`). */
export const FAILING_QUEUE = testQueue('test.access-fails');

/** A job that has run and failed: a fresh one per caller, so one caller's retry never changes another's answer. */
async function failedJob(w: World): Promise<string> {
  const id = await w.t.ctx.jobs.send(FAILING_QUEUE.name, { purpose: 'access table' });
  if (!id) throw new Error('the failing job was not queued');
  await w.t.ctx.jobs.drain([FAILING_QUEUE.name]);
  return id;
}

/** Staff's view of background jobs (decision 015). */
export const jobScenarios: Scenarios = {
  'GET /v1/admin/jobs': () => ({ path: '/v1/admin/jobs' }),
  'GET /v1/admin/jobs/:id': async (w) => ({ path: `/v1/admin/jobs/${await failedJob(w)}` }),
  'POST /v1/admin/jobs/:id/retry': async (w) => ({ path: `/v1/admin/jobs/${await failedJob(w)}/retry`, json: {} }),
};
