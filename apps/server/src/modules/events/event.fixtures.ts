/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers pass loosely typed bodies */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { chatSetup } from '../chats/testing';
import { mailOutbox } from '../mail/mail.table';

/** A seller's car with a buyer's chat and the seller's event type (made by byListing), patched. */
export async function bookingSetup(t: TestApp, typePatch: Record<string, unknown> = {}) {
  const s = await chatSetup(t);
  // The seller saves their test-drive hours (the default until then is shown unsaved).
  let type = await typeForListing(s.buyer.client, s.listing.id);
  const res = await s.seller.client.put(`/v1/event/type/${type.id}`, typePatch);
  if (res.status !== 200) throw new Error(`type update failed: ${res.status} ${res.text}`);
  type = await typeForListing(s.buyer.client, s.listing.id);
  return { ...s, type };
}

export async function typeForListing(client: TestClient, listingId: string, query: Record<string, string> = {}) {
  const res = await client.get(`/v1/event/type/byListing/${listingId}`, { query });
  if (res.status !== 200) throw new Error(`type read failed: ${res.status} ${res.text}`);
  return res.body as { id: string; slots: { startAt: string; endAt: string }[]; [k: string]: any };
}

/** POST /v1/event for the chat; returns the response. */
export function book(
  client: TestClient,
  typeId: string,
  chatId: string | null,
  slot: { startAt: string; endAt?: string },
  extra: Record<string, unknown> = {},
) {
  return client.post('/v1/event', {
    eventTypeId: typeId,
    ...(chatId ? { chatId } : {}),
    startAt: slot.startAt,
    ...(slot.endAt ? { endAt: slot.endAt } : {}),
    ...extra,
  });
}

/** The first offered slot of a day at least `days` ahead (its 9:00 AM, with the default hours). */
export function firstSlotAfter(slots: { startAt: string; endAt: string }[], days: number) {
  const after = Date.now() + days * 86_400_000;
  const slot = slots.find(
    (s, i) =>
      Date.parse(s.startAt) > after &&
      (i === 0 || Date.parse(s.startAt) - Date.parse(slots[i - 1]!.startAt) > 3 * 3_600_000),
  );
  if (!slot) throw new Error('no slot that far ahead');
  return slot;
}

/** Mail sent to an address, newest first. */
export function mailTo(t: TestApp, address: string) {
  return t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}
