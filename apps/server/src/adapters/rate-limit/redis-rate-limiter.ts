import { Redis } from 'ioredis';
import type { RateLimiter, RateState } from './rate-limiter';

// INCR and PEXPIRE in one atomic step: the expiry is set only by the hit that opens the window.
const HIT_SCRIPT = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {c, ttl}`;

/**
 * Limiter shared by every server instance through Redis (REDIS_URL). Keys are prefixed so
 * several apps (or test files) can share one Redis without seeing each other's counters.
 * Connects before returning, so a wrong REDIS_URL stops the server at boot.
 */
export async function createRedisRateLimiter(opts: { url: string; prefix?: string }): Promise<RateLimiter> {
  const prefix = opts.prefix ?? 'revy:rl:';
  const redis = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  await redis.connect();

  return {
    kind: 'redis',
    async hit(key, windowMs): Promise<RateState> {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(Math.ceil(windowMs)))) as [
        number,
        number,
      ];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const [count, ttl] = await redis
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((r) => r?.map((x) => x[1]) ?? []);
      if (count == null || typeof ttl !== 'number' || ttl < 0) return null;
      return { count: Number(count), resetInMs: ttl };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
