import { inArray } from 'drizzle-orm';
import type { DealView } from '@revy/shared';
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { users } from '../users/users.table';

/** Marks users ID-verified straight in the table (the verification flow is the id-verification module's). */
export async function markVerified(t: TestApp, ...ids: string[]): Promise<void> {
  await t.ctx.db.update(users).set({ isIdVerified: true }).where(inArray(users.id, ids));
}

/** The seller opens a deal with a buyer of the listing; throws unless it worked. */
export async function startDeal(seller: TestClient, listingId: string, buyerId: string): Promise<DealView> {
  const res = await seller.post('/v1/keysavvy/transaction/seller-initiate', { listingId, buyerId });
  if (res.status !== 200) throw new Error(`seller-initiate failed: ${res.status} ${res.text}`);
  return res.body as DealView;
}

/** Writes the bill of sale for a state; throws unless it worked. */
export async function writeBill(client: TestClient, dealId: string, state = 'CA'): Promise<DealView> {
  const res = await client.post(`/v1/deal/${dealId}/bill-of-sale`, { state });
  if (res.status !== 200) throw new Error(`bill of sale failed: ${res.status} ${res.text}`);
  return res.body as DealView;
}

/** Throws unless the response is 2xx. */
export function ok<T extends { status: number; text: string }>(res: T, what: string): T {
  if (res.status < 200 || res.status > 299) throw new Error(`${what} failed: ${res.status} ${res.text}`);
  return res;
}
