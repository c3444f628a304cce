import { TYPING_THROTTLE_MS } from '@revy/shared';
import type { AppContext } from '../../context';
import { saveLastTypingAt } from '../chats';

/** chat_users.last_typing_at is written at most this often per user and chat. */
export const TYPING_FLUSH_MS = 30_000;

type Entry = { chatId: string; userId: string; publishedAt: number; typedAt: number; savedAt: number };

/**
 * Typing signals without a database write per keystroke: each (user, chat) is published on the
 * feed at most once per TYPING_THROTTLE_MS and saved to chat_users.last_typing_at at most once
 * per TYPING_FLUSH_MS — the first signal saves at once, later ones wait for the sweep, a
 * disconnect, or app close. The throttle is per instance: a user typing into two instances at
 * once (two tabs behind a balancer) could signal twice as often, which is harmless.
 */
export class TypingTracker {
  private readonly entries = new Map<string, Entry>();
  private readonly timer: NodeJS.Timeout;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly throttleMs = TYPING_THROTTLE_MS,
    private readonly flushMs = TYPING_FLUSH_MS,
  ) {
    this.timer = setInterval(() => this.sweep(false), flushMs);
    this.timer.unref();
  }

  /** Records a keystroke signal; publishes it unless one went out within the throttle window. */
  typed(userId: string, chatId: string, now = Date.now()): void {
    const key = `${userId}:${chatId}`;
    let e = this.entries.get(key);
    if (!e) {
      e = { chatId, userId, publishedAt: 0, typedAt: now, savedAt: 0 };
      this.entries.set(key, e);
    }
    e.typedAt = now;
    if (now - e.publishedAt >= this.throttleMs) {
      e.publishedAt = now;
      const at = new Date(now).toISOString();
      this.ctx.feed
        .publish({ targetId: chatId, action: 'update', createdAt: at, data: { typing: { userId, at } } })
        .catch((err: unknown) => this.ctx.log.warn({ err }, 'feed: typing publish failed'));
    }
    if (now - e.savedAt >= this.flushMs) this.save(e);
  }

  /** Saves what a user typed but was not saved yet (their socket closed). */
  flushUser(userId: string): void {
    for (const e of this.entries.values()) if (e.userId === userId && e.typedAt > e.savedAt) this.save(e);
  }

  /** Stops the sweep and saves everything outstanding. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.sweep(true);
    await Promise.all(this.inFlight);
  }

  private sweep(all: boolean): void {
    const now = Date.now();
    for (const [key, e] of this.entries) {
      if (e.typedAt > e.savedAt) this.save(e);
      // Forget quiet pairs so the map only holds chats typed in lately.
      else if (all || now - e.typedAt > this.flushMs) this.entries.delete(key);
    }
  }

  private save(e: Entry): void {
    e.savedAt = e.typedAt;
    const at = new Date(e.typedAt);
    const p = saveLastTypingAt(this.ctx.db, e.chatId, e.userId, at)
      .catch((err: unknown) => this.ctx.log.warn({ err }, 'feed: could not save lastTypingAt'))
      .finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }
}
