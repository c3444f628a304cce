import { unsubscribeTokenFor } from '../../../src/modules/mail/testing';
import type { Scenarios } from '../scenario';
import { must, type World } from '../world';

/** A fresh saved search of the owner's (for the writes that change or remove it). */
async function ownersSearch(w: World): Promise<string> {
  const res = must(
    await w.actors.owner.client.post('/v1/saved/searches', { name: 'Walk', query: { make: 'Toyota' } }),
    'saved search',
  );
  return res.body.id as string;
}

/**
 * Saved cars and searches, email preferences and one-click unsubscribe (issue 19). Saving is for accounts; a saved
 * search is its owner's alone (404 to everyone else, staff included); the unsubscribe link's token is its authority.
 */
export const savedScenarios: Scenarios = {
  'GET /v1/saved/cars': () => ({ path: '/v1/saved/cars' }),
  'GET /v1/saved/cars/ids': () => ({ path: '/v1/saved/cars/ids' }),
  'POST /v1/saved/cars': (w) => ({ path: '/v1/saved/cars', json: { listingId: w.listing.id } }),
  'DELETE /v1/saved/cars/:listingId': (w) => ({ path: `/v1/saved/cars/${w.listing.id}` }),
  'GET /v1/saved/searches': () => ({ path: '/v1/saved/searches' }),
  'POST /v1/saved/searches': () => ({
    path: '/v1/saved/searches',
    json: { name: 'SUVs near 95112', frequency: 'daily', query: { bodyType: 'SUV', zip: '95112', radius: 50 } },
  }),
  'PATCH /v1/saved/searches/:id': async (w) => ({
    path: `/v1/saved/searches/${await ownersSearch(w)}`,
    json: { name: 'Renamed' },
  }),
  'DELETE /v1/saved/searches/:id': async (w) => ({ path: `/v1/saved/searches/${await ownersSearch(w)}` }),
  'GET /v1/account/email-preferences': () => ({ path: '/v1/account/email-preferences' }),
  'PUT /v1/account/email-preferences': () => ({
    path: '/v1/account/email-preferences',
    json: { alerts: true, activity: true },
  }),
  'POST /v1/mail/unsubscribe': async (w) => ({
    path: '/v1/mail/unsubscribe',
    query: { token: await unsubscribeTokenFor(w.t, w.target.user.id) },
  }),
  'GET /v1/mail/unsubscribe': async (w) => ({
    path: '/v1/mail/unsubscribe',
    query: { token: await unsubscribeTokenFor(w.t, w.target.user.id) },
  }),
};
