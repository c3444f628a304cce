/** A counter in a fixed window: how many hits so far and when the window ends. */
export type RateState = { count: number; resetInMs: number };

/**
 * Fixed-window counters keyed by strings such as `signin:ip:1.2.3.4`. The window starts at
 * the first hit and is not extended by later hits, so a locked-out caller is free again
 * `windowMs` after their first failure.
 */
export interface RateLimiter {
  readonly kind: 'memory' | 'redis';
  /** Adds one to `key`, starting a window of `windowMs` when there is none, and returns the new state. */
  hit(key: string, windowMs: number): Promise<RateState>;
  /** The current state of `key` without counting, or null when it has no open window. */
  peek(key: string): Promise<RateState | null>;
  /** Forgets `key` (for example the email's failures after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
