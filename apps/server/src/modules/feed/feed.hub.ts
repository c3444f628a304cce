import type { WebSocket } from 'ws';
import {
  FeedClientMessageSchema,
  type FeedClientMessage,
  type FeedControlMessage,
  type FeedMessage,
} from '@revy/shared';
import type { AppContext } from '../../context';
import type { UserRecord } from '../users';
import { decideWatch, isChatMember } from './feed.access';
import { TypingTracker } from './typing';

/** Limits of one socket (decision 011). */
export const FEED_LIMITS = {
  /** Target ids one socket may watch at once; more are answered as denied. */
  maxWatched: 500,
  /** Largest client message (a full 500-id watch fits); ws closes the socket (1009) past it. */
  maxMessageBytes: 32 * 1024,
  /** Client messages per window before the socket is closed (1008): typing is throttled by clients too. */
  maxMessagesPerWindow: 200,
  windowMs: 10_000,
  /** A socket that has not answered the previous ping by the next one is terminated. */
  heartbeatMs: 30_000,
  /** A consumer this far behind is dropped rather than buffered without bound. */
  maxBufferedBytes: 4 * 1024 * 1024,
} as const;
export type FeedLimits = Record<keyof typeof FEED_LIMITS, number>;

type Conn = {
  socket: WebSocket;
  user: UserRecord | null;
  watched: Set<string>;
  /** Chats where the user is buyer or seller: true / false once known. */
  member: Map<string, boolean>;
  alive: boolean;
  /** Is the credential the socket opened with still good (session not ended, user not disabled)? */
  stillSignedIn: (() => Promise<boolean>) | undefined;
  queue: Promise<void>;
  windowStart: number;
  count: number;
};

const OPEN = 1;

/**
 * This instance's websocket clients and what they watch. Messages from the feed bus go only to
 * the sockets watching their targetId (a Map targetId → sockets, never a loop over every
 * socket), serialized once per message. Client messages of one socket are handled in order.
 */
export class FeedHub {
  private readonly watchers = new Map<string, Set<Conn>>();
  private readonly conns = new Set<Conn>();
  private readonly typing: TypingTracker;
  private readonly unsubscribe: () => void;
  private readonly heartbeat: NodeJS.Timeout;

  constructor(
    private readonly ctx: AppContext,
    private readonly limits: FeedLimits = FEED_LIMITS,
  ) {
    this.typing = new TypingTracker(ctx);
    this.unsubscribe = ctx.feed.subscribe((m) => this.deliver(m));
    this.heartbeat = setInterval(() => this.beat(), limits.heartbeatMs);
    this.heartbeat.unref();
  }

  get connectionCount(): number {
    return this.conns.size;
  }

  /**
   * Takes a socket whose user is still being resolved: listeners are attached at once so no
   * early message is lost, and each waits for the user. No user → closed with 4401.
   */
  attach(socket: WebSocket, userPromise: Promise<UserRecord | null>, stillSignedIn?: () => Promise<boolean>): void {
    const conn: Conn = {
      socket,
      user: null,
      watched: new Set(),
      member: new Map(),
      alive: true,
      stillSignedIn,
      queue: Promise.resolve(),
      windowStart: Date.now(),
      count: 0,
    };
    conn.queue = userPromise.then(
      (user) => {
        if (!user) return socket.close(4401, 'Sign in to use the live feed');
        if (socket.readyState !== OPEN) return;
        conn.user = user;
        this.conns.add(conn);
      },
      () => socket.close(1011, 'Could not check the session'),
    );
    socket.on('message', (raw, isBinary) => {
      if (this.overLimit(conn)) return socket.close(1008, 'Too many messages');
      conn.queue = conn.queue.then(() => this.handle(conn, isBinary ? null : raw.toString()));
    });
    socket.on('pong', () => {
      conn.alive = true;
    });
    socket.on('close', () => this.detach(conn));
  }

