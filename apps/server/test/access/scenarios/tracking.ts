import type { Scenarios } from '../scenario';

/**
 * Tracking records, listing views and short links (issue 17, decision 036). Records are about the owner's listing L:
 * its seller and staff may read and write them, nobody else.
 */
export const trackingScenarios: Scenarios = {
  'POST /v1/tracking': (w) => ({
    path: '/v1/tracking',
    json: { targetId: w.listing.id, key: 'access-check', data: { ok: true } },
  }),
  'GET /v1/tracking/:targetId/:key': (w) => ({ path: `/v1/tracking/${w.listing.id}/seen` }),
  'GET /v1/tracking/:targetId/:key/:runKey': (w) => ({ path: `/v1/tracking/${w.listing.id}/seen/r1` }),
  'GET /v1/tracking/:targetId/:key/all': (w) => ({ path: `/v1/tracking/${w.listing.id}/seen/all` }),
  'GET /v1/listing/:id/views': (w) => ({ path: `/v1/listing/${w.listing.id}/views` }),
  'POST /v1/redirect': (w) => ({
    path: '/v1/redirect',
    json: { url: `/listings/${w.listing.id}`, targetId: w.listing.id },
  }),
  'GET /v1/redirect/:id': (w) => ({ path: `/v1/redirect/${w.shortLink.key}` }),
};
