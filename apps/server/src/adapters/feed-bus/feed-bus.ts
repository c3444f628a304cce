import type { FeedMessage } from '@revy/shared';

/**
 * Fan-out of live feed messages to every server instance: each instance's websocket clients
 * watch target ids, and a message published on any instance must reach them all. In-process
 * when there is one instance (memory-feed-bus.ts); Redis pub/sub when REDIS_URL is set.
 *
 * Publish only what is already stored: callers publish after their transaction commits, so a
 * client never sees a message that a reload would not show.
 */
export interface FeedBus {
  readonly kind: 'memory' | 'redis';
  /** Delivers to the subscribers of every instance (this one included). */
  publish(message: FeedMessage): Promise<void>;
  /** Called for every message published anywhere; returns an unsubscribe function. */
  subscribe(listener: (message: FeedMessage) => void): () => void;
  close(): Promise<void>;
}
