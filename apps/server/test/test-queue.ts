import type { QueueSpec } from '../src/lib/queue/job-queue';

/** A queue for tests' own jobs: no retries, short timings, polled every second. */
export function testQueue(name: string): QueueSpec {
  return {
    name,
    policy: 'standard',
    retryLimit: 0,
    retryDelay: 1,
    retryDelayMax: 1,
    expireInSeconds: 30,
    pollingSeconds: 1,
  };
}
