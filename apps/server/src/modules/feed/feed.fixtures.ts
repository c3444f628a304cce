/* eslint-disable @typescript-eslint/no-explicit-any -- feed messages are asserted loosely */
import { eq } from 'drizzle-orm';
import WebSocket from 'ws';
import type { TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { chats, chatUsers } from '../chats/chats.table';
import { createListing } from '../listings/testing';
import { listings } from '../listings/listings.table';

/** A seller's listing and a buyer's chat about it, written straight to the tables. */
export async function chatFixture(t: TestApp, opts: { published?: boolean } = {}) {
  const seller = await createSignedInUser(t);
  const buyer = await createSignedInUser(t);
  const listing = await createListing(seller.client);
  if (opts.published) await t.ctx.db.update(listings).set({ status: 'published' }).where(eq(listings.id, listing.id));
  const [chat] = await t.ctx.db.insert(chats).values({ listingId: listing.id, buyerId: buyer.user.id }).returning();
  await t.ctx.db.insert(chatUsers).values([
    { chatId: chat!.id, userId: buyer.user.id, role: 'buyer' },
    { chatId: chat!.id, userId: seller.user.id, role: 'seller' },
  ]);
  return { seller, buyer, listing, chat: chat! };
}

export type FeedSocket = {
  ws: WebSocket;
  messages: any[];
  send(msg: unknown): void;
  /** The first message (received or still to come) matching `match`; rejects after `ms`. */
  next(match: (m: any) => boolean, ms?: number): Promise<any>;
  watch(targetIds: string[]): Promise<{ targetIds: string[]; denied: string[] }>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** Opens /v1/feed with the client's session cookie (or none), or at `path` (a ?token=). */
export function connectFeed(baseUrl: string, client?: TestClient, path = '/v1/feed'): Promise<FeedSocket> {
  const headers: Record<string, string> = {};
  if (client?.sessionCookie) headers.cookie = `revy_session=${client.sessionCookie}`;
  const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + path, { headers });
  const messages: any[] = [];
  const waiters: { match: (m: any) => boolean; resolve: (m: any) => void }[] = [];
  ws.on('message', (raw) => {
    const m = JSON.parse(raw.toString());
    messages.push(m);
    for (const w of [...waiters]) {
      if (!w.match(m)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(m);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: FeedSocket = {
    ws,
    messages,
    closed,
    send: (msg) => ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg)),
    next(match, ms = 3000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching feed message in ${ms} ms; got ${JSON.stringify(messages)}`)),
          ms,
        );
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    async watch(targetIds) {
      const before = messages.length;
      socket.send({ type: 'watch', targetIds });
      return socket.next((m) => m.type === 'watched' && messages.indexOf(m) >= before);
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('error', reject);
  });
}

/** Waits `ms` and returns what arrived meanwhile (for "receives nothing" checks). */
export const settle = (ms = 150) => new Promise((r) => setTimeout(r, ms));
