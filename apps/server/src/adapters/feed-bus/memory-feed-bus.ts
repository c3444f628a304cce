import type { FeedMessage } from '@revy/shared';
import type { FeedBus } from './feed-bus';

/** One server instance: publishing is a loop over this process's subscribers. */
export class MemoryFeedBus implements FeedBus {
  readonly kind = 'memory' as const;
  private readonly listeners = new Set<(message: FeedMessage) => void>();

  async publish(message: FeedMessage): Promise<void> {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: FeedMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
