export type { FeedBus } from './feed-bus';
export { MemoryFeedBus } from './memory-feed-bus';
