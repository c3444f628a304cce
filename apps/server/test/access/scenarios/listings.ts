import { PHOTO_TAG } from '@revy/shared';
import { addPhoto, createPublished, listingBody } from '../../../src/modules/listings/testing';
import type { Scenarios } from '../scenario';

/** Listings, their photos and history: the owner's published car L unless a write needs its own. */
export const listingScenarios: Scenarios = {
  'POST /v1/listing': () => ({ path: '/v1/listing', json: listingBody() }),
  'GET /v1/listing': (w) => ({ path: '/v1/listing', query: { sellerId: w.target.user.id } }),
  'GET /v1/listing/search': () => ({ path: '/v1/listing/search', query: { search: 'RAV4' } }),
  'GET /v1/listing/options': () => ({ path: '/v1/listing/options' }),
  'GET /v1/listing/table': (w) => ({ path: '/v1/listing/table', query: { sellerId: w.target.user.id } }),
  'GET /v1/listing/table/export.csv': (w) => ({
    path: '/v1/listing/table/export.csv',
    query: { sellerId: w.target.user.id },
  }),
  'GET /v1/listing/table/prefs': () => ({ path: '/v1/listing/table/prefs' }),
  'PUT /v1/listing/table/prefs': () => ({ path: '/v1/listing/table/prefs', json: { hidden: ['plan'] } }),
  'GET /v1/listing/:id': (w) => ({ path: `/v1/listing/${w.listing.id}` }),
  // PUT replaces the whole listing: a fresh published car per caller.
  'PUT /v1/listing/:id': async (w) => ({
    path: `/v1/listing/${(await createPublished(w.t, w.actors.owner.client)).id}`,
    json: { ...listingBody(), price: 24_000_00 },
  }),
  'PATCH /v1/listing/:id': (w) => ({
    path: `/v1/listing/${w.listing.id}`,
    json: { description: 'Regularly serviced, new tires, two keys.' },
  }),
  'DELETE /v1/listing/:id': async (w) => ({
    path: `/v1/listing/${(await createPublished(w.t, w.actors.owner.client)).id}`,
  }),
  'POST /v1/listing/:id/regenerate-content': (w) => ({
    path: `/v1/listing/${w.listing.id}/regenerate-content`,
    json: { parts: ['title'] },
  }),
  'POST /v1/listing/:id/track': (w) => ({ path: `/v1/listing/${w.listing.id}/track`, json: { action: 'VIEW' } }),
  'POST /v1/listing/:id/review': (w) => ({ path: `/v1/listing/${w.listing.id}/review`, json: { reviewed: true } }),
  'POST /v1/listing/:id/update-sale-status': async (w) => ({
    path: `/v1/listing/${(await createPublished(w.t, w.actors.owner.client)).id}/update-sale-status`,
    json: { outcome: 'sold', salePrice: 23_500_00, preferNotToSay: false },
  }),
  'GET /v1/listing/:id/vinaudit/check-availability': (w) => ({
    path: `/v1/listing/${w.listing.id}/vinaudit/check-availability`,
  }),
  'GET /v1/geo/nearest-zip': () => ({ path: '/v1/geo/nearest-zip', query: { lat: '30.2672', lng: '-97.7431' } }),
  'POST /v1/listing/batch/refs': (w) => ({ path: '/v1/listing/batch/refs', json: { ids: [w.listing.id] } }),
  'GET /v1/history/target/:targetId': (w) => ({ path: `/v1/history/target/${w.listing.id}` }),
  'GET /v1/history/:id': (w) => ({ path: `/v1/history/${w.history.id}` }),
  // A fresh car per caller whose price the owner changed: staff put the old price back.
  'POST /v1/history/:id/restore': async (w) => {
    const { id } = await createPublished(w.t, w.actors.owner.client);
    await w.actors.owner.client.request('PATCH', `/v1/listing/${id}`, { json: { price: 21_000_00 } });
    const change = (await w.actors.owner.client.get(`/v1/history/target/${id}`)).body.content[0];
    return { path: `/v1/history/${change.id}/restore`, json: { field: 'price' } };
  },

  'POST /v1/asset': (w) => ({ path: '/v1/asset', multipart: { targetId: w.listing.id, tag: PHOTO_TAG } }),
  // From the table app's local image host (walk.ts), the one host it allows.
  'POST /v1/asset/uploadcare': (w) => ({
    path: '/v1/asset/uploadcare',
    json: { files: [`http://${w.imageHost}/photo.jpg`], targetId: w.listing.id, tag: PHOTO_TAG },
  }),
  'POST /v1/asset/:id': async (w) => ({ path: `/v1/asset/${await addPhoto(w.t, w.listing.id)}`, multipart: {} }),
  'PUT /v1/asset/:id': (w) => ({ path: `/v1/asset/${w.photo.id}`, json: { title: 'Front three-quarter' } }),
  'DELETE /v1/asset/:id': async (w) => ({ path: `/v1/asset/${await addPhoto(w.t, w.listing.id)}` }),
  'GET /v1/asset/:id': (w) => ({ path: `/v1/asset/${w.photo.id}` }),
  'GET /v1/asset/target/:targetId': (w) => ({ path: `/v1/asset/target/${w.listing.id}` }),
  'GET /v1/asset/target/:targetId/tag/:tag': (w) => ({ path: `/v1/asset/target/${w.listing.id}/tag/${PHOTO_TAG}` }),
  'GET /v1/asset/target/:targetId/tag/:tag/first': (w) => ({
    path: `/v1/asset/target/${w.listing.id}/tag/${PHOTO_TAG}/first`,
  }),
  'POST /v1/asset/target/batch/tag/:tag/first': (w) => ({
    path: `/v1/asset/target/batch/tag/${PHOTO_TAG}/first`,
    json: [w.listing.id],
  }),
  'GET /v1/asset/listing/:listingId/vin-audit-report': (w) => ({
    path: `/v1/asset/listing/${w.listing.id}/vin-audit-report`,
  }),
  'GET /v1/asset/listing/vin-audit-report': (w) => ({
    path: '/v1/asset/listing/vin-audit-report',
    query: { listingId: w.listing.id },
  }),
  'GET /v1/asset/file/*': (w) => ({ path: Object.values(w.photo.files)[0]! }),
};
