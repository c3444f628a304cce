import {
  FEED_RECONNECT_MS,
  FEED_RESET_MS,
  TYPING_THROTTLE_MS,
  FeedEventSchema,
  type FeedClientMessage,
  type FeedEvent,
  type FeedMessage,
} from '@revy/shared';
import { checkPayload } from '../payload';

/** What a watcher receives: one feed message for a target it registered for. */
export type FeedWatcher = (message: FeedEvent) => void;
/** Connection state, for "reconnecting…" hints and catch-up refetches. */
export type FeedStatus = 'idle' | 'connecting' | 'open' | 'closed';

type SocketLike = {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code?: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};
export type SocketFactory = (url: string) => SocketLike;

export type FeedClientOptions = {
  url: string | (() => string);
  socket?: SocketFactory;
  reconnectMs?: number;
  resetMs?: number;
  typingThrottleMs?: number;
};

const OPEN = 1;
/** The server closes with this code when the socket has no signed-in session. */
export const FEED_UNAUTHORIZED_CLOSE = 4401;

/**
 * The live feed connection of spec 4: one websocket per tab. It opens on connect(), reconnects
 * FEED_RECONNECT_MS after a close and FEED_RESET_MS after reset(), re-sends the watch list after
 * every (re)connect, and delivers each JSON message to the watchers of its targetId. Messages
 * without a targetId are control answers (watched, pong, error) and stay inside.
 */
export class FeedClient {
  private readonly watchers = new Map<string, Set<FeedWatcher>>();
  private readonly statusListeners = new Set<(s: FeedStatus) => void>();
  private readonly typingSentAt = new Map<string, number>();
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;
  private state: FeedStatus = 'idle';
  /** Ids the server refused to let this user watch; not asked for again until reset. */
  readonly denied = new Set<string>();

  constructor(private readonly opts: FeedClientOptions) {}

  get status(): FeedStatus {
    return this.state;
  }

  /** Opens the connection (once; later calls do nothing while it is wanted). */
  connect(): void {
    this.wanted = true;
    if (this.socket || this.timer) return;
    this.open();
  }

  /** Spec 4: a reset closes the socket and reconnects after FEED_RESET_MS. */
  reset(): void {
    this.wanted = true;
    this.clearTimer();
    this.dropSocket();
    this.denied.clear();
    this.schedule(this.opts.resetMs ?? FEED_RESET_MS);
  }

  /** Closes and forgets everything (sign-in and sign-out, spec 4). */
  close(): void {
    this.wanted = false;
    this.clearTimer();
    this.dropSocket();
    this.watchers.clear();
    this.denied.clear();
    this.typingSentAt.clear();
    this.setStatus('idle');
  }

  /** Registers `watcher` for `targetId`; returns the function that removes it. */
  watch(targetId: string, watcher: FeedWatcher): () => void {
    let set = this.watchers.get(targetId);
    const isNew = !set;
    if (!set) {
      set = new Set();
      this.watchers.set(targetId, set);
    }
    set.add(watcher);
    if (isNew) this.send({ type: 'watch', targetIds: [targetId] });
    return () => {
      const current = this.watchers.get(targetId);
      if (!current) return;
      current.delete(watcher);
      if (current.size === 0) {
        this.watchers.delete(targetId);
        this.send({ type: 'unwatch', targetIds: [targetId] });
      }
    };
  }

  /** Listens to connection changes; returns the function that stops listening. */
  onStatus(listener: (s: FeedStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  /** Tells the other side of a chat that this user is typing, at most once per TYPING_THROTTLE_MS. */
  sendTyping(chatId: string, now = Date.now()): boolean {
    const last = this.typingSentAt.get(chatId) ?? -Infinity;
    if (now - last < (this.opts.typingThrottleMs ?? TYPING_THROTTLE_MS)) return false;
    if (!this.send({ type: 'typing', chatId })) return false;
    this.typingSentAt.set(chatId, now);
    return true;
  }

  /** The targets currently watched (for tests and diagnostics). */
  watchedIds(): string[] {
    return [...this.watchers.keys()];
  }

  private open(): void {
    const url = typeof this.opts.url === 'function' ? this.opts.url() : this.opts.url;
    const factory = this.opts.socket ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = factory(url);
    } catch (err) {
      console.error('Live feed could not connect', err);
      this.schedule(this.opts.reconnectMs ?? FEED_RECONNECT_MS);
      return;
    }
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.setStatus('open');
      // Re-send the watch list: the server forgets it with the old connection.
      const ids = this.watchedIds().filter((id) => !this.denied.has(id));
      for (let i = 0; i < ids.length; i += 500) this.send({ type: 'watch', targetIds: ids.slice(i, i + 500) });
    };
    socket.onmessage = (ev) => this.receive(ev.data);
    socket.onerror = () => {
      // A close event always follows; reconnecting happens there.
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.setStatus('closed');
      // Not signed in: no point hammering the server; a sign-in resets the client.
      if (ev?.code === FEED_UNAUTHORIZED_CLOSE) return;
      if (this.wanted) this.schedule(this.opts.reconnectMs ?? FEED_RECONNECT_MS);
    };
  }

  private receive(raw: unknown): void {
    let msg: unknown;
    try {
      msg = JSON.parse(String(raw));
    } catch {
      return; // Spec 4: messages are JSON; anything else is ignored.
    }
    if (!msg || typeof msg !== 'object') return;
    const m = msg as Partial<FeedMessage> & { type?: string; denied?: unknown };
    if (typeof m.targetId !== 'string') {
      if (m.type === 'watched' && Array.isArray(m.denied))
        for (const id of m.denied) if (typeof id === 'string') this.denied.add(id);
      return;
    }
    const set = this.watchers.get(m.targetId);
    if (!set) return;
    let event: FeedEvent;
    try {
      // The one place a feed message is checked (development only, decision 023).
      // The condition folds away in a production build, and FeedEventSchema with it (api-client.ts says why).
      event = import.meta.env.DEV ? checkPayload(FeedEventSchema, m, '/v1/feed') : (m as FeedEvent);
    } catch (err) {
      console.error('Live feed message does not match FeedEventSchema', err);
      return;
    }
    for (const watcher of [...set]) {
      try {
        watcher(event);
      } catch (err) {
        console.error('Live feed watcher failed', err);
      }
    }
  }

  private send(message: FeedClientMessage): boolean {
    const s = this.socket;
    if (!s || s.readyState !== OPEN) return false; // Sent on open with the whole watch list.
    s.send(JSON.stringify(message));
    return true;
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.wanted && !this.socket) this.open();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private dropSocket(): void {
    const s = this.socket;
    this.socket = null;
    if (s) {
      s.onopen = s.onmessage = s.onerror = s.onclose = null;
      try {
        s.close();
      } catch {
        // Already closed.
      }
    }
  }

  private setStatus(s: FeedStatus): void {
    if (this.state === s) return;
    this.state = s;
    for (const l of [...this.statusListeners]) l(s);
  }
}
