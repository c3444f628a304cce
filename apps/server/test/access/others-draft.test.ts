import { PHOTO_TAG, PLAN_PRODUCT_IDS } from '@revy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMultipart, smallJpeg } from '../../src/modules/assets/testing';
import { addPhoto, createListing, listingBody } from '../../src/modules/listings/testing';
import { choosePlan, MISSING_ID } from '../../src/modules/payments/testing';
import { buildTestApp, type TestApp } from '../build-test-app';
import { createSignedInUser, createStaff } from '../factories';
import type { TestClient, TestResponse } from '../http-client';
import { must } from './world';

/**
 * Seller-only calls on someone else's DRAFT (decision 017): whoever may not even see the car
 * gets what a missing id gets (the 404 of a missing listing, purchase, entry...), same body, so the call does not confirm that the
 * draft exists; its seller and staff get what they asked for. (The access table's world has a
 * published car, where strangers get 403: test/access/access-table*.test.ts.)
 */

/** Someone's draft and what hangs off it, or the same ids of nothing at all (`missingKit`). */
type Kit = { listing: string; purchase: string; knowledge: string; history: string; photo: string };
type Req = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; json?: unknown };
/**
 * `fresh`: the call changes or removes its target, so each caller that may make it gets a new
 * draft. `strangers`: what a missing id answers them, when not 404 (an upload to an unknown target).
 */
type Row = { req: (k: Kit) => Req | Upload; fresh?: boolean; strangers?: 403 };
type Upload = { upload: string; fields: Record<string, string> };

const ROWS: Record<string, Row> = {
  'PUT /v1/listing/:id': {
    req: (k) => ({ method: 'PUT', path: `/v1/listing/${k.listing}`, json: { ...listingBody(), price: 24_000_00 } }),
    fresh: true,
  },
  'PATCH /v1/listing/:id': {
    req: (k) => ({ method: 'PATCH', path: `/v1/listing/${k.listing}`, json: { description: 'Two keys.' } }),
  },
  'DELETE /v1/listing/:id': { req: (k) => ({ method: 'DELETE', path: `/v1/listing/${k.listing}` }), fresh: true },
  'POST /v1/listing/:id/regenerate-content': {
    req: (k) => ({ method: 'POST', path: `/v1/listing/${k.listing}/regenerate-content`, json: { parts: ['title'] } }),
  },
  'POST /v1/listing/:id/update-sale-status': {
    req: (k) => ({
      method: 'POST',
      path: `/v1/listing/${k.listing}/update-sale-status`,
      json: { outcome: 'sold', salePrice: 23_500_00, preferNotToSay: false },
    }),
    fresh: true,
  },
  'GET /v1/history/target/:targetId': { req: (k) => ({ method: 'GET', path: `/v1/history/target/${k.listing}` }) },
  'GET /v1/history/:id': { req: (k) => ({ method: 'GET', path: `/v1/history/${k.history}` }) },

  'GET /v1/product/listing/:listingId': { req: (k) => ({ method: 'GET', path: `/v1/product/listing/${k.listing}` }) },
  'POST /v1/purchase/listing/:listingId': {
    req: (k) => ({
      method: 'POST',
      path: `/v1/purchase/listing/${k.listing}`,
      json: { stripeProductId: PLAN_PRODUCT_IDS.Pro },
    }),
    fresh: true,
  },
  'GET /v1/purchase/listing/:listingId': { req: (k) => ({ method: 'GET', path: `/v1/purchase/listing/${k.listing}` }) },
  'GET /v1/purchase/:id': { req: (k) => ({ method: 'GET', path: `/v1/purchase/${k.purchase}` }) },
  'POST /v1/purchase/:id/checkout': {
    req: (k) => ({ method: 'POST', path: `/v1/purchase/${k.purchase}/checkout`, json: {} }),
    fresh: true,
  },
  'POST /v1/purchase/:id/cancel': {
    req: (k) => ({ method: 'POST', path: `/v1/purchase/${k.purchase}/cancel` }),
    fresh: true,
  },

  'POST /v1/knowledge': {
    req: (k) => ({
      method: 'POST',
      path: '/v1/knowledge',
      json: { listingId: k.listing, type: 'faq', question: 'Roof rack?', content: 'No.' },
    }),
  },
  'PUT /v1/knowledge/:id': {
    req: (k) => ({
      method: 'PUT',
      path: `/v1/knowledge/${k.knowledge}`,
      json: { content: 'Yes, rated for 1,500 lb.' },
    }),
  },
  'DELETE /v1/knowledge/:id': { req: (k) => ({ method: 'DELETE', path: `/v1/knowledge/${k.knowledge}` }), fresh: true },
  'GET /v1/knowledge/byListing/:listingId': {
    req: (k) => ({ method: 'GET', path: `/v1/knowledge/byListing/${k.listing}` }),
  },
  'GET /v1/knowledge/byListing/:listingId/enrichSets': {
    req: (k) => ({ method: 'GET', path: `/v1/knowledge/byListing/${k.listing}/enrichSets` }),
  },
  'PUT /v1/knowledge/byListing/:listingId/enrich/:formId': {
    req: (k) => ({
      method: 'PUT',
      path: `/v1/knowledge/byListing/${k.listing}/enrich/keys`,
      json: { answers: [{ key: 'extras', content: 'Floor mats' }] },
    }),
  },
  'GET /v1/knowledge/byListing/:listingId/:type': {
    req: (k) => ({ method: 'GET', path: `/v1/knowledge/byListing/${k.listing}/faq` }),
  },

  'GET /v1/listing/:id/revy': { req: (k) => ({ method: 'GET', path: `/v1/listing/${k.listing}/revy` }) },
  'PUT /v1/listing/:id/revy': {
    req: (k) => ({ method: 'PUT', path: `/v1/listing/${k.listing}/revy`, json: { enabled: false } }),
  },
  'GET /v1/listing/:id/revy/conversations': {
    req: (k) => ({ method: 'GET', path: `/v1/listing/${k.listing}/revy/conversations` }),
  },
  'GET /v1/listing/:id/escalations': { req: (k) => ({ method: 'GET', path: `/v1/listing/${k.listing}/escalations` }) },

  'GET /v1/event/byListing/:id': { req: (k) => ({ method: 'GET', path: `/v1/event/byListing/${k.listing}` }) },
  'GET /v1/event/type/byListing/:listingId': {
    req: (k) => ({ method: 'GET', path: `/v1/event/type/byListing/${k.listing}` }),
  },

  // Photos: by asset id like a missing asset (404); an upload like one to an unknown target (403).
  'PUT /v1/asset/:id': {
    req: (k) => ({ method: 'PUT', path: `/v1/asset/${k.photo}`, json: { tags: [{ name: PHOTO_TAG, ordinal: 0 }] } }),
  },
  'DELETE /v1/asset/:id': { req: (k) => ({ method: 'DELETE', path: `/v1/asset/${k.photo}` }), fresh: true },
  'POST /v1/asset': {
    req: (k) => ({ upload: '/v1/asset', fields: { targetId: k.listing, tag: PHOTO_TAG } }),
    strangers: 403,
  },
};

