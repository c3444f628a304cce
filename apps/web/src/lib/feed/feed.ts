import { FeedClient, type SocketFactory } from './feed-client';

/** ws(s)://<this host>/v1/feed: the API and the app share an origin (Vite proxies it in dev). */
export function feedUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/v1/feed`;
}

let client: FeedClient | null = null;
let socketFactory: SocketFactory | undefined;

/** The tab's one feed client (created on first use; connecting is separate and lazy). */
export function getFeed(): FeedClient {
  client ??= new FeedClient({ url: () => feedUrl(), ...(socketFactory ? { socket: socketFactory } : {}) });
  return client;
}

/** Opens the live feed if it is not open yet (chat addresses, the bell). */
export function connectFeed(): FeedClient {
  const c = getFeed();
  c.connect();
  return c;
}

/**
 * Spec 4: sign-in and sign-out clear the cached feed. The old connection carries the old
 * identity's cookie, so it is closed and forgotten; pages re-register as they re-render.
 */
export function forgetFeed(): void {
  client?.close();
}

/** Tests: a fake WebSocket, and a fresh client. */
export function setFeedSocketForTests(factory: SocketFactory | undefined): void {
  client?.close();
  client = null;
  socketFactory = factory;
}
