import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { FeedMessageSchema, type FeedMessage } from '@revy/shared';
import type { FeedBus } from './feed-bus';

type Envelope = { src: string; m: FeedMessage };
type Log = { warn(obj: object, msg?: string): void };

/**
 * Fan-out across server instances through Redis pub/sub: one connection publishes, one
 * subscribes (a subscribed ioredis connection can run no other command). Every message goes on
 * one channel wrapped with this instance's id. Local subscribers get it at once, without the
 * Redis round trip, and the copy that comes back from Redis is dropped by its id — so each
 * instance delivers each message exactly once and a slow Redis never delays local watchers.
 * Pub/sub is fire-and-forget: a message published while an instance is disconnected is lost
 * to it, which is fine because the feed is only a hint — clients reload from the API on
 * reconnect. Connects before returning, so a wrong REDIS_URL stops the server at boot.
 */
export async function createRedisFeedBus(opts: { url: string; channel: string; log?: Log }): Promise<FeedBus> {
  const instanceId = randomUUID();
  const listeners = new Set<(message: FeedMessage) => void>();
  const pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2, enableAutoPipelining: true });
  const sub = new Redis(opts.url, { lazyConnect: true });
  // ioredis reconnects (and re-subscribes) by itself; without a listener it would print every
  // connection error to the console instead of the log.
  for (const conn of [pub, sub])
    conn.on('error', (err: Error) => opts.log?.warn({ err: err.message }, 'feed: redis connection error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(opts.channel);

  const deliver = (message: FeedMessage) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (err) {
        opts.log?.warn({ err }, 'feed: a subscriber failed');
      }
    }
  };

  sub.on('message', (channel: string, raw: string) => {
    if (channel !== opts.channel) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch {
      return opts.log?.warn({ channel }, 'feed: unreadable message on the channel');
    }
    if (envelope.src === instanceId) return;
    // Another process (or version) shares the channel: never hand watchers an unchecked shape.
    const parsed = FeedMessageSchema.safeParse(envelope.m);
    if (parsed.success) deliver(parsed.data);
  });

  let closed = false;
  return {
    kind: 'redis',
    async publish(message) {
      deliver(message);
      if (closed) return;
      await pub.publish(opts.channel, JSON.stringify({ src: instanceId, m: message } satisfies Envelope));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.allSettled([pub.quit().catch(() => pub.disconnect()), sub.quit().catch(() => sub.disconnect())]);
    },
  };
}
