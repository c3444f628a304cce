/* eslint-disable @typescript-eslint/no-explicit-any -- test helpers pass loosely typed bodies */
import { SANDBOX_CARDS } from '@revy/shared';
import type { TestApp } from '../../../test/build-test-app';
import { createSignedInUser } from '../../../test/factories';
import type { TestClient } from '../../../test/http-client';
import { addPhoto, createListing } from '../listings/testing';

export const MISSING_ID = '01890000-0000-7000-8000-000000000000';

/** A registered seller with a complete, unpublished listing that has a photo. */
export async function sellerWithListing(t: TestApp, overrides: Record<string, any> = {}) {
  const seller = await createSignedInUser(t);
  const listing = await createListing(seller.client, overrides);
  await addPhoto(t, listing.id, 0);
  return { ...seller, listing };
}

/** POST /v1/purchase/listing/{id}; throws unless 200. */
export async function choosePlan(
  client: TestClient,
  listingId: string,
  stripeProductId: string,
  extra: Record<string, any> = {},
) {
  const res = await client.post(`/v1/purchase/listing/${listingId}`, { stripeProductId, ...extra });
  if (res.status !== 200) throw new Error(`purchase failed: ${res.status} ${res.text}`);
  return res.body as { id: string; [k: string]: any };
}

/** POST /v1/purchase/{id}/checkout; throws unless 200. */
export async function checkout(client: TestClient, purchaseId: string, body: Record<string, any> = {}) {
  const res = await client.post(`/v1/purchase/${purchaseId}/checkout`, body);
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${res.text}`);
  return res.body as { purchase: any; payment: any; url: string | null };
}

export const card = (cardNumber: string = SANDBOX_CARDS.succeeds) => ({
  cardNumber,
  expiry: '12 / 39',
  cvc: '123',
  name: 'Pat Seller',
  postalCode: '95112',
});

/** The session id of a sandbox checkout url (/checkout/sandbox/{id}). */
export const sessionIdOf = (url: string | null) => url!.split('/').pop()!;

/** Chooses a plan and pays it with the sandbox's good card; returns the purchase id and payment. */
export async function buyWithSandbox(
  client: TestClient,
  listingId: string,
  productId: string,
  extra: Record<string, any> = {},
) {
  const purchase = await choosePlan(client, listingId, productId, extra);
  const result = await checkout(client, purchase.id);
  const paid = await client.post(`/v1/payment/sandbox/${sessionIdOf(result.url)}/pay`, card());
  if (paid.status !== 200) throw new Error(`pay failed: ${paid.status} ${paid.text}`);
  return { purchaseId: purchase.id, payment: result.payment, sessionId: sessionIdOf(result.url) };
}