  /** Closes every socket (1001, the client reconnects to another instance) and saves typing times. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    this.unsubscribe();
    for (const conn of this.conns) conn.socket.close(1001, 'Server restarting');
    await this.typing.close();
  }

  private async handle(conn: Conn, text: string | null): Promise<void> {
    const user = conn.user;
    if (!user || conn.socket.readyState !== OPEN) return;
    const msg = parseClientMessage(text);
    if (!msg)
      return send(conn, { type: 'error', message: 'Unreadable message: expected JSON watch, unwatch, typing or ping' });
    try {
      if (msg.type === 'ping') return send(conn, { type: 'pong' });
      if (msg.type === 'unwatch') {
        for (const id of msg.targetIds) this.unwatch(conn, id.toLowerCase());
        return;
      }
      if (msg.type === 'typing') {
        const chatId = msg.chatId.toLowerCase();
        let member = conn.member.get(chatId);
        if (member === undefined) conn.member.set(chatId, (member = await isChatMember(this.ctx, user, chatId)));
        if (member) this.typing.typed(user.id, chatId);
        return;
      }
      await this.watch(conn, user, msg.targetIds);
    } catch (err) {
      this.ctx.log.warn({ err }, 'feed: could not handle a client message');
      send(conn, { type: 'error', message: 'Something went wrong; try again' });
    }
  }

  private async watch(conn: Conn, user: UserRecord, targetIds: string[]): Promise<void> {
    const room = Math.max(0, this.limits.maxWatched - conn.watched.size);
    const fresh = targetIds.filter((id) => !conn.watched.has(id.toLowerCase()));
    const tooMany = fresh.slice(room);
    const decision = await decideWatch(this.ctx, user, fresh.slice(0, room));
    for (const id of decision.memberChats) conn.member.set(id, true);
    // The socket may have closed while the database answered: adding it now would leak.
    if (conn.socket.readyState !== OPEN) return;
    for (const id of decision.allowed) {
      conn.watched.add(id);
      let set = this.watchers.get(id);
      if (!set) this.watchers.set(id, (set = new Set()));
      set.add(conn);
    }
    const already = targetIds.filter((id) => !fresh.includes(id));
    send(conn, {
      type: 'watched',
      targetIds: [...already, ...decision.allowed],
      denied: [...decision.denied, ...tooMany],
    });
  }

  private unwatch(conn: Conn, id: string): void {
    if (!conn.watched.delete(id)) return;
    const set = this.watchers.get(id);
    set?.delete(conn);
    if (set?.size === 0) this.watchers.delete(id);
  }

  private detach(conn: Conn): void {
    if (!this.conns.delete(conn)) return;
    for (const id of conn.watched) this.unwatch(conn, id);
    if (conn.user) this.typing.flushUser(conn.user.id);
  }

  private deliver(message: FeedMessage): void {
    const set = this.watchers.get(message.targetId);
    if (!set) return;
    const data = JSON.stringify(message);
    for (const conn of set) {
      if (conn.socket.readyState !== OPEN) continue;
      if (conn.socket.bufferedAmount > this.limits.maxBufferedBytes) conn.socket.terminate();
      else conn.socket.send(data);
    }
  }

  private beat(): void {
    for (const conn of this.conns) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
      this.recheck(conn);
    }
  }

  /**
   * Signing out, an expired session or a disabled account closes the socket (4401) at the next
   * heartbeat, on whichever instance holds it. Queued behind the socket's own messages; a
   * database hiccup keeps the socket (the next beat asks again).
   */
  private recheck(conn: Conn): void {
    const check = conn.stillSignedIn;
    if (!check) return;
    conn.queue = conn.queue.then(async () => {
      const ok = await check().catch(() => true);
      if (!ok && conn.socket.readyState === OPEN) conn.socket.close(4401, 'Signed out');
    });
  }

  private overLimit(conn: Conn): boolean {
    const now = Date.now();
    if (now - conn.windowStart > this.limits.windowMs) {
      conn.windowStart = now;
      conn.count = 0;
    }
    return ++conn.count > this.limits.maxMessagesPerWindow;
  }
}

function parseClientMessage(text: string | null): FeedClientMessage | null {
  if (text === null) return null;
  try {
    const parsed = FeedClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function send(conn: Conn, message: FeedControlMessage): void {
  if (conn.socket.readyState === OPEN) conn.socket.send(JSON.stringify(message));
}
