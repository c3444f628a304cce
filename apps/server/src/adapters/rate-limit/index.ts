import { AppError } from '../../lib/errors';
import { createMemoryRateLimiter } from './memory-rate-limiter';
import { createRedisRateLimiter } from './redis-rate-limiter';
import type { RateLimiter, RateState } from './rate-limiter';

export type { RateLimiter, RateState } from './rate-limiter';
export { createMemoryRateLimiter } from './memory-rate-limiter';
export { createRedisRateLimiter } from './redis-rate-limiter';

/**
 * Redis when REDIS_URL is set, otherwise the in-process map. Once running, a Redis outage
 * fails open (logged, not counted): sign-in keeps working and argon2 still slows guessing.
 */
export async function createRateLimiter(opts: {
  redisUrl?: string | undefined;
  prefix?: string;
  log?: { warn(obj: object, msg: string): void };
}): Promise<RateLimiter> {
  if (!opts.redisUrl) return createMemoryRateLimiter();
  const redis = await createRedisRateLimiter({ url: opts.redisUrl, prefix: opts.prefix });
  const warn = (err: unknown) => opts.log?.warn({ err }, 'rate limiter: redis failed, not limiting');
  return {
    kind: redis.kind,
    hit: (key, windowMs) => redis.hit(key, windowMs).catch((err) => (warn(err), { count: 0, resetInMs: windowMs })),
    peek: (key) => redis.peek(key).catch((err) => (warn(err), null)),
    reset: (key) => redis.reset(key).catch(warn),
    close: () => redis.close(),
  };
}

/** A named limit: at most `max` counted events per `windowMs`. */
export type RateRule = { max: number; windowMs: number };

/** The 429 every limit answers, with Retry-After in whole seconds. */
export function rateLimited(state: RateState): AppError {
  const seconds = Math.max(1, Math.ceil(state.resetInMs / 1000));
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${formatWait(seconds)}.`, {
    headers: { 'retry-after': String(seconds) },
  });
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Throws 429 when any of `keys` already reached `rule.max` (checks without counting). */
export async function assertUnderLimit(limiter: RateLimiter, rule: RateRule, keys: string[]): Promise<void> {
  for (const key of keys) {
    const state = await limiter.peek(key);
    if (state && state.count >= rule.max) throw rateLimited(state);
  }
}

/** Counts one event on `key` and throws 429 when that takes it past `rule.max`. */
export async function consume(limiter: RateLimiter, rule: RateRule, key: string): Promise<void> {
  const state = await limiter.hit(key, rule.windowMs);
  if (state.count > rule.max) throw rateLimited(state);
}
