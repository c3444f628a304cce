import { PLAN_PRODUCT_IDS, SANDBOX_CARDS } from '@revy/shared';
import { card } from '../../../src/modules/payments/testing';
import type { Scenarios } from '../scenario';
import { freshDraft, freshPurchase, must, pendingCheckout, type World } from '../world';

/** An open sandbox checkout of the owner's, per caller (paying or leaving it ends it). */
const freshSession = async (w: World) => (await pendingCheckout(w.t, w.actors.owner.client)).sessionId;

/** Plans, purchases and payments: the payer is the owner (sellers pay for their listings' plans). */
export const paymentScenarios: Scenarios = {
  'GET /v1/product': () => ({ path: '/v1/product' }),
  'GET /v1/product/listing/:listingId': (w) => ({ path: `/v1/product/listing/${w.listing.id}` }),
  'POST /v1/purchase/listing/:listingId': async (w) => ({
    path: `/v1/purchase/listing/${(await freshDraft(w)).id}`,
    json: { stripeProductId: PLAN_PRODUCT_IDS.Pro },
  }),
  'GET /v1/purchase/listing/:listingId': (w) => ({ path: `/v1/purchase/listing/${w.listing.id}` }),
  'POST /v1/purchase/:id/checkout': async (w) => ({
    path: `/v1/purchase/${(await freshPurchase(w)).id}/checkout`,
    json: {},
  }),
  'GET /v1/purchase': () => ({ path: '/v1/purchase', query: { status: 'PENDING' } }),
  'GET /v1/purchase/promo-code/:code': () => ({ path: '/v1/purchase/promo-code/SAVE10' }),
  'GET /v1/purchase/user/:userId': (w) => ({ path: `/v1/purchase/user/${w.target.user.id}` }),
  'GET /v1/purchase/:id': (w) => ({ path: `/v1/purchase/${w.purchase.id}` }),
  'POST /v1/purchase/:id/activate': async (w) => ({
    path: `/v1/purchase/${(await freshPurchase(w)).id}/activate`,
    json: {},
  }),
  'POST /v1/purchase/:id/cancel': async (w) => ({ path: `/v1/purchase/${(await freshPurchase(w)).id}/cancel` }),
  'PUT /v1/purchase/:id/payment-due': (w) => ({
    path: `/v1/purchase/${w.purchase.id}/payment-due`,
    json: { paymentDue: false },
  }),
  'GET /v1/payment/:id/check': (w) => ({ path: `/v1/payment/${w.payment.id}/check` }),
  'GET /v1/payment/user/:userId': (w) => ({ path: `/v1/payment/user/${w.target.user.id}` }),
  // Stripe's signature is the credential here, not a session: without a valid one it is 400 for anyone.
  'POST /v1/payment/webhook': () => ({
    path: '/v1/payment/webhook',
    json: { id: 'evt_access', type: 'checkout.session.completed' },
    headers: { 'stripe-signature': 't=1,v1=abc' },
  }),
  'GET /v1/payment/sandbox/:sessionId': (w) => ({ path: `/v1/payment/sandbox/${w.sandboxSessionId}` }),
  'POST /v1/payment/sandbox/:sessionId/pay': async (w) => ({
    path: `/v1/payment/sandbox/${await freshSession(w)}/pay`,
    json: card(),
  }),
  // A session waiting for the bank's 3-D Secure answer (the owner paid with the challenge card).
  'POST /v1/payment/sandbox/:sessionId/confirm': async (w) => {
    const id = await freshSession(w);
    must(
      await w.actors.owner.client.post(`/v1/payment/sandbox/${id}/pay`, card(SANDBOX_CARDS.requiresAction)),
      '3-D Secure pay',
    );
    return { path: `/v1/payment/sandbox/${id}/confirm`, json: { approve: true } };
  },
  'POST /v1/payment/sandbox/:sessionId/cancel': async (w) => ({
    path: `/v1/payment/sandbox/${await freshSession(w)}/cancel`,
  }),
};
