import { connectFeed } from './feed/feed';

/**
 * The chat service (spec 2 and 4): started once, lazily, the first time the visitor opens an
 * address containing /chat or /messages. Start-up failures go to the console only (spec 8).
 */
let started: Promise<void> | null = null;

/** Whether an address should start the chat service. */
export function needsChatService(pathname: string): boolean {
  return /\/(chat|messages)(\/|$)/.test(pathname);
}

/**
 * Starts the chat service once; later calls return the same promise. Starting opens the tab's
 * live feed connection (lib/feed): Revy is its own chat provider, so no third-party client and no
 * token are needed while the session cookie reaches /v1/feed (GET /v1/chat/comet/token exists for
 * clients where it cannot).
 */
export function startChatService(): Promise<void> {
  started ??= connect().catch((err: unknown) => {
    console.error('Chat service failed to start', err);
  });
  return started;
}

async function connect(): Promise<void> {
  connectFeed();
}

/** For tests: forget that the service was started. */
export function resetChatServiceForTests(): void {
  started = null;
}
