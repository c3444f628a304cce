import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../test/fake-socket';
import { FeedClient, type SocketFactory } from './feed-client';

const factory: SocketFactory = (url) => new FakeSocket(url);
const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const msg = (targetId: string, action = 'child', data: unknown = { id: 'm1' }) => ({
  targetId,
  action,
  createdAt: '2026-01-01T00:00:00Z',
  data,
});

describe('FeedClient', () => {
  it('opens once on connect and sends the watch list when open', () => {
    const feed = new FeedClient({ url: 'ws://x/v1/feed', socket: factory });
    feed.watch('chat-1', () => {});
    feed.connect();
    feed.connect();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe('ws://x/v1/feed');
    last().serverOpen();
    expect(last().sent).toEqual([{ type: 'watch', targetIds: ['chat-1'] }]);
    feed.watch('user-1', () => {});
    expect(last().sent.at(-1)).toEqual({ type: 'watch', targetIds: ['user-1'] });
  });

  it('reconnects 1 s after a close and re-sends every watched id', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory });
    feed.watch('a', () => {});
    feed.watch('b', () => {});
    feed.connect();
    last().serverOpen();
    last().serverClose();
    expect(feed.status).toBe('closed');
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    last().serverOpen();
    expect(last().sent).toEqual([{ type: 'watch', targetIds: ['a', 'b'] }]);
  });

  it('reset closes and reconnects after 0.1 s', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory });
    feed.connect();
    const first = last();
    first.serverOpen();
    feed.reset();
    expect(first.readyState).toBe(3);
    vi.advanceTimersByTime(99);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not reconnect after close(), nor after the server says not signed in', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory });
    feed.connect();
    last().serverOpen();
    last().serverClose(4401);
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(1);
    feed.reset();
    vi.advanceTimersByTime(100);
    expect(FakeSocket.all).toHaveLength(2);
    feed.close();
    vi.advanceTimersByTime(5000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(feed.watchedIds()).toEqual([]);
  });

  it('delivers messages to the watchers of their targetId only, and ignores what is not JSON', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory });
    const a = vi.fn();
    const a2 = vi.fn();
    const b = vi.fn();
    feed.watch('a', a);
    feed.watch('a', a2);
    feed.watch('b', b);
    feed.connect();
    last().serverOpen();
    last().serverSend('not json {');
    last().serverSend({ type: 'pong' });
    last().serverSend(msg('a'));
    last().serverSend(msg('c'));
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith(msg('a'));
    expect(a2).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
  });

  it('unwatches when the last watcher of an id leaves, and remembers denied ids', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory });
    feed.connect();
    last().serverOpen();
    const off1 = feed.watch('a', () => {});
    const off2 = feed.watch('a', () => {});
    feed.watch('secret', () => {});
    off1();
    expect(last().sent.filter((m) => (m as { type: string }).type === 'unwatch')).toEqual([]);
    off2();
    expect(last().sent.at(-1)).toEqual({ type: 'unwatch', targetIds: ['a'] });
    last().serverSend({ type: 'watched', targetIds: [], denied: ['secret'] });
    expect(feed.denied.has('secret')).toBe(true);
    last().serverClose();
    vi.advanceTimersByTime(1000);
    last().serverOpen();
    expect(last().sent).toEqual([]);
  });

  it('throttles typing signals per chat', () => {
    const feed = new FeedClient({ url: 'ws://x', socket: factory, typingThrottleMs: 2000 });
    feed.connect();
    last().serverOpen();
    expect(feed.sendTyping('c1', 1000)).toBe(true);
    expect(feed.sendTyping('c1', 2500)).toBe(false);
    expect(feed.sendTyping('c2', 2500)).toBe(true);
    expect(feed.sendTyping('c1', 3000)).toBe(true);
    expect(last().sent.filter((m) => (m as { type: string }).type === 'typing')).toHaveLength(3);
  });
});
