import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { FeedMessage } from '@revy/shared';
import type { FeedBus } from './feed-bus';
import { createRedisFeedBus, MemoryFeedBus } from './index';

const message = (targetId: string): FeedMessage => ({
  targetId,
  action: 'child',
  createdAt: new Date().toISOString(),
  data: { n: 1 },
});
const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));

describe('MemoryFeedBus', () => {
  it('delivers to every subscriber until it unsubscribes', async () => {
    const bus = new MemoryFeedBus();
    const got: string[] = [];
    const off = bus.subscribe((m) => got.push(m.targetId));
    await bus.publish(message('a'));
    off();
    await bus.publish(message('b'));
    expect(got).toEqual(['a']);
  });
});

// Needs a Redis server; CI (.ci/run) sets REDIS_URL.
describe.skipIf(!process.env.REDIS_URL)('RedisFeedBus', () => {
  const channel = `revy:test:${randomBytes(6).toString('hex')}:feed`;
  const buses: FeedBus[] = [];
  const raw = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : null;
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
    await raw?.quit();
  });

  it('delivers a message once on every instance, its own included, and drops malformed ones', async () => {
    const [a, b] = await Promise.all([
      createRedisFeedBus({ url: process.env.REDIS_URL!, channel }),
      createRedisFeedBus({ url: process.env.REDIS_URL!, channel }),
    ]);
    buses.push(a, b);
    const gotA: string[] = [];
    const gotB: string[] = [];
    a.subscribe((m) => gotA.push(m.targetId));
    b.subscribe((m) => gotB.push(m.targetId));
    await a.publish(message('from-a'));
    await b.publish(message('from-b'));
    await raw!.publish(channel, '{not json');
    await raw!.publish(channel, JSON.stringify({ src: 'other', m: { targetId: 'x', action: 'explode' } }));
    await settle();
    expect(gotA.sort()).toEqual(['from-a', 'from-b']);
    expect(gotB.sort()).toEqual(['from-a', 'from-b']);
  });
});
