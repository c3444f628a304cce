import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { assertUnderLimit, consume, createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './index';

const redisUrl = process.env.REDIS_URL;
const opened: RateLimiter[] = [];
afterAll(() => Promise.all(opened.map((l) => l.close())));

const kinds: [string, () => Promise<RateLimiter>][] = [['memory', async () => createMemoryRateLimiter()]];
if (redisUrl) {
  kinds.push([
    'redis',
    async () => {
      const l = await createRedisRateLimiter({ url: redisUrl, prefix: `revy:test:${randomBytes(6).toString('hex')}:` });
      opened.push(l);
      return l;
    },
  ]);
}

describe.each(kinds)('%s rate limiter', (_kind, make) => {
  it('counts hits in a window and reports the time left', async () => {
    const l = await make();
    expect(await l.peek('k')).toBeNull();
    expect((await l.hit('k', 60_000)).count).toBe(1);
    const second = await l.hit('k', 60_000);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(50_000);
    expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await l.peek('k'))?.count).toBe(2);
    expect(await l.peek('other')).toBeNull();
  });

  it('starts over once the window has passed, and on reset', async () => {
    const l = await make();
    await l.hit('w', 40);
    await l.hit('w', 40);
    await new Promise((r) => setTimeout(r, 80));
    expect(await l.peek('w')).toBeNull();
    expect((await l.hit('w', 40)).count).toBe(1);
    await l.reset('w');
    expect(await l.peek('w')).toBeNull();
  });

  it('consume throws 429 with Retry-After past the limit; assertUnderLimit checks without counting', async () => {
    const l = await make();
    const rule = { max: 2, windowMs: 30_000 };
    await consume(l, rule, 'c');
    await consume(l, rule, 'c');
    await assertUnderLimit(l, { max: 3, windowMs: 30_000 }, ['c', 'unused']);
    const err = await consume(l, rule, 'c').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('RATE_LIMITED');
    expect(Number((err as AppError).headers?.['retry-after'])).toBe(30);
    await expect(assertUnderLimit(l, rule, ['c'])).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});

describe('memory rate limiter', () => {
  it('sweeps expired entries so the map does not grow forever', async () => {
    let now = 0;
    const l = createMemoryRateLimiter({ now: () => now, sweepEvery: 10 });
    for (let i = 0; i < 10; i++) await l.hit(`k${i}`, 100);
    now = 1000;
    for (let i = 0; i < 10; i++) await l.hit(`fresh${i}`, 100);
    for (let i = 0; i < 10; i++) expect(await l.peek(`k${i}`)).toBeNull();
    expect((await l.peek('fresh0'))?.count).toBe(1);
  });
});