const missingKit: Kit = {
  listing: MISSING_ID,
  purchase: MISSING_ID,
  knowledge: MISSING_ID,
  history: MISSING_ID,
  photo: MISSING_ID,
};

let t: TestApp;
let owner: TestClient;
let callers: { buyer: TestClient; otherSeller: TestClient; concierge: TestClient; admin: TestClient };
let shared: Kit;

/** A new draft of the owner with a photo, a pending plan, a knowledge entry and its history. */
async function draftKit(): Promise<Kit> {
  const listing = await createListing(owner);
  const photo = await addPhoto(t, listing.id, 0);
  const purchase = await choosePlan(owner, listing.id, PLAN_PRODUCT_IDS.Starter);
  const knowledge = must(
    await owner.post('/v1/knowledge', { listingId: listing.id, type: 'faq', question: 'Tow hitch?', content: 'Yes.' }),
    'knowledge',
  ).body;
  const history = must(await owner.get(`/v1/history/target/${listing.id}`), 'history').body.content[0];
  return { listing: listing.id, purchase: purchase.id, knowledge: knowledge.id, history: history.id, photo };
}

/** The error body but its time. */
const errorOf = (res: TestResponse) => ({ ...res.body, createdAt: undefined });

async function send(client: TestClient, r: Req | Upload): Promise<TestResponse> {
  if ('upload' in r) return sendMultipart(client, r.upload, r.fields, { data: await smallJpeg() });
  return client.request(r.method, r.path, r.json === undefined ? {} : { json: r.json });
}

beforeAll(async () => {
  t = await buildTestApp();
  const [o, buyer, other, concierge, admin] = await Promise.all([
    createSignedInUser(t),
    createSignedInUser(t),
    createSignedInUser(t),
    createStaff(t, 'concierge'),
    createStaff(t, 'admin'),
  ]);
  owner = o.client;
  callers = { buyer: buyer.client, otherSeller: other.client, concierge: concierge.client, admin: admin.client };
  shared = await draftKit();
}, 60_000);
afterAll(async () => t?.close());

describe("seller-only calls on someone else's draft", () => {
  it('answer strangers exactly what a missing id answers, and the seller and staff what they asked for', async () => {
    const wrong: string[] = [];
    for (const [key, row] of Object.entries(ROWS)) {
      for (const who of ['buyer', 'otherSeller'] as const) {
        const [draft, missing] = [
          await send(callers[who], row.req(shared)),
          await send(callers[who], row.req(missingKit)),
        ];
        const expected = row.strangers ?? 404;
        if (
          draft.status !== expected ||
          missing.status !== expected ||
          JSON.stringify(errorOf(draft)) !== JSON.stringify(errorOf(missing))
        ) {
          wrong.push(`${key} — ${who}: draft ${draft.status} ${draft.text}, missing ${missing.status} ${missing.text}`);
        }
      }
      for (const who of ['owner', 'concierge', 'admin'] as const) {
        const res = await send(who === 'owner' ? owner : callers[who], row.req(row.fresh ? await draftKit() : shared));
        if (res.status < 200 || res.status > 299) wrong.push(`${key} — ${who}: ${res.status} ${res.text}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
