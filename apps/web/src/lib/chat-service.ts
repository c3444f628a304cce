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
 * Starts the chat service once; later calls return the same promise.
 * Extension point: the conversations issue fills `connect` in (chat provider token from
 * GET /v1/chat/comet/token, live feed subscription). Until then starting does nothing.
 */
export function startChatService(): Promise<void> {
  started ??= connect().catch((err: unknown) => {
    console.error('Chat service failed to start', err);
  });
  return started;
}

async function connect(): Promise<void> {
  // Filled by the conversations issue.
}

/** For tests: forget that the service was started. */
export function resetChatServiceForTests(): void {
  started = null;
}
