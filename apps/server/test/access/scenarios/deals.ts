import { startDeal, writeBill } from '../../../src/modules/deals/testing';
import type { Scenarios } from '../scenario';
import { freshChat, must, type World } from '../world';

/** A fresh deal of the owner's with the buyer (on a fresh car), for writes that change it. */
async function freshDeal(w: World) {
  const { listing } = await freshChat(w);
  return startDeal(w.actors.owner.client, listing.id, w.actors.buyer.user!.id);
}

/** The deal room and spec 7's key transfer calls (issue 18): the world's deal D on car DL, owner and buyer. */
export const dealScenarios: Scenarios = {
  'POST /v1/keysavvy/transaction/seller-initiate': async (w) => {
    const { listing } = await freshChat(w);
    return {
      path: '/v1/keysavvy/transaction/seller-initiate',
      json: { listingId: listing.id, buyerId: w.actors.buyer.user!.id },
    };
  },
  // The owner accepts the buyer's offer on a fresh car (which opens the deal); the buyer gets it back.
  'POST /v1/keysavvy/transaction/buyer-initiate': async (w) => {
    const { listing, chat } = await freshChat(w);
    must(await w.actors.buyer.client.post(`/v1/chat/${chat.id}/offer`, { amount: 20_000_00 }), 'offer');
    must(await w.actors.owner.client.post(`/v1/chat/${chat.id}/offer/respond`, { action: 'accept' }), 'accept');
    return { path: '/v1/keysavvy/transaction/buyer-initiate', json: { listingId: listing.id } };
  },
  'GET /v1/keysavvy/listing/:id/buyers': (w) => ({ path: `/v1/keysavvy/listing/${w.dealListing.id}/buyers` }),
  'GET /v1/keysavvy/transaction/:id/status': (w) => ({ path: `/v1/keysavvy/transaction/${w.deal.id}/status` }),
  'GET /v1/keysavvy/transaction/listing/:id': (w) => ({ path: `/v1/keysavvy/transaction/listing/${w.dealListing.id}` }),
  'GET /v1/keysavvy/listing/:id/deal-auth': (w) => ({ path: `/v1/keysavvy/listing/${w.dealListing.id}/deal-auth` }),
  'GET /v1/keysavvy/listing/:id/buyer-deal': (w) => ({ path: `/v1/keysavvy/listing/${w.dealListing.id}/buyer-deal` }),
  // No KeySavvy in the walk: the webhook is refused for everyone alike.
  'POST /v1/webhooks/keysavvy': () => ({
    path: '/v1/webhooks/keysavvy',
    json: { id: 'evt_walk', type: 'transaction.updated', data: { transactionId: 'ks_txn_walk' } },
  }),
  'GET /v1/deal': () => ({ path: '/v1/deal' }),
  'GET /v1/deal/:id': (w) => ({ path: `/v1/deal/${w.deal.id}` }),
  'GET /v1/deal/:id/bill-of-sale.pdf': (w) => ({ path: `/v1/deal/${w.deal.id}/bill-of-sale.pdf` }),
  // The same state again: the document stays as it is.
  'POST /v1/deal/:id/bill-of-sale': (w) => ({ path: `/v1/deal/${w.deal.id}/bill-of-sale`, json: { state: 'CA' } }),
  'POST /v1/deal/:id/bill-of-sale/sign': async (w, caller) => {
    const deal = await writeBill(w.actors.owner.client, (await freshDeal(w)).id);
    const typedName = caller === 'owner' ? 'Olive Owner' : 'Bea Buyer';
    return {
      path: `/v1/deal/${deal.id}/bill-of-sale/sign`,
      json: { typedName, documentHash: deal.billOfSale!.documentHash },
    };
  },
  'POST /v1/deal/:id/payment': async (w) => ({
    path: `/v1/deal/${(await freshDeal(w)).id}/payment`,
    json: { method: 'wire' },
  }),
  'POST /v1/deal/:id/payment/confirm': async (w) => {
    const deal = await freshDeal(w);
    must(await w.actors.buyer.client.post(`/v1/deal/${deal.id}/payment`, { method: 'cashiers_check' }), 'payment');
    return { path: `/v1/deal/${deal.id}/payment/confirm` };
  },
  'POST /v1/deal/:id/checklist/:key': async (w) => ({
    path: `/v1/deal/${(await freshDeal(w)).id}/checklist/signedTitle`,
    json: { done: true },
  }),
  'POST /v1/deal/:id/handover': async (w) => ({ path: `/v1/deal/${(await freshDeal(w)).id}/handover` }),
  'POST /v1/deal/:id/cancel': async (w) => ({
    path: `/v1/deal/${(await freshDeal(w)).id}/cancel`,
    json: { reason: 'We could not agree on a date' },
  }),
};
