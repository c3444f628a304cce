// The live feed's constants and plain types, without zod (the message schemas are in feed.schema.ts): the browser's
// feed client loads with the first page and must not build schemas there.

/** Spec 3: actions of a live feed message. */
export const FEED_ACTIONS = ['create', 'update', 'delete', 'child', 'revyStart', 'revyEnd'] as const;
export type FeedAction = (typeof FEED_ACTIONS)[number];

/** Control answers (no targetId, so a client's watcher map never sees them). */
export type FeedControlMessage =
  { type: 'watched'; targetIds: string[]; denied: string[] } | { type: 'pong' } | { type: 'error'; message: string };

/** Typing signals are passed on at most this often per user and chat, and expire after TYPING_TTL_MS. */
export const TYPING_THROTTLE_MS = 2000;
export const TYPING_TTL_MS = 6000;
