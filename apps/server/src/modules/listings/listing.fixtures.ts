/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers pass loosely typed bodies */
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/build-test-app';
import type { TestClient } from '../../../test/http-client';
import { grantActivePlan } from '../../../test/plan-factories';
import { addPhoto } from '../assets/testing';
import { listings } from './listings.table';

// Adding a photo writes the assets tables, so the fixture is the assets module's; listings' tests get it here too.
export { addPhoto };

/** A complete listing body (everything publishing needs but photos), overridable. */
export function listingBody(overrides: Record<string, any> = {}) {
  return {
    title: '2019 Toyota RAV4 XLE, one owner',
    description: 'Regularly serviced, new tires.',
    price: 24_500_00,
    vehicle: {
      year: 2019,
      make: 'Toyota',
      model: 'RAV4',
      trim: 'XLE',
      mileage: 42_000,
      bodyType: 'SUV',
      fuelType: 'Gasoline',
      transmission: 'Automatic',
    },
    location: { zip: '95112', city: 'San Jose', state: 'CA' },
    ...overrides,
  };
}

/** Creates a listing over HTTP as `client`; throws unless it worked. */
export async function createListing(client: TestClient, overrides: Record<string, any> = {}) {
  const res = await client.post('/v1/listing', listingBody(overrides));
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

/** Publishes a listing straight in the table, skipping the publishing rules (tests of other modules' rules). */
export async function publishInTable(t: TestApp, listingId: string): Promise<void> {
  await t.ctx.db.update(listings).set({ status: 'published' }).where(eq(listings.id, listingId));
}

/**
 * A published listing of `client`'s user (a registered one), with an active plan granted in the
 * tables. The plan (Premium) includes the buyer assistant, which is switched off here unless
 * `opts.assistant`: tests of other things should not see it answer in their chats.
 */
export async function createPublished(
  t: TestApp,
  client: TestClient,
  overrides: Record<string, any> = {},
  opts: { assistant?: boolean; productId?: string } = {},
) {
  const listing = await createListing(client, overrides);
  await addPhoto(t, listing.id, 0);
  await grantActivePlan(t, listing.id, opts.productId ? { productId: opts.productId } : {});
  if (!opts.assistant) await t.ctx.db.update(listings).set({ revyEnabled: false }).where(eq(listings.id, listing.id));
  const res = await client.request('PATCH', `/v1/listing/${listing.id}`, { json: { status: 'published' } });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}
