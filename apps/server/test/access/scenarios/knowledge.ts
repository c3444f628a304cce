import type { Scenarios } from '../scenario';
import { must } from '../world';

/** Knowledge, the assistant's settings and pricing of the owner's car L. */
export const knowledgeScenarios: Scenarios = {
  'POST /v1/knowledge': (w) => ({
    path: '/v1/knowledge',
    json: { listingId: w.listing.id, type: 'faq', question: 'Roof rack?', content: 'No.' },
  }),
  'PUT /v1/knowledge/:id': (w) => ({
    path: `/v1/knowledge/${w.knowledge.id}`,
    json: { question: 'Tow hitch?', content: 'Yes, rated for 1,500 lb.' },
  }),
  'DELETE /v1/knowledge/:id': async (w) => {
    const k = must(
      await w.actors.owner.client.post('/v1/knowledge', {
        listingId: w.listing.id,
        type: 'faq',
        question: 'Spare tire?',
        content: 'Yes.',
      }),
      'knowledge',
    ).body;
    return { path: `/v1/knowledge/${k.id}` };
  },
  'GET /v1/knowledge/byListing/:listingId': (w) => ({ path: `/v1/knowledge/byListing/${w.listing.id}` }),
  'GET /v1/knowledge/byListing/:listingId/enrichSets': (w) => ({
    path: `/v1/knowledge/byListing/${w.listing.id}/enrichSets`,
  }),
  'PUT /v1/knowledge/byListing/:listingId/enrich/:formId': (w) => ({
    path: `/v1/knowledge/byListing/${w.listing.id}/enrich/keys`,
    json: { answers: [{ key: 'extras', content: 'All-weather floor mats' }] },
  }),
  'GET /v1/knowledge/byListing/:listingId/:type': (w) => ({ path: `/v1/knowledge/byListing/${w.listing.id}/faq` }),

  'GET /v1/listing/:id/revy': (w) => ({ path: `/v1/listing/${w.listing.id}/revy` }),
  'PUT /v1/listing/:id/revy': (w) => ({ path: `/v1/listing/${w.listing.id}/revy`, json: { enabled: false } }),
  'GET /v1/listing/:id/revy/conversations': (w) => ({ path: `/v1/listing/${w.listing.id}/revy/conversations` }),
  'GET /v1/listing/:id/escalations': (w) => ({ path: `/v1/listing/${w.listing.id}/escalations` }),
  'GET /v1/concierge/escalations': () => ({ path: '/v1/concierge/escalations' }),
  'GET /v1/listing/:id/pricing': (w) => ({ path: `/v1/listing/${w.listing.id}/pricing` }),
  'GET /v1/listing/:id/deal': (w) => ({ path: `/v1/listing/${w.listing.id}/deal` }),
};
