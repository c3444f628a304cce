import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/factories';
import { FEED_LIMITS, FeedHub } from './feed.hub';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Just enough of a ws socket to watch the hub's heartbeat and back-pressure decisions. */
class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  pings = 0;
  terminated = false;
  sent: string[] = [];
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.readyState = 3;
    this.emit('close');
  }
  closeCode: number | undefined;
  close(code?: number) {
    this.closeCode = code;
    this.terminate();
  }
  send(data: string) {
    this.sent.push(data);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('FeedHub', () => {
  it('terminates a socket that stops answering pings, and keeps one that answers', async () => {
    const hub = new FeedHub(t.ctx, { ...FEED_LIMITS, heartbeatMs: 40 });
    const { user } = await createUser(t);
    const dead = new FakeSocket();
    const alive = new FakeSocket();
    hub.attach(dead as unknown as WebSocket, Promise.resolve(user));
    hub.attach(alive as unknown as WebSocket, Promise.resolve(user));
    const answering = setInterval(() => alive.emit('pong'), 10);
    await sleep(150);
    clearInterval(answering);
    expect(dead.pings).toBeGreaterThanOrEqual(1);
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(hub.connectionCount).toBe(1);
    await hub.close();
  });

  it('closes a socket (4401) once its session has ended, and keeps the others', async () => {
    const hub = new FeedHub(t.ctx, { ...FEED_LIMITS, heartbeatMs: 40 });
    const { user } = await createUser(t);
    let signedIn = true;
    const ended = new FakeSocket();
    const kept = new FakeSocket();
    hub.attach(ended as unknown as WebSocket, Promise.resolve(user), async () => signedIn);
    hub.attach(kept as unknown as WebSocket, Promise.resolve(user), async () => true);
    const answering = setInterval(() => [ended, kept].forEach((s) => s.emit('pong')), 10);
    await sleep(100);
    expect(ended.terminated).toBe(false);
    signedIn = false;
    await sleep(120);
    clearInterval(answering);
    expect(ended.closeCode).toBe(4401);
    expect(kept.terminated).toBe(false);
    await hub.close();
  });

  it('keeps a socket when the check itself fails (a database hiccup is not a sign-out)', async () => {
    const hub = new FeedHub(t.ctx, { ...FEED_LIMITS, heartbeatMs: 30 });
    const { user } = await createUser(t);
    const socket = new FakeSocket();
    hub.attach(socket as unknown as WebSocket, Promise.resolve(user), () => Promise.reject(new Error('db down')));
    const answering = setInterval(() => socket.emit('pong'), 10);
    await sleep(120);
    clearInterval(answering);
    expect(socket.terminated).toBe(false);
    await hub.close();
  });

  it('drops a consumer too far behind instead of buffering for it', async () => {
    const hub = new FeedHub(t.ctx);
    const { user } = await createUser(t);
    const slow = new FakeSocket();
    hub.attach(slow as unknown as WebSocket, Promise.resolve(user));
    slow.emit('message', Buffer.from(JSON.stringify({ type: 'watch', targetIds: [user.id] })), false);
    await sleep(100);
    expect(slow.sent.some((s) => s.includes('"watched"'))).toBe(true);
    slow.bufferedAmount = FEED_LIMITS.maxBufferedBytes + 1;
    await t.ctx.feed.publish({ targetId: user.id, action: 'update', createdAt: new Date().toISOString(), data: {} });
    expect(slow.terminated).toBe(true);
    await hub.close();
  });
});
