import type { RateLimiter, RateState } from './rate-limiter';

type Entry = { count: number; expiresAt: number };

/**
 * In-process limiter: a Map with expiry. Right for one server process (the default); use the
 * Redis one when several instances share the limits. Expired entries are swept every
 * `sweepEvery` hits so the map cannot grow without bound.
 */
export function createMemoryRateLimiter(opts: { now?: () => number; sweepEvery?: number } = {}): RateLimiter {
  const now = opts.now ?? Date.now;
  const sweepEvery = opts.sweepEvery ?? 1000;
  const entries = new Map<string, Entry>();
  let hitsSinceSweep = 0;

  const live = (key: string, t: number): Entry | undefined => {
    const e = entries.get(key);
    if (e && e.expiresAt <= t) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = (t: number) => {
    for (const [key, e] of entries) if (e.expiresAt <= t) entries.delete(key);
  };

  return {
    kind: 'memory',
    async hit(key, windowMs): Promise<RateState> {
      const t = now();
      if (++hitsSinceSweep >= sweepEvery) {
        hitsSinceSweep = 0;
        sweep(t);
      }
      let e = live(key, t);
      if (!e) {
        e = { count: 0, expiresAt: t + windowMs };
        entries.set(key, e);
      }
      e.count += 1;
      return { count: e.count, resetInMs: e.expiresAt - t };
    },
    async peek(key) {
      const t = now();
      const e = live(key, t);
      return e ? { count: e.count, resetInMs: e.expiresAt - t } : null;
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}
