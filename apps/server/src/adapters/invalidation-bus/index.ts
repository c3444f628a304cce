import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

type Log = { warn(obj: object, msg?: string): void };

/**
 * "This key changed, drop your copy": cache invalidation across server instances (settings, issue 16). Only the key
 * travels; each instance re-reads the database, so a lost message costs at most the cache's TTL, never a wrong value
 * kept for ever. Redis pub/sub when REDIS_URL is set, in-process otherwise.
 */
export interface InvalidationBus {
  readonly kind: 'memory' | 'redis';
  /** Tells every instance (this one included) that `key` changed. */
  publish(key: string): Promise<void>;
  /** Called for every key published anywhere; returns an unsubscribe function. */
  subscribe(listener: (key: string) => void): () => void;
  close(): Promise<void>;
}

function localListeners(log?: Log) {
  const listeners = new Set<(key: string) => void>();
  return {
    listeners,
    deliver(key: string) {
      for (const l of listeners) {
        try {
          l(key);
        } catch (err) {
          log?.warn({ err }, 'invalidation: a subscriber failed');
        }
      }
    },
  };
}

/** One instance: delivery is a function call. */
export function createMemoryInvalidationBus(): InvalidationBus {
  const { listeners, deliver } = localListeners();
  return {
    kind: 'memory',
    async publish(key) {
      deliver(key);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Redis pub/sub on `channel` (a subscribed connection can run no other command, hence two). Local subscribers hear a
 * key at once; the copy that comes back from Redis is dropped by this instance's id. Connects before returning, so a
 * wrong REDIS_URL stops the server at boot, like the feed bus.
 */
export async function createRedisInvalidationBus(opts: {
  url: string;
  channel: string;
  log?: Log;
}): Promise<InvalidationBus> {
  const instanceId = randomUUID();
  const { listeners, deliver } = localListeners(opts.log);
  const pub = new Redis(opts.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const sub = new Redis(opts.url, { lazyConnect: true });
  for (const conn of [pub, sub])
    conn.on('error', (err: Error) => opts.log?.warn({ err: err.message }, 'invalidation: redis connection error'));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(opts.channel);
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== opts.channel) return;
    const sep = raw.indexOf(' ');
    if (sep < 0 || raw.slice(0, sep) === instanceId) return;
    deliver(raw.slice(sep + 1));
  });
  let closed = false;
  return {
    kind: 'redis',
    async publish(key) {
      deliver(key);
      if (closed) return;
      // A failed publish only delays the others until their TTL; the change itself is already committed.
      await pub.publish(opts.channel, `${instanceId} ${key}`).catch((err: Error) => {
        opts.log?.warn({ err: err.message }, 'invalidation: publish failed');
      });
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

export async function createInvalidationBus(opts: {
  redisUrl?: string | undefined;
  channel: string;
  log?: Log;
}): Promise<InvalidationBus> {
  if (!opts.redisUrl) return createMemoryInvalidationBus();
  return createRedisInvalidationBus({ url: opts.redisUrl, channel: opts.channel, log: opts.log });
}
