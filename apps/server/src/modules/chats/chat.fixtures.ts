/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers pass loosely typed bodies */
import type { FeedMessage } from '@revy/shared';
import type { TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { createPublished } from '../listings/testing';

export const MISSING_ID = '01890000-0000-7000-8000-000000000000';

/** POST /v1/chat as `client`; throws unless it worked. */
export async function openChat(client: TestClient, listingId: string, extra: Record<string, unknown> = {}) {
  const res = await client.post('/v1/chat', { listingId, ...extra });
  if (res.status !== 200) throw new Error(`open chat failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

/** A seller with a published car, a buyer and the buyer's chat about it. */
export async function chatSetup(
  t: TestApp,
  overrides: Record<string, any> = {},
  opts: Parameters<typeof createPublished>[3] = {},
) {
  const seller = await createSignedInUser(t, { firstName: 'Sam', lastName: 'Seller' });
  const buyer = await createSignedInUser(t, { firstName: 'Bea', lastName: 'Buyer' });
  const listing = await createPublished(t, seller.client, overrides, opts);
  const chat = await openChat(buyer.client, listing.id);
  return { seller, buyer, listing, chat };
}

/** Sends a message; throws unless it worked. */
export async function send(client: TestClient, chatId: string, content: string, extra: Record<string, unknown> = {}) {
  const res = await client.post(`/v1/chat/${chatId}/message`, { content, ...extra });
  if (res.status !== 200) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

/** The listing's counters as its seller reads them. */
export async function counters(client: TestClient, listingId: string) {
  const res = await client.get(`/v1/listing/${listingId}`);
  if (res.status !== 200) throw new Error(`listing read failed: ${res.status} ${res.text}`);
  const l = res.body;
  return {
    buyerCount: l.buyerCount,
    offerCount: l.offerCount,
    highestOfferAmount: l.highestOfferAmount,
    testDriveRequestCount: l.testDriveRequestCount,
    videoTourRequestCount: l.videoTourRequestCount,
    testDriveAndVideoTourCount: l.testDriveAndVideoTourCount,
    chatsToAnswerCount: l.chatsToAnswerCount,
    maxSlaClockAt: l.maxSlaClockAt,
  };
}

/** Records what is published on the app's feed bus from now on. */
export function recordFeed(t: TestApp) {
  const seen: FeedMessage[] = [];
  const stop = t.ctx.feed.subscribe((m) => seen.push(m));
  return { seen, stop, on: (targetId: string) => seen.filter((m) => m.targetId === targetId) };
}
