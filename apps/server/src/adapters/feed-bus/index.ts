import type { FeedBus } from './feed-bus';
import { MemoryFeedBus } from './memory-feed-bus';
import { createRedisFeedBus } from './redis-feed-bus';

export type { FeedBus } from './feed-bus';
export { MemoryFeedBus } from './memory-feed-bus';
export { createRedisFeedBus } from './redis-feed-bus';

/**
 * Redis pub/sub when REDIS_URL is set (several instances), the in-process bus otherwise.
 * `channel` keeps apps sharing one Redis apart (each test file has its own).
 */
export async function createFeedBus(opts: {
  redisUrl?: string | undefined;
  channel?: string;
  log?: { warn(obj: object, msg?: string): void };
}): Promise<FeedBus> {
  if (!opts.redisUrl) return new MemoryFeedBus();
  return createRedisFeedBus({ url: opts.redisUrl, channel: opts.channel ?? 'revy:feed', log: opts.log });
}
