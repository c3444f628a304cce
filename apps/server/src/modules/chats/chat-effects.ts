import type { FeedMessage } from '@revy/shared';
import type { AppContext } from '../../context';
import { notifyUsers, type NotifyItem } from '../notifications';
import type { ListingCounters } from './chats.repo';

/**
 * What a chat change tells the world once its transaction has committed: live feed messages
 * (decision 011 lists them) and notifications. Collected while the transaction runs, sent by
 * `flush` after it, so nobody is told about a change that then rolled back.
 */
export class ChatEffects {
  readonly feed: FeedMessage[] = [];
  readonly notify: NotifyItem[] = [];
  private readonly at = new Date().toISOString();

  push(targetId: string, action: FeedMessage['action'], data: unknown): this {
    this.feed.push({ targetId, action, createdAt: this.at, data });
    return this;
  }

  unread(rows: { userId: string; unreadCount: number }[], chatId: string): this {
    for (const r of rows) this.push(r.userId, 'update', { chatId, unreadCount: r.unreadCount });
    return this;
  }

  /** The listing's counters; only the last recount of a change is sent. */
  counters(c: ListingCounters | null): this {
    if (c) this.listings.set(c.id, { ...c, maxSlaClockAt: c.maxSlaClockAt?.toISOString() ?? null });
    return this;
  }

  readonly listings = new Map<string, unknown>();
}

/** Publishes and notifies; failures are logged, never thrown: the change itself is stored. */
export async function flush(ctx: AppContext, fx: ChatEffects): Promise<void> {
  const listingUpdates = [...fx.listings].map(([targetId, data]): FeedMessage => ({
    targetId,
    action: 'update',
    createdAt: new Date().toISOString(),
    data,
  }));
  // Issued together, in order: the bus sends them over one connection in that order, and the
  // chat's own message (first) leaves without waiting for the others' round trips.
  await Promise.all(
    [...fx.feed, ...listingUpdates].map((m) =>
      ctx.feed
        .publish(m)
        .catch((err: unknown) => ctx.log.warn({ err, targetId: m.targetId }, 'chats: feed publish failed')),
    ),
  );
  if (fx.notify.length > 0) {
    await notifyUsers(ctx, fx.notify).catch((err: unknown) => ctx.log.warn({ err }, 'chats: notifications failed'));
  }
}
