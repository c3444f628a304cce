import { createPublished } from '../../../src/modules/listings/testing';
import type { Scenarios } from '../scenario';
import type { World } from '../world';

/** A new published car of the owner's with Premium (pubCL), never posted: in the classifieds queue. */
const freshQueued = (w: World) => createPublished(w.t, w.actors.owner.client);

/** Classifieds cross-posting (issue 16, decision 029): staff tools, and the seller's view of where the car is. */
export const classifiedsScenarios: Scenarios = {
  'GET /v1/test/craigslist/work': () => ({ path: '/v1/test/craigslist/work' }),
  'GET /v1/test/craigslist/status': () => ({ path: '/v1/test/craigslist/status' }),
  'POST /v1/test/craigslist/sync': async (w) => ({
    path: '/v1/test/craigslist/sync',
    json: { items: [{ listingId: (await freshQueued(w)).id, url: 'https://sfbay.craigslist.org/cto/d/x/1.html' }] },
  }),
  'POST /v1/classifieds/:listingId/claim': async (w) => ({
    path: `/v1/classifieds/${(await freshQueued(w)).id}/claim`,
  }),
  // Releasing when nobody holds the item changes nothing (204), so every caller can use the world's car.
  'DELETE /v1/classifieds/:listingId/claim': (w) => ({ path: `/v1/classifieds/${w.listing.id}/claim` }),
  'GET /v1/classifieds/:listingId/ad': (w) => ({ path: `/v1/classifieds/${w.listing.id}/ad` }),
  'GET /v1/classifieds/:listingId/photos.zip': (w) => ({ path: `/v1/classifieds/${w.listing.id}/photos.zip` }),
  'GET /v1/classifieds/:listingId': (w) => ({ path: `/v1/classifieds/${w.listing.id}` }),
};
